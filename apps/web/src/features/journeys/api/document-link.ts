import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  requestDocumentLinkSchema,
  type RequestDocumentLink,
} from '@updately/shared/document-links-api';

import { api } from '../../../lib/api-client';

export const documentLinkQueryKey = (requestId: string) =>
  ['updates', 'document-link', requestId] as const;

const base = (requestId: string) => `/api/updates/${encodeURIComponent(requestId)}/document-link`;

/** The documents a request carries, its company's link and every view of them. */
export function useRequestDocumentLink(requestId: string) {
  return useQuery(
    queryOptions({
      queryKey: documentLinkQueryKey(requestId),
      queryFn: async ({ signal }) =>
        requestDocumentLinkSchema.parse(await api.get(base(requestId), { signal })),
    }),
  );
}

export type DocumentLinkAction = 'reissue' | 'revoke';

/** Send the company a new link (a fresh 7 days), or withdraw the one it has. */
export function useDocumentLinkAction(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: DocumentLinkAction): Promise<RequestDocumentLink> =>
      requestDocumentLinkSchema.parse(
        await api.post(action === 'revoke' ? `${base(requestId)}/revoke` : base(requestId)),
      ),
    onSuccess: (state) => queryClient.setQueryData(documentLinkQueryKey(requestId), state),
  });
}
