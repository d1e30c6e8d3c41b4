import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JourneyType } from '@updately/shared/journey-types';
import { journeyPiiFieldsSchema } from '@updately/shared/journeys-api';
import type { PiiFieldType } from '@updately/shared/pii-fields';

import { api } from '../../../lib/api-client';

// The key the journey pages read the same fields under (features/journeys/api).
const piiFieldsKey = (type: JourneyType) => ['journey-pii-fields', type] as const;
const adminKey = (type: JourneyType) => ['admin', 'journey-pii-fields', type] as const;

/**
 * The spec's get_journey_pii_fields for the Settings page. Unlike the journey pages' reader it
 * fails loudly (no empty list on error): a form filled with nothing could be saved as nothing.
 */
export function useAdminJourneyPiiFields(type: JourneyType) {
  return useQuery({
    queryKey: adminKey(type),
    queryFn: async ({ signal }) =>
      journeyPiiFieldsSchema.parse(
        await api.get(`/api/journey-pii-fields/${encodeURIComponent(type)}`, { signal }),
      ).fields,
  });
}

/** The spec's update_journey_pii_fields: replaces the set; journey pages read the new one. */
export function useSaveJourneyPiiFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, fields }: { type: JourneyType; fields: PiiFieldType[] }) =>
      journeyPiiFieldsSchema.parse(
        await api.put(`/api/journey-pii-fields/${encodeURIComponent(type)}`, { fields }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKey(saved.journeyType), saved.fields);
      void queryClient.invalidateQueries({ queryKey: piiFieldsKey(saved.journeyType) });
    },
  });
}
