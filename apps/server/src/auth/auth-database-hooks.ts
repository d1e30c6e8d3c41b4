import { eq } from 'drizzle-orm';
import type { Account, Session, User } from 'better-auth';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { Config } from '../lib/config';
import { logUserAction } from '../platform/audit/audit-log';
import { locateIp } from '../platform/geo/geo';
import { ensureProfile } from '../platform/profiles/ensure-profile';
import { grantAdminByEmail } from '../platform/roles/admin-email-grant';
import type { AuthEndpointContext } from './reauthentication';
import { hasTwoFactor, twoFactorGate, twoFactorRequired } from './two-factor-gate';
import { completePhoneSignUp } from './phone-sign-up';
import { isSignIn } from './sign-in-detection';
import { userChangeAudit } from './user-change-audit';

type HookContext = AuthEndpointContext | null;

/** email for password, OTP and magic links; the provider id for OAuth; phone for SMS codes. */
export function authProviderOf(ctx: HookContext): string {
  const path = ctx?.path ?? '';
  if (path.startsWith('/callback/') || path.startsWith('/oauth2/callback/')) {
    const params = ctx?.params as Record<string, string | undefined> | undefined;
    return params?.id ?? params?.providerId ?? path.split('/').pop() ?? 'oauth';
  }
  if (path.startsWith('/one-tap')) return 'google';
  if (path.startsWith('/phone-number')) return 'phone';
  return 'email';
}

/**
 * Google's (and any OIDC provider's) tokens are never used after sign-in, so none is kept (L6):
 * an offline refresh token at rest would outlive every session. The spec still asks Google for
 * offline access with a consent prompt; we just do not store what it grants.
 */
function withoutProviderTokens<T extends Partial<Account>>(account: T): T {
  if (account.providerId === 'credential') return account;
  const cleared = { ...account };
  // A new account row (it names its provider) gets none; an update clears what it carries.
  for (const key of TOKEN_FIELDS) {
    if (account.providerId || key in cleared) cleared[key] = null as never;
  }
  return cleared;
}

const TOKEN_FIELDS = [
  'accessToken',
  'refreshToken',
  'idToken',
  'accessTokenExpiresAt',
  'refreshTokenExpiresAt',
] as const;

/**
 * After the user row is committed: the profile (from sign-up metadata) and its consent record.
 * After each sign-in: the audit entry, ADMIN_EMAILS, and the detected location.
 * Audit entries for email and two-factor changes and for linked and unlinked identities.
 */
export function authDatabaseHooks(deps: { config: Config; db: Db; logger: Logger }) {
  const { config, db, logger } = deps;
  return {
    user: {
      create: {
        after: async (user: User & Record<string, unknown>, ctx: HookContext) => {
          try {
            const phone = ctx?.path === '/phone-number/verify' ? user.phoneNumber : null;
            const phoneSignUp = await completePhoneSignUp(db, {
              id: user.id,
              phoneNumber: phone as string | null,
            });
            await ensureProfile(db, user.id, {
              first_name: phoneSignUp?.firstName ?? (user.firstName as string | null) ?? null,
              last_name: phoneSignUp?.lastName ?? (user.lastName as string | null) ?? null,
              auth_provider: authProviderOf(ctx),
            });
          } catch (err) {
            // GET /api/me ensures it again on first read.
            logger.error({ err, userId: user.id }, 'profile creation failed');
          }
          await logUserAction(
            db,
            {
              userId: user.id,
              action: 'user.signup',
              resourceType: 'USER',
              resourceId: user.id,
              newValues: { email: user.email, provider: authProviderOf(ctx) },
            },
            logger,
          );
        },
      },
      update: userChangeAudit(db, logger),
    },
    account: {
      create: {
        before: async (account: Account) => ({ data: withoutProviderTokens(account) }),
        after: async (account: Account, ctx: HookContext) => {
          if (account.providerId === 'credential') return;
          await logUserAction(
            db,
            {
              userId: account.userId,
              action: 'identity.link',
              resourceType: 'OAUTH_CONNECTION',
              resourceId: account.id,
              metadata: { provider: account.providerId, via: ctx?.path ?? null },
            },
            logger,
          );
        },
      },
      update: {
        before: async (account: Partial<Account>) => ({ data: withoutProviderTokens(account) }),
      },
      delete: {
        after: async (account: Account, ctx: HookContext) => {
          await logUserAction(
            db,
            {
              userId: account.userId,
              action: 'identity.unlink',
              resourceType: 'OAUTH_CONNECTION',
              resourceId: account.id,
              metadata: { provider: account.providerId, via: ctx?.path ?? null },
            },
            logger,
          );
        },
      },
    },
    session: {
      create: {
        // No path but the password sign-ins and the second factor opens a session for an
        // account with TOTP on (two-factor-gate.ts).
        before: async (session: Session, ctx: HookContext) => {
          const gate = twoFactorGate(ctx?.path);
          if (gate === 'allow' || !(await hasTwoFactor(db, session.userId))) return;
          logger.warn(
            { userId: session.userId, path: ctx?.path },
            'sign-in refused: two-factor on',
          );
          if (gate === 'refuse') throw twoFactorRequired();
          return false;
        },
        after: async (session: Session, ctx: HookContext) => {
          if (!(await isSignIn(session, ctx))) return;
          await logUserAction(
            db,
            {
              userId: session.userId,
              action: 'user.signin',
              resourceType: 'USER',
              resourceId: session.userId,
              ipAddress: session.ipAddress ?? null,
              userAgent: session.userAgent ?? null,
            },
            logger,
          );
          try {
            await ensureProfile(db, session.userId, { auth_provider: authProviderOf(ctx) });
            await db
              .update(profiles)
              .set({ location: locateIp(session.ipAddress), location_detected_at: new Date() })
              .where(eq(profiles.user_id, session.userId));
            if (config.adminEmails.length > 0) {
              await grantAdminByEmail(db, config.adminEmails, session.userId);
            }
          } catch (err) {
            logger.error({ err, userId: session.userId }, 'post sign-in work failed');
          }
        },
      },
    },
  };
}
