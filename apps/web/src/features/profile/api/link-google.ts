import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/**
 * better-auth's POST /api/auth/link-social: answers Google's consent address; the browser goes
 * there and comes back to the profile with the account linked.
 */
export async function linkGoogle() {
  const { url } = await api.post<{ url: string; redirect: boolean }>('/api/auth/link-social', {
    provider: 'google',
    callbackURL: paths.app.profile.getHref(),
    errorCallbackURL: paths.app.profile.getHref(),
  });
  window.location.assign(url);
}

export function useLinkGoogle() {
  return useMutation({ mutationFn: linkGoogle });
}
