import { LoadingSkeletons, SectionError } from '../../../components/ui/query-state';
import { usePlatformSettings } from '../api/settings-platform';
import { AdminPage } from './admin-page';
import { SettingsDisplaySection } from './settings-display-section';
import { SettingsDocumentsSection } from './settings-documents-section';
import { SettingsFollowUpSection } from './settings-follow-up-section';
import { SettingsPiiFieldsSection } from './settings-pii-fields-section';
import { SettingsPriceSection } from './settings-price-section';

export function AdminSettingsPage() {
  const settings = usePlatformSettings();
  return (
    <AdminPage
      heading="Settings"
      lead="Platform-wide settings: the personal details each journey type updates, when requests are followed up, the price per field, the names in the public footer, and how long documents are kept. Changes apply to every server within seconds."
    >
      <SettingsPiiFieldsSection />
      {settings.isPending ? (
        <LoadingSkeletons label="Loading settings" rows={6} />
      ) : settings.isError ? (
        <SectionError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <SettingsFollowUpSection section={settings.data.followUp} />
          <SettingsPriceSection section={settings.data.price} />
          <SettingsDisplaySection section={settings.data.display} />
          <SettingsDocumentsSection section={settings.data.documents} />
        </>
      )}
    </AdminPage>
  );
}
