import { AdminFeedbackPage } from '../../../features/admin/components/admin-feedback-page';

export default function AdminFeedbackRoute() {
  return <AdminFeedbackPage />;
}
