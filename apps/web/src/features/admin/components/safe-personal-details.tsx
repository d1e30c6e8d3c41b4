import {
  ADMIN_HIDDEN_SAFE_MODE,
  REVEALED_JOURNEY_FIELD_LABELS,
  REVEALED_JOURNEY_FIELDS,
  type AdminJourneyDetail,
} from '@updately/shared/admin-journeys-api';
import { ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import { useAdminApprovals } from '../api/admin-approvals';
import { useRevealAdminJourney } from '../api/journey-reveal';
import { useAskSafeJourneyReveal } from '../api/journey-safe-reveal';
import { ApprovalReasonField, toastWaiting } from './admin-action-confirm';
import { NoValue } from './journey-masked-value';

/**
 * A safe-mode journey's personal details (issue 27): hidden, not even masked. Seeing them needs
 * a second admin's approval in Admin › Security; then the admin who asked sees them once.
 */
export function SafePersonalDetails({ detail }: { detail: AdminJourneyDetail }) {
  const approvals = useAdminApprovals();
  const ask = useAskSafeJourneyReveal(detail.id);
  const reveal = useRevealAdminJourney();
  const [reason, setReason] = useState('');
  const revealed = reveal.data?.journey_id === detail.id ? reveal.data : undefined;
  const mine = approvals.data?.find(
    (a) =>
      a.action === 'safe_journey_reveal' &&
      a.journeyId === detail.id &&
      (a.mayRevealLink || a.mayCancel),
  );

  const onAsk = () =>
    ask.mutate(reason, {
      onSuccess: (requested) => {
        setReason('');
        toastWaiting(requested);
      },
      onError: (error) => toast.error('Could not ask to see them', { description: error.message }),
    });
  const onShow = () =>
    reveal.mutate(detail.id, {
      onError: (error) =>
        toast.error('The personal details could not be shown', { description: error.message }),
    });

  return (
    <section aria-labelledby="journey-personal" className="flex flex-col gap-3">
      <h3 id="journey-personal" className="font-semibold">
        Personal details
      </h3>
      <p role="status" className="flex items-center gap-2 text-sm">
        <ShieldAlert aria-hidden="true" className="size-4" />
        {revealed
          ? `Shown once at ${formatDateTime(revealed.revealed_at)}, recorded in the audit log under your name.`
          : ADMIN_HIDDEN_SAFE_MODE}
      </p>
      {revealed ? (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {REVEALED_JOURNEY_FIELDS.map((field) => (
            <Item key={field} term={REVEALED_JOURNEY_FIELD_LABELS[field]}>
              {revealed.values[field] ?? <NoValue />}
            </Item>
          ))}
        </dl>
      ) : mine?.mayRevealLink ? (
        <div>
          <Button type="button" size="sm" disabled={reveal.isPending} onClick={onShow}>
            Show once
          </Button>
        </div>
      ) : mine ? (
        <p className="text-sm text-muted-foreground">
          Asked: waiting for another admin to approve it in Admin › Security.
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">
            The person is moving away from someone. Another admin must approve before you can see
            these details, once.
          </p>
          <ApprovalReasonField
            id={`safe-reveal-reason-${detail.id}`}
            value={reason}
            onChange={setReason}
          />
          <div>
            <Button type="button" size="sm" disabled={ask.isPending} onClick={onAsk}>
              Ask to see
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
