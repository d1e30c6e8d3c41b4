import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { apiIdempotencyKeys } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../jobs/job-queue';
import { deleteInBatches, RETENTION_BATCH_SIZE } from '../retention/delete-in-batches';

export const PRUNE_IDEMPOTENCY_KEYS_QUEUE = 'prune-api-idempotency-keys';

export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** What a stored answer was about: replays rebuild the answer from it. */
export type IdempotentSubject = { requestId: string } | { webhookEndpointId: string };
export type StoredAnswer = { status: number; subject: IdempotentSubject };

/** Method, path and body: a key reused for another request is refused, not replayed. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

class LostRace extends Error {}

async function stored(
  db: Db,
  organizationId: string,
  key: string,
  fingerprint: string,
): Promise<StoredAnswer | null> {
  const [row] = await db
    .select()
    .from(apiIdempotencyKeys)
    .where(
      and(
        eq(apiIdempotencyKeys.organization_id, organizationId),
        eq(apiIdempotencyKeys.idempotency_key, key),
      ),
    );
  if (!row) return null;
  if (row.request_fingerprint !== fingerprint) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for a different request. Use a new key for each request.',
    );
  }
  const subject = row.request_id
    ? { requestId: row.request_id }
    : { webhookEndpointId: row.webhook_endpoint_id! };
  return { status: row.status_code, subject };
}

/**
 * Runs a POST once per (organisation, Idempotency-Key): the answer's status and subject are
 * stored in the transaction that made the change, and a replay — even one racing the first —
 * gets the first status back with the body `rebuild` reads now. The body itself is never stored:
 * it may hold a person's values (N4). A request that fails stores nothing, so it can be retried
 * with the same key.
 */
export async function runIdempotently<T>(
  db: Db,
  organizationId: string,
  key: string,
  fingerprint: string,
  operation: {
    run: (tx: Tx) => Promise<StoredAnswer & { body: T }>;
    rebuild: (answer: StoredAnswer) => Promise<T>;
  },
): Promise<{ status: number; body: T; replayed: boolean }> {
  const replay = async (answer: StoredAnswer) => ({
    status: answer.status,
    body: await operation.rebuild(answer),
    replayed: true,
  });
  const earlier = await stored(db, organizationId, key, fingerprint);
  if (earlier) return replay(earlier);
  let answer: StoredAnswer & { body: T };
  try {
    answer = await db.transaction(async (tx) => {
      const result = await operation.run(tx);
      const inserted = await tx
        .insert(apiIdempotencyKeys)
        .values({
          organization_id: organizationId,
          idempotency_key: key,
          request_fingerprint: fingerprint,
          status_code: result.status,
          request_id: 'requestId' in result.subject ? result.subject.requestId : null,
          webhook_endpoint_id:
            'webhookEndpointId' in result.subject ? result.subject.webhookEndpointId : null,
        })
        .onConflictDoNothing()
        .returning({ key: apiIdempotencyKeys.idempotency_key });
      if (inserted.length === 0) throw new LostRace();
      return result;
    });
  } catch (error) {
    // A concurrent request with the same key may have won (and made this one's change
    // impossible): its answer is the answer.
    const winner = await stored(db, organizationId, key, fingerprint);
    if (winner) return replay(winner);
    if (error instanceof LostRace) throw new AppError('CONFLICT', 'Try again.');
    throw error;
  }
  return { status: answer.status, body: answer.body, replayed: false };
}

/** Forgets the keys older than the retention: a retry after that is a new request. */
export async function pruneIdempotencyKeys(
  db: Db,
  retentionHours: number,
  now = Date.now(),
  batchSize = RETENTION_BATCH_SIZE,
): Promise<number> {
  const cutoff = new Date(now - retentionHours * 3600_000);
  return deleteInBatches(
    db,
    apiIdempotencyKeys,
    lt(apiIdempotencyKeys.created_at, cutoff),
    batchSize,
  );
}

/** Hourly, on one instance (pg-boss schedules a cron once across all of them). */
export async function scheduleIdempotencyKeyPrune(jobs: JobQueue, db: Db, retentionHours: number) {
  await jobs.register(PRUNE_IDEMPOTENCY_KEYS_QUEUE, async () => {
    await pruneIdempotencyKeys(db, retentionHours);
  });
  await jobs.schedule(PRUNE_IDEMPOTENCY_KEYS_QUEUE, '41 * * * *');
}
