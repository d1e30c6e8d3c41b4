import type { Database } from '../../db/client';
import { errorLogs } from '../../db/schema';
import type { Logger } from '../../lib/logger';

/** Where an error happened, as the HTTP layer saw it; every field is optional. */
export type ErrorScene = {
  requestId?: string | null;
  userId?: string | null;
  method?: string | null;
  path?: string | null;
};

export type ErrorRecorder = { record(err: Error, scene?: ErrorScene): Promise<void> };

/** Unexpected server errors go to the error log table for the admin error-log page. */
export function createErrorRecorder(database: Database, logger: Logger): ErrorRecorder {
  return {
    async record(err, scene = {}) {
      try {
        await database.db.insert(errorLogs).values({
          request_id: scene.requestId ?? null,
          user_id: scene.userId ?? null,
          method: scene.method ?? null,
          path: scene.path ?? null,
          message: err.message.slice(0, 2000),
          stack: err.stack?.slice(0, 8000) ?? null,
        });
      } catch (recordErr) {
        logger.error({ err: recordErr }, 'could not record error');
      }
    },
  };
}
