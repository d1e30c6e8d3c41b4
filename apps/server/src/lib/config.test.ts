import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

  it('requires a secret in production with a real database', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/app',
        DATA_DIR: dataDir(),
      }),
    ).toThrow(/BETTER_AUTH_SECRET: required in production/);
  });
});
