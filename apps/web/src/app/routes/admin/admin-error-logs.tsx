import { AdminErrorLogsPage } from '../../../features/admin/components/admin-error-logs-page';

export default function AdminErrorLogsRoute() {
  return <AdminErrorLogsPage />;
}
