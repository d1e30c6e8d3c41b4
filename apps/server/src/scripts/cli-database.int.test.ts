// @database-independent: where the CLI finds the embedded database; PostgreSQL is named by its URL
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/client';
import { users } from '../db/schema';
import { loadConfig } from '../lib/config';
import { createLogger } from '../lib/logger';
import { createUser } from '../seed/factories/user-factories';
import { startServer, type RunningServer } from '../server';
import { repositoryRoot } from './cli-database';

/** The README's command, from the repository root, as a person types it. */
function npmRun(args: string[], dataDir: string) {
  const child = spawn('npm', ['run', ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

/** A relative DATA_DIR, as in the README: right from the repository root, wrong from apps/server. */
const relativeToRoot = (dir: string) => path.relative(repositoryRoot, dir);

describe('npm run admin and npm run db:seed use the database npm start uses', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'updately-cli-'));
  const started = path.join(root, 'started');
  const email = 'ada.admin@example.com';
  let server: RunningServer | undefined;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: started,
      LOG_LEVEL: 'silent',
    });
    server = await startServer(config, { logger: createLogger('silent') });
    await createUser(server.deps.database.db, { email });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses while the server has the embedded database open, and says to stop it', async () => {
    const result = await npmRun(['admin', '--', 'grant', email], relativeToRoot(started));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `The server (pid ${process.pid}) has the embedded database at ${path.join(started, 'pglite')} open: stop the server first`,
    );
  }, 120_000);

  it('grants on that database once the server is stopped', async () => {
    await server!.stop();
    server = undefined;
    const result = await npmRun(['admin', '--', 'grant', email], relativeToRoot(started));
    expect(result.stderr).not.toContain('No account');
    expect(result.stdout).toContain(`${email} is now an admin.`);
    expect(result.code).toBe(0);

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(started, 'pglite') });
    try {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      expect(user?.role).toBe('admin');
    } finally {
      await database.close();
    }
    // Nothing was created where a workspace script's own folder would have put it.
    expect(existsSync(path.resolve(repositoryRoot, 'apps/server', relativeToRoot(started)))).toBe(
      false,
    );
  }, 120_000);

  it('refuses, naming the path, when there is no database, and creates nothing', async () => {
    const missing = path.join(root, 'never-started');
    const result = await npmRun(['admin', '--', 'grant', email], relativeToRoot(missing));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `No database at ${path.join(missing, 'pglite')}: nothing was changed.`,
    );
    expect(existsSync(missing)).toBe(false);
  }, 120_000);

  it('db:seed on a fresh folder sets up the database npm start then opens', async () => {
    const fresh = path.join(root, 'fresh');
    const result = await npmRun(['db:seed'], relativeToRoot(fresh));
    expect(result.stdout).toContain(
      `Reference data seeded on PGlite (embedded) at ${path.join(fresh, 'pglite')}`,
    );
    expect(result.code).toBe(0);

    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: fresh });
    const again = await startServer(config, { logger: createLogger('silent') });
    try {
      const [row] = await queryRows<{ n: number }>(
        again.deps.database.db,
        sql`select count(*)::int as n from brand_directory`,
      );
      expect(row?.n).toBeGreaterThan(200);
    } finally {
      await again.stop();
    }
  }, 180_000);
});
