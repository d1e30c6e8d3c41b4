import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { SIGNUP_DUPLICATE_WINDOW_MS } from '@updately/shared/constants';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Logger } from '../lib/logger';
import { logUserAction, type AuditResourceType } from '../modules/audit/audit.service';
import { verifyTurnstile } from '../modules/turnstile/turnstile.service';
import { passwordProblems } from './password-policy';

/** Endpoints a bot could abuse: a Turnstile token is required (header x-captcha-response). */
export const CAPTCHA_PATHS = new Set([
  '/sign-up/email',
  '/request-password-reset',
  '/email-otp/send-verification-otp',
  '/phone-number/send-otp',
]);

const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/** Audit entries for what the spec's log_user_action records about accounts. */
const AUDITED: Record<string, { action: string; resourceType: AuditResourceType }> = {
  '/sign-out': { action: 'user.signout', resourceType: 'USER' },
  '/change-password': { action: 'user.password_change', resourceType: 'USER' },
  '/reset-password': { action: 'user.password_reset', resourceType: 'USER' },
  '/change-email': { action: 'user.email_change_requested', resourceType: 'USER' },
  '/update-user': { action: 'user.update', resourceType: 'USER' },
  '/two-factor/enable': { action: 'user.mfa_enable', resourceType: 'USER' },
  '/two-factor/disable': { action: 'user.mfa_disable', resourceType: 'USER' },
  '/link-social': { action: 'identity.link_started', resourceType: 'OAUTH_CONNECTION' },
  '/unlink-account': { action: 'identity.unlink', resourceType: 'OAUTH_CONNECTION' },
  '/revoke-sessions': { action: 'user.signout_all', resourceType: 'USER' },
  '/revoke-other-sessions': { action: 'user.signout_others', resourceType: 'USER' },
  '/revoke-session': { action: 'user.session_revoke', resourceType: 'USER' },
};

type Deps = { config: Config; db: Db; logger: Logger };

export function authHooks({ config, db, logger }: Deps) {
  const before = createAuthMiddleware(async (ctx) => {
    if (CAPTCHA_PATHS.has(ctx.path)) {
      const ip = ctx.request?.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? null;
      const token = ctx.headers?.get('x-captcha-response');
      const result = await verifyTurnstile(config, logger, token, config.TRUST_PROXY ? ip : null);
      if (!result.ok) {
        throw new APIError('FORBIDDEN', {
          code: 'TURNSTILE_FAILED',
          message: 'Bot verification failed. Please try again.',
        });
      }
    }

    const field = PASSWORD_FIELDS[ctx.path];
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (field && typeof body[field] === 'string') {
      const reasons = passwordProblems(body[field], {
        email: typeof body.email === 'string' ? body.email : undefined,
      });
      if (reasons.length > 0) {
        throw new APIError('BAD_REQUEST', {
          code: 'WEAK_PASSWORD',
          message: `Password is too weak: ${reasons.join(' ')}`,
          reasons,
        });
      }
    }

    if (ctx.path === '/sign-up/email' && typeof body.email === 'string') {
      await rejectExistingEmail(db, body.email);
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const audited = AUDITED[ctx.path];
    if (!audited) return;
    const returned = ctx.context.returned;
    if (returned instanceof Error) return;
    const userId = ctx.context.session?.user.id ?? ctx.context.newSession?.user.id ?? null;
    await logUserAction(db, logger, {
      userId,
      action: audited.action,
      resourceType: audited.resourceType,
      resourceId: userId,
      metadata: auditMetadata(ctx.path, ctx.body as Record<string, unknown> | undefined),
      ipAddress: ctx.request?.headers.get('x-forwarded-for') ?? null,
      userAgent: ctx.headers?.get('user-agent') ?? null,
    });
  });

  return { before, after };
}

function auditMetadata(path: string, body: Record<string, unknown> | undefined) {
  if (path === '/unlink-account' || path === '/link-social')
    return { provider: body?.providerId ?? body?.provider };
  if (path === '/change-email') return { newEmail: body?.newEmail };
  return undefined;
}

/**
 * The spec's duplicate rule: an address that is confirmed, or that was registered unconfirmed more
 * than 60 seconds ago, is "already registered". A re-submit within 60 seconds goes through.
 */
async function rejectExistingEmail(db: Db, email: string) {
  const [existing] = await db
    .select({ emailVerified: users.emailVerified, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!existing) return;
  const age = Date.now() - existing.createdAt.getTime();
  if (existing.emailVerified || age > SIGNUP_DUPLICATE_WINDOW_MS) {
    throw new APIError('UNPROCESSABLE_ENTITY', {
      code: 'USER_ALREADY_EXISTS',
      message: 'This email is already registered. Please try signing in instead.',
    });
  }
}
