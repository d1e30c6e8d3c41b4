import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessionStepUps } from '../db/schema';

/** How a session proved its user again. */
export type StepUpMethod = 'password' | 'email_code' | 'sms_code' | 'totp';

type SessionRef = { id: string; userId: string; createdAt: Date };

/** Records that this session just proved its user again (the latest proof wins). */
export async function recordStepUp(db: Db, session: SessionRef, method: StepUpMethod) {
  const verifiedAt = new Date();
  await db
    .insert(sessionStepUps)
    .values({ sessionId: session.id, userId: session.userId, method, verifiedAt })
    .onConflictDoUpdate({ target: sessionStepUps.sessionId, set: { method, verifiedAt } });
  return verifiedAt;
}

/**
 * Whether the session may make a sensitive change now: it was opened, or proved its user again,
 * within the last `freshAgeSeconds`.
 */
export async function isRecentlyAuthenticated(
  db: Db,
  session: SessionRef,
  freshAgeSeconds: number,
): Promise<boolean> {
  const since = new Date(Date.now() - freshAgeSeconds * 1000);
  if (new Date(session.createdAt) > since) return true;
  const [stepUp] = await db
    .select({ at: sessionStepUps.verifiedAt })
    .from(sessionStepUps)
    .where(and(eq(sessionStepUps.sessionId, session.id), gt(sessionStepUps.verifiedAt, since)));
  return Boolean(stepUp);
}
