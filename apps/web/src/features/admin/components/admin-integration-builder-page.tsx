import { useSearchParams } from 'react-router';

import { AdminPage } from './admin-page';
import { IntegrationBrandPicker } from './integration-brand-picker';
import { IntegrationDetailView } from './integration-detail';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Per brand: its update channel, its business integration's health, field names and a test. The
 * chosen brand is in the URL (`?brand=<id>`), so a refresh keeps it and it can be linked.
 */
export function AdminIntegrationBuilderPage() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('brand');
  const brandId = chosen && UUID.test(chosen) ? chosen : undefined;
  const select = (id: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('brand', id);
        else next.delete('brand');
        return next;
      },
      { replace: false },
    );
  return (
    <AdminPage
      heading="Integration Builder"
      lead="Choose how each brand hears of its customers’ changes — through a business’s API, by email or on the person’s own checklist — check its integration’s health, name the fields the way the brand does, and send a signed test delivery."
    >
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <IntegrationBrandPicker selectedId={brandId} onSelect={select} />
        <IntegrationDetailView brandId={brandId} />
      </div>
    </AdminPage>
  );
}
