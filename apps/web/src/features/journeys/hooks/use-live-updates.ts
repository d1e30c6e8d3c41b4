import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_TYPE_LABELS } from '@updately/shared/documents';
import {
  DOCUMENT_ACCESSED,
  documentAccessedSchema,
  UPDATE_REQUEST_CHANGED,
  updateRequestChangedSchema,
  type UpdateRequestChanged,
} from '@updately/shared/realtime-events';
import { toast } from 'sonner';

import { useRealtimeEvent } from '../../../lib/realtime-events';
import { documentLinkQueryKey } from '../api/document-link';
import { invalidateJourneyUpdates } from '../api/get-journey-updates';

/** What a company's (or the engine's) change is worth telling the person at once. */
export function liveNews(change: UpdateRequestChanged): string | null {
  if (change.actor === 'person') return null;
  switch (change.event) {
    case 'confirmed':
      return `${change.company} confirmed your update`;
    case 'acknowledged':
      return `${change.company} acknowledged your update`;
    case 'rejected':
      return `${change.company} could not make your update`;
    case 'verification_needed':
      return `${change.company} needs you to verify who you are`;
    case 'undeliverable':
    case 'no_answer':
      return `Your update to ${change.company} needs you`;
    default:
      return null;
  }
}

/** Keeps a journey's page in step with its updates as they change, from any tab or company. */
export function useLiveUpdates(journeyId: string) {
  const queryClient = useQueryClient();
  useRealtimeEvent(UPDATE_REQUEST_CHANGED, (data) => {
    const change = updateRequestChangedSchema.safeParse(data);
    if (!change.success || change.data.journeyId !== journeyId) return;
    void invalidateJourneyUpdates(queryClient, journeyId);
    const news = liveNews(change.data);
    if (news) toast.info(news);
  });
  useRealtimeEvent(DOCUMENT_ACCESSED, (data) => {
    const access = documentAccessedSchema.safeParse(data);
    if (!access.success || access.data.journeyId !== journeyId) return;
    const { requestId } = access.data;
    if (requestId)
      void queryClient.invalidateQueries({ queryKey: documentLinkQueryKey(requestId) });
    const what = DOCUMENT_TYPE_LABELS[access.data.documentType].toLowerCase();
    toast.info(
      `${access.data.company} ${access.data.action === 'download' ? 'downloaded' : 'viewed'} the ${what}`,
    );
  });
}
