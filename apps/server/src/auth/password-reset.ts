import type { User } from 'better-auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Logger } from '../lib/logger';
import { logUserAction } from '../platform/audit/audit-log';

/**
 * After a password reset (link, email code or SMS code): the audit entry — the caller has no
 * session, so the generic after-hook cannot name the user — and, when the proof came by email,
 * the address counts as confirmed (how an invited user's set-password link confirms them).
 */
export function onPasswordReset(db: Db, logger: Logger) {
  return async ({ user }: { user: User }, request?: Request) => {
    const bySms = request ? new URL(request.url).pathname.includes('/phone-number/') : false;
    if (!bySms && !user.emailVerified) {
      await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    }
    await logUserAction(
      db,
      {
        userId: user.id,
        action: 'user.password_reset',
        resourceType: 'USER',
        resourceId: user.id,
        metadata: { via: bySms ? 'sms' : 'email' },
        userAgent: request?.headers.get('user-agent') ?? null,
      },
      logger,
    );
  };
}
