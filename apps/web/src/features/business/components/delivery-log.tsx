import type { WebhookDelivery } from '@updately/shared/webhooks-api';
import { toast } from 'sonner';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format-date';
import { useWebhookDeliveries } from '../api/list-webhook-deliveries';
import { useReplayWebhookDelivery } from '../api/replay-webhook-delivery';

/** An endpoint's deliveries, newest first: what was sent, what came back, and a replay. */
export function DeliveryLog({ orgId, endpointId }: { orgId: string; endpointId: string }) {
  const deliveries = useWebhookDeliveries(orgId, endpointId);
  const replay = useReplayWebhookDelivery(orgId);
  const items = deliveries.data?.pages.flatMap((page) => page.items) ?? [];

  const onReplay = (delivery: WebhookDelivery) =>
    replay.mutate(
      { endpointId, deliveryId: delivery.id },
      {
        onSuccess: () =>
          toast.success('Delivery sent again', {
            description: `Same webhook-id (${delivery.message_id}).`,
          }),
        onError: (error) => toast.error('Could not replay', { description: error.message }),
      },
    );

  return (
    <section aria-label="Delivery log" className="flex flex-col gap-3 border-t border-border pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">Delivery log</h4>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={deliveries.isFetching}
          onClick={() => void deliveries.refetch()}
        >
          Refresh<span className="sr-only"> delivery log</span>
        </Button>
      </div>
      {deliveries.isPending ? (
        <LoadingSkeletons label="Loading deliveries" rows={2} />
      ) : deliveries.isError ? (
        <LoadError
          title="The delivery log could not be loaded"
          error={deliveries.error}
          onRetry={() => void deliveries.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing delivered yet. Send a test event to try the endpoint.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border text-sm">
          {items.map((delivery) => (
            <li key={delivery.id} className="flex flex-col gap-1 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <DeliveryStatus delivery={delivery} />
                <span className="font-mono break-all">{delivery.event_type}</span>
                <span className="text-muted-foreground">attempt {delivery.attempt}</span>
              </div>
              <p className="text-muted-foreground">
                {formatDateTime(delivery.created_at)}
                {delivery.duration_ms !== null ? ` · ${delivery.duration_ms} ms` : ''} ·{' '}
                <span className="font-mono break-all">{delivery.message_id}</span>
              </p>
              {delivery.error ? (
                <p className="break-words text-destructive">{delivery.error}</p>
              ) : null}
              {delivery.response_body ? (
                <details>
                  <summary className="cursor-pointer">Response body</summary>
                  <pre
                    tabIndex={0}
                    className="mt-1 max-h-40 overflow-auto rounded bg-muted p-2 text-xs break-all whitespace-pre-wrap"
                  >
                    {delivery.response_body}
                  </pre>
                </details>
              ) : null}
              <div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={replay.isPending}
                  onClick={() => onReplay(delivery)}
                >
                  Replay<span className="sr-only"> {delivery.event_type} delivery</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deliveries.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          disabled={deliveries.isFetchingNextPage}
          onClick={() => void deliveries.fetchNextPage()}
        >
          {deliveries.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </section>
  );
}

function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  const status = delivery.response_status;
  if (status === null) return <Badge variant="destructive">No answer</Badge>;
  const ok = status >= 200 && status < 300;
  return <Badge variant={ok ? 'default' : 'destructive'}>HTTP {status}</Badge>;
}
