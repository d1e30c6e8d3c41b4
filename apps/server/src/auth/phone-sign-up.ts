import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, users, verifications } from '../db/schema';

const PENDING_PREFIX = 'phone-sign-up:';
const PENDING_TTL_MS = 10 * 60_000;

export type PendingPhoneSignUp = { passwordHash: string; firstName: string; lastName: string };

/**
 * Keeps a phone sign-up (hashed password and names) until its SMS code is confirmed; a new
 * sign-up for the same number replaces it.
 */
export async function storePendingPhoneSignUp(
  db: Db,
  phoneNumber: string,
  pending: PendingPhoneSignUp,
): Promise<void> {
  const identifier = `${PENDING_PREFIX}${phoneNumber}`;
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, identifier));
    await tx.insert(verifications).values({
      identifier,
      value: JSON.stringify(pending),
      expiresAt: new Date(Date.now() + PENDING_TTL_MS),
    });
  });
}

/**
 * When confirming the code created the account: it gets the password and names chosen at
 * sign-up. Only a new account takes them — confirming a number that already had an account
 * signs its owner in and changes nothing of theirs.
 */
export async function completePhoneSignUp(
  db: Db,
  user: { id: string; phoneNumber?: string | null },
): Promise<PendingPhoneSignUp | null> {
  if (!user.phoneNumber) return null;
  const identifier = `${PENDING_PREFIX}${user.phoneNumber}`;
  const [pending] = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
    .returning({ value: verifications.value });
  if (!pending) return null;
  const values = JSON.parse(pending.value) as PendingPhoneSignUp;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: values.firstName,
        lastName: values.lastName,
        name: `${values.firstName} ${values.lastName}`,
      })
      .where(eq(users.id, user.id));
    await tx.insert(accounts).values({
      userId: user.id,
      accountId: user.id,
      providerId: 'credential',
      password: values.passwordHash,
    });
  });
  return values;
}
