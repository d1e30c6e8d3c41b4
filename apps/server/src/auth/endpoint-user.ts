import { getSessionFromCtx } from 'better-auth/api';

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/**
 * Who an endpoint acts for, as better-auth's two-factor endpoints decide: the session's user, or
 * during sign-in the user behind the signed two-factor cookie. Null when neither (better-auth
 * then refuses).
 */
export async function endpointUserId(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const token = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!token) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(token);
  return verification?.value ?? null;
}
