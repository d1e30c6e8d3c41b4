import { AdminPage } from './admin-page';

export function AdminAuditLogsPage() {
  return (
    <AdminPage
      heading="Audit Logs"
      lead="Who changed what and when, for every user, footprint, journey and connection."
    />
  );
}
