import type { WebhookEndpoint } from '@updately/shared/webhooks-api';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { formatDateTime } from '../../../lib/format-date';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { useSendWebhookTest } from '../api/send-webhook-test';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import { DeliveryLog } from './delivery-log';
import { RotateSecretButton } from './rotate-secret-button';

/** One endpoint: its events and state, its actions, and its delivery log on demand. */
export function WebhookEndpointCard({
  orgId,
  endpoint,
}: {
  orgId: string;
  endpoint: WebhookEndpoint;
}) {
  const id = useId();
  const [logOpen, setLogOpen] = useState(false);
  const update = useUpdateWebhookEndpoint(orgId);
  const sendTest = useSendWebhookTest(orgId);
  const remove = useDeleteWebhookEndpoint(orgId);

  const setEnabled = (enabled: boolean) =>
    update.mutate(
      { endpointId: endpoint.id, enabled },
      {
        onSuccess: () => toast.success(enabled ? 'Endpoint enabled' : 'Endpoint disabled'),
        onError: (error) =>
          toast.error('Could not change the endpoint', { description: error.message }),
      },
    );

  const test = () =>
    sendTest.mutate(endpoint.id, {
      onSuccess: () => {
        toast.success('Test event sent', {
          description: 'Its delivery appears in the log in a moment.',
        });
        setLogOpen(true);
      },
      onError: (error) =>
        toast.error('Could not send a test event', { description: error.message }),
    });

  // The card goes with the endpoint: the promise settles even so.
  const onDelete = () =>
    remove.mutateAsync(endpoint.id).then(
      () => toast.success('Endpoint deleted'),
      (error: Error) =>
        toast.error('Could not delete the endpoint', { description: error.message }),
    );

  return (
    <article
      aria-labelledby={`${id}-url`}
      className="flex flex-col gap-4 rounded-md border border-border p-4"
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-url`} className="min-w-0 font-mono text-sm font-semibold break-all">
            {endpoint.url}
          </h3>
          {endpoint.enabled ? <Badge>Enabled</Badge> : <Badge variant="outline">Disabled</Badge>}
          {endpoint.source === 'rest_hook' ? (
            <Badge variant="secondary">REST hook subscription</Badge>
          ) : null}
        </div>
        <p className="text-sm break-words text-muted-foreground">
          {endpoint.event_types.join(', ')}
        </p>
        <p className="text-sm text-muted-foreground">
          Secret {endpoint.secret_hint} · added {formatDateTime(endpoint.created_at)}
          {endpoint.previous_secret_expires_at
            ? ` · the previous secret still signs until ${formatDateTime(endpoint.previous_secret_expires_at)}`
            : ''}
        </p>
        {endpoint.disabled_reason ? (
          <p className="text-sm text-destructive">Switched off: {endpoint.disabled_reason}</p>
        ) : null}
        {endpoint.failing_since ? (
          <p className="text-sm text-destructive">
            Deliveries failing since {formatDateTime(endpoint.failing_since)}.
          </p>
        ) : null}
      </div>

      <div className="flex items-center gap-3">
        <Switch
          id={`${id}-enabled`}
          checked={endpoint.enabled}
          disabled={update.isPending}
          onCheckedChange={setEnabled}
        />
        <Label htmlFor={`${id}-enabled`} className="cursor-pointer">
          Send events to this endpoint
        </Label>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={sendTest.isPending || !endpoint.enabled}
          onClick={test}
        >
          {sendTest.isPending ? 'Sending…' : 'Send test event'}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={logOpen}
          aria-controls={`${id}-log`}
          onClick={() => setLogOpen((open) => !open)}
        >
          {logOpen ? 'Hide delivery log' : 'Show delivery log'}
        </Button>
        <RotateSecretButton orgId={orgId} endpoint={endpoint} />
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" size="sm" disabled={remove.isPending}>
              Delete<span className="sr-only"> endpoint {endpoint.url}</span>
            </Button>
          }
          title="Delete this endpoint?"
          description={`Nothing more is sent to ${endpoint.url}. Its delivery log goes with it.`}
          confirmLabel="Delete endpoint"
          onConfirm={onDelete}
        />
      </div>

      <div id={`${id}-log`} hidden={!logOpen}>
        {logOpen ? <DeliveryLog orgId={orgId} endpointId={endpoint.id} /> : null}
      </div>
    </article>
  );
}
