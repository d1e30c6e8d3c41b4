import { queryOptions } from '@tanstack/react-query';
import {
  reauthCodeSentSchema,
  reauthOptionsSchema,
  reauthVerifiedSchema,
  type ReauthChannel,
  type ReauthCodeSent,
  type ReauthOptions,
  type ReauthVerified,
  type VerifyReauthInput,
} from '@updately/shared/account-api';

import { api } from '../api-client';

const REAUTH_PATH = '/api/account/reauthenticate';

/** GET: until when this session may make sensitive changes, and how this account can confirm. */
export const reauthOptionsQueryOptions = queryOptions({
  queryKey: ['account', 'reauthenticate'],
  queryFn: async ({ signal }): Promise<ReauthOptions> =>
    reauthOptionsSchema.parse(await api.get(REAUTH_PATH, { signal })),
  staleTime: 0,
});

/** POST: a 6-digit code to the account's email or verified phone. */
export async function sendReauthCode(channel: ReauthChannel): Promise<ReauthCodeSent> {
  return reauthCodeSentSchema.parse(await api.post(REAUTH_PATH, { channel }));
}

/** POST .../verify: the password, the code sent, or an authenticator code; fresh until then. */
export async function verifyReauth(input: VerifyReauthInput): Promise<ReauthVerified> {
  return reauthVerifiedSchema.parse(await api.post(`${REAUTH_PATH}/verify`, input));
}
