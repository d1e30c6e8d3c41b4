import { APIError } from 'better-auth/api';
import type { Db } from '../db/client';
import { hitRateLimit, type RateLimitResult } from '../platform/rate-limit/rate-limit';
import { endpointUserId } from './endpoint-user';
import type { AuthEndpointContext } from './reauthentication';

/**
 * better-auth limits each IP; these limit each account (email or phone), so that many IPs
 * together cannot guess one account's password or flood its inbox. Same table, same 60-second
 * window (better-auth prunes rows older than its longest window).
 */
const WINDOW_MS = 60_000;
const RULES: Record<string, { field: 'email' | 'phoneNumber'; max: number }> = {
  '/sign-in/email': { field: 'email', max: 5 },
  '/sign-in/email-otp': { field: 'email', max: 5 },
  '/email-otp/send-verification-otp': { field: 'email', max: 3 },
  '/forget-password/email-otp': { field: 'email', max: 3 },
  '/email-otp/request-password-reset': { field: 'email', max: 3 },
  '/request-password-reset': { field: 'email', max: 3 },
  '/send-verification-email': { field: 'email', max: 3 },
  '/sign-in/phone-number': { field: 'phoneNumber', max: 5 },
  '/phone-number/send-otp': { field: 'phoneNumber', max: 3 },
  '/phone-number/verify': { field: 'phoneNumber', max: 5 },
};

/**
 * Endpoints that check a password or a code for a signed-in user (or a pending two-factor
 * sign-in): each user may try a few times per 15 minutes, however many IPs ask.
 */
const PER_USER_WINDOW_MS = 15 * 60_000;
const PER_USER_RULES: Record<string, number> = {
  '/change-password': 5,
  '/change-email': 5,
  '/two-factor/enable': 5,
  '/two-factor/disable': 5,
  '/two-factor/get-totp-uri': 5,
  '/two-factor/generate-backup-codes': 5,
  '/two-factor/verify-totp': 10,
  '/two-factor/verify-backup-code': 5,
};

/** Counts one attempt on the account named in the body; throws 429 once the window is full. */
export async function limitPerAccount(db: Db, path: string, body: Record<string, unknown>) {
  const rule = RULES[path];
  const account = rule ? body[rule.field] : undefined;
  if (!rule || typeof account !== 'string' || !account) return;
  const limit = { max: rule.max, windowMs: WINDOW_MS };
  refuseWhenFull(await hitRateLimit(db, `account|${path}`, account.trim().toLowerCase(), limit));
}

/** Counts one password or code check of the user the endpoint acts for. */
export async function limitPerUser(db: Db, ctx: AuthEndpointContext) {
  const max = PER_USER_RULES[ctx.path ?? ''];
  if (!max) return;
  const userId = await endpointUserId(ctx);
  if (!userId) return;
  const limit = { max, windowMs: PER_USER_WINDOW_MS };
  refuseWhenFull(await hitRateLimit(db, `user|${ctx.path}`, userId, limit));
}

function refuseWhenFull(result: RateLimitResult) {
  if (result.allowed) return;
  const retryAfter = result.retryAfterSeconds;
  throw new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: 'RATE_LIMITED',
      message: `Too many attempts for this account. Please try again in ${retryAfter} seconds.`,
    },
    { 'X-Retry-After': String(retryAfter) },
  );
}
