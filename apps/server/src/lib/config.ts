import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z.url().optional();
const bool = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_NAME: z.string().min(1).default('Updately'),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool,
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Updately <hello@updately.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  TURNSTILE_SITE_KEY: z.string().optional(),
  TURNSTILE_SECRET_KEY: z.string().optional(),
  TURNSTILE_VERIFY_URL: z
    .url()
    .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  SMS_WEBHOOK_URL: optionalUrl,
  /** Countries whose mobiles may get codes by SMS (ISO 3166 codes, comma-separated). */
  SMS_COUNTRIES: z.string().default('AU,NZ'),
  SSO_PROVIDER_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes')
    .optional(),
  SSO_DISCOVERY_URL: optionalUrl,
  SSO_CLIENT_ID: z.string().optional(),
  SSO_CLIENT_SECRET: z.string().optional(),
  RATE_LIMIT: z.enum(['on', 'off']).optional(),
  POSTHOG_KEY: z.string().optional(),
  POSTHOG_HOST: z.url().default('https://us.i.posthog.com'),
  ADMIN_EMAILS: z.string().optional(),
  LEGAL_NAME: z.string().default('Updately Pty Ltd'),
  ABN: z.string().default('12 345 678 901'),
  NEWSLETTER_WEBHOOK_URL: optionalUrl,
  WEB_DIST_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;
export type Config = Env & {
  appUrl: string;
  turnstile: { siteKey: string; secretKey: string; testKeys: boolean };
  rateLimitEnabled: boolean;
  authSecret: string;
  isProduction: boolean;
  adminEmails: string[];
  /** How many proxies of ours append to X-Forwarded-For (0: none is trusted). */
  trustedProxyHops: number;
  smsCountries: string[];
};

/** One clear line naming the bad variable, e.g. `Invalid configuration: PORT: must be ...`. */
export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.BETTER_AUTH_SECRET && env.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: BETTER_AUTH_SECRET: required in production');
  }
  return {
    ...env,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    authSecret: env.BETTER_AUTH_SECRET ?? persistedSecret(env.DATA_DIR),
    isProduction,
    trustedProxyHops: env.TRUST_PROXY ? env.TRUST_PROXY_HOPS : 0,
    smsCountries: env.SMS_COUNTRIES.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean),
    turnstile: turnstileKeys(env),
    rateLimitEnabled: env.RATE_LIMIT ? env.RATE_LIMIT === 'on' : env.NODE_ENV !== 'test',
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** Cloudflare's documented always-pass test keys when none are configured (never in production). */
export const TURNSTILE_TEST_KEYS = {
  siteKey: '1x00000000000000000000AA',
  secretKey: '1x0000000000000000000000000000000AA',
};

function turnstileKeys(env: Env): Config['turnstile'] {
  if (env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY) {
    return {
      siteKey: env.TURNSTILE_SITE_KEY,
      secretKey: env.TURNSTILE_SECRET_KEY,
      testKeys: false,
    };
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: TURNSTILE_SITE_KEY: required in production (with TURNSTILE_SECRET_KEY)',
    );
  }
  return { ...TURNSTILE_TEST_KEYS, testKeys: true };
}

/** The embedded default needs no setup: a secret is generated once and kept in the data dir. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
