import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JourneyType } from '@updately/shared/journey-types';
import { journeyPiiFieldsSchema } from '@updately/shared/journeys-api';
import { MESSAGES } from '@updately/shared/messages';
import type { PiiFieldType } from '@updately/shared/pii-fields';
import { toast } from 'sonner';

import { api } from '../../../lib/api-client';

const journeyPiiFieldsQueryKey = (type: JourneyType) => ['journey-pii-fields', type] as const;

/**
 * The spec's get_journey_pii_fields: the field types a journey type changes. Like the spec's
 * RPC it answers an empty list on error, after telling the user 'Failed to fetch PII fields'.
 */
export async function getJourneyPiiFields(
  type: JourneyType,
  signal?: AbortSignal,
): Promise<readonly PiiFieldType[]> {
  try {
    const body = await api.get(`/api/journey-pii-fields/${encodeURIComponent(type)}`, { signal });
    return journeyPiiFieldsSchema.parse(body).fields;
  } catch (error) {
    if (signal?.aborted) throw error;
    toast.error(MESSAGES.piiFetchFailed, {
      description: error instanceof Error ? error.message : undefined,
    });
    return [];
  }
}

export const journeyPiiFieldsQueryOptions = (type: JourneyType) =>
  queryOptions({
    queryKey: journeyPiiFieldsQueryKey(type),
    queryFn: ({ signal }) => getJourneyPiiFields(type, signal),
    staleTime: 5 * 60_000,
  });

export function useJourneyPiiFields(type: JourneyType) {
  return useQuery(journeyPiiFieldsQueryOptions(type));
}
