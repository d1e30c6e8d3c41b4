import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { SIGNUP_DUPLICATE_WINDOW_MS } from '@updately/shared/constants';
import type { Config } from '../lib/config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Logger } from '../lib/logger';
import { logUserAction, type AuditResourceType } from '../platform/audit/audit-log';
import { verifyTurnstile } from '../platform/turnstile/turnstile';
import { limitPerAccount, limitPerUser } from './account-rate-limit';
import { CLIENT_IP_HEADER } from './client-ip-header';
import { passwordProblems } from './password-policy';
import {
  INVALID_PHONE_MESSAGE,
  PHONE_NEEDS_VERIFICATION_MESSAGE,
  normalisePhoneNumber,
} from './phone-numbers';
import { REAUTHENTICATED_PATHS, requireRecentAuthentication } from './reauthentication';
import { endpointUserId } from './endpoint-user';
import { auditFailedSignIn } from './failed-sign-in';
import { SIGN_UP_PROOF_COOKIE, SIGN_UP_PROOF_MAX_AGE_SECONDS, signUpProof } from './sign-up-proof';
import { claimTotpCode, releaseTotpCode } from './totp-replay';

/** Endpoints a bot could abuse: a Turnstile token is required (header x-captcha-response). */
export const CAPTCHA_PATHS = new Set([
  '/sign-up/email',
  '/request-password-reset',
  '/email-otp/send-verification-otp',
  '/email-otp/request-password-reset',
  '/forget-password/email-otp',
  '/phone-number/send-otp',
  '/phone-number/request-password-reset',
]);

/**
 * better-auth endpoints kept for server-side calls only: its admin API checks users.role instead
 * of user_roles and writes no audit entries (/api/admin/users is the admin API), magic links
 * exist only as admin-generated sign-in links, and /verify-password would let a stolen session
 * guess the password (account deletion checks the password itself, counting wrong guesses).
 */
const SERVER_ONLY_PREFIXES = ['/admin/', '/sign-in/magic-link', '/verify-password'];

const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
  '/email-otp/reset-password': 'password',
  '/phone-number/reset-password': 'newPassword',
};

/** Where links land when the client names no page (SPEC.md section 7). */
const DEFAULT_REDIRECTS: Record<string, { field: string; to: string }> = {
  '/sign-up/email': { field: 'callbackURL', to: '/dashboard' },
  '/send-verification-email': { field: 'callbackURL', to: '/dashboard' },
  '/change-email': { field: 'callbackURL', to: '/dashboard' },
  '/request-password-reset': { field: 'redirectTo', to: '/reset-password' },
};

/**
 * Audit entries for what the spec's log_user_action records about accounts. Sign-in, sign-up,
 * email and two-factor changes and identity link/unlink are recorded by the database hooks.
 */
const AUDITED: Record<string, { action: string; resourceType: AuditResourceType }> = {
  '/change-password': { action: 'user.password_change', resourceType: 'USER' },
  '/change-email': { action: 'user.email_change_requested', resourceType: 'USER' },
  '/update-user': { action: 'user.update', resourceType: 'USER' },
  '/two-factor/enable': { action: 'user.mfa_enrol_started', resourceType: 'USER' },
  '/two-factor/generate-backup-codes': { action: 'user.mfa_backup_codes', resourceType: 'USER' },
  '/revoke-sessions': { action: 'user.signout_all', resourceType: 'USER' },
  '/revoke-other-sessions': { action: 'user.signout_others', resourceType: 'USER' },
  '/revoke-session': { action: 'user.session_revoke', resourceType: 'USER' },
};

type Deps = { config: Config; db: Db; logger: Logger };

const VERIFY_TOTP = '/two-factor/verify-totp';

/** Endpoints that take a phone number to send a code to, check one, or sign in with one. */
const PHONE_PATHS = new Set([
  '/phone-number/send-otp',
  '/phone-number/verify',
  '/sign-in/phone-number',
  '/phone-number/request-password-reset',
  '/phone-number/reset-password',
]);

/**
 * The body's phone number in E.164, before any limit, lookup or send (L7). Elsewhere a phone
 * number cannot be given at all: it joins an account only by confirming a code sent to it
 * (M4: a number claimed at sign-up would capture its owner's later SMS sign-in).
 */
function phoneNumberOf(path: string, body: unknown, countries: string[]): string | undefined {
  const given = (body as { phoneNumber?: unknown } | undefined)?.phoneNumber;
  if (given === undefined || given === null) return undefined;
  if (!PHONE_PATHS.has(path)) {
    throw new APIError('BAD_REQUEST', {
      code: 'PHONE_NEEDS_VERIFICATION',
      message: PHONE_NEEDS_VERIFICATION_MESSAGE,
    });
  }
  const normalised = typeof given === 'string' ? normalisePhoneNumber(given, countries) : null;
  if (!normalised) {
    throw new APIError('BAD_REQUEST', {
      code: 'INVALID_PHONE_NUMBER',
      message: INVALID_PHONE_MESSAGE,
    });
  }
  return normalised;
}
const totpCodeOf = (body: unknown) => {
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^\d{6}$/.test(code) ? code : null;
};

