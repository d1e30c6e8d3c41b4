import type { AdminJourneyDocument } from '@updately/shared/admin-journeys-api';
import { DOCUMENT_TYPE_LABELS } from '@updately/shared/documents';

import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import { useAskDocumentOpen } from '../api/journey-document-open';

const CHANNEL_LABELS = { email_link: 'email link', api: 'API', admin: 'admin' } as const;

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A journey's documents for an admin: what each is and who opened it; never names or contents. */
export function JourneyDocuments({
  journeyId,
  documents,
}: {
  journeyId: string;
  documents: readonly AdminJourneyDocument[];
}) {
  const ask = useAskDocumentOpen(journeyId);
  const askToOpen = (doc: AdminJourneyDocument) =>
    ask.mutate(doc.id, {
      onSuccess: (requested) =>
        toast.success('Asked to open it', { description: requested.message }),
      onError: (error) => toast.error('Could not ask to open it', { description: error.message }),
    });
  return (
    <section aria-labelledby="journey-documents" className="flex min-w-0 flex-col gap-3">
      <h3 id="journey-documents" className="font-semibold">
        Documents
      </h3>
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">This journey holds no documents.</p>
      ) : (
        <ul className="flex flex-col gap-3 text-sm">
          {documents.map((doc) => (
            <li key={doc.id} className="rounded-md border border-border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">{DOCUMENT_TYPE_LABELS[doc.type]}</p>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={ask.isPending}
                  onClick={() => askToOpen(doc)}
                >
                  Ask to open
                  <span className="sr-only">
                    {' '}
                    the {DOCUMENT_TYPE_LABELS[doc.type].toLowerCase()}
                  </span>
                </Button>
              </div>
              <p className="text-muted-foreground">
                {doc.content_type === 'application/pdf' ? 'PDF' : 'Image'} ·{' '}
                {sizeText(doc.size_bytes)} · uploaded {formatDateTime(doc.uploaded_at)}
              </p>
              {doc.accesses.length === 0 ? (
                <p className="text-muted-foreground">Not opened by anyone yet.</p>
              ) : (
                <ul
                  aria-label={`Accesses to the ${DOCUMENT_TYPE_LABELS[doc.type].toLowerCase()}`}
                  className="mt-2 list-inside list-disc"
                >
                  {doc.accesses.map((a) => (
                    <li key={`${a.at}-${a.company_name}-${a.action}`}>
                      {a.company_name}: {a.action} by {CHANNEL_LABELS[a.channel]},{' '}
                      {formatDateTime(a.at)}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
