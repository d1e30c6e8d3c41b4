import { useQueryClient } from '@tanstack/react-query';
import {
  JOURNEY_ACCESS_CHANGED,
  JOURNEY_ACCESS_REVOKED,
  JOURNEY_ACCESS_REVOKED_MESSAGE,
  JOURNEY_LEFT_MESSAGE,
  journeyAccessEventSchema,
} from '@updately/shared/journey-people-api';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { journeyListQueryKey } from '../../../lib/api/get-journeys';
import { paths } from '../../../lib/paths';
import { useRealtimeEvent } from '../../../lib/realtime-events';

/**
 * A shared journey's page leaves at once when its owner removes the person (as a tab does on
 * sign-out), and reloads when their role changes.
 */
export function useJourneyAccessEvents(journeyId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useRealtimeEvent(JOURNEY_ACCESS_REVOKED, (data) => {
    const event = journeyAccessEventSchema.safeParse(data);
    if (!event.success || event.data.journeyId !== journeyId) return;
    leaveJourneyPage(
      event.data.reason === 'left' ? JOURNEY_LEFT_MESSAGE : JOURNEY_ACCESS_REVOKED_MESSAGE,
    );
  });
  useRealtimeEvent(JOURNEY_ACCESS_CHANGED, (data) => {
    const event = journeyAccessEventSchema.safeParse(data);
    if (!event.success || event.data.journeyId !== journeyId) return;
    void queryClient.invalidateQueries({ queryKey: ['journeys'] });
  });

  /** Goes to My Journeys saying why (once, whether this tab or the stream got there first). */
  function leaveJourneyPage(message: string) {
    queryClient.removeQueries({ queryKey: ['journeys', 'detail', journeyId] });
    void queryClient.invalidateQueries({ queryKey: journeyListQueryKey });
    toast.info(message, { id: `journey-left-${journeyId}` });
    void navigate(paths.app.journeys.getHref(), { replace: true, state: { notice: message } });
  }
  return { leaveJourneyPage };
}
