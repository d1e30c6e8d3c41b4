import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  movingHouseOnboardingResultSchema,
  type MovingHouseOnboardingInput,
  type MovingHouseOnboardingResult,
} from '@updately/shared/journeys-api';

import { api } from '../../../lib/api-client';
import { journeyListQueryKey } from '../../../lib/api/get-journeys';
import { meQueryOptions } from '../../../lib/session';

export async function startMovingHome(
  input: MovingHouseOnboardingInput,
): Promise<MovingHouseOnboardingResult> {
  const body = await api.post('/api/onboarding/moving-house', input);
  return movingHouseOnboardingResultSchema.parse(body);
}

/**
 * The Moving Home onboarding: footprints, the profile's onboarding entry and a new journey
 * (auto-linked), so footprints, directory marks, journeys and the profile all change.
 */
export function useStartMovingHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMovingHome,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['footprints'] }),
        queryClient.invalidateQueries({ queryKey: ['brands'] }),
        queryClient.invalidateQueries({ queryKey: journeyListQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
      ]),
  });
}
