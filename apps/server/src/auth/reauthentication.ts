import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { Db } from '../db/client';
import { isRecentlyAuthenticated } from './step-up';

export type AuthEndpointContext = Parameters<typeof getSessionFromCtx>[0];

/**
 * Changes that need a recent sign-in or proof of the user (better-auth already asks the password
 * for change-password). Here a given password is always checked, whatever the endpoint does with
 * it, and an account without a password can only use a fresh session or a step-up (a code sent
 * to them, or their authenticator) — never any string in `password`.
 */
export const REAUTHENTICATED_PATHS = new Set([
  '/change-email',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
]);

export const SESSION_NOT_FRESH_MESSAGE =
  "For your security, confirm it's you: enter your password, or use a code we send you.";

export async function requireRecentAuthentication(ctx: AuthEndpointContext, db: Db) {
  const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
  if (!session) return; // the endpoint itself answers 401
  const freshAge = ctx.context.sessionConfig.freshAge;
  if (await isRecentlyAuthenticated(db, session.session, freshAge)) return;

  const password = (ctx.body as Record<string, unknown> | undefined)?.password;
  const account = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
  if (typeof password !== 'string' || !password || !account?.password) {
    throw new APIError('FORBIDDEN', {
      code: 'SESSION_NOT_FRESH',
      message: SESSION_NOT_FRESH_MESSAGE,
    });
  }
  if (!(await ctx.context.password.verify({ hash: account.password, password }))) {
    throw new APIError('BAD_REQUEST', { code: 'INVALID_PASSWORD', message: 'Invalid password' });
  }
}
