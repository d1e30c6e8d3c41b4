import { and, desc, eq, gt } from 'drizzle-orm';
import type { AccountSession } from '@updately/shared/account-api';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { describeUserAgent } from './user-agent';

export const SESSION_NOT_FOUND = 'Session not found';

/**
 * The caller's unexpired sessions, most recently seen first. Read here rather than through
 * better-auth's list-sessions, which refuses sessions older than its freshAge (10 minutes).
 */
export async function listSessions(
  db: Db,
  userId: string,
  currentId: string,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
  return rows.map((row) => {
    const { browser, os, device } = describeUserAgent(row.userAgent);
    return {
      id: row.id,
      browser,
      os,
      device,
      description: `${browser} on ${os}`,
      ip_address: row.ipAddress,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.updatedAt.toISOString(),
      current: row.id === currentId,
    };
  });
}

/** The token of one of the caller's sessions; another user's session is simply not found. */
export async function ownSessionToken(db: Db, userId: string, id: string): Promise<string> {
  const [row] = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  return row.token;
}
