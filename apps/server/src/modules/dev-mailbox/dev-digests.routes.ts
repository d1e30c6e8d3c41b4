import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../auth/app-env';
import { users } from '../../db/schema';
import { isLocalRequest } from '../../lib/client-ip';
import { errorBody } from '../../lib/errors';

const bodySchema = z.object({
  /** Runs the daily summary as if this many minutes had passed (a test clock for browser tests). */
  minutes_ahead: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
  /** Only this person's summary: other browser tests running alongside get none. */
  email: z.email(),
});

/**
 * Runs the person's daily summary now, on a clock moved forward, and answers how many were
 * queued. Like the dev mailbox: mounted only outside production and answering only requests made
 * on this machine.
 */
export const devDigestsRoutes = new Hono<AppEnv>().post('/dev/digests/run', async (c) => {
  if (!isLocalRequest(c)) return c.json(errorBody('NOT_FOUND', 'Not found'), 404);
  const parsed = bodySchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) {
    return c.json(errorBody('VALIDATION_FAILED', 'Give minutes_ahead and email.'), 400);
  }
  const { database, updates } = c.var.deps;
  const [user] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, parsed.data.email.toLowerCase()));
  if (!user) return c.json({ sent: 0 });
  const now = new Date(Date.now() + parsed.data.minutes_ahead * 60_000);
  return c.json({ sent: await updates.runDigests(now, user.id) });
});
