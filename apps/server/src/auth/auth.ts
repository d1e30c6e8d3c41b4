import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../lib/config';
import type { PlatformServices } from '../platform/services';
import {
  accounts,
  invitations,
  jwks,
  members,
  organizations,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../db/schema';
import { mailTemplates } from '../platform/mail/templates';
import { authDatabaseHooks } from './auth-database-hooks';
import { CLIENT_IP_HEADER } from './client-ip-header';
import { authHooks } from './auth-hooks';
import { authPlugins, namesFromClaims } from './auth-plugins';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy';
import { onPasswordReset } from './password-reset';
import { hasSignUpProof, removeUnprovenPassword } from './sign-up-proof';
import { logUserAction } from '../platform/audit/audit-log';

const MINUTE = 60;
export { SIGN_IN_LINK_TTL_SECONDS } from './auth-plugins';

export function createAuth(deps: PlatformServices) {
  const { config, database, logger, mailer, sms } = deps;
  const db = database.db;
  const app = config.APP_NAME;
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET }
      : undefined;

  return betterAuth({
    appName: app,
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    // Into our log, warnings and errors only, without addresses (better-auth logs sign-up
    // attempts with the email at info).
    logger: {
      disabled: config.LOG_LEVEL === 'silent',
      level: 'warn',
      log: (level, message, ...args) => {
        const text = message.replace(/[^\s@"']+@[^\s@"']+/g, '[email]');
        // What failed, without its message (a database error's detail can quote an address).
        const failure = args.find(
          (arg): arg is Error & { code?: unknown; constraint?: unknown } => arg instanceof Error,
        );
        const cause = failure
          ? { err: { type: failure.name, code: failure.code, constraint: failure.constraint } }
          : {};
        if (level === 'error') logger.error({ source: 'better-auth', ...cause }, text);
        else logger.warn({ source: 'better-auth', ...cause }, text);
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        jwks,
        organization: organizations,
        member: members,
        invitation: invitations,
        rateLimit: rateLimits,
      },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'updately',
      useSecureCookies: config.appUrl.startsWith('https:'),
      // better-auth turns origin (CSRF) checks off under NODE_ENV=test: keep them on everywhere.
      disableOriginCheck: false,
      // Set by authHandler from the socket (or the trusted proxy), never by the caller.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
      },
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * MINUTE,
      sendResetPassword: ({ user, url }) =>
        mailer.send(mailTemplates.resetPassword(app, user.email, url)),
      onPasswordReset: onPasswordReset(db, logger),
      // A sign-up with a confirmed address answers like a new one (no enumeration, L4): the
      // owner learns of it by email instead.
      onExistingUserSignUp: async ({ user }) => {
        if (!user.emailVerified) return;
        await mailer.send(mailTemplates.existingAccount(app, user.email, `${config.appUrl}/login`));
      },
    },
    emailVerification: {
      // The first confirmation of an address, by link or by code: from a browser that did not
      // sign up, the password chosen at sign-up goes (sign-up-proof.ts, L10).
      beforeEmailVerification: async (user, request) => {
        if (user.emailVerified || hasSignUpProof(config.authSecret, user.id, request)) return;
        if (await removeUnprovenPassword(db, user.id)) {
          await logUserAction(
            db,
            {
              userId: user.id,
              action: 'user.unproven_password_removed',
              resourceType: 'USER',
              resourceId: user.id,
            },
            logger,
          );
        }
      },
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * MINUTE,
      sendVerificationEmail: ({ user, url }) =>
        mailer.send(mailTemplates.verifyEmail(app, user.email, url)),
    },
    socialProviders: google
      ? {
          google: {
            ...google,
            accessType: 'offline',
            prompt: 'consent',
            mapProfileToUser: namesFromClaims,
          },
        }
      : undefined,
    account: {
      accountLinking: { enabled: true, trustedProviders: ['google'], allowDifferentEmails: false },
    },
    session: {
      expiresIn: config.SESSION_EXPIRES_IN,
      updateAge: config.SESSION_UPDATE_AGE,
      // Sensitive changes need a session younger than this, else a new sign-in.
      freshAge: 10 * MINUTE,
      // Off (ADR 0032): a signed session_data copy let an ended session act on /api/auth/* for
      // up to its maxAge. Every session read checks the database; the app's own reads are cached
      // by the session reader, which is evicted at once when a session ends.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: config.rateLimitEnabled,
      storage: 'database',
      window: MINUTE,
      max: 100,
      customRules: {
        '/sign-in/*': { window: MINUTE, max: 10 },
        '/sign-up/*': { window: MINUTE, max: 5 },
        '/email-otp/*': { window: MINUTE, max: 5 },
        '/phone-number/*': { window: MINUTE, max: 5 },
        '/request-password-reset': { window: MINUTE, max: 5 },
        '/reset-password': { window: MINUTE, max: 5 },
        '/two-factor/*': { window: MINUTE, max: 10 },
        '/send-verification-email': { window: MINUTE, max: 3 },
        '/forget-password/*': { window: MINUTE, max: 5 },
        '/one-tap/*': { window: MINUTE, max: 10 },
      },
    },
    hooks: authHooks({ config, db, logger }),
    databaseHooks: authDatabaseHooks({ config, db, logger }),
    plugins: authPlugins({ config, mailer, sms, google }),
  });
}

/**
 * The origins allowed to call the auth API (better-auth's CSRF check): APP_URL, and in
 * development its loopback twin, since http://localhost:PORT and http://127.0.0.1:PORT are one
 * server to a developer.
 */
export function trustedOrigins(config: Config): string[] {
  const app = new URL(config.appUrl);
  if (config.isProduction || !['localhost', '127.0.0.1'].includes(app.hostname)) {
    return [config.appUrl];
  }
  const twin = new URL(config.appUrl);
  twin.hostname = app.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return [config.appUrl, twin.origin];
}

export type Auth = ReturnType<typeof createAuth>;
