import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvatarResult } from '@updately/shared/account-api';

import { api } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/session';
import { accountProfileQueryOptions } from './get-account-profile';

export function removeAvatar() {
  return api.delete<AvatarResult>('/api/account/avatar');
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountProfileQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
      ]),
  });
}
