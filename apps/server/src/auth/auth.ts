import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { PlatformServices } from '../platform/services';
import {
  accounts,
  jwks,
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
    trustedOrigins: [config.appUrl],
    telemetry: { enabled: false },
    logger: { disabled: config.LOG_LEVEL === 'silent' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        jwks,
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
    },
    emailVerification: {
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
      expiresIn: 30 * 24 * 60 * MINUTE,
      updateAge: 24 * 60 * MINUTE,
      // Sensitive changes need a session younger than this, else a new sign-in.
      freshAge: 10 * MINUTE,
      cookieCache: { enabled: true, maxAge: MINUTE },
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

export type Auth = ReturnType<typeof createAuth>;
