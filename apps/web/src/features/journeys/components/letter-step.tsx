import type { UpdateRequest } from '@updately/shared/updates-api';
import { UPDATE_CHANNEL_PERSON_STEP } from '@updately/shared/update-status';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { formatCalendarDate } from '../../../lib/format-date';
import { letterPdfPath, useJourneyLetters } from '../api/get-journey-letters';
import { localToday, useMarkLettersPosted } from '../api/mark-letters-posted';
import { useCanEditJourney } from './journey-role-context';

type PostedOnFormProps = {
  journeyId: string;
  /** One letter; none: every letter of the journey waiting. */
  requestId?: string;
  label: string;
  submitLabel: string;
  success: (postedOn: string) => string;
};

/** A posting date (today unless changed) and the button that records it. */
export function PostedOnForm({
  journeyId,
  requestId,
  label,
  submitLabel,
  success,
}: PostedOnFormProps) {
  const posted = useMarkLettersPosted(journeyId);
  const today = localToday();
  const [postedOn, setPostedOn] = useState(today);
  const id = useId();
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        // The form goes once the letters are posted: the toast must not depend on it staying.
        void posted.mutateAsync({ postedOn, requestId }).then(
          () => toast.success(success(postedOn)),
          (error: Error) => toast.error('That did not work', { description: error.message }),
        );
      }}
    >
      <Field
        id={id}
        label={label}
        type="date"
        value={postedOn}
        max={today}
        onChange={(event) => setPostedOn(event.target.value)}
        error={posted.error?.message}
        required
      />
      <Button type="submit" disabled={posted.isPending || postedOn === ''}>
        {posted.isPending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}

/**
 * A request on the letter channel: the letter to download, the address it goes to, and
 * "Posted on <date>" (the request is sent, and followed up, from then).
 */
export function LetterStep({ journeyId, request }: { journeyId: string; request: UpdateRequest }) {
  const canEdit = useCanEditJourney();
  const letters = useJourneyLetters(journeyId);
  const letter = letters.data?.items.find((l) => l.request_id === request.id);
  const company = request.company_name;
  const headingId = `letter-${request.id}`;
  const waiting = request.status === 'queued';
  if (request.status === 'pending_consent') return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md bg-muted p-4">
      <h5 id={headingId} className="font-semibold">
        {waiting ? 'To do: post the letter' : 'Letter'}
      </h5>
      {waiting ? <p>{UPDATE_CHANNEL_PERSON_STEP.letter}.</p> : null}
      {letters.isPending ? (
        <p className="text-muted-foreground">Loading the address…</p>
      ) : letters.isError ? (
        <p role="alert">The address could not be loaded.</p>
      ) : letter && letter.address_lines.length > 0 ? (
        <div>
          <p className="text-muted-foreground">It goes to</p>
          <address className="not-italic">
            {letter.address_lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      ) : null}
      {letter?.posted_on ? (
        <p className="font-medium">
          {letter.posted_by_provider ? 'Posted for you on' : 'Posted on'}{' '}
          {formatCalendarDate(letter.posted_on)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant={waiting ? 'default' : 'outline'} size="sm">
          <a href={letterPdfPath(request.id)} download>
            <Download aria-hidden="true" />
            Download letter<span className="sr-only"> to {company}</span>
          </a>
        </Button>
      </div>
      {waiting && canEdit ? (
        <PostedOnForm
          journeyId={journeyId}
          requestId={request.id}
          label={`Posted on (letter to ${company})`}
          submitLabel="Mark as posted"
          success={(day) => `Letter to ${company}: posted on ${formatCalendarDate(day)}`}
        />
      ) : null}
    </section>
  );
}
