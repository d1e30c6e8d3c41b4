import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { EmbeddedDatabaseInUseError, embeddedLockHolder } from '../db/embedded-lock';
import { commandEnvironment, ConfigError, loadConfig } from '../lib/config';
import { migrate } from '../db/migrate';
import { embeddedDataDir, openConfiguredDatabase } from '../server';

/**
 * `npm start` runs from the repository root, so a relative DATA_DIR means a folder there. Found by
 * walking up to the package.json with workspaces: this file runs from src/scripts (tsx) and from
 * the bundle in dist (deployments).
 */
export const repositoryRoot = findRepositoryRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepositoryRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) {
      return dir;
    }
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

/** One line on stderr and exit 1: what a person must read when a command cannot run. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const STOP_THE_SERVER =
  'stop the server first (Ctrl+C where `npm start` runs), then run this again';

/**
 * The database `npm start` uses, migrated, for one-off commands (npm run db:*, npm run admin).
 * The workspace scripts run in apps/server: DATA_DIR is resolved from the repository root, or a
 * relative one would silently open a second, empty database there. `mayCreate` is for the
 * commands that set a database up (db:migrate, db:seed); the others refuse an empty one.
 */
export async function openCliDatabase({ mayCreate }: { mayCreate: boolean }) {
  const command = commandEnvironment(repositoryRoot);
  const embedded = command.embedded;
  const dataDir = embeddedDataDir({ DATA_DIR: command.dataDir });
  if (embedded && !mayCreate && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    refuse(
      `No database at ${dataDir}: nothing was changed. Start the server once (npm start) to create it, or set DATA_DIR to the folder npm start uses.`,
    );
  }
  if (embedded) {
    const holder = embeddedLockHolder(dataDir);
    if (holder !== null) refuse(inUse(dataDir, holder));
  }

  let config;
  try {
    config = loadConfig(command.env);
  } catch (err) {
    if (err instanceof ConfigError) refuse(err.message);
    throw err;
  }
  let database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (err) {
    if (err instanceof EmbeddedDatabaseInUseError) refuse(inUse(err.dataDir, err.pid));
    if (!embedded) throw err;
    refuse(
      `Could not open the embedded database at ${dataDir} (${(err as Error).message}): if the server is running, ${STOP_THE_SERVER}.`,
    );
  }
  if (!mayCreate && !(await hasTables(database))) {
    await database.close();
    refuse(
      `The database at ${database.label} is empty: nothing was changed. Start the server once (npm start) to set it up.`,
    );
  }
  await migrate(database);
  return { config, database };
}

function inUse(dataDir: string, pid: number): string {
  return `The server (pid ${pid}) has the embedded database at ${dataDir} open: ${STOP_THE_SERVER}.`;
}

async function hasTables(database: Awaited<ReturnType<typeof openConfiguredDatabase>>) {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'users'`,
  );
  return (row?.n ?? 0) > 0;
}
