import { APIError } from 'better-auth/api';
import type { Db } from '../db/client';
import { hitRateLimit } from '../platform/rate-limit/rate-limit';

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

/** Counts one attempt on the account named in the body; throws 429 once the window is full. */
export async function limitPerAccount(db: Db, path: string, body: Record<string, unknown>) {
  const rule = RULES[path];
  const account = rule ? body[rule.field] : undefined;
  if (!rule || typeof account !== 'string' || !account) return;
  const limit = { max: rule.max, windowMs: WINDOW_MS };
  const result = await hitRateLimit(db, `account|${path}`, account.trim().toLowerCase(), limit);
  if (!result.allowed) {
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
}
