import {
  createWebhookEndpointSchema,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@updately/shared/webhooks-api';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import {
  useCreateWebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '../api/create-webhook-endpoint';
import { EventTypeCheckboxes } from './event-type-checkboxes';
import { RevealOnceDialog } from '../../../components/ui/reveal-once-dialog';

/** An endpoint's URL and events; then its signing secret, shown once. */
export function CreateWebhookDialog({ orgId }: { orgId: string }) {
  return (
    <RevealOnceDialog<WebhookEndpointWithSecret>
      trigger={<Button type="button">Add endpoint</Button>}
      form={{
        title: 'Add a webhook endpoint',
        description: 'An HTTPS address of yours that accepts POST requests with a JSON body.',
      }}
      revealed={(created) => ({
        title: 'Your endpoint’s signing secret',
        description: `Verify each delivery to ${created.url} with this secret (any Standard Webhooks library does).`,
      })}
      secret={(created) => ({ label: 'Signing secret', value: created.secret })}
      className="sm:max-w-xl"
      renderForm={(props) => <CreateWebhookForm orgId={orgId} {...props} />}
    />
  );
}

function CreateWebhookForm({
  orgId,
  onCreated,
  onCancel,
}: {
  orgId: string;
  onCreated: (endpoint: WebhookEndpointWithSecret) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<ReadonlySet<WebhookEventType>>(new Set(WEBHOOK_EVENT_TYPES));
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const create = useCreateWebhookEndpoint(orgId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createWebhookEndpointSchema.safeParse({
      url,
      event_types: WEBHOOK_EVENT_TYPES.filter((type) => events.has(type)),
    });
    if (!parsed.success) {
      const issue = (field: string) =>
        parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ url: issue('url'), events: issue('event_types') });
      document.getElementById(issue('url') ? `${id}-url` : `${id}-events-0`)?.focus();
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (endpoint) => {
        toast.success('Endpoint added', { description: 'Copy its secret before closing.' });
        onCreated(endpoint);
      },
      onError: (error) => {
        const message = error.message.replace(/^url: /, '');
        if (/^url: /.test(error.message)) setErrors({ url: message });
        else toast.error('Could not add the endpoint', { description: message });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Field
        id={`${id}-url`}
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com/webhooks/updately"
        aria-required
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={errors.url}
      />
      <EventTypeCheckboxes
        id={`${id}-events`}
        value={events}
        onChange={setEvents}
        error={errors.events}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add endpoint'}
        </Button>
      </DialogFooter>
    </form>
  );
}
