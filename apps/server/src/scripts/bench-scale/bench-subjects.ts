import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { createApp } from '../../app';
import type { Db } from '../../db/client';
import { accounts, updateRequestItems } from '../../db/schema';
import { createApiKey } from '../../platform/business/api-keys';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { sealValue } from '../../platform/update-engine/request-values';

export const PERSON_PASSWORD = 'a long enough passphrase';
const ORIGIN = 'http://localhost:3000';

/**
 * Makes the bench person able to sign in (a password account) and their request items readable
 * (sealed for their own rows: the seed stores one ciphertext everywhere). Idempotent.
 */
export async function preparePerson(db: Db, cipher: ValueCipher, userId: string): Promise<void> {
  await db
    .delete(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  await db.insert(accounts).values({
    userId,
    accountId: userId,
    providerId: 'credential',
    password: await hashPassword(PERSON_PASSWORD),
  });
  const items = await db
    .select({ request_id: updateRequestItems.request_id, field: updateRequestItems.field })
    .from(updateRequestItems)
    .where(eq(updateRequestItems.user_id, userId));
  for (const item of items) {
    const value =
      item.field === 'email' ? 'new.address@example.com' : '12 Sydney Road, Brunswick VIC 3056';
    await db
      .update(updateRequestItems)
      .set(sealValue(cipher, item.request_id, item.field, value))
      .where(
        and(
          eq(updateRequestItems.request_id, item.request_id),
          eq(updateRequestItems.field, item.field),
        ),
      );
  }
}

/** The session cookie of a password sign-in. */
export async function personCookie(
  app: ReturnType<typeof createApp>,
  email: string,
): Promise<string> {
  const res = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email, password: PERSON_PASSWORD }),
  });
  if (!res.ok) throw new Error(`person sign-in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A fresh API key of the organisation (the seeded ones' secrets are not kept). */
export async function organizationKey(
  db: Db,
  organizationId: string,
  ownerId: string,
): Promise<string> {
  const { key } = await createApiKey(db, {
    organizationId,
    userId: ownerId,
    name: 'bench-scale',
    scopes: ['requests:read', 'requests:write'],
    rateLimitPerMinute: 100_000,
    live: false,
  });
  return key;
}
