import type { Context } from 'hono';
import type { Database } from '../../db/client';
import { errorLogs } from '../../db/schema';
import type { Logger } from '../../lib/logger';

export type ErrorRecorder = { record(err: Error, c?: Context): Promise<void> };

/** Unexpected server errors go to the error log table for the admin error-log page. */
export function createErrorRecorder(database: Database, logger: Logger): ErrorRecorder {
  return {
    async record(err, c) {
      try {
        await database.db.insert(errorLogs).values({
          request_id: c?.get('requestId') ?? null,
          user_id: c?.get('user')?.id ?? null,
          method: c?.req.method ?? null,
          path: c?.req.path ?? null,
          message: err.message.slice(0, 2000),
          stack: err.stack?.slice(0, 8000) ?? null,
        });
      } catch (recordErr) {
        logger.error({ err: recordErr }, 'could not record error');
      }
    },
  };
}
