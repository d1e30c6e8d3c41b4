import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SAFE_EXIT_URL } from '@updately/shared/safe-mode';
import { describe, expect, it } from 'vitest';
import {
  commandEnvironment,
  ConfigError,
  loadConfig,
  publicAddress,
  startupWarnings,
} from './config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'updately-config-'));

describe('loadConfig', () => {
  it('needs nothing set: defaults, and a secret generated once and kept in the data dir', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.PORT).toBe(3000);
    expect(first.appUrl).toBe('http://localhost:3000');
    expect(first.APP_NAME).toBe('Updately');
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(first.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
  });

  it('sends "Leave quickly" to a neutral site: the default, or SAFE_EXIT_URL (http/https only)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).SAFE_EXIT_URL).toBe(DEFAULT_SAFE_EXIT_URL);
    expect(
      loadConfig({ DATA_DIR: dataDir(), SAFE_EXIT_URL: 'https://example.org/' }).SAFE_EXIT_URL,
    ).toBe('https://example.org/');
    expect(() => loadConfig({ SAFE_EXIT_URL: 'javascript:alert(1)' })).toThrow(/SAFE_EXIT_URL/);
  });

  it('names the bad variable in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
    expect(() => loadConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it('treats empty variables as unset and parses lists', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: '',
      ADMIN_EMAILS: ' A@x.com, b@y.com ,',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.adminEmails).toEqual(['a@x.com', 'b@y.com']);
  });

  it('starts in development on this machine only, with the demo account (H2)', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.seedDemoData).toBe(true);
    expect(startupWarnings(config)).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).seedDemoData).toBe(false);
  });

  it('warns loudly and seeds no demo account when listening beyond loopback without production (H2)', () => {
    const exposed = loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' });
    expect(exposed.seedDemoData).toBe(false);
    expect(startupWarnings(exposed)).toEqual([
      expect.stringMatching(/^WARNING: listening on 0\.0\.0\.0 without NODE_ENV=production/),
    ]);
  });

  it('never turns rate limits off for NODE_ENV=test alone (H2)', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).rateLimitEnabled).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT: 'off' }).rateLimitEnabled).toBe(false);
  });

  it('checks the ABN with the ATO checksum at start-up', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).ABN).toBe('51 824 753 556');
    expect(() => loadConfig({ DATA_DIR: dataDir(), ABN: '12 345 678 901' })).toThrow(
      'Invalid configuration: ABN: not a valid Australian Business Number',
    );
  });

  it('keeps webhooks to public addresses unless WEBHOOK_ALLOW_PRIVATE=true is set on purpose (N8)', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ DATA_DIR: dataDir(), NODE_ENV });
      expect(config.WEBHOOK_ALLOW_PRIVATE, NODE_ENV).toBe(false);
    }
    const allowed = loadConfig({ DATA_DIR: dataDir(), WEBHOOK_ALLOW_PRIVATE: 'true' });
    expect(allowed.WEBHOOK_ALLOW_PRIVATE).toBe(true);
    expect(startupWarnings(allowed)).toEqual([
      expect.stringMatching(/^WARNING: WEBHOOK_ALLOW_PRIVATE=true: /),
    ]);
  });

  it('keeps idempotency keys 48 hours and error logs 30 days unless told otherwise (N4, N7)', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.API_IDEMPOTENCY_RETENTION_HOURS).toBe(48);
    expect(config.ERROR_LOG_RETENTION_DAYS).toBe(30);
    const other = loadConfig({
      DATA_DIR: dataDir(),
      API_IDEMPOTENCY_RETENTION_HOURS: '72',
      ERROR_LOG_RETENTION_DAYS: '90',
    });
    expect([other.API_IDEMPOTENCY_RETENTION_HOURS, other.ERROR_LOG_RETENTION_DAYS]).toEqual([
      72, 90,
    ]);
    expect(() => loadConfig({ API_IDEMPOTENCY_RETENTION_HOURS: '1' })).toThrow(
      /^Invalid configuration: API_IDEMPOTENCY_RETENTION_HOURS: /,
    );
  });

  it('keeps webhook deliveries 30 days and finished jobs 7 days unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect([config.WEBHOOK_DELIVERY_RETENTION_DAYS, config.JOB_HISTORY_RETENTION_DAYS]).toEqual([
      30, 7,
    ]);
    const other = loadConfig({
      DATA_DIR: dataDir(),
      WEBHOOK_DELIVERY_RETENTION_DAYS: '90',
      JOB_HISTORY_RETENTION_DAYS: '2',
    });
    expect([other.WEBHOOK_DELIVERY_RETENTION_DAYS, other.JOB_HISTORY_RETENTION_DAYS]).toEqual([
      90, 2,
    ]);
    expect(() => loadConfig({ JOB_HISTORY_RETENTION_DAYS: '0' })).toThrow(
      /^Invalid configuration: JOB_HISTORY_RETENTION_DAYS: /,
    );
  });

  it('serves admin analytics again for 30 seconds unless told otherwise; 0 turns that off', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).ANALYTICS_CACHE_SECONDS).toBe(30);
    expect(
      loadConfig({ DATA_DIR: dataDir(), ANALYTICS_CACHE_SECONDS: '0' }).ANALYTICS_CACHE_SECONDS,
    ).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ANALYTICS_CACHE_SECONDS: '-1' })).toThrow(
      /^Invalid configuration: ANALYTICS_CACHE_SECONDS: /,
    );
  });

  describe('in production (fails closed: H2, L11)', () => {
    const complete = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'a-production-secret-of-32-characters-or-more',
      APP_URL: 'https://updately.example',
      TURNSTILE_SITE_KEY: '0x4AAAAAAA-site',
      TURNSTILE_SECRET_KEY: '0x4AAAAAAA-secret',
      SMTP_URL: 'smtp://mail.example:587',
      SMS_WEBHOOK_URL: 'https://sms.example/send',
      LEGAL_NAME: 'Updately Pty Ltd',
      ABN: '53 004 085 616',
      VALUE_ENCRYPTION_KEYS: 'k1:dGVzdC12YWx1ZS1rZXktb25lLTMyLWJ5dGVzLWxvbmc=',
    };

    it('starts with every setting, listening on all interfaces', () => {
      const config = loadConfig(complete);
      expect(config.isProduction).toBe(true);
      expect(config.HOST).toBe('0.0.0.0');
      expect(config.seedDemoData).toBe(false);
      expect(config.rateLimitEnabled).toBe(true);
      expect(startupWarnings(config)).toEqual([]);
    });

    it('refuses to start without them, naming every missing one in one line', () => {
      let message = '';
      try {
        loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).not.toContain('\n');
      for (const name of [
        'BETTER_AUTH_SECRET',
        'APP_URL',
        'TURNSTILE_SITE_KEY',
        'SMTP_URL',
        'SMS_WEBHOOK_URL',
        'LEGAL_NAME',
        'ABN',
        'VALUE_ENCRYPTION_KEYS',
      ]) {
        expect(message).toContain(name);
      }
    });

    it.each([
      ['an http APP_URL', { APP_URL: 'http://updately.example' }, 'APP_URL'],
      [
        "Cloudflare's always-pass test key",
        { TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' },
        'TURNSTILE_SECRET_KEY',
      ],
      ['rate limits off', { RATE_LIMIT: 'off' }, 'RATE_LIMIT'],
      [
        'webhooks to private addresses (N8)',
        { WEBHOOK_ALLOW_PRIVATE: 'true' },
        'WEBHOOK_ALLOW_PRIVATE',
      ],
      ['no SMS provider with phone sign-in on', { SMS_WEBHOOK_URL: '' }, 'SMS_WEBHOOK_URL'],
      ['no SMTP server', { SMTP_URL: '' }, 'SMTP_URL'],
      ['no secret', { BETTER_AUTH_SECRET: '' }, 'BETTER_AUTH_SECRET'],
      [
        'no key for the values sent to companies',
        { VALUE_ENCRYPTION_KEYS: '' },
        'VALUE_ENCRYPTION_KEYS',
      ],
      [
        'a letter provider over plain http',
        {
          LETTER_PROVIDER_URL: 'http://print.example/letters',
          LETTER_PROVIDER_KEY: 'k'.repeat(20),
        },
        'LETTER_PROVIDER_URL',
      ],
      [
        'a letter provider without its key',
        { LETTER_PROVIDER_URL: 'https://print.example/letters' },
        'LETTER_PROVIDER_KEY',
      ],
    ])('refuses %s', (_what, change, name) => {
      expect(() => loadConfig({ ...complete, ...change })).toThrow(
        new RegExp(`^Invalid configuration for production: .*${name}`),
      );
    });

    it('accepts no SMS provider when phone sign-in is switched off', () => {
      const config = loadConfig({ ...complete, SMS_WEBHOOK_URL: '', PHONE_SIGN_IN: 'off' });
      expect(config.phoneSignIn).toBe(false);
    });
  });

  describe('the update engine', () => {
    const key = (id: string, fill: string) => `${id}:${Buffer.alloc(32, fill).toString('base64')}`;

    it('has the follow-up defaults: reminders at 7 and 14 days, the person at 21, expiry at 45', () => {
      const config = loadConfig({ DATA_DIR: dataDir() });
      expect(config.updateFollowUp).toEqual({
        reminderDays: [7, 14],
        needsYouDays: 21,
        expiryDays: 45,
        expectedByDays: 30,
        linkDays: 60,
        dispatchConcurrency: 16,
      });
    });

    it('takes other follow-up times in increasing order only', () => {
      const config = loadConfig({
        DATA_DIR: dataDir(),
        UPDATE_REMINDER_DAYS: '3',
        UPDATE_NEEDS_YOU_DAYS: '5',
        UPDATE_EXPIRY_DAYS: '10',
      });
      expect(config.updateFollowUp).toMatchObject({
        reminderDays: [3],
        needsYouDays: 5,
        expiryDays: 10,
      });
      expect(() =>
        loadConfig({
          DATA_DIR: dataDir(),
          UPDATE_REMINDER_DAYS: '7,30',
          UPDATE_NEEDS_YOU_DAYS: '21',
        }),
      ).toThrow(/increasing order/);
      expect(() => loadConfig({ DATA_DIR: dataDir(), UPDATE_REMINDER_DAYS: 'weekly' })).toThrow(
        /^Invalid configuration: UPDATE_REMINDER_DAYS/,
      );
    });

    it('reads rotating value keys, the first encrypting, and refuses bad ones in one line', () => {
      const config = loadConfig({
        DATA_DIR: dataDir(),
        VALUE_ENCRYPTION_KEYS: `${key('2026b', 'b')},${key('2026a', 'a')}`,
      });
      expect(config.valueKeys.map((k) => k.id)).toEqual(['2026b', '2026a']);
      expect(config.valueKeys[0]!.key).toEqual(Buffer.alloc(32, 'b'));
      for (const bad of ['k1:short', `${key('k1', 'a')},${key('k1', 'b')}`, 'no-colon']) {
        expect(() => loadConfig({ DATA_DIR: dataDir(), VALUE_ENCRYPTION_KEYS: bad })).toThrow(
          /^Invalid configuration: VALUE_ENCRYPTION_KEYS/,
        );
      }
    });

    it('generates and keeps a value key in the data dir when none is configured (never in production)', () => {
      const dir = dataDir();
      const first = loadConfig({ DATA_DIR: dir }).valueKeys;
      expect(first).toHaveLength(1);
      expect(first[0]!.key).toHaveLength(32);
      expect(loadConfig({ DATA_DIR: dir }).valueKeys).toEqual(first);
    });
  });
});

describe('commandEnvironment', () => {
  it('reads a relative DATA_DIR from the repository root, not the workspace folder', () => {
    expect(commandEnvironment('/repo', { DATA_DIR: '.data' }).dataDir).toBe('/repo/.data');
    expect(commandEnvironment('/repo', {}).env.DATA_DIR).toBe('/repo/.data');
    expect(commandEnvironment('/repo', { DATA_DIR: '/srv/updately' }).dataDir).toBe(
      '/srv/updately',
    );
  });

  it('is embedded only without DATABASE_URL', () => {
    expect(commandEnvironment('/repo', { DATABASE_URL: '' }).embedded).toBe(true);
    expect(commandEnvironment('/repo', { DATABASE_URL: 'postgres://x/y' }).embedded).toBe(false);
  });
});

describe('publicAddress', () => {
  it('is APP_URL when set, so mail links and cookies share the printed origin', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_URL: 'http://127.0.0.1:6350/',
      DATA_DIR: dataDir(),
    });
    expect(publicAddress(config, 'http://localhost:6350')).toBe('http://127.0.0.1:6350');
  });

  it('is where the server listens without APP_URL', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir(),
    });
    expect(publicAddress(config, 'http://localhost:41234')).toBe('http://localhost:41234');
  });
});
