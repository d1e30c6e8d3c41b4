import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { seedReferenceData } from './db/seed/reference-data';
import type { AppDeps } from './lib/context';
import { createLogger, type Logger } from './lib/logger';
import { createErrorRecorder } from './modules/errors/error-recorder';

export type RunningServer = { url: string; deps: AppDeps; stop(): Promise<void> };

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', connectionString: config.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: `${config.DATA_DIR}/pglite` });
}

export function buildDeps(config: Config, database: Database, logger: Logger): AppDeps {
  return {
    config,
    database,
    logger,
    auth: createAuth({ config, database }),
    errors: createErrorRecorder(database, logger),
  };
}

/** Opens the database, migrates, seeds reference data and listens: the whole product in one process. */
export async function startServer(
  config: Config,
  options: { webDistDir?: string; logger?: Logger } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const database = await openConfiguredDatabase(config);
  await migrate(database);
  const { brands } = await seedReferenceData(database.db);
  logger.info({ brands }, 'reference data ready');

  const deps = buildDeps(config, database, logger);
  const app = createApp(deps, { webDistDir: options.webDistDir });

  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () =>
      resolve(s),
    );
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  logger.info(
    { url, database: database.label },
    `Updately is running at ${url} on ${database.label}`,
  );

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      logger.info('stopped');
    })());
  return { url, deps, stop };
}
