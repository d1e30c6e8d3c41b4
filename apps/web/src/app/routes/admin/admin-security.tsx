import { AdminSecurityPage } from '../../../features/admin/components/admin-security-page';

export default function AdminSecurityRoute() {
  return <AdminSecurityPage />;
}
