import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  documentLinkPageSchema,
  type DocumentDisposition,
  type DocumentLinkPage,
} from '@updately/shared/document-links-api';

import { api } from '../../../lib/api-client';

const base = (token: string) => `/api/document-links/${encodeURIComponent(token)}`;

export async function getDocumentLink(
  token: string,
  signal?: AbortSignal,
): Promise<DocumentLinkPage> {
  return documentLinkPageSchema.parse(await api.get(base(token), { signal }));
}

/** The stamped copy, served by the server (the browser opens or saves it). */
export function documentCopyHref(
  token: string,
  documentId: string,
  disposition: DocumentDisposition,
): string {
  return `${base(token)}/documents/${encodeURIComponent(documentId)}?disposition=${disposition}`;
}

/** What a company's link opens; an expired or withdrawn link is an error that says so. */
export function useDocumentLink(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['document-link', token] as const,
      queryFn: ({ signal }) => getDocumentLink(token, signal),
      retry: false,
    }),
  );
}
