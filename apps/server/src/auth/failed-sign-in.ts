import { getSessionFromCtx } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLogs, users } from '../db/schema';
import type { Logger } from '../lib/logger';
import { CLIENT_IP_HEADER } from './client-ip-header';
import { endpointUserId } from './endpoint-user';

type HookContext = Parameters<typeof getSessionFromCtx>[0];

export const SIGN_IN_FAILED_ACTION = 'auth.sign_in_failed';

/** Sign-in steps whose 401 means a wrong password or code, and how the person tried. */
const SIGN_IN_STEPS: Record<string, string> = {
  '/sign-in/email': 'password',
  '/sign-in/phone-number': 'password',
  '/two-factor/verify-totp': 'authenticator',
  '/two-factor/verify-backup-code': 'backup_code',
};

const isUnauthorized = (error: Error) => {
  const e = error as { statusCode?: number; status?: number | string };
  return e.statusCode === 401 || e.status === 401 || e.status === 'UNAUTHORIZED';
};

/**
 * One audit entry 'auth.sign_in_failed' for a refused sign-in (wrong password, or a wrong code at
 * the second step), for the admin security page. The account tried is the entry's user when the
 * email or phone number belongs to one (so it also shows in that person's activity); otherwise the
 * entry has no user. What was typed (the password, the code, an unknown email or number) is never
 * stored: only the method, the IP and the user agent, as for a sign-in.
 */
export async function auditFailedSignIn(
  db: Db,
  logger: Logger,
  ctx: HookContext,
  returned: unknown,
) {
  const method = SIGN_IN_STEPS[ctx.path ?? ''];
  if (!method || !(returned instanceof Error) || !isUnauthorized(returned)) return;
  try {
    const userId = await accountTried(db, ctx);
    // A wrong code while turning two-factor on (signed in) is not a sign-in.
    if (userId === undefined) return;
    await db.insert(auditLogs).values({
      user_id: userId,
      action: SIGN_IN_FAILED_ACTION,
      resource_type: 'USER',
      resource_id: userId,
      metadata: { method, account: userId ? 'known' : 'unknown' },
      ip_address: ctx.request?.headers.get(CLIENT_IP_HEADER) ?? null,
      user_agent: ctx.headers?.get('user-agent')?.slice(0, 512) ?? null,
    });
  } catch (err) {
    logger.error({ err, action: SIGN_IN_FAILED_ACTION }, 'audit logging failed');
  }
}

/** The user whose sign-in failed, null when nobody has that email or number, undefined to skip. */
async function accountTried(db: Db, ctx: HookContext): Promise<string | null | undefined> {
  const body = (ctx.body ?? {}) as { email?: unknown; phoneNumber?: unknown };
  if (ctx.path === '/sign-in/email') {
    if (typeof body.email !== 'string') return null;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, body.email.trim().toLowerCase()));
    return user?.id ?? null;
  }
  if (ctx.path === '/sign-in/phone-number') {
    if (typeof body.phoneNumber !== 'string') return null;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNumber, body.phoneNumber));
    return user?.id ?? null;
  }
  if (await getSessionFromCtx(ctx)) return undefined;
  return (await endpointUserId(ctx)) ?? undefined;
}
