import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from './logger';
import type { ErrorRecorder } from '../modules/errors/error-recorder';
import type { Auth } from '../auth/auth';
import type { JobQueue } from '../modules/jobs/job-queue';
import type { Mailer } from '../modules/mail/mailer';
import type { RealtimeHub } from '../modules/realtime/realtime-hub';

/** Long-lived services built once per process and handed to every request. */
export type AppDeps = {
  config: Config;
  database: Database;
  logger: Logger;
  auth: Auth;
  errors: ErrorRecorder;
  jobs: JobQueue;
  realtime: RealtimeHub;
  mailer: Mailer;
};

export type SessionUser = { id: string; email: string; name: string };

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    logger: Logger;
    requestId: string;
    user?: SessionUser;
    sessionId?: string;
  };
};
