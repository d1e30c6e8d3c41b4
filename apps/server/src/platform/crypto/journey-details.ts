import { journeyDetailsSchema, type JourneyDetails } from '@updately/shared/request-kind-payloads';
import type { journeys } from '../../db/schema';
import type { ValueCipher } from './value-cipher';

type JourneyRow = typeof journeys.$inferSelect;

/** Binds the sealed details to their journey: copied to another row, they will not open. */
const context = (journeyId: string) => `journeys.details:${journeyId}`;

/** The journey's details, sealed for its row; null columns when there are none. */
export function sealJourneyDetails(
  cipher: ValueCipher,
  journeyId: string,
  details: JourneyDetails | null,
): { details_key_id: string | null; details_ciphertext: string | null } {
  if (!details || Object.keys(details).length === 0) {
    return { details_key_id: null, details_ciphertext: null };
  }
  const sealed = cipher.seal(JSON.stringify(details), context(journeyId));
  return { details_key_id: sealed.keyId, details_ciphertext: sealed.ciphertext };
}

/** The journey's details, opened; {} when none are stored. */
export function openJourneyDetails(
  cipher: ValueCipher,
  row: Pick<JourneyRow, 'id' | 'details_key_id' | 'details_ciphertext'>,
): JourneyDetails {
  if (!row.details_key_id || !row.details_ciphertext) return {};
  const json = cipher.open(
    { keyId: row.details_key_id, ciphertext: row.details_ciphertext },
    context(row.id),
  );
  // Stored details were valid when written; a rule tightened since (e.g. a birth date now more
  // than a year ago) must not hide them, so they are read without the "today" checks.
  const parsed = journeyDetailsSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : (JSON.parse(json) as JourneyDetails);
}
