import { listWords, type ReviewCompany } from '@updately/shared/updates-api';

import { chosenKinds, type ReviewSelection } from './review-selection';

export type DocumentSharing = {
  /** The labels of the documents that would go, each once, in the order first met. */
  documents: string[];
  /** How many chosen companies get at least one document. */
  companies: number;
  /** Each chosen company that requires a document the journey does not hold. */
  missing: { company: string; documents: string[] }[];
};

/** What approving would share, and what the chosen companies need that is not uploaded. */
export function documentSharing(
  companies: readonly ReviewCompany[],
  selection: ReviewSelection,
): DocumentSharing {
  const documents: string[] = [];
  const missing: DocumentSharing['missing'] = [];
  let receiving = 0;
  for (const company of companies) {
    const on = new Set(chosenKinds(selection[company.footprint_id]));
    const kinds = company.kinds.filter((k) => on.has(k.kind));
    const shared = kinds.flatMap((k) => k.documents);
    if (shared.length > 0) receiving += 1;
    for (const d of shared) if (!documents.includes(d.label)) documents.push(d.label);
    const needs = [...new Set(kinds.flatMap((k) => k.missing_documents))];
    if (needs.length > 0) missing.push({ company: company.company_name, documents: needs });
  }
  return { documents, companies: receiving, missing };
}

/** "Acme Bank needs a death certificate and letters of administration". */
export function missingDocumentText(entry: DocumentSharing['missing'][number]): string {
  return `${entry.company} needs ${listWords(entry.documents)}`;
}
