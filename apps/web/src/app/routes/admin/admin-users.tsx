import { AdminUsersPage } from '../../../features/admin/components/admin-users-page';

export default function AdminUsersRoute() {
  return <AdminUsersPage />;
}
