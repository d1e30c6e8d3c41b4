import { createHash } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { totpCodeUses } from '../db/schema';

/** How long an accepted code could verify again: its 30-second step and one either side. */
export const TOTP_REUSE_WINDOW_MS = 90_000;

export const TOTP_CODE_USED_MESSAGE =
  'That code has already been used. Wait for the next code in your authenticator app.';

const hashCode = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

/**
 * Claims an authenticator code for its user before better-auth checks it (RFC 6238 section 5.2:
 * a code is accepted once). Two requests racing with one code: the primary key lets one through.
 */
export async function claimTotpCode(db: Db, userId: string, code: string, now = new Date()) {
  await db
    .delete(totpCodeUses)
    .where(and(eq(totpCodeUses.userId, userId), lt(totpCodeUses.expiresAt, now)));
  const claimed = await db
    .insert(totpCodeUses)
    .values({
      userId,
      codeHash: hashCode(userId, code),
      expiresAt: new Date(now.getTime() + TOTP_REUSE_WINDOW_MS),
    })
    .onConflictDoNothing()
    .returning({ userId: totpCodeUses.userId });
  if (claimed.length === 0) {
    throw new APIError('UNAUTHORIZED', { code: 'TOTP_CODE_USED', message: TOTP_CODE_USED_MESSAGE });
  }
}

/** Gives a claim back when better-auth refused the code, so a typo costs nothing. */
export async function releaseTotpCode(db: Db, userId: string, code: string) {
  await db
    .delete(totpCodeUses)
    .where(and(eq(totpCodeUses.userId, userId), eq(totpCodeUses.codeHash, hashCode(userId, code))));
}
