import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentType } from '@updately/shared/documents';
import { journeyDocumentsSchema, type JourneyDocuments } from '@updately/shared/documents-api';

import {
  api,
  ApiClientError,
  NETWORK_ERROR_MESSAGE,
  toApiClientError,
} from '../../../lib/api-client';
import { journeyQueryKey } from './get-journey';

export const journeyDocumentsQueryKey = (journeyId: string) =>
  [...journeyQueryKey(journeyId), 'documents'] as const;

const documentsPath = (journeyId: string) =>
  `/api/journeys/${encodeURIComponent(journeyId)}/documents`;

/** Where the person opens a document (the server answers it inline, never cached). */
export const documentFileHref = (journeyId: string, documentId: string) =>
  `${documentsPath(journeyId)}/${encodeURIComponent(documentId)}/file`;

export async function getJourneyDocuments(
  journeyId: string,
  signal?: AbortSignal,
): Promise<JourneyDocuments> {
  return journeyDocumentsSchema.parse(await api.get(documentsPath(journeyId), { signal }));
}

export function useJourneyDocuments(journeyId: string) {
  return useQuery(
    queryOptions({
      queryKey: journeyDocumentsQueryKey(journeyId),
      queryFn: ({ signal }) => getJourneyDocuments(journeyId, signal),
    }),
  );
}

export type UploadInput = { type: DocumentType; file: File; onProgress: (percent: number) => void };

/**
 * POST as multipart/form-data through XHR, whose upload events tell the progress (fetch has
 * none). Errors come back as the API client's, with the server's message.
 */
export function uploadJourneyDocument(
  journeyId: string,
  { type, file, onProgress }: UploadInput,
): Promise<JourneyDocuments> {
  const body = new FormData();
  body.append('type', type);
  body.append('file', file);
  return new Promise<JourneyDocuments>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', documentsPath(journeyId));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiClientError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      const response = new Response(xhr.responseText || null, {
        status: xhr.status,
        headers: { 'content-type': 'application/json' },
      });
      const settled =
        xhr.status >= 200 && xhr.status < 300
          ? response.json().then((data) => resolve(journeyDocumentsSchema.parse(data)))
          : toApiClientError(response).then(reject);
      settled.catch(reject);
    };
    xhr.send(body);
  });
}

export function useUploadJourneyDocument(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => uploadJourneyDocument(journeyId, input),
    onSuccess: (documents) =>
      queryClient.setQueryData(journeyDocumentsQueryKey(journeyId), documents),
  });
}

export function useDeleteJourneyDocument(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      api.delete(`${documentsPath(journeyId)}/${encodeURIComponent(documentId)}`),
    // Requests that carried it may now need the person: the whole journey is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyQueryKey(journeyId) }),
  });
}
