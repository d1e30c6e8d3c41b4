import { StringDecoder } from 'node:string_decoder';
import { and, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import { WEBHOOK_LOGGED_BODY_BYTES, type WebhookDelivery } from '@updately/shared/webhooks-api';
import type { Db, Tx } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { resourceId } from '../../lib/resource-id';
import { isOutboundFailure } from '../outbound-http/outbound-result';
import type { WebhookAttempt } from '../webhooks/deliver-webhook';

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
/** What was sent: the body of the Standard Webhooks message. */
export type WebhookPayload = { type: string; timestamp: string; data: Record<string, unknown> };

export const WEBHOOK_DELIVERY_NOT_FOUND = 'No such delivery of the endpoint';

/**
 * What the delivery log keeps of an answer: its first WEBHOOK_LOGGED_BODY_BYTES bytes, enough to
 * see why a receiver refused, too little to read a service out through it (N8). A character cut
 * by the limit is left out whole.
 */
export function loggedResponseBody(body: string): string {
  const bytes = Buffer.from(body, 'utf8');
  if (bytes.length <= WEBHOOK_LOGGED_BODY_BYTES) return body;
  return new StringDecoder('utf8').write(bytes.subarray(0, WEBHOOK_LOGGED_BODY_BYTES));
}

const micros = sql<string>`(extract(epoch from ${webhookDeliveries.created_at}) * 1000000)::bigint`;

function encodeCursor(createdMicros: string, id: string): string {
  return Buffer.from(`${createdMicros}.${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { micros: string; id: string } {
  const match = /^(\d{1,20})\.([0-9a-f-]{36})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  );
  if (!match) throw new AppError('VALIDATION_FAILED', 'cursor: not a cursor from this list');
  return { micros: match[1]!, id: match[2]! };
}

export function toWebhookDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    message_id: row.message_id,
    event_type: row.event_type,
    attempt: row.attempt,
    response_status: row.response_status,
    response_body: row.response_body,
    error: row.error,
    duration_ms: row.duration_ms,
    created_at: row.created_at.toISOString(),
  };
}

/** The endpoint's delivery log, newest first, a page at a time. */
export async function listWebhookDeliveries(
  db: Db,
  endpointId: string,
  query: { cursor?: string; limit: number },
): Promise<{ items: WebhookDelivery[]; next_cursor: string | null }> {
  const conditions: SQL[] = [eq(webhookDeliveries.endpoint_id, endpointId)];
  if (query.cursor) {
    const before = decodeCursor(query.cursor);
    // On the columns themselves, so the (endpoint_id, created_at, id) index gives the order.
    conditions.push(
      sql`(${webhookDeliveries.created_at}, ${webhookDeliveries.id}) < ('epoch'::timestamptz + ${before.micros}::bigint * interval '1 microsecond', ${before.id}::uuid)`,
    );
  }
  const rows = await db
    .select({ row: webhookDeliveries, micros })
    .from(webhookDeliveries)
    .where(and(...conditions))
    .orderBy(desc(webhookDeliveries.created_at), desc(webhookDeliveries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => toWebhookDelivery(row)),
    next_cursor:
      rows.length > query.limit && last ? encodeCursor(String(last.micros), last.row.id) : null,
  };
}

export async function findWebhookDelivery(
  db: Db,
  endpointId: string,
  rawId: string,
): Promise<WebhookDeliveryRow> {
  const id = resourceId(rawId, WEBHOOK_DELIVERY_NOT_FOUND);
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpoint_id, endpointId)));
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_DELIVERY_NOT_FOUND);
  return row;
}

/** The number a new chain of attempts of the message starts from (a replay). */
export async function nextAttemptNumber(
  db: Db,
  endpointId: string,
  messageId: string,
): Promise<number> {
  const [row] = await db
    .select({ last: max(webhookDeliveries.attempt) })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpoint_id, endpointId),
        eq(webhookDeliveries.message_id, messageId),
      ),
    );
  return (row?.last ?? 0) + 1;
}

type AttemptLog = {
  endpointId: string;
  messageId: string;
  attempt: number;
  payload: WebhookPayload;
  result: WebhookAttempt['result'];
  now: Date;
};

function logRow(input: AttemptLog) {
  const { result } = input;
  const failed = isOutboundFailure(result);
  return {
    endpoint_id: input.endpointId,
    message_id: input.messageId,
    event_type: input.payload.type,
    payload: input.payload,
    attempt: input.attempt,
    response_status: failed ? null : result.status,
    response_body: failed ? null : loggedResponseBody(result.body),
    error: failed ? `${result.error.code}: ${result.error.message}` : null,
    duration_ms: result.durationMs,
    created_at: input.now,
  };
}

/** One attempt in the log (recordWebhookAttempts). */
export function recordWebhookAttempt(tx: Tx, input: AttemptLog): Promise<void> {
  return recordWebhookAttempts(tx, [input]);
}

/**
 * Attempts in the log, in one statement. The same attempt run again (its job re-run after a
 * crash) overwrites its row instead of failing on the unique (endpoint, message, attempt).
 */
export async function recordWebhookAttempts(tx: Tx, inputs: readonly AttemptLog[]): Promise<void> {
  if (inputs.length === 0) return;
  // One row per attempt: a statement may not update the same row twice.
  const rows = [
    ...new Map(
      inputs.map((input) => [`${input.endpointId}:${input.messageId}:${input.attempt}`, input]),
    ).values(),
  ];
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await tx
    .insert(webhookDeliveries)
    .values(rows.map(logRow))
    .onConflictDoUpdate({
      target: [
        webhookDeliveries.endpoint_id,
        webhookDeliveries.message_id,
        webhookDeliveries.attempt,
      ],
      set: {
        response_status: excluded('response_status'),
        response_body: excluded('response_body'),
        error: excluded('error'),
        duration_ms: excluded('duration_ms'),
        created_at: excluded('created_at'),
        payload: excluded('payload'),
      },
    });
}
