import { and, desc, eq, gt } from 'drizzle-orm';
import { CONSENT_VERSION } from '@updately/shared/constants';
import type { ConsentEntry, Consents, RecordConsentInput } from '@updately/shared/account-api';
import type { Db } from '../../db/client';
import { profiles, userConsents } from '../../db/schema';
import { QUOTAS, QUOTA_MESSAGES } from '@updately/shared/quotas';
import { AppError } from '../../lib/errors';
import { assertWithinQuota } from '../../platform/quotas/quota';

const DAY_MS = 24 * 60 * 60 * 1000;

export const DATA_PROCESSING_REQUIRED =
  'Data processing consent is required to use Updately and cannot be withdrawn here. ' +
  'To stop all processing of your data, delete your account instead.';

type ConsentRow = typeof userConsents.$inferSelect;

/** History newest first, and the current state: the profile's flags with their latest record. */
export async function listConsents(db: Db, userId: string): Promise<Consents> {
  const [profile] = await db
    .select({
      data_processing: profiles.data_processing_consent,
      marketing: profiles.marketing_consent,
    })
    .from(profiles)
    .where(eq(profiles.user_id, userId));
  const rows = await db
    .select()
    .from(userConsents)
    .where(eq(userConsents.user_id, userId))
    .orderBy(desc(userConsents.created_at), desc(userConsents.id));
  const history = rows.map(toConsentEntry);
  const stateOf = (type: 'data_processing' | 'marketing', fallback: boolean) => {
    const latest = history.find((e) => e.consent_type === type);
    return {
      granted: profile?.[type] ?? latest?.granted ?? fallback,
      version: latest?.version ?? null,
      updated_at: latest?.created_at ?? null,
    };
  };
  return {
    current: {
      data_processing: stateOf('data_processing', true),
      marketing: stateOf('marketing', false),
    },
    history,
  };
}

export type ConsentChange = { before: boolean; entry: ConsentEntry };

/**
 * A new record at the current version every time (the history is the proof), mirrored on the
 * profile. Data processing consent can be re-affirmed but not withdrawn.
 */
export async function recordConsent(
  tx: Db,
  userId: string,
  input: RecordConsentInput,
): Promise<ConsentChange> {
  if (input.consentType === 'data_processing' && !input.granted) {
    throw new AppError('BAD_REQUEST', DATA_PROCESSING_REQUIRED);
  }
  const column =
    input.consentType === 'marketing' ? 'marketing_consent' : 'data_processing_consent';
  const [profile] = await tx
    .select({ value: profiles[column] })
    .from(profiles)
    .where(eq(profiles.user_id, userId))
    .for('update');
  if (!profile) throw new AppError('NOT_FOUND', 'Profile not found');
  const today = await tx.$count(
    userConsents,
    and(
      eq(userConsents.user_id, userId),
      gt(userConsents.created_at, new Date(Date.now() - DAY_MS)),
    ),
  );
  assertWithinQuota(today, 1, QUOTAS.consentChangesPerDay, QUOTA_MESSAGES.consentChangesPerDay);
  const [row] = await tx
    .insert(userConsents)
    .values({
      user_id: userId,
      consent_type: input.consentType,
      granted: input.granted,
      version: CONSENT_VERSION,
    })
    .returning();
  await tx
    .update(profiles)
    .set({ [column]: input.granted, updated_at: new Date() })
    .where(eq(profiles.user_id, userId));
  return { before: profile.value, entry: toConsentEntry(row!) };
}

function toConsentEntry(row: ConsentRow): ConsentEntry {
  return {
    id: row.id,
    consent_type: row.consent_type,
    granted: row.granted,
    version: row.version,
    created_at: row.created_at.toISOString(),
  };
}
