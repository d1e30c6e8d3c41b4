import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentEntry, RecordConsentInput } from '@updately/shared/account-api';

import { api } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/session';
import { consentsQueryOptions } from './get-consents';

/** POST /api/account/consents: a new consent row each time. */
export function recordConsent(input: RecordConsentInput) {
  return api.post<ConsentEntry>('/api/account/consents', input);
}

export function useRecordConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordConsent,
    // The consents list and the profile's marketing_consent flag (in `me`) change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consentsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
      ]),
  });
}
