import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onboardingResultSchema, type OnboardingResult } from '@updately/shared/journeys-api';

import { api } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/session';

export async function completeGeneralOnboarding(brandIds: string[]): Promise<OnboardingResult> {
  const body = await api.post('/api/onboarding/general', { brandIds });
  return onboardingResultSchema.parse(body);
}

/**
 * The chosen brands become footprints and the profile records the onboarding: the footprints,
 * the directory's "added" marks and the profile (in `me`) change.
 */
export function useCompleteGeneralOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeGeneralOnboarding,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['footprints'] }),
        queryClient.invalidateQueries({ queryKey: ['brands'] }),
        queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
      ]),
  });
}
