import { sql } from 'drizzle-orm';
import type { ClientErrorReport } from '@updately/shared/admin-error-logs-api';
import type { Database } from '../../db/client';
import { errorGroups, errorLogs } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { errorFingerprint } from './error-fingerprint';
import { scrubPersonalData } from './scrub';

/** Where an error happened, as the HTTP layer saw it; every field is optional. */
export type ErrorScene = {
  requestId?: string | null;
  userId?: string | null;
  method?: string | null;
  path?: string | null;
};

export type ErrorRecorder = {
  /** An unexpected server error (a 5xx). */
  record(err: Error, scene?: ErrorScene): Promise<void>;
  /** An error the web app reported (POST /api/client-errors), already validated. */
  recordClient(report: ClientErrorReport, scene?: ErrorScene): Promise<void>;
};

/** One occurrence, scrubbed, as stored. */
export type ErrorOccurrenceInput = {
  source: 'server' | 'client';
  name: string;
  message: string;
  stack: string | null;
  metadata?: Record<string, unknown> | null;
};

/**
 * Errors go to the error log for the admin error page, grouped by fingerprint: each occurrence
 * adds one to its group's count and moves its last-seen time; a resolved group that recurs
 * opens again. Group and occurrence are written in one transaction. Recording never throws: a
 * failure to record is logged.
 */
export function createErrorRecorder(database: Database, logger: Logger): ErrorRecorder {
  async function store(input: ErrorOccurrenceInput, scene: ErrorScene) {
    const name = scrubPersonalData(input.name).slice(0, 200) || 'Error';
    const message = scrubPersonalData(input.message).slice(0, 2000);
    const stack = input.stack ? scrubPersonalData(input.stack).slice(0, 8000) : null;
    const fingerprint = errorFingerprint({ source: input.source, name, message, stack });
    const now = new Date();
    try {
      await database.db.transaction(async (tx) => {
        await tx
          .insert(errorGroups)
          .values({
            fingerprint,
            source: input.source,
            name,
            message: message.slice(0, 1000),
            count: 1,
            first_seen_at: now,
            last_seen_at: now,
          })
          .onConflictDoUpdate({
            target: errorGroups.fingerprint,
            // Back again: counted, and open (reopened when it had been resolved).
            set: {
              count: sql`${errorGroups.count} + 1`,
              last_seen_at: now,
              resolved_at: null,
            },
          });
        await tx.insert(errorLogs).values({
          source: input.source,
          fingerprint,
          request_id: scene.requestId ?? null,
          user_id: scene.userId ?? null,
          method: scene.method ?? null,
          path: scene.path ?? null,
          message,
          stack,
          metadata: input.metadata ?? null,
        });
      });
    } catch (recordErr) {
      logger.error({ err: recordErr }, 'could not record error');
    }
  }

  return {
    record: (err, scene = {}) =>
      store(
        {
          source: 'server',
          name: err.name || 'Error',
          message: err.message,
          stack: err.stack ?? null,
        },
        scene,
      ),
    recordClient: (report, scene = {}) =>
      store(
        {
          source: 'client',
          name: report.name,
          message: report.message,
          stack: report.stack ?? null,
          metadata: {
            kind: report.kind,
            ...(report.componentStack && {
              componentStack: scrubPersonalData(report.componentStack).slice(0, 8000),
            }),
          },
        },
        { ...scene, path: report.path },
      ),
  };
}
