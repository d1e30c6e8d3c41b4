import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isValidAbn } from './abn';
import { isLoopback } from './client-ip';
import { DEFAULT_SAFE_EXIT_URL } from '@updately/shared/safe-mode';

const optionalUrl = z.url().optional();
const bool = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: all interfaces in production, this machine only otherwise. */
  HOST: z.string().optional(),
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
  /** 'off' removes sign-in and sign-up by phone (needed in production without SMS_WEBHOOK_URL). */
  PHONE_SIGN_IN: z.enum(['on', 'off']).default('on'),
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
  /** A session ends after this long unused (seconds; default 30 days). */
  SESSION_EXPIRES_IN: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  /** A session in use is renewed (cookie and database) at most this often (default 1 day). */
  SESSION_UPDATE_AGE: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 3600),
  /** However much it is used, a session ends this long after sign-in (default 90 days, L3). */
  SESSION_MAX_LIFETIME: z.coerce
    .number()
    .int()
    .min(60)
    .default(90 * 24 * 3600),
  /** Where "Leave quickly" sends a person in safe mode (a neutral site; issue 27). */
  SAFE_EXIT_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_SAFE_EXIT_URL),
  POSTHOG_KEY: z.string().optional(),
  POSTHOG_HOST: z.url().default('https://us.i.posthog.com'),
  ADMIN_EMAILS: z.string().optional(),
  LEGAL_NAME: z.string().optional(),
  ABN: z.string().optional(),
  NEWSLETTER_WEBHOOK_URL: optionalUrl,
  /** A print-and-post service that posts the letter channel's letters (none: the person posts). */
  LETTER_PROVIDER_URL: optionalUrl,
  LETTER_PROVIDER_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Keys for the personal values sent to companies (AES-256-GCM): `id:base64key` pairs,
   * comma-separated, the first encrypts and all decrypt (so keys can rotate).
   */
  VALUE_ENCRYPTION_KEYS: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/_-]{43}=?(,[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/_-]{43}=?)*$/,
      'must be id:base64key pairs (32-byte keys), comma-separated',
    )
    .optional(),
  /** The update engine's follow-up, in days after a request was sent (defaults in the README). */
  UPDATE_REMINDER_DAYS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be whole numbers of days, comma-separated')
    .default('7,14'),
  UPDATE_NEEDS_YOU_DAYS: z.coerce.number().int().min(1).default(21),
  UPDATE_EXPIRY_DAYS: z.coerce.number().int().min(1).default(45),
  UPDATE_EXPECTED_BY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long the links in a company's email work. */
  UPDATE_LINK_DAYS: z.coerce.number().int().min(1).default(60),
  /** How often each process looks for jobs a stopped or crashed process left unfinished. */
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Updates handed to companies at once by each server process. */
  UPDATE_DISPATCH_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(16),
  /** What a business pays for each field it confirms `applied`, in BILLING_CURRENCY. */
  PRICE_PER_FIELD: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'an amount such as 0.50')
    .default('0.50'),
  BILLING_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as AUD')
    .default('AUD'),
  /** Business API calls each key may make per minute. */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /**
   * Multiplies the webhook retry schedule (5 s, 5 min, ... 10 h): tests shorten it; production
   * keeps the published schedule (1).
   */
  WEBHOOK_RETRY_SCALE: z.coerce.number().positive().max(1).default(1),
  /**
   * Development and tests only: business webhooks may go to loopback and private addresses (a
   * local receiver). Cloud metadata and link-local addresses stay refused; production refuses
   * to start with it.
   */
  WEBHOOK_ALLOW_PRIVATE: bool,
  /** How long a Business API answer can be replayed by its Idempotency-Key (hours). */
  API_IDEMPOTENCY_RETENTION_HOURS: z.coerce.number().int().min(24).max(720).default(48),
  /** How long the admin analytics figures of a range are served again (seconds; 0 = off). */
  ANALYTICS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** How long error logs, and error groups not seen since, are kept (days). */
  ERROR_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** How long business webhook delivery log entries are kept (days): the portal's log and replays. */
  WEBHOOK_DELIVERY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** How long the job queue keeps finished jobs (days) before pg-boss deletes them. */
  JOB_HISTORY_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /**
   * DNS servers asked for brand claims' TXT records (`ip` or `ip:port`, comma-separated).
   * Default: the system's resolvers. Tests point it at a local stand-in.
   */
  CLAIM_DNS_SERVERS: z
    .string()
    .regex(
      /^[0-9A-Fa-f.:[\]]+(,[0-9A-Fa-f.:[\]]+)*$/,
      'must be IP addresses (optionally with :port), comma-separated',
    )
    .optional(),
});

