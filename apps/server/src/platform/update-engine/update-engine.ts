import type { Config } from '../../lib/config';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { createValueCipher, deriveKey, type ValueCipher } from '../crypto/value-cipher';
import type { JobQueue } from '../jobs/job-queue';
import type { MailTransport } from '../mail/mail-transport';
import type { PlatformSettings } from '../settings/platform-settings';
import type { Mailer } from '../mail/mailer';
import { webhookApiChannel } from '../business/webhook-events';
import { registerWebhookWorker } from '../business/webhook-worker';
import type { SmsSender } from '../sms/sms-sender';
import type { ApiChannelTransport } from './api-channel';
import { createDocumentLinkSigner, type DocumentLinkSigner } from '../documents/document-links';
import { createCompanyLinkSigner, type CompanyLinkSigner } from './company-links';
import { DEADLINE_REMINDER_QUEUE, runDeadlineReminders } from './deadline-reminders';
import { DIGEST_QUEUE, runDigests } from './digest';
import { registerSafeTexts } from './person-recipient';
import {
  DOCUMENT_LINK_QUEUE,
  sendDocumentLinkMail,
  type DocumentLinkJob,
} from './document-link-mail';
import {
  COMPANY_NOTICE_QUEUE,
  DISPATCH_QUEUE,
  DISPATCH_RETRY,
  dispatchBatch,
  sendCompanyNotice,
  type CompanyNoticeJob,
  type DispatchJob,
  type DispatcherDeps,
} from './dispatcher';
import { runCallBacks } from './call-backs';
import { FOLLOW_UP_QUEUE, runFollowUps } from './follow-up';
import { createLetterCodeSigner, type LetterCodeSigner } from '../letters/letter-code';
import { httpLetterProvider, type LetterProvider } from '../letters/letter-provider';

/** The update engine of one process: its workers run here, its state lives in the database. */
export type UpdateEngine = {
  cipher: ValueCipher;
  links: CompanyLinkSigner;
  /** Signs the links to a request's documents in a company's email. */
  documentLinks: DocumentLinkSigner;
  /** Signs the short code a letter prints. */
  letterCodes: LetterCodeSigner;
  /** Keys the fingerprint of approved values (consent records). */
  fingerprintKey: Buffer;
  settings: Config['updateFollowUp'];
  /** The follow-ups due by `now` (the cron job calls this every 10 minutes). */
  runFollowUps(now?: Date): Promise<number>;
  /** The daily digests due by `now` (hourly cron). */
  runDigests(now?: Date, onlyUserId?: string): Promise<number>;
};

export type UpdateEngineOptions = {
  config: Config;
  database: Database;
  logger: Logger;
  jobs: JobQueue;
  /** The follow-up timings in force (an admin may change them: Settings). */
  settings: PlatformSettings;
  mailer: Mailer;
  mail: MailTransport;
  /** Texts to a safe-mode journey's safe phone. */
  sms: SmsSender;
  /**
   * A company's live integration (tests inject a double). By default each event goes as a
   * webhook to the endpoints of the organisation holding the brand, which fetches the request.
   */
  api?: ApiChannelTransport;
  /** A print-and-post service (tests inject one); by default LETTER_PROVIDER_URL's, or none. */
  letterProvider?: LetterProvider | null;
};

function configuredLetterProvider(config: Config): LetterProvider | null {
  if (!config.LETTER_PROVIDER_URL || !config.LETTER_PROVIDER_KEY) return null;
  return httpLetterProvider({
    url: config.LETTER_PROVIDER_URL,
    key: config.LETTER_PROVIDER_KEY,
    allowPrivateNetworks: !config.isProduction,
  });
}

/** Jobs a dispatch worker fetches at once, per send it may have in flight. */
const DISPATCH_JOBS_PER_SEND = 4;

