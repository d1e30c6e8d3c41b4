import { Plug } from 'lucide-react';

import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { useIntegration } from '../api/integration-builder';
import { IntegrationChannelForm } from './integration-channel-form';
import { IntegrationFieldMapping } from './integration-field-mapping';
import { IntegrationHealth } from './integration-health';
import { IntegrationTestDelivery } from './integration-test-delivery';

/** Everything about one brand's integration, or a prompt to pick a brand. */
export function IntegrationDetailView({ brandId }: { brandId: string | undefined }) {
  const integration = useIntegration(brandId);
  if (!brandId) {
    return (
      <EmptyState
        icon={Plug}
        title="No brand chosen"
        description="Pick a brand from the list to see how it is told of updates and to change it."
      />
    );
  }
  if (integration.isPending) return <LoadingSkeletons label="Loading the integration" rows={6} />;
  if (integration.isError) {
    return (
      <LoadError
        title="This brand’s integration could not be loaded"
        error={integration.error}
        onRetry={() => void integration.refetch()}
      />
    );
  }
  const detail = integration.data;
  return (
    <div className="flex min-w-0 flex-col gap-6" aria-live="off">
      <h2 className="sr-only">{detail.brand.name}</h2>
      {/* Keyed by brand: another brand's form starts from its own saved values. */}
      <IntegrationChannelForm key={`channel-${detail.brand.id}`} detail={detail} />
      <IntegrationHealth detail={detail} />
      <IntegrationFieldMapping key={`mapping-${detail.brand.id}`} detail={detail} />
      {detail.claim ? (
        <IntegrationTestDelivery key={`test-${detail.brand.id}`} detail={detail} />
      ) : null}
    </div>
  );
}
