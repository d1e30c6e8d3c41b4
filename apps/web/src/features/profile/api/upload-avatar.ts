import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvatarResult } from '@updately/shared/account-api';

import { toApiClientError } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/session';
import { accountProfileQueryOptions } from './get-account-profile';

/** POST /api/account/avatar as multipart/form-data (the API client speaks JSON only). */
export async function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch('/api/account/avatar', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body,
  });
  if (!response.ok) throw await toApiClientError(response);
  return (await response.json()) as AvatarResult;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountProfileQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
      ]),
  });
}
