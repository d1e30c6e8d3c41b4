import { and, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import type {
  AdminFeedback,
  AdminFeedbackList,
  AdminFeedbackQuery,
  CreateFeedbackInput,
  Feedback,
  FeedbackStatus,
} from '@updately/shared/feedback-api';
import type { Db } from '../../db/client';
import { feedback, users } from '../../db/schema';
import { QUOTAS, QUOTA_MESSAGES } from '@updately/shared/quotas';
import { AppError } from '../../lib/errors';
import { assertWithinQuota } from '../../platform/quotas/quota';

const DAY_MS = 24 * 60 * 60 * 1000;

export const FEEDBACK_NOT_FOUND = 'Feedback not found';

type FeedbackRow = typeof feedback.$inferSelect;

/** The author is always the signed-in caller, never anything in the body. */
export async function createFeedback(
  db: Db,
  userId: string,
  input: CreateFeedbackInput,
): Promise<Feedback> {
  const today = await db.$count(
    feedback,
    and(eq(feedback.user_id, userId), gt(feedback.created_at, new Date(Date.now() - DAY_MS))),
  );
  assertWithinQuota(today, 1, QUOTAS.feedbackPerDay, QUOTA_MESSAGES.feedbackPerDay);
  const [row] = await db
    .insert(feedback)
    .values({
      user_id: userId,
      feedback_type: input.feedbackType,
      content: input.content,
      page_location: input.pageLocation,
    })
    .returning();
  return toFeedback(row!);
}

/** For the Feedback Management page: newest first, with each author; two queries. */
export async function listFeedback(db: Db, query: AdminFeedbackQuery): Promise<AdminFeedbackList> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(feedback.status, query.status));
  if (query.type) filters.push(eq(feedback.feedback_type, query.type));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select({ feedback, user: { id: users.id, email: users.email, name: users.name } })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.user_id))
    .where(where)
    .orderBy(desc(feedback.created_at), desc(feedback.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(feedback).where(where);
  return {
    items: rows.map((r): AdminFeedback => ({ ...toFeedback(r.feedback), user: r.user })),
    total: total?.n ?? 0,
  };
}

export type StatusChange = { before: string; row: FeedbackRow };

export async function setFeedbackStatus(
  tx: Db,
  id: string,
  status: FeedbackStatus,
): Promise<StatusChange> {
  const [current] = await tx
    .select({ status: feedback.status })
    .from(feedback)
    .where(eq(feedback.id, id))
    .for('update');
  if (!current) throw new AppError('NOT_FOUND', FEEDBACK_NOT_FOUND);
  const [row] = await tx.update(feedback).set({ status }).where(eq(feedback.id, id)).returning();
  return { before: current.status, row: row! };
}

export function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    feedback_type: row.feedback_type,
    content: row.content,
    page_location: row.page_location,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}
