import type { Session } from 'better-auth';
import type { AuthEndpointContext } from './reauthentication';

/** Password sign-ins the two-factor plugin holds back (it deletes their session) when TOTP is on. */
const TWO_FACTOR_GUARDED = new Set(['/sign-in/email', '/sign-in/phone-number']);

/**
 * Whether a new session is a sign-in. better-auth also mints sessions to rotate one (two-factor
 * enrolment or removal, password change) and before a pending two-factor challenge; neither is a
 * sign-in for the audit log.
 */
export async function isSignIn(session: Session, ctx: AuthEndpointContext | null) {
  if (!ctx) return true;
  const adapter = ctx.context.internalAdapter;
  if (TWO_FACTOR_GUARDED.has(ctx.path ?? '')) {
    const user = await adapter.findUserById(session.userId);
    if ((user as { twoFactorEnabled?: boolean } | null)?.twoFactorEnabled) return false;
  }
  // The caller was already signed in as this user (some endpoints end that session first).
  if (ctx.context.session?.user.id === session.userId) return false;
  const cookie = ctx.context.authCookies.sessionToken.name;
  const current = ctx.headers ? await ctx.getSignedCookie(cookie, ctx.context.secret) : null;
  if (!current) return true;
  const existing = await adapter.findSession(current);
  return existing?.session.userId !== session.userId;
}
