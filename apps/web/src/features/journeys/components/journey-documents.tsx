import { DOCUMENT_TYPE_LABELS } from '@updately/shared/documents';
import { FileText } from 'lucide-react';

import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format-date';
import { useJourneyDocuments } from '../api/journey-documents';
import { DocumentItem } from './document-item';
import { DocumentUploadForm } from './document-upload-form';

/**
 * The journey's evidence, uploaded once: owners and editors upload, view and delete, and see
 * which company opened what; viewers see only which documents exist.
 */
export function JourneyDocuments({ journeyId }: { journeyId: string }) {
  const documents = useJourneyDocuments(journeyId);

  return (
    <SectionCard
      title="Documents"
      description="Upload each certificate once. We share it only with the companies whose update needs it, and every view is listed here."
    >
      {documents.isPending ? (
        <LoadingSkeletons label="Loading the documents" className="gap-2">
          <Skeleton className="h-16 w-full" />
        </LoadingSkeletons>
      ) : documents.isError ? (
        <LoadError
          title="The documents could not be loaded"
          error={documents.error}
          onRetry={() => documents.refetch()}
        />
      ) : (
        <>
          {documents.data.can_edit ? <DocumentUploadForm journeyId={journeyId} /> : null}
          {documents.data.documents.length === 0 ? (
            <EmptyState
              icon={FileText}
              headingLevel="h3"
              title="No documents yet"
              description={
                documents.data.can_edit
                  ? 'A death certificate or letters of administration, for example: upload them here once.'
                  : 'The people running this journey have not uploaded any documents.'
              }
            />
          ) : documents.data.can_edit ? (
            <ul aria-label="Uploaded documents" className="flex flex-col gap-3">
              {documents.data.documents.map((document) => (
                <DocumentItem key={document.id} journeyId={journeyId} document={document} />
              ))}
            </ul>
          ) : (
            <ul aria-label="Uploaded documents" className="flex flex-col gap-1 text-sm">
              {documents.data.documents.map((document) => (
                <li key={document.id}>
                  {DOCUMENT_TYPE_LABELS[document.type]} · uploaded{' '}
                  {formatDate(document.uploaded_at)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SectionCard>
  );
}
