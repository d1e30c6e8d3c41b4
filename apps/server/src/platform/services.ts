import type { Database } from '../db/client';
import type { Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import type { ErrorRecorder } from './errors/error-recorder';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { RealtimeHub } from './realtime/realtime-hub';
import type { PlatformSettings } from './settings/platform-settings';
import type { SmsSender } from './sms/sms-sender';
import type { UpdateEngine } from './update-engine/update-engine';

/** The long-lived services of one process that auth and the HTTP resources share. */
export type PlatformServices = {
  config: Config;
  database: Database;
  logger: Logger;
  errors: ErrorRecorder;
  jobs: JobQueue;
  realtime: RealtimeHub;
  mailer: Mailer;
  sms: SmsSender;
  updates: UpdateEngine;
  /** Settings an admin changes at run time (follow-up timings, price, display names). */
  settings: PlatformSettings;
};
