import { listWords } from '@updately/shared/updates-api';
import { FileText, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '../../../lib/paths';
import type { ReviewCompanyKind } from '../utils/review-selection';

/** The documents one request carries, and those its company requires that are not uploaded. */
export function ReviewKindDocuments({
  journeyId,
  companyName,
  kind,
}: {
  journeyId: string;
  companyName: string;
  kind: Pick<ReviewCompanyKind, 'documents' | 'missing_documents'>;
}) {
  if (kind.documents.length === 0 && kind.missing_documents.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      {kind.documents.length > 0 ? (
        <p className="flex items-start gap-1.5 break-words">
          <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Documents shared with {companyName}:{' '}
            <span className="font-medium">{listWords(kind.documents.map((d) => d.label))}</span>
          </span>
        </p>
      ) : null}
      {kind.missing_documents.length > 0 ? (
        <p className="flex items-start gap-1.5 break-words text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {companyName} needs {listWords(kind.missing_documents)}:{' '}
            <Link
              to={`${paths.app.journey.getHref(journeyId)}#documents`}
              className="font-medium text-brand-800 underline underline-offset-4"
            >
              upload {kind.missing_documents.length === 1 ? 'it' : 'them'} in Documents
              <span className="sr-only"> for {companyName}</span>
            </Link>
            . It can still go without: {companyName} may ask you for it.
          </span>
        </p>
      ) : null}
    </div>
  );
}
