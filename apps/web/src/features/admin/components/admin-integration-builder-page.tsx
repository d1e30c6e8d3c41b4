import { useState } from 'react';

import { AdminPage } from './admin-page';
import { IntegrationBrandPicker } from './integration-brand-picker';
import { IntegrationDetailView } from './integration-detail';

/** Per brand: its update channel, its business integration's health, field names and a test. */
export function AdminIntegrationBuilderPage() {
  const [brandId, setBrandId] = useState<string | undefined>();
  return (
    <AdminPage
      heading="Integration Builder"
      lead="Choose how each brand hears of its customers’ changes — through a business’s API, by email or on the person’s own checklist — check its integration’s health, name the fields the way the brand does, and send a signed test delivery."
    >
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <IntegrationBrandPicker selectedId={brandId} onSelect={setBrandId} />
        <IntegrationDetailView brandId={brandId} />
      </div>
    </AdminPage>
  );
}
