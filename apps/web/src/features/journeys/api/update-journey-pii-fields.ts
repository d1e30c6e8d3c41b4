import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JourneyType } from '@updately/shared/journey-types';
import { journeyPiiFieldsSchema, type JourneyPiiFields } from '@updately/shared/journeys-api';
import { MESSAGES } from '@updately/shared/messages';
import type { PiiFieldType } from '@updately/shared/pii-fields';
import { toast } from 'sonner';

import { api } from '../../../lib/api-client';
import { journeyPiiFieldsQueryKey } from './get-journey-pii-fields';

export async function updateJourneyPiiFields(
  type: JourneyType,
  fields: readonly PiiFieldType[],
): Promise<JourneyPiiFields> {
  const body = await api.put(`/api/journey-pii-fields/${encodeURIComponent(type)}`, { fields });
  return journeyPiiFieldsSchema.parse(body);
}

type Variables = { type: JourneyType; fields: readonly PiiFieldType[] };

/**
 * The spec's update_journey_pii_fields (administrators only). On failure it shows
 * 'Failed to update PII fields' and resolves `false`, like the RPC; on success the new fields.
 */
export function useUpdateJourneyPiiFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, fields }: Variables): Promise<JourneyPiiFields | false> => {
      try {
        return await updateJourneyPiiFields(type, fields);
      } catch (error) {
        toast.error(MESSAGES.piiUpdateFailed, {
          description: error instanceof Error ? error.message : undefined,
        });
        return false;
      }
    },
    onSuccess: (result, { type }) => {
      if (result) queryClient.setQueryData(journeyPiiFieldsQueryKey(type), result.fields);
    },
  });
}
