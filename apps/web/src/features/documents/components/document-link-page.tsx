import { DOCUMENT_TYPE_LABELS } from '@updately/shared/documents';
import { Download, Eye, FileText } from 'lucide-react';
import { useParams } from 'react-router';

import { buttonVariants } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { isClientError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { documentCopyHref, useDocumentLink } from '../api/get-document-link';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The page behind the link in a company's email: the documents of one request, each opened or
 * saved as a copy stamped for that company. No sign-in (the link is the key), never indexed, and
 * its address is never sent on to another site.
 */
export function DocumentLinkPage() {
  const token = useParams().token ?? '';
  const link = useDocumentLink(token);
  usePageTitle('Documents for this request');

  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-10">
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <h1 className="text-2xl font-semibold">Documents for this request</h1>
      {link.isPending ? (
        <LoadingSkeletons label="Loading the documents" rows={2} />
      ) : link.isError ? (
        isClientError(link.error) && [404, 410].includes(link.error.status) ? (
          // Why the link does not open: expired, withdrawn, replaced or not one we gave out.
          <p role="alert" className="rounded-md bg-muted p-4">
            {link.error.message}
          </p>
        ) : (
          <LoadError
            title="The documents could not be loaded"
            error={link.error}
            onRetry={() => link.refetch()}
          />
        )
      ) : (
        <>
          <p>
            For {link.data.company_name}, request{' '}
            <span className="font-mono">{link.data.reference}</span>. Each copy is stamped for{' '}
            {link.data.company_name} on every page, and every view is recorded for the person who
            sent it. The link works until {formatDate(link.data.expires_at)}.
          </p>
          {link.data.documents.length === 0 ? (
            <p className="rounded-md bg-muted p-4">This request no longer holds any documents.</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Documents">
              {link.data.documents.map((doc) => {
                const label = DOCUMENT_TYPE_LABELS[doc.type];
                return (
                  <li
                    key={doc.id}
                    className="flex flex-col gap-3 rounded-md border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="flex items-center gap-3">
                      <FileText aria-hidden="true" className="size-5 shrink-0" />
                      <div>
                        <p className="font-medium">{label}</p>
                        <p className="text-sm text-muted-foreground">
                          {doc.content_type === 'application/pdf' ? 'PDF' : 'Image, as a PDF'} ·{' '}
                          {sizeText(doc.size_bytes)}
                        </p>
                      </div>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <a
                        className={buttonVariants({ size: 'sm' })}
                        href={documentCopyHref(token, doc.id, 'inline')}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        <Eye aria-hidden="true" />
                        View<span className="sr-only"> {label} (opens in a new tab)</span>
                      </a>
                      <a
                        className={buttonVariants({ size: 'sm', variant: 'outline' })}
                        href={documentCopyHref(token, doc.id, 'attachment')}
                        rel="noreferrer"
                        download
                      >
                        <Download aria-hidden="true" />
                        Download<span className="sr-only"> {label}</span>
                      </a>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </Container>
  );
}
