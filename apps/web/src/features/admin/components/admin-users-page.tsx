import { AdminPage } from './admin-page';

export function AdminUsersPage() {
  return (
    <AdminPage
      heading="Users"
      lead="Find an account, see its roles and sessions, and suspend or restore access."
    />
  );
}