export type Env = z.infer<typeof envSchema>;
export type Config = Omit<Env, 'HOST' | 'LEGAL_NAME' | 'ABN'> & {
  HOST: string;
  LEGAL_NAME: string;
  ABN: string;
  /** Sign-in and sign-up by phone (an SMS code) are offered. */
  phoneSignIn: boolean;
  /** The demo account is seeded at start-up: only in development, listening on loopback. */
  seedDemoData: boolean;
  appUrl: string;
  turnstile: { siteKey: string; secretKey: string; testKeys: boolean };
  rateLimitEnabled: boolean;
  authSecret: string;
  isProduction: boolean;
  adminEmails: string[];
  /** How many proxies of ours append to X-Forwarded-For (0: none is trusted). */
  trustedProxyHops: number;
  smsCountries: string[];
  /** The keys of personal values at rest: the first encrypts. */
  valueKeys: { id: string; key: Buffer }[];
  updateFollowUp: UpdateFollowUp;
  /** Where brand claims' TXT records are looked up (null: the system's resolvers). */
  claimDnsServers: string[] | null;
};

/** Days after sending: reminders to the company, then the person is asked, then it expires. */
export type UpdateFollowUp = {
  reminderDays: number[];
  needsYouDays: number;
  expiryDays: number;
  /** An answer is expected by the sending day plus these days (then the request is overdue). */
  expectedByDays: number;
  linkDays: number;
  dispatchConcurrency: number;
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
  if (isProduction) {
    const problems = productionProblems(env);
    if (problems.length > 0) {
      throw new ConfigError(`Invalid configuration for production: ${problems.join('; ')}`);
    }
  }
  const host = env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  const abn = env.ABN ?? DEVELOPMENT_ABN;
  if (!isValidAbn(abn)) {
    throw new ConfigError('Invalid configuration: ABN: not a valid Australian Business Number');
  }
  return {
    ...env,
    HOST: host,
    LEGAL_NAME: env.LEGAL_NAME ?? 'Updately Pty Ltd',
    ABN: abn,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    authSecret: env.BETTER_AUTH_SECRET ?? persistedSecret(env.DATA_DIR),
    isProduction,
    trustedProxyHops: env.TRUST_PROXY ? env.TRUST_PROXY_HOPS : 0,
    smsCountries: env.SMS_COUNTRIES.split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
    phoneSignIn: env.PHONE_SIGN_IN === 'on',
    seedDemoData: env.NODE_ENV === 'development' && isLoopback(host),
    turnstile: turnstileKeys(env),
    valueKeys: parseValueKeys(env.VALUE_ENCRYPTION_KEYS ?? persistedValueKey(env.DATA_DIR)),
    updateFollowUp: followUpSettings(env),
    claimDnsServers: env.CLAIM_DNS_SERVERS
      ? env.CLAIM_DNS_SERVERS.split(',').map((server) => server.trim())
      : null,
    // On unless switched off, which production refuses: NODE_ENV alone never turns limits off.
    rateLimitEnabled: env.RATE_LIMIT !== 'off',
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  };
}

/**
 * Said loudly at start-up: listening beyond this machine without production mode exposes the
 * development conveniences (Turnstile's always-pass test keys, the dev mailbox's codes to local
 * callers) to a network.
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (!config.isProduction && !isLoopback(config.HOST)) {
    warnings.push(
      `WARNING: listening on ${config.HOST} without NODE_ENV=production. Bot checks use ` +
        "Cloudflare's always-pass test keys and development defaults apply. Set NODE_ENV=production " +
        'for any deployment (see README, Deploying).',
    );
  }
  if (config.WEBHOOK_ALLOW_PRIVATE) {
    warnings.push(
      'WARNING: WEBHOOK_ALLOW_PRIVATE=true: business webhooks may reach services on this machine ' +
        'and its private network, and their answers show in the delivery log.',
    );
  }
  return warnings;
}

/** The ATO's published example ABN: valid, and plainly not a real company's. */
const DEVELOPMENT_ABN = '51 824 753 556';

