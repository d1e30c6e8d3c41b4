import { useMutation } from '@tanstack/react-query';
import {
  contactSuggestionSchema,
  type ContactSuggestionInput,
} from '@updately/shared/brand-suggestions-api';

import { api } from '../../../lib/api-client';

/** POST /api/journeys/{id}/companies/{footprintId}/contact-suggestions: waits for an admin. */
export async function suggestContact(
  journeyId: string,
  footprintId: string,
  input: ContactSuggestionInput,
) {
  return contactSuggestionSchema.parse(
    await api.post(
      `/api/journeys/${encodeURIComponent(journeyId)}/companies/${encodeURIComponent(footprintId)}/contact-suggestions`,
      input,
    ),
  );
}

/** Nothing on the person's pages changes until an admin approves it: no query to invalidate. */
export function useSuggestContact(journeyId: string, footprintId: string) {
  return useMutation({
    mutationFn: (input: ContactSuggestionInput) => suggestContact(journeyId, footprintId, input),
  });
}
