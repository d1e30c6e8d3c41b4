import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { apiIdempotencyKeys } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export type StoredAnswer = { status: number; body: unknown };

/** Method, path and body: a key reused for another request is refused, not replayed. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

class LostRace extends Error {}

async function stored(db: Db, organizationId: string, key: string, fingerprint: string) {
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
  return { status: row.status_code, body: row.response_body };
}

/**
 * Runs a POST once per (organisation, Idempotency-Key): the answer is stored in the transaction
 * that made the change, and a replay — even one racing the first — gets the first answer back.
 * A request that fails stores nothing, so it can be retried with the same key.
 */
export async function runIdempotently(
  db: Db,
  organizationId: string,
  key: string,
  fingerprint: string,
  run: (tx: Tx) => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const earlier = await stored(db, organizationId, key, fingerprint);
  if (earlier) return { ...earlier, replayed: true };
  try {
    const answer = await db.transaction(async (tx) => {
      const result = await run(tx);
      const inserted = await tx
        .insert(apiIdempotencyKeys)
        .values({
          organization_id: organizationId,
          idempotency_key: key,
          request_fingerprint: fingerprint,
          status_code: result.status,
          response_body: result.body as object,
        })
        .onConflictDoNothing()
        .returning({ key: apiIdempotencyKeys.idempotency_key });
      if (inserted.length === 0) throw new LostRace();
      return result;
    });
    return { ...answer, replayed: false };
  } catch (error) {
    // A concurrent request with the same key may have won (and made this one's change
    // impossible): its answer is the answer.
    const winner = await stored(db, organizationId, key, fingerprint);
    if (winner) return { ...winner, replayed: true };
    if (error instanceof LostRace) throw new AppError('CONFLICT', 'Try again.');
    throw error;
  }
}
