import { inArray, sql } from 'drizzle-orm';
import { postalAddressSchema, type PostalAddress } from '@updately/shared/brand-channels';
import { recordedConsentText } from '@updately/shared/document-requirements';
import type { RequestKind } from '@updately/shared/request-kinds';
import type { Db, Tx } from '../../db/client';
import { brandDirectory, requestLetters } from '../../db/schema';
import type { ValueCipher } from '../crypto/value-cipher';
import { loadRequests } from '../update-engine/company-request';
import type { UpdateFollowUp } from '../../lib/config';
import type { Logger } from '../../lib/logger';
import { expectedByDay, followUpDueAt, sydneyDay } from '../update-engine/follow-up-schedule';
import { applyUpdateEvent, type UpdateRequestRow } from '../update-engine/transition';
import { letterCodeHash, letterUrl, type LetterCodeSigner } from './letter-code';
import { letterContent, type LetterContent } from './letter-content';

export type LetterContext = {
  db: Db;
  cipher: ValueCipher;
  letterCodes: LetterCodeSigner;
  appName: string;
  appUrl: string;
};

/** The postal address of each brand that has a valid one. */
export async function brandPostalAddresses(
  db: Db,
  brandIds: readonly (string | null)[],
): Promise<Map<string, PostalAddress>> {
  const ids = [...new Set(brandIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: brandDirectory.id, address: brandDirectory.postal_address })
    .from(brandDirectory)
    .where(inArray(brandDirectory.id, ids));
  const found = new Map<string, PostalAddress>();
  for (const row of rows) {
    const parsed = postalAddressSchema.safeParse(row.address);
    if (parsed.success) found.set(row.id, parsed.data);
  }
  return found;
}

export type BuiltLetter = { row: UpdateRequestRow; address: PostalAddress; content: LetterContent };

/**
 * The letter of each request (its current attempt) whose company has a postal address, dated
 * `date` (default today in Sydney). `expectedBy` is printed when known (a letter posted now).
 */
export async function buildLetters(
  ctx: LetterContext,
  rows: readonly UpdateRequestRow[],
  options: { date?: string; expectedBy?: (row: UpdateRequestRow) => string | null } = {},
): Promise<BuiltLetter[]> {
  const [loaded, addresses] = await Promise.all([
    loadRequests(ctx, rows),
    brandPostalAddresses(
      ctx.db,
      rows.map((row) => row.brand_id),
    ),
  ]);
  const date = options.date ?? sydneyDay(new Date());
  return rows.flatMap((row) => {
    const address = row.brand_id ? addresses.get(row.brand_id) : undefined;
    const request = loaded.get(row.id);
    if (!address || !request) return [];
    const { items, consent, acting, jointHolders } = request;
    const code = ctx.letterCodes.code(row.id, row.attempt);
    const content = letterContent({
      appName: ctx.appName,
      requestKind: row.kind as RequestKind,
      companyName: row.company_name,
      address,
      reference: row.reference,
      date,
      items: items.map((i) => ({ field: i.field, value: i.value })),
      acting,
      effectiveDate: row.effective_date,
      expectedBy: options.expectedBy ? options.expectedBy(row) : row.expected_by,
      consent: consent
        ? {
            givenAt: consent.created_at,
            version: consent.consent_version,
            text: recordedConsentText(ctx.appName, consent.document_types),
          }
        : null,
      jointHolders,
      shortUrl: letterUrl(ctx.appUrl, code),
      linksExpireAt: row.links_expire_at,
      confidential: row.confidential,
    });
    return [{ row, address, content }];
  });
}

/**
 * Records the letter of each request's current attempt (its code's hash), inside the caller's
 * transaction. A letter already recorded for that attempt is kept; a new attempt replaces the
 * code (the old letter's URL then finds nothing).
 */
export async function recordLetters(
  tx: Tx,
  letterCodes: LetterCodeSigner,
  rows: readonly Pick<UpdateRequestRow, 'id' | 'attempt'>[],
  extra: (id: string) => { posted_on?: string; provider_id?: string } = () => ({}),
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(requestLetters)
    .values(
      rows.map((row) => ({
        request_id: row.id,
        attempt: row.attempt,
        code_hash: letterCodeHash(letterCodes.code(row.id, row.attempt)),
        ...extra(row.id),
      })),
    )
    .onConflictDoUpdate({
      target: requestLetters.request_id,
      set: {
        attempt: sql`excluded.attempt`,
        code_hash: sql`excluded.code_hash`,
        posted_on: sql`coalesce(excluded.posted_on, case when ${requestLetters.attempt} = excluded.attempt then ${requestLetters.posted_on} end)`,
        provider_id: sql`coalesce(excluded.provider_id, case when ${requestLetters.attempt} = excluded.attempt then ${requestLetters.provider_id} end)`,
      },
    });
}

/**
 * A company answering a letter the person has not yet marked as posted: it was posted, so it is
 * `posted` now (by the system, the answer being the evidence), followed up from now.
 */
export async function postedByAnswer(
  tx: Tx,
  logger: Logger,
  row: UpdateRequestRow,
  followUp: UpdateFollowUp,
  now = new Date(),
): Promise<void> {
  if (row.channel !== 'letter' || row.status !== 'queued') return;
  await applyUpdateEvent(tx, logger, {
    requestId: row.id,
    event: 'posted',
    actor: 'system',
    evidence: { via: 'letter_link', attempt: row.attempt, inferred_from: 'company_answer' },
    attempt: row.attempt,
    patch: {
      sent_at: now,
      expected_by: expectedByDay(followUp, now),
      follow_up_step: 0,
      follow_up_at: followUpDueAt(followUp, now, 0),
    },
    now,
  });
}
