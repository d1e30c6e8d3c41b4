import { AdminPage } from './admin-page';

export function AdminSettingsPage() {
  return (
    <AdminPage
      heading="Settings"
      lead="Platform-wide settings, including the personal data fields each journey type updates."
    />
  );
}
