import { DOCUMENT_TYPE_LABELS } from '@updately/shared/documents';
import { formatDocumentSize, type JourneyDocument } from '@updately/shared/documents-api';
import { MESSAGES } from '@updately/shared/messages';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDate } from '../../../lib/format-date';
import { documentFileHref, useDeleteJourneyDocument } from '../api/journey-documents';
import { accessText } from '../utils/document-view';

/** One document: what it is, who uploaded it, who saw it, and View / Delete. */
export function DocumentItem({
  journeyId,
  document,
}: {
  journeyId: string;
  document: JourneyDocument;
}) {
  const remove = useDeleteJourneyDocument(journeyId);
  const label = DOCUMENT_TYPE_LABELS[document.type];
  const onDelete = () =>
    remove.mutate(document.id, {
      onSuccess: () => toast.success('Document deleted'),
      onError: (error) => toast.error(MESSAGES.updateFailed, { description: error.message }),
    });

  return (
    <li className="flex flex-col gap-3 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-medium">{label}</h3>
          <p className="text-sm break-all">{document.name}</p>
          <p className="text-sm text-muted-foreground">
            {document.size_bytes !== null ? formatDocumentSize(document.size_bytes) : null}
            {' · '}Uploaded {formatDate(document.uploaded_at)}
            {document.uploaded_by ? ` by ${document.uploaded_by}` : null}
          </p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <a
              href={documentFileHref(journeyId, document.id)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`View ${label}`}
            >
              View
            </a>
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                aria-label={`Delete ${label}`}
              >
                {remove.isPending ? 'Deleting…' : 'Delete'}
              </Button>
            }
            title={`Delete this ${label.toLowerCase()}?`}
            description="It is removed for good. Companies can no longer open it, and any update still waiting for it will need you."
            confirmLabel="Delete"
            onConfirm={onDelete}
          />
        </div>
      </div>
      <div className="text-sm">
        <h4 className="font-medium">Seen by</h4>
        {document.accesses.length === 0 ? (
          <p className="text-muted-foreground">No company has opened it yet.</p>
        ) : (
          <ul className="list-disc pl-5">
            {document.accesses.map((access) => (
              <li key={`${access.at}-${access.company_name}-${access.action}`}>
                {accessText(access)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
