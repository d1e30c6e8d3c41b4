import { Webhook } from 'lucide-react';

import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import type { Organization } from '../api/list-organizations';
import { useWebhookEndpoints } from '../api/list-webhook-endpoints';
import { isManagerRole } from '../utils/business-labels';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { WebhookEndpointCard } from './webhook-endpoint-card';

/** Where new requests are pushed, signed (Standard Webhooks), with a delivery log per endpoint. */
export function WebhooksSection({ org }: { org: Organization }) {
  const manager = isManagerRole(org.role);
  const endpoints = useWebhookEndpoints(org.id, { enabled: manager });

  return (
    <SectionCard
      title="Webhook endpoints"
      description="We POST each event to your URL, signed with the endpoint’s secret (webhook-id, webhook-timestamp and webhook-signature headers), and retry for up to 5 days."
      action={manager ? <CreateWebhookDialog orgId={org.id} /> : null}
    >
      {!manager ? (
        <p className="text-sm text-muted-foreground">
          Only an owner or admin of the organisation manages webhook endpoints.
        </p>
      ) : endpoints.isPending ? (
        <LoadingSkeletons label="Loading webhook endpoints" rows={2} />
      ) : endpoints.isError ? (
        <LoadError
          title="The webhook endpoints could not be loaded"
          error={endpoints.error}
          onRetry={() => void endpoints.refetch()}
        />
      ) : endpoints.data.length === 0 ? (
        <EmptyState
          icon={Webhook}
          headingLevel="h3"
          title="No webhook endpoints yet"
          description="Add one to hear about new requests the moment they arrive, instead of polling."
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {endpoints.data.map((endpoint) => (
            <li key={endpoint.id}>
              <WebhookEndpointCard orgId={org.id} endpoint={endpoint} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
