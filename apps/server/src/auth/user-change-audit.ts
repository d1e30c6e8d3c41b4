import type { User } from 'better-auth';
import type { Db } from '../db/client';
import type { Logger } from '../lib/logger';
import { logUserAction } from '../platform/audit/audit-log';
import type { AuthEndpointContext } from './reauthentication';

type Change = { email?: string; twoFactorEnabled?: boolean };

/**
 * Audit entries for email and two-factor changes, whichever endpoint makes them (change-email
 * confirmation, email OTP, TOTP enrolment, disabling two-factor). update.before sees the changed
 * fields but not the user; update.after the user: the endpoint context links the two.
 */
export function userChangeAudit(db: Db, logger: Logger) {
  const pending = new WeakMap<object, Change>();
  return {
    before: async (
      data: Partial<User> & Record<string, unknown>,
      ctx: AuthEndpointContext | null,
    ) => {
      if (!ctx) return;
      const change: Change = {};
      if (typeof data.email === 'string') change.email = data.email;
      if (typeof data.twoFactorEnabled === 'boolean')
        change.twoFactorEnabled = data.twoFactorEnabled;
      if (Object.keys(change).length > 0) pending.set(ctx, change);
    },
    after: async (user: User, ctx: AuthEndpointContext | null) => {
      const change = ctx ? pending.get(ctx) : undefined;
      if (!ctx || !change) return;
      pending.delete(ctx);
      const entry = { userId: user.id, resourceType: 'USER' as const, resourceId: user.id };
      if (change.email) {
        await logUserAction(
          db,
          {
            ...entry,
            action: 'user.email_change',
            newValues: { email: change.email },
          },
          logger,
        );
      }
      if (change.twoFactorEnabled !== undefined) {
        await logUserAction(
          db,
          {
            ...entry,
            action: change.twoFactorEnabled ? 'user.mfa_enable' : 'user.mfa_disable',
          },
          logger,
        );
      }
    },
  };
}
