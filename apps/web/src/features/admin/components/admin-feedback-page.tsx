import { AdminPage } from './admin-page';

export function AdminFeedbackPage() {
  return (
    <AdminPage
      heading="Feedback Management"
      lead="Suggestions and bug reports sent by users, with the page each one came from."
    />
  );
}
