import { AdminPage } from './admin-page';

export function AdminSecurityPage() {
  return (
    <AdminPage
      heading="Security"
      lead="Sign-in activity, rate limits and the security settings that protect every account."
    />
  );
}
