import { AdminAuditLogsPage } from '../../../features/admin/components/admin-audit-logs-page';

export default function AdminAuditLogsRoute() {
  return <AdminAuditLogsPage />;
}
