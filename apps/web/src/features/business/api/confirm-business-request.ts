import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  businessRequestDetailSchema,
  type BusinessRequestDetail,
} from '@updately/shared/business-api';
import type { FieldOutcome } from '@updately/shared/update-channel-contract';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

export type ConfirmRequestInput = { fields: FieldOutcome[]; confirmed_by?: string };

/** The manual path: the organisation's answer for each field, given in the portal. */
export async function confirmBusinessRequest(
  orgId: string,
  id: string,
  input: ConfirmRequestInput,
): Promise<BusinessRequestDetail> {
  const path = orgApiPath(orgId, `/requests/${encodeURIComponent(id)}/confirm`);
  return businessRequestDetailSchema.parse(await api.post(path, input));
}

/** An answer changes the request, the list, the home figures and (applied fields) the usage. */
export function useConfirmBusinessRequest(orgId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmRequestInput) => confirmBusinessRequest(orgId, id, input),
    onSuccess: (detail) => {
      queryClient.setQueryData(businessKeys.request(orgId, id), detail);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.requests(orgId) }),
        queryClient.invalidateQueries({ queryKey: businessKeys.summary(orgId) }),
        queryClient.invalidateQueries({ queryKey: businessKeys.usage(orgId) }),
      ]);
    },
  });
}
