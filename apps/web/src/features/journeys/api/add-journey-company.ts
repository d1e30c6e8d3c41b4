import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  journeyCompanySchema,
  type AddJourneyCompanyInput,
  type JourneyCompany,
} from '@updately/shared/journeys-api';

import { api } from '../../../lib/api-client';
import { journeyListQueryKey } from '../../../lib/api/get-journeys';
import { journeyQueryKey } from './get-journey';

/** One of the deceased's companies, from the directory or by name, for this journey only. */
export async function addJourneyCompany(
  journeyId: string,
  input: AddJourneyCompanyInput,
): Promise<JourneyCompany> {
  const body = await api.post(`/api/journeys/${encodeURIComponent(journeyId)}/companies`, input);
  return journeyCompanySchema.parse(body);
}

export function useAddJourneyCompany(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddJourneyCompanyInput) => addJourneyCompany(journeyId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: journeyQueryKey(journeyId) }),
        queryClient.invalidateQueries({ queryKey: journeyListQueryKey }),
      ]),
  });
}
