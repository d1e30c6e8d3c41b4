import type {
  IntegrationDetail,
  TestDeliveryResult,
} from '@updately/shared/admin-integrations-api';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { OptionSelect } from '../../../components/ui/option-select';
import { SectionCard } from '../../../components/ui/section-card';
import { useSendTestDelivery } from '../api/integration-builder';

const OUTCOME_LABELS: Record<TestDeliveryResult['outcome'], string> = {
  delivered: 'Delivered',
  failed: 'Failed',
  blocked: 'Blocked',
};

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function Headers({ headers, label }: { headers: Record<string, string>; label: string }) {
  const entries = Object.entries(headers);
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No headers.</p>;
  return (
    <dl aria-label={label} className="grid gap-x-4 gap-y-1 text-xs sm:grid-cols-[max-content_1fr]">
      {entries.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-mono font-semibold">{name}</dt>
          <dd className="font-mono break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Body({ text, label }: { text: string; label: string }) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className="max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs break-all whitespace-pre-wrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {text || '(empty)'}
    </pre>
  );
}

/** Sends a signed sample event to one endpoint and shows exactly what went and what came back. */
export function IntegrationTestDelivery({ detail }: { detail: IntegrationDetail }) {
  const id = useId();
  const enabled = detail.endpoints.filter((e) => e.enabled);
  const [endpointId, setEndpointId] = useState(enabled[0]?.id ?? '');
  const send = useSendTestDelivery(detail.brand.id);
  const result = send.data;

  const onSend = () =>
    send.mutate(endpointId, {
      onSuccess: (sent) =>
        sent.outcome === 'delivered'
          ? toast.success('Test delivery delivered', {
              description: `${sent.response?.status} in ${sent.duration_ms} ms`,
            })
          : toast.error(`Test delivery ${OUTCOME_LABELS[sent.outcome].toLowerCase()}`, {
              description: sent.error?.message ?? `The endpoint answered ${sent.response?.status}.`,
            }),
      onError: (err) =>
        toast.error('Could not send the test delivery', { description: err.message }),
    });

  return (
    <SectionCard
      title="Test delivery"
      description="A signed webhook.test event with made-up values (no person’s data), its fields under the brand’s names. It goes through the same outbound guard as every webhook, waits up to 10 seconds for the answer, and shows in the delivery log."
    >
      {enabled.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {detail.claim?.organization.name ?? 'The business'} has no enabled webhook endpoint to
          send to.
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <Field
            id={`${id}-endpoint`}
            label="Endpoint"
            className="min-w-0 flex-1 basis-64"
            render={(control) => (
              <OptionSelect
                id={control.id}
                value={endpointId}
                onChange={setEndpointId}
                options={enabled.map((e) => ({ value: e.id, label: e.url }))}
                className="w-full min-w-0 [&>span]:truncate"
              />
            )}
          />
          <Button type="button" onClick={onSend} disabled={!endpointId || send.isPending}>
            {send.isPending ? 'Sending…' : 'Send test delivery'}
          </Button>
        </div>
      )}
      {result ? <TestDeliveryResultView result={result} /> : null}
    </SectionCard>
  );
}

function TestDeliveryResultView({ result }: { result: TestDeliveryResult }) {
  return (
    <div className="flex flex-col gap-4 border-t border-border pt-4">
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={result.outcome === 'delivered' ? 'default' : 'destructive'}>
          {OUTCOME_LABELS[result.outcome]}
        </Badge>
        <span>
          {result.response ? `HTTP ${result.response.status}` : 'No answer'} in {result.duration_ms}{' '}
          ms
        </span>
        <span className="font-mono text-xs break-all text-muted-foreground">
          {result.message_id}
        </span>
      </p>
      <section aria-labelledby={`${result.message_id}-request`} className="flex flex-col gap-2">
        <h3 id={`${result.message_id}-request`} className="font-semibold">
          Signed request
        </h3>
        <p className="font-mono text-xs break-all">
          {result.request.method} {result.request.url}
        </p>
        <Headers headers={result.request.headers} label="Request headers" />
        <Body text={prettyJson(result.request.body)} label="Request body" />
      </section>
      <section aria-labelledby={`${result.message_id}-response`} className="flex flex-col gap-2">
        <h3 id={`${result.message_id}-response`} className="font-semibold">
          Response
        </h3>
        {result.response ? (
          <>
            <p className="text-sm">
              Status <span className="font-mono font-semibold">{result.response.status}</span>
              {result.response.body_truncated ? ' · body cut to its first 4 KB' : ''}
            </p>
            <Headers headers={result.response.headers} label="Response headers" />
            <Body text={prettyJson(result.response.body)} label="Response body" />
          </>
        ) : (
          <p role="alert" className="text-sm text-destructive">
            {result.error?.code}: {result.error?.message}
          </p>
        )}
      </section>
    </div>
  );
}
