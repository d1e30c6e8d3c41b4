import { DOCUMENT_TYPE_LABELS, type DocumentAccessChannel } from '@updately/shared/documents';
import type { RequestDocumentLink } from '@updately/shared/document-links-api';
import type { UpdateRequest } from '@updately/shared/updates-api';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import {
  useDocumentLinkAction,
  useRequestDocumentLink,
  type DocumentLinkAction,
} from '../api/document-link';

const CHANNEL_WORDS: Record<DocumentAccessChannel, string> = {
  email_link: 'by the emailed link',
  api: 'through its integration',
  admin: 'by an Updately administrator, approved by a second one',
};

const OPEN = new Set(['sent', 'acknowledged', 'needs_you']);

function linkText(link: NonNullable<RequestDocumentLink['link']>): string {
  if (link.state === 'withdrawn') return 'Document link: withdrawn';
  if (link.state === 'expired') return `Document link: expired on ${formatDate(link.expires_at)}`;
  return `Document link: valid until ${formatDate(link.expires_at)}`;
}

/**
 * The documents a request carries: which, the company's link to them (withdraw it, or send a
 * new one) and every view. Nothing shows for a request without documents.
 */
export function RequestDocuments({
  request,
  headingLevel: Heading,
}: {
  request: UpdateRequest;
  headingLevel: 'h5';
}) {
  const state = useRequestDocumentLink(request.id);
  const action = useDocumentLinkAction(request.id);
  const company = request.company_name;
  const headingId = `update-${request.id}-documents`;

  if (state.isPending) {
    return (
      <div role="status" aria-label="Loading the documents" className="flex flex-col gap-2">
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  }
  if (state.isError) {
    return (
      <LoadError
        title="The documents could not be loaded"
        error={state.error}
        onRetry={() => state.refetch()}
      />
    );
  }
  const { documents, link, accesses } = state.data;
  if (documents.length === 0) return null;
  const emailed = request.channel === 'email' && OPEN.has(request.status);
  const run = (which: DocumentLinkAction) =>
    action.mutate(which, {
      onSuccess: () =>
        toast.success(
          which === 'revoke'
            ? `Link withdrawn: ${company} can no longer open the documents`
            : `A new link was sent to ${company}`,
        ),
      onError: (error) => toast.error('That did not work', { description: error.message }),
    });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <Heading id={headingId} className="font-semibold">
        Documents
      </Heading>
      <ul className="list-inside list-disc">
        {documents.map((doc) => (
          <li key={doc.id}>{DOCUMENT_TYPE_LABELS[doc.type]}</li>
        ))}
      </ul>
      {link ? <p>{linkText(link)}</p> : null}
      {emailed ? (
        <div className="flex flex-wrap gap-2">
          {link?.state === 'active' ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => run('revoke')}
              disabled={action.isPending}
            >
              Withdraw link<span className="sr-only"> of {company}</span>
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            onClick={() => run('reissue')}
            disabled={action.isPending}
          >
            Send a new link<span className="sr-only"> to {company}</span>
          </Button>
        </div>
      ) : null}
      {accesses.length === 0 ? (
        <p className="text-muted-foreground">Not viewed yet.</p>
      ) : (
        <ul aria-label={`Views by ${company}`} className="flex flex-col gap-1">
          {accesses.map((access) => (
            <li key={`${access.at}-${access.document_type}-${access.action}`}>
              {access.company_name} {access.action === 'download' ? 'downloaded' : 'viewed'} the{' '}
              {DOCUMENT_TYPE_LABELS[access.document_type].toLowerCase()}{' '}
              {CHANNEL_WORDS[access.channel]} on {formatDateTime(access.at)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
