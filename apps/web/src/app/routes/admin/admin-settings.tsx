import { AdminSettingsPage } from '../../../features/admin/components/admin-settings-page';

export default function AdminSettingsRoute() {
  return <AdminSettingsPage />;
}