export function authHooks({ config, db, logger }: Deps) {
  const before = createAuthMiddleware(async (ctx) => {
    const path = ctx.path ?? '';
    const serverOnly = SERVER_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix));
    const phoneOff = !config.phoneSignIn && PHONE_PATHS.has(path);
    if (ctx.request && (serverOnly || phoneOff)) {
      throw new APIError('NOT_FOUND', { code: 'NOT_FOUND', message: 'Not found' });
    }

    // Server-side calls come from our own routes, which check the bot check themselves.
    if (CAPTCHA_PATHS.has(path) && ctx.request) {
      const ip = ctx.request?.headers.get(CLIENT_IP_HEADER) ?? null;
      const token = ctx.headers?.get('x-captcha-response');
      const result = await verifyTurnstile(config, logger, token, ip);
      if (!result.ok) {
        throw new APIError('FORBIDDEN', {
          code: 'TURNSTILE_FAILED',
          message: 'Bot verification failed. Please try again.',
        });
      }
    }

    const changes: Record<string, unknown> = {};
    const phoneNumber = phoneNumberOf(path, ctx.body, config.smsCountries);
    if (phoneNumber) changes.phoneNumber = phoneNumber;
    const body = { ...(ctx.body as Record<string, unknown> | undefined), ...changes };
    if (config.rateLimitEnabled && ctx.request) {
      await limitPerAccount(db, path, body);
      await limitPerUser(db, ctx);
    }

    const field = PASSWORD_FIELDS[path];
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

    if (path === '/sign-up/email' && typeof body.email === 'string') {
      await rejectExistingEmail(db, body.email);
    }
    if (REAUTHENTICATED_PATHS.has(path)) await requireRecentAuthentication(ctx, db);
    // The session is gone once sign-out has run, so its entry is written on the way in.
    if (path === '/sign-out') await auditSignOut(ctx);

    // Last, so that no other refusal leaves the code claimed.
    const totpCode = path === VERIFY_TOTP ? totpCodeOf(body) : null;
    if (totpCode) {
      const owner = await endpointUserId(ctx);
      if (owner) await claimTotpCode(db, owner, totpCode);
    }

    const redirect = DEFAULT_REDIRECTS[path];
    if (redirect && !body[redirect.field]) changes[redirect.field] = redirect.to;
    // Every sign-in answers the second factor; no device is remembered past it.
    if (path.startsWith('/two-factor/verify') && body.trustDevice) changes.trustDevice = false;
    if (Object.keys(changes).length > 0) return { context: { body: { ...body, ...changes } } };
  });

  async function auditSignOut(ctx: Parameters<typeof getSessionFromCtx>[0]) {
    const session = await getSessionFromCtx(ctx);
    if (!session) return;
    await logUserAction(
      db,
      {
        userId: session.user.id,
        action: 'user.signout',
        resourceType: 'USER',
        resourceId: session.user.id,
        ipAddress: session.session.ipAddress ?? null,
        userAgent: ctx.headers?.get('user-agent') ?? null,
      },
      logger,
    );
  }

  const after = createAuthMiddleware(async (ctx) => {
    const totpCode = ctx.path === VERIFY_TOTP ? totpCodeOf(ctx.body) : null;
    const returned = ctx.context.returned;
    // A refused code goes back, unless the refusal was that it had been used (the claim stands).
    if (totpCode && returned instanceof Error && !isCodeUsedError(returned)) {
      const owner = await endpointUserId(ctx);
      if (owner) await releaseTotpCode(db, owner, totpCode);
    }
    if (ctx.path === '/sign-up/email' && !(returned instanceof Error)) {
      await leaveSignUpProof(ctx, returned);
    }
    if (returned instanceof Error) await auditFailedSignIn(db, logger, ctx, returned);
    const audited = AUDITED[ctx.path];
    if (!audited) return;
    if (returned instanceof Error) return;
    const session = ctx.context.session ?? ctx.context.newSession;
    const userId = session?.user.id ?? null;
    await logUserAction(
      db,
      {
        userId,
        action: audited.action,
        resourceType: audited.resourceType,
        resourceId: userId,
        metadata: auditMetadata(ctx.path, ctx.body as Record<string, unknown> | undefined),
        ipAddress: session?.session.ipAddress ?? null,
        userAgent: ctx.headers?.get('user-agent') ?? null,
      },
      logger,
    );
  });

  /** The sign-up proof cookie for a user this sign-up really created (not a duplicate's answer). */
  async function leaveSignUpProof(ctx: Parameters<typeof getSessionFromCtx>[0], returned: unknown) {
    const id = (returned as { user?: { id?: unknown } } | undefined)?.user?.id;
    if (typeof id !== 'string') return;
    const [created] = await db
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.id, id));
    if (!created || created.verified) return;
    ctx.setCookie(SIGN_UP_PROOF_COOKIE, signUpProof(config.authSecret, id), {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.appUrl.startsWith('https:'),
      path: '/',
      maxAge: SIGN_UP_PROOF_MAX_AGE_SECONDS,
    });
  }

  return { before, after };
}

function isCodeUsedError(error: Error): boolean {
  return (error as { body?: { code?: string } }).body?.code === 'TOTP_CODE_USED';
}

function auditMetadata(path: string, body: Record<string, unknown> | undefined) {
  if (path === '/change-email') return { newEmail: body?.newEmail };
  return undefined;
}

/**
 * The spec's duplicate rule, as the auth service it was written for applies it: a pending
 * (unconfirmed) sign-up older than 60 seconds is "already registered"; a re-submit within 60
 * seconds goes through. A confirmed account is never revealed (L4): its sign-up answers exactly
 * like a new one, and its owner is told by email (emailAndPassword.onExistingUserSignUp).
 */
async function rejectExistingEmail(db: Db, email: string) {
  const [existing] = await db
    .select({ emailVerified: users.emailVerified, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!existing || existing.emailVerified) return;
  const age = Date.now() - existing.createdAt.getTime();
  if (age > SIGNUP_DUPLICATE_WINDOW_MS) {
    throw new APIError('UNPROCESSABLE_ENTITY', {
      code: 'USER_ALREADY_EXISTS',
      message: 'This email is already registered. Please try signing in instead.',
    });
  }
}
