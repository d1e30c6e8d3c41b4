import { AdminPage } from './admin-page';

export function AdminErrorLogsPage() {
  return (
    <AdminPage
      heading="Error Logs"
      lead="Server errors with their request ids, newest first, for tracing what went wrong."
    />
  );
}
