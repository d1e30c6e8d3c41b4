import { documentAccessText } from '@updately/shared/document-proof';
import type { ProofCompany } from '@updately/shared/updates-api';

import { formatDateTime } from '../../../lib/format-date';

/** On the proof: the documents a request shared, and every time its company opened one. */
export function ProofDocuments({ company }: { company: ProofCompany }) {
  if (company.documents.length === 0 && company.document_accesses.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-sm print:text-xs">
      <h4 className="font-medium">Documents</h4>
      <p>
        Shared with your consent:{' '}
        {company.documents.length > 0 ? company.documents.map((d) => d.label).join(', ') : 'none'}
      </p>
      {company.document_accesses.length > 0 ? (
        <ol className="flex flex-col gap-1 border-l-2 border-border pl-4 print:gap-0">
          {company.document_accesses.map((access, i) => (
            <li key={`${access.at}-${i}`}>
              <time dateTime={access.at} className="text-muted-foreground">
                {formatDateTime(access.at)}
              </time>{' '}
              {documentAccessText(access)}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted-foreground">Not opened by the company yet.</p>
      )}
    </div>
  );
}