/**
 * Production fails closed: everything a real deployment needs to be safe is set explicitly, or
 * it does not start (H2, L11). One line lists every missing setting.
 */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.BETTER_AUTH_SECRET) problems.push('BETTER_AUTH_SECRET: required');
  if (!env.APP_URL?.startsWith('https://')) {
    problems.push('APP_URL: required, and https (cookies are Secure only over https)');
  }
  if (!env.TURNSTILE_SITE_KEY || !env.TURNSTILE_SECRET_KEY) {
    problems.push('TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY: required');
  } else if (env.TURNSTILE_SECRET_KEY === TURNSTILE_TEST_KEYS.secretKey) {
    problems.push("TURNSTILE_SECRET_KEY: Cloudflare's test key always passes");
  }
  if (!env.SMTP_URL) problems.push('SMTP_URL: required (mail would otherwise go nowhere)');
  if (env.LETTER_PROVIDER_URL && !env.LETTER_PROVIDER_URL.startsWith('https://')) {
    problems.push('LETTER_PROVIDER_URL: must be https (letters carry personal details)');
  }
  if (env.LETTER_PROVIDER_URL && !env.LETTER_PROVIDER_KEY) {
    problems.push('LETTER_PROVIDER_KEY: required with LETTER_PROVIDER_URL');
  }
  if (!env.SMS_WEBHOOK_URL && env.PHONE_SIGN_IN === 'on') {
    problems.push('SMS_WEBHOOK_URL: required, or PHONE_SIGN_IN=off');
  }
  if (!env.LEGAL_NAME) problems.push('LEGAL_NAME: required (shown in the footer)');
  if (!env.ABN) problems.push('ABN: required (shown in the footer)');
  if (env.RATE_LIMIT === 'off') problems.push('RATE_LIMIT: cannot be off in production');
  if (!env.VALUE_ENCRYPTION_KEYS) {
    problems.push('VALUE_ENCRYPTION_KEYS: required (encrypts the values sent to companies)');
  }
  if (env.WEBHOOK_RETRY_SCALE !== 1) {
    problems.push('WEBHOOK_RETRY_SCALE: tests only; production keeps the published schedule');
  }
  if (env.WEBHOOK_ALLOW_PRIVATE) {
    problems.push(
      'WEBHOOK_ALLOW_PRIVATE: development only; production sends webhooks to public addresses',
    );
  }
  return problems;
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
  return { ...TURNSTILE_TEST_KEYS, testKeys: true };
}

/**
 * The address to open: APP_URL when set, since cookies and mail links belong to that origin
 * (signing up at another one gives two cookie origins); otherwise where the server listens.
 */
export function publicAddress(config: Pick<Config, 'APP_URL' | 'appUrl'>, listening: string) {
  return config.APP_URL ? config.appUrl : listening;
}

/**
 * The environment of a one-off command (npm run admin, db:*), whose workspace script runs in
 * apps/server: a relative DATA_DIR is made absolute from `root` (where `npm start` runs), so the
 * command opens the same database. Read before loadConfig, which creates the data dir's secrets.
 */
export function commandEnvironment(
  root: string,
  source: NodeJS.ProcessEnv = process.env,
): { env: NodeJS.ProcessEnv; dataDir: string; embedded: boolean } {
  const dataDir = path.resolve(root, source.DATA_DIR || '.data');
  return { env: { ...source, DATA_DIR: dataDir }, dataDir, embedded: !source.DATABASE_URL };
}

/** The embedded default needs no setup: a secret is generated once and kept in the data dir. */
function persistedSecret(dataDir: string, name = 'auth-secret'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function persistedValueKey(dataDir: string): string {
  return `local1:${persistedSecret(dataDir, 'value-key')}`;
}

function parseValueKeys(value: string): Config['valueKeys'] {
  const keys = value.split(',').map((pair) => {
    const [id = '', encoded = ''] = pair.split(':');
    // Node's base64 decoder reads the standard and the URL-safe alphabets alike.
    return { id, key: Buffer.from(encoded, 'base64') };
  });
  const ids = new Set(keys.map((k) => k.id));
  if (ids.size !== keys.length || keys.some((k) => k.key.length !== 32)) {
    throw new ConfigError(
      'Invalid configuration: VALUE_ENCRYPTION_KEYS: each key is 32 bytes and each id is unique',
    );
  }
  return keys;
}

function followUpSettings(env: Env): UpdateFollowUp {
  const reminderDays = env.UPDATE_REMINDER_DAYS.split(',').map(Number);
  const ordered = [...reminderDays, env.UPDATE_NEEDS_YOU_DAYS, env.UPDATE_EXPIRY_DAYS];
  if (ordered.some((day, i) => i > 0 && day <= ordered[i - 1]!)) {
    throw new ConfigError(
      'Invalid configuration: UPDATE_REMINDER_DAYS, UPDATE_NEEDS_YOU_DAYS and UPDATE_EXPIRY_DAYS must come in increasing order',
    );
  }
  return {
    reminderDays,
    needsYouDays: env.UPDATE_NEEDS_YOU_DAYS,
    expiryDays: env.UPDATE_EXPIRY_DAYS,
    expectedByDays: env.UPDATE_EXPECTED_BY_DAYS,
    linkDays: env.UPDATE_LINK_DAYS,
    dispatchConcurrency: env.UPDATE_DISPATCH_CONCURRENCY,
  };
}
