import { Mail } from 'lucide-react';
import { useState } from 'react';

import { Button, buttonVariants } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFollowUpLetter, type FollowUpLetter } from '../api/get-follow-up-letter';
import { followUpMailto } from '../utils/follow-up';

/** "Follow up": the ready-to-send letter to an overdue company, to copy or open in mail. */
export function FollowUpLetterDialog({
  requestId,
  company,
}: {
  requestId: string;
  company: string;
}) {
  const [open, setOpen] = useState(false);
  const letter = useFollowUpLetter(requestId, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          Follow up<span className="sr-only"> with {company}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Follow up with {company}</DialogTitle>
          <DialogDescription>
            A letter ready to send: it reminds {company} of your request and of its duty to answer.
          </DialogDescription>
        </DialogHeader>
        {letter.isPending ? (
          <div role="status" aria-label="Loading the letter" className="flex flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : letter.isError ? (
          <LoadError
            title="The letter could not be loaded"
            error={letter.error}
            onRetry={() => letter.refetch()}
          />
        ) : (
          <LetterBody letter={letter.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function LetterBody({ letter }: { letter: FollowUpLetter }) {
  const mailto = followUpMailto(letter);
  const whole = `Subject: ${letter.subject}\n\n${letter.body}`;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">To</dt>
        <dd className="break-all">{letter.to ?? 'Their customer service (no address on file)'}</dd>
        <dt className="text-muted-foreground">Subject</dt>
        <dd className="break-words">{letter.subject}</dd>
      </dl>
      <pre
        tabIndex={0}
        aria-label="The letter"
        className="max-h-72 overflow-y-auto rounded-md bg-muted p-3 font-sans break-words whitespace-pre-wrap"
      >
        {letter.body}
      </pre>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={whole} label="Copy the letter" />
        {mailto ? (
          <a href={mailto} className={buttonVariants({ size: 'sm' })}>
            <Mail aria-hidden="true" />
            Open in your email
          </a>
        ) : null}
      </div>
    </div>
  );
}
