import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { JointRequest } from '@updately/shared/household-api';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { SectionError } from '../../../components/ui/query-state';
import { Textarea } from '../../../components/ui/textarea';
import { useJointRequestAction, useJointRequests } from '../api/joint-requests';

/**
 * On a household member's own Moving Home journey: the accounts they hold jointly with the
 * household's owner, waiting for their approval. Shown only when there are some (or on an error).
 */
export function JointRequestsToApprove({ journeyId }: { journeyId: string }) {
  const requests = useJointRequests(journeyId);
  if (requests.isError) {
    return (
      <section aria-labelledby="joint-requests-heading" className="flex flex-col gap-3">
        <h2 id="joint-requests-heading" className="text-xl font-semibold">
          Joint accounts to approve
        </h2>
        <SectionError error={requests.error} onRetry={() => requests.refetch()} />
      </section>
    );
  }
  const items = requests.data ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="joint-requests-heading"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-card p-5 shadow-sm"
    >
      <h2 id="joint-requests-heading" className="text-xl font-semibold">
        Joint accounts to approve
      </h2>
      <p className="text-sm text-muted-foreground">
        These companies are told of the move only when you approve too: one request names you both.
      </p>
      <ul className="flex flex-col divide-y divide-border">
        {items.map((item) => (
          <JointRequestItem key={item.request_id} journeyId={journeyId} item={item} />
        ))}
      </ul>
    </section>
  );
}

function JointRequestItem({ journeyId, item }: { journeyId: string; item: JointRequest }) {
  const id = useId();
  const action = useJointRequestAction(journeyId);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const approve = () =>
    action.mutate(
      { requestId: item.request_id, action: 'approve' },
      {
        onSuccess: () => toast.success(`You approved the update to ${item.company_name}`),
        onError: (e) =>
          toast.error(`Could not approve ${item.company_name}`, { description: e.message }),
      },
    );
  const decline = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Say why, so the account holder knows.');
      return;
    }
    action.mutate(
      { requestId: item.request_id, action: 'decline', reason },
      {
        onSuccess: () => toast.success(`You declined the update to ${item.company_name}`),
        onError: (e) =>
          toast.error(`Could not decline ${item.company_name}`, { description: e.message }),
      },
    );
  };

  return (
    <li className="flex flex-col gap-3 py-3">
      <p className="break-words">
        Joint with {item.owner_name}: <span className="font-semibold">{item.company_name}</span> —
        waiting for your approval
      </p>
      {declining ? (
        <form onSubmit={decline} noValidate className="flex flex-col gap-3">
          <Field
            id={`${id}-reason`}
            label={`Why are you declining the update to ${item.company_name}?`}
            error={error}
            render={(control) => (
              <Textarea {...control} value={reason} onChange={(e) => setReason(e.target.value)} />
            )}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={action.isPending}>
              Decline<span className="sr-only"> the update to {item.company_name}</span>
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDeclining(false)}>
              Keep it
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={approve} disabled={action.isPending}>
            Approve<span className="sr-only"> the update to {item.company_name}</span>
          </Button>
          <Button variant="outline" onClick={() => setDeclining(true)} disabled={action.isPending}>
            Decline<span className="sr-only"> the update to {item.company_name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
