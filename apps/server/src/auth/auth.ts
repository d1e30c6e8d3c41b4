import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import {
  admin,
  emailOTP,
  genericOAuth,
  jwt,
  oneTap,
  phoneNumber,
  twoFactor,
} from 'better-auth/plugins';
import type { AppDeps } from '../lib/context';
import {
  accounts,
  jwks,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../db/schema';
import { mailTemplates } from '../modules/mail/templates';
import { authDatabaseHooks } from './auth-database-hooks';
import { authHooks } from './auth-hooks';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy';
import { createSmsSender } from './sms-sender';

export type AuthDeps = Omit<AppDeps, 'auth'>;

const MINUTE = 60;

export function createAuth(deps: AuthDeps) {
  const { config, database, logger, mailer } = deps;
  const db = database.db;
  const app = config.APP_NAME;
  const sms = createSmsSender({ webhookUrl: config.SMS_WEBHOOK_URL, db, logger });
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET }
      : undefined;

  const plugins: BetterAuthPlugin[] = [
    admin({ defaultRole: 'user', adminRoles: ['admin'] }),
    twoFactor({ issuer: app }),
    emailOTP({
      otpLength: 6,
      expiresIn: 5 * MINUTE,
      allowedAttempts: 3,
      // The spec's "create-user default true": a code for an unknown email creates the account.
      disableSignUp: false,
      sendVerificationOTP: ({ email, otp }) =>
        mailer.send(mailTemplates.signInCode(app, email, otp)),
    }),
    phoneNumber({
      otpLength: 6,
      expiresIn: 5 * MINUTE,
      allowedAttempts: 3,
      sendOTP: ({ phoneNumber: to, code }) =>
        sms.send(to, `Your ${app} code is ${code}. It expires in 5 minutes.`),
      signUpOnVerification: {
        getTempEmail: (phone) => `${phone.replace(/\D/g, '')}@phone.invalid`,
        getTempName: (phone) => phone,
      },
    }),
    // JWKS for services that verify our tokens; no JWT is signed on every request.
    jwt({ disableSettingJwtHeader: true }),
  ];
  if (google) plugins.push(oneTap({ clientId: google.clientId }));
  if (config.SSO_PROVIDER_ID && config.SSO_DISCOVERY_URL && config.SSO_CLIENT_ID) {
    plugins.push(
      genericOAuth({
        config: [
          {
            providerId: config.SSO_PROVIDER_ID,
            discoveryUrl: config.SSO_DISCOVERY_URL,
            clientId: config.SSO_CLIENT_ID,
            clientSecret: config.SSO_CLIENT_SECRET,
            pkce: true,
            scopes: ['openid', 'email', 'profile'],
          },
        ],
      }),
    );
  }

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
      ipAddress: { ipAddressHeaders: config.TRUST_PROXY ? ['x-forwarded-for'] : [] },
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
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * MINUTE,
      sendVerificationEmail: ({ user, url }) =>
        mailer.send(mailTemplates.verifyEmail(app, user.email, url)),
    },
    socialProviders: google
      ? { google: { ...google, accessType: 'offline', prompt: 'consent' } }
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
      },
    },
    hooks: authHooks({ config, db, logger }),
    databaseHooks: authDatabaseHooks({ config, db, logger }),
    plugins,
  });
}

export type Auth = ReturnType<typeof createAuth>;
