import { APIError, getSessionFromCtx } from 'better-auth/api';

export type AuthEndpointContext = Parameters<typeof getSessionFromCtx>[0];

/**
 * Changes that need a recent sign-in or the password (better-auth already asks the password for
 * change-password, and a password or a fresh session for delete-user). The two-factor endpoints
 * verify a given password themselves; change-email does not, so it is verified here.
 */
export const REAUTHENTICATED_PATHS = new Set([
  '/change-email',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
]);

export const SESSION_NOT_FRESH_MESSAGE =
  'For your security, sign in again or enter your password to make this change.';

export async function requireRecentAuthentication(ctx: AuthEndpointContext) {
  const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
  if (!session) return; // the endpoint itself answers 401
  const age = Date.now() - new Date(session.session.createdAt).getTime();
  if (age < ctx.context.sessionConfig.freshAge * 1000) return;

  const password = (ctx.body as Record<string, unknown> | undefined)?.password;
  if (typeof password !== 'string' || !password) {
    throw new APIError('FORBIDDEN', {
      code: 'SESSION_NOT_FRESH',
      message: SESSION_NOT_FRESH_MESSAGE,
    });
  }
  if (ctx.path !== '/change-email') return;
  const account = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
  const valid =
    account?.password && (await ctx.context.password.verify({ hash: account.password, password }));
  if (!valid) {
    throw new APIError('BAD_REQUEST', { code: 'INVALID_PASSWORD', message: 'Invalid password' });
  }
}
