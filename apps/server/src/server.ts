import { createServer } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { withLiveness } from './modules/health/liveness';
import { createApp, type App } from './app';
import { getCookies } from 'better-auth/cookies';
import { createAuth } from './auth/auth';
import { createSessionReader } from './auth/session-reader';
import { scheduleSessionExpiry } from './auth/session-lifetime';
import { scheduleApprovalSweep } from './modules/admin/admin-approvals-sweep';
import { publicAddress, startupWarnings, type Config } from './lib/config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { lockEmbeddedDatabase } from './db/embedded-lock';
import { seedReferenceData } from './seed/reference-data';
import { DEMO_USERS, seedDemoData } from './seed/demo-data';
import type { AppDeps } from './auth/app-env';
import type { PlatformServices } from './platform/services';
import { createSmsSender } from './platform/sms/sms-sender';
import { createLogger, type Logger } from './lib/logger';
import { scheduleIdempotencyKeyPrune } from './platform/business/idempotency';
import { createErrorRecorder } from './platform/errors/error-recorder';
import { scheduleErrorLogPrune } from './platform/errors/error-retention';
import { scheduleWebhookDeliveryPrune } from './platform/business/webhook-delivery-retention';
import { scheduleAnalyticsFold } from './modules/admin/analytics-rollups';
import { scheduleDocumentPrune } from './modules/documents/document-retention';
import { storageFor } from './platform/storage/storage-for';
import { createJobQueue } from './platform/jobs/job-queue';
import { createMailTransport } from './platform/mail/mail-transport';
import { createMailer } from './platform/mail/mailer';
import { createRealtimeHub } from './platform/realtime/realtime-hub';
import type { ApiChannelTransport } from './platform/update-engine/api-channel';
import { createUpdateEngine } from './platform/update-engine/update-engine';
import { createPlatformSettings } from './platform/settings/platform-settings';
import { createValueCipher, deriveKey } from './platform/crypto/value-cipher';
import { demoServices } from './scripts/demo-services';

export type RunningServer = { url: string; deps: AppDeps; stop(): Promise<void> };

/** The embedded database's directory for a configuration without DATABASE_URL. */
export function embeddedDataDir(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'pglite');
}

/** The configured database; the embedded one is locked to this process while it is open. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    return openDatabase({ kind: 'postgres', connectionString: config.DATABASE_URL });
  }
  const dataDir = embeddedDataDir(config);
  const release = lockEmbeddedDatabase(dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return { ...database, close: () => database.close().finally(release) };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * Every long-lived service of one process, started: the job queue (with its workers) and the
 * realtime listener. `stopDeps` stops them in the reverse order.
 */
export async function startDeps(
  config: Config,
  database: Database,
  logger: Logger,
  options: { pollingIntervalSeconds?: number; apiChannel?: ApiChannelTransport } = {},
): Promise<AppDeps> {
  const jobs = createJobQueue({
    database,
    logger,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    superviseIntervalSeconds: config.JOBS_SUPERVISE_SECONDS,
    historyRetentionSeconds: config.JOB_HISTORY_RETENTION_DAYS * 24 * 3600,
  });
  await jobs.start();
  const realtime = createRealtimeHub({ database, logger });
  await realtime.start();
  const transport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    db: database.db,
    logger,
  });
  const mailer = await createMailer(jobs, transport);
  const settings = createPlatformSettings({ db: database.db, config, logger });
  const sms = createSmsSender({ webhookUrl: config.SMS_WEBHOOK_URL, db: database.db, logger });
  const updates = await createUpdateEngine({
    config,
    database,
    logger,
    jobs,
    settings,
    mailer,
    mail: transport,
    sms,
    api: options.apiChannel,
  });
  const services: PlatformServices = {
    config,
    database,
    logger,
    errors: createErrorRecorder(database, logger),
    jobs,
    realtime,
    mailer,
    sms,
    updates,
    settings,
  };
  await scheduleSessionExpiry(jobs, database.db, config.SESSION_MAX_LIFETIME);
  await scheduleApprovalSweep(jobs, database.db);
  await scheduleIdempotencyKeyPrune(jobs, database.db, config.API_IDEMPOTENCY_RETENTION_HOURS);
  await scheduleErrorLogPrune(jobs, database.db, config.ERROR_LOG_RETENTION_DAYS);
  await scheduleWebhookDeliveryPrune(jobs, database.db, config.WEBHOOK_DELIVERY_RETENTION_DAYS);
  await scheduleAnalyticsFold(jobs, database.db);
  await scheduleDocumentPrune(jobs, {
    db: database.db,
    storage: storageFor(config),
    logger,
    settings,
  });
  const auth = createAuth(services);
  const sessions = createSessionReader({
    db: database.db,
    secret: config.authSecret,
    cookieName: getCookies(auth.options).sessionToken.name,
    maxLifetimeSeconds: config.SESSION_MAX_LIFETIME,
    realtime,
  });
  return { ...services, auth, sessions };
}

export async function stopDeps(deps: AppDeps): Promise<void> {
  await deps.realtime.stop();
  await deps.jobs.stop();
  deps.mailer.close();
}

/** The Node HTTP server for the app; the liveness probe is answered before the app (liveness.ts). */
export function createHttpServer(app: App, hostname?: string) {
  return createServer(withLiveness(getRequestListener(app.fetch, { hostname })));
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
  for (const warning of startupWarnings(config)) logger.warn(warning);
  if (config.seedDemoData) {
    const created = await seedDemoData(database.db, {
      cipher: createValueCipher(config.valueKeys),
      fingerprintKey: deriveKey(config.authSecret, 'update-values-fingerprint'),
      services: demoServices,
    });
    if (created.length)
      logger.info(`Demo account ready: ${DEMO_USERS.typical} (password in the README)`);
  }

  const deps = await startDeps(config, database, logger);
  const app = createApp(deps, { webDistDir: options.webDistDir });

  const server = createHttpServer(app, config.HOST);
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  logger.info(
    { url, appUrl: config.appUrl, database: database.label, mail: deps.mailer.transportKind },
    `Updately is running at ${publicAddress(config, url)} on ${database.label}`,
  );

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Open SSE streams would keep server.close() waiting: end them first.
      await deps.realtime.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.jobs.stop();
      deps.mailer.close();
      await database.close();
      logger.info('stopped');
    })());
  return { url, deps, stop };
}
