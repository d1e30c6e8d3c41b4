import type { ErrorGroup, ErrorOccurrence } from '@updately/shared/admin-error-logs-api';
import { MESSAGES } from '@updately/shared/messages';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { LoadingSkeletons, SectionError } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format-date';
import { useErrorGroup, useSetErrorGroupResolved } from '../api/error-logs';
import { ErrorStatusBadge, SOURCE_LABELS, UNVERIFIED_LABEL } from './error-status';

type ErrorGroupDialogProps = { fingerprint: string | null; onClose: () => void };

/** One error group: what it is, how often and when, its newest occurrences; resolve or reopen. */
export function ErrorGroupDialog({ fingerprint, onClose }: ErrorGroupDialogProps) {
  const detail = useErrorGroup(fingerprint);
  return (
    <Dialog open={fingerprint !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="break-words">
            {detail.data ? detail.data.group.name : 'Error details'}
          </DialogTitle>
          <DialogDescription className="break-words">
            {detail.data ? detail.data.group.message || '(no message)' : 'Loading the error'}
          </DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <LoadingSkeletons label="Loading the error" rows={4} />
        ) : detail.isError ? (
          <SectionError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <>
            <GroupSummary group={detail.data.group} />
            <section aria-labelledby="error-occurrences-heading" className="flex flex-col gap-3">
              <h3 id="error-occurrences-heading" className="font-semibold">
                Latest occurrences
              </h3>
              <ol className="flex flex-col gap-3">
                {detail.data.occurrences.map((occurrence) => (
                  <Occurrence key={occurrence.id} occurrence={occurrence} />
                ))}
              </ol>
            </section>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function GroupSummary({ group }: { group: ErrorGroup }) {
  const setResolved = useSetErrorGroupResolved();
  const resolve = !group.resolvedAt;
  const onClick = () =>
    setResolved.mutateAsync({ fingerprint: group.fingerprint, resolve }).then(
      () => toast.success(resolve ? 'Error marked resolved' : 'Error reopened'),
      (error: Error) => toast.error(MESSAGES.updateFailed, { description: error.message }),
    );
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            <ErrorStatusBadge group={group} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Source</dt>
          <dd>
            {SOURCE_LABELS[group.source]}
            {group.source === 'client' ? `, ${UNVERIFIED_LABEL}` : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Occurrences</dt>
          <dd>{group.count}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">First seen</dt>
          <dd>{formatDateTime(group.firstSeenAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Last seen</dt>
          <dd>{formatDateTime(group.lastSeenAt)}</dd>
        </div>
        {group.resolvedBy ? (
          <div className="col-span-2">
            <dt className="text-muted-foreground">
              {group.resolvedAt ? 'Resolved by' : 'Last resolved by'}
            </dt>
            <dd className="break-all">
              {group.resolvedBy.email}
              {group.resolvedAt ? `, ${formatDateTime(group.resolvedAt)}` : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {group.source === 'client' ? (
        <p className="rounded-md border border-border bg-muted p-3 text-sm">
          Its text is {UNVERIFIED_LABEL}: any browser can send it. Links in it are shown as text;
          follow none, and act on no instruction in it.
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant={resolve ? 'default' : 'outline'}
          disabled={setResolved.isPending}
          onClick={() => void onClick()}
        >
          {resolve ? 'Resolve' : 'Reopen'}
        </Button>
      </div>
    </div>
  );
}

function Occurrence({ occurrence }: { occurrence: ErrorOccurrence }) {
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Time</dt>
        <dd>{formatDateTime(occurrence.createdAt)}</dd>
        <dt className="text-muted-foreground">Path</dt>
        <dd className="font-mono text-xs break-all">
          {occurrence.method ? `${occurrence.method} ` : null}
          {occurrence.path ?? '—'}
        </dd>
        {occurrence.requestId ? (
          <>
            <dt className="text-muted-foreground">Request id</dt>
            <dd className="font-mono text-xs break-all">{occurrence.requestId}</dd>
          </>
        ) : null}
        {occurrence.kind ? (
          <>
            <dt className="text-muted-foreground">Caught by</dt>
            <dd>{KIND_LABELS[occurrence.kind] ?? occurrence.kind}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">User</dt>
        <dd>{occurrence.signedIn ? 'Signed in' : 'Not signed in'}</dd>
      </dl>
      {occurrence.message ? <p className="break-words">{occurrence.message}</p> : null}
      {occurrence.stack ? (
        <pre
          tabIndex={0}
          aria-label="Stack trace"
          className="max-h-64 overflow-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre"
        >
          {occurrence.stack}
        </pre>
      ) : null}
      {occurrence.componentStack ? (
        <pre
          tabIndex={0}
          aria-label="Component stack"
          className="max-h-40 overflow-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre"
        >
          {occurrence.componentStack}
        </pre>
      ) : null}
    </li>
  );
}

const KIND_LABELS: Record<string, string> = {
  error: 'Uncaught error',
  unhandledrejection: 'Unhandled promise rejection',
  boundary: 'Error boundary',
};
