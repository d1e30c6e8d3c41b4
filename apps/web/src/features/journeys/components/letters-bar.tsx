import { Download } from 'lucide-react';

import { Button } from '../../../components/ui/button';
import { formatCalendarDate } from '../../../lib/format-date';
import { journeyLettersPdfPath, useJourneyLetters } from '../api/get-journey-letters';
import { PostedOnForm } from './letter-step';

/**
 * The journey's letters waiting to be posted: one PDF with all of them, and "I posted them all"
 * with one date. Nothing when no letter waits.
 */
export function LettersBar({ journeyId }: { journeyId: string }) {
  const letters = useJourneyLetters(journeyId);
  const waiting = letters.data?.items.filter((l) => l.status === 'queued') ?? [];
  if (waiting.length === 0) return null;
  const count = waiting.length === 1 ? '1 letter' : `${waiting.length} letters`;
  return (
    <section
      aria-labelledby="letters-bar-heading"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4"
    >
      <h2 id="letters-bar-heading" className="text-lg font-semibold">
        {count} to print and post
      </h2>
      <p>
        Print {waiting.length === 1 ? 'it' : 'them'}, sign, and post to{' '}
        {waiting.map((l) => l.company_name).join(', ')}. Each letter starts on a new page, with the
        address placed for a window envelope.
      </p>
      <div>
        <Button asChild>
          <a href={journeyLettersPdfPath(journeyId)} download>
            <Download aria-hidden="true" />
            Download all letters
          </a>
        </Button>
      </div>
      <PostedOnForm
        journeyId={journeyId}
        label="Date you posted them"
        submitLabel="I posted them all"
        success={(day) => `${count} marked as posted on ${formatCalendarDate(day)}`}
      />
    </section>
  );
}
