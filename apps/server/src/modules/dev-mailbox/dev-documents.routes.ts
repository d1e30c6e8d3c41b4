import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../auth/app-env';
import { journeyDocuments } from '../../db/schema';
import { isLocalRequest } from '../../lib/client-ip';
import { errorBody } from '../../lib/errors';
import { storageFor } from '../../platform/storage/storage-for';
import { pruneExpiredDocuments } from '../documents/document-retention';

const bodySchema = z.object({
  journey_id: z.uuid(),
  /** Runs the retention as if this many days had passed (a test clock for the browser tests). */
  days_ahead: z.number().int().min(0).max(3650),
});

/**
 * Runs the document retention now, on a clock moved forward, and answers what is left of one
 * journey's documents (rows and stored objects). Like the dev mailbox: mounted only outside
 * production and answering only requests made on this machine.
 */
export const devDocumentsRoutes = new Hono<AppEnv>().post('/dev/documents/prune', async (c) => {
  if (!isLocalRequest(c)) return c.json(errorBody('NOT_FOUND', 'Not found'), 404);
  const parsed = bodySchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) {
    return c.json(errorBody('VALIDATION_FAILED', 'Give journey_id and days_ahead.'), 400);
  }
  const { journey_id, days_ahead } = parsed.data;
  const { database, config, logger, settings } = c.var.deps;
  const storage = storageFor(config);
  const keys = await database.db
    .select({ key: journeyDocuments.storage_key })
    .from(journeyDocuments)
    .where(eq(journeyDocuments.journey_id, journey_id));
  const { retentionDays } = await settings.documents();
  const now = new Date(Date.now() + days_ahead * 24 * 3600_000);
  const removed = await pruneExpiredDocuments(database.db, storage, logger, retentionDays, now);
  const [left] = await database.db
    .select({ n: count() })
    .from(journeyDocuments)
    .where(eq(journeyDocuments.journey_id, journey_id));
  let objectsLeft = 0;
  for (const { key } of keys) if (await storage.get(key)) objectsLeft += 1;
  return c.json({
    removed,
    rows_left: left?.n ?? 0,
    objects_before: keys.length,
    objects_left: objectsLeft,
  });
});