/** Builds the engine and registers its workers and cron jobs on the queue. */
export async function createUpdateEngine(options: UpdateEngineOptions): Promise<UpdateEngine> {
  const { config, database, logger, jobs } = options;
  const log = logger.child({ module: 'update-engine' });
  const cipher = createValueCipher(config.valueKeys);
  const links = createCompanyLinkSigner(deriveKey(config.authSecret, 'company-links'));
  const documentLinks = createDocumentLinkSigner(deriveKey(config.authSecret, 'document-links'));
  const letterCodes = createLetterCodeSigner(deriveKey(config.authSecret, 'letter-codes'));
  const deps: DispatcherDeps = {
    db: database.db,
    logger: log,
    jobs,
    mail: options.mail,
    api: options.api ?? webhookApiChannel({ db: database.db, jobs, logger: log }),
    followUp: () => options.settings.followUp(),
    cipher,
    links,
    documentLinks,
    letterCodes,
    letterProvider:
      options.letterProvider === undefined
        ? configuredLetterProvider(config)
        : options.letterProvider,
    appName: config.APP_NAME,
    appUrl: config.appUrl,
  };
  const digestDeps = {
    db: database.db,
    logger: log,
    mailer: options.mailer,
    jobs,
    appName: config.APP_NAME,
    appUrl: config.appUrl,
  };

  // Two workers, each sending half the allowed sends at once: one's batch waiting on a slow mail
  // server never idles the other. Each takes a few times that many jobs per fetch, so the
  // queue's reads and the batch's own are shared by more requests (issue 28).
  const perWorker = Math.max(1, Math.ceil(config.updateFollowUp.dispatchConcurrency / 2));
  await jobs.registerBatch<DispatchJob>(
    DISPATCH_QUEUE,
    (batch) => dispatchBatch(deps, batch, perWorker),
    {
      ...DISPATCH_RETRY,
      concurrency: config.updateFollowUp.dispatchConcurrency > 1 ? 2 : 1,
      batchSize: perWorker * DISPATCH_JOBS_PER_SEND,
    },
  );
  await jobs.register<CompanyNoticeJob>(COMPANY_NOTICE_QUEUE, (job) =>
    sendCompanyNotice(deps, job),
  );
  await jobs.register<DocumentLinkJob>(DOCUMENT_LINK_QUEUE, (job) =>
    sendDocumentLinkMail(deps, job),
  );
  await registerWebhookWorker({
    db: database.db,
    logger: logger.child({ module: 'webhooks' }),
    jobs,
    mailer: options.mailer,
    cipher,
    config,
  });
  // Call-backs first: a phone request waiting for its call-back day is never reminded.
  const followUps = async (now?: Date) =>
    (await runCallBacks(deps, now)) + (await runFollowUps(deps, now));
  await jobs.register(FOLLOW_UP_QUEUE, async () => {
    const moved = await followUps();
    if (moved > 0) log.info({ moved }, 'update follow-ups done');
  });
  await registerSafeTexts(database.db, jobs, options.sms);
  await jobs.register(DIGEST_QUEUE, async () => {
    const sent = await runDigests(digestDeps);
    if (sent > 0) log.info({ sent }, 'update digests queued');
  });
  await jobs.schedule(FOLLOW_UP_QUEUE, '*/10 * * * *');
  await jobs.schedule(DIGEST_QUEUE, '17 * * * *');
  await jobs.register(DEADLINE_REMINDER_QUEUE, async () => {
    const sent = await runDeadlineReminders(digestDeps);
    if (sent > 0) log.info({ sent }, 'deadline reminders queued');
  });
  await jobs.schedule(DEADLINE_REMINDER_QUEUE, '23 * * * *');

  return {
    cipher,
    links,
    documentLinks,
    letterCodes,
    fingerprintKey: deriveKey(config.authSecret, 'update-values-fingerprint'),
    settings: config.updateFollowUp,
    runFollowUps: followUps,
    runDigests: (now, onlyUserId) => runDigests(digestDeps, now, onlyUserId),
  };
}
