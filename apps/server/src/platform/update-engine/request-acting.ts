import { eq, inArray } from 'drizzle-orm';
import { journeyActingFor, type ActingFor } from '@updately/shared/acting-for';
import {
  ACTING_ROLE_LABELS,
  type ActingRole,
  type JourneySubject,
} from '@updately/shared/journey-people';
import { UPDATE_FIELD_LABELS, type UpdateField } from '@updately/shared/updates-api';
import type { Db } from '../../db/client';
import { journeys, profiles, users } from '../../db/schema';
import { openJourneyDetails } from '../crypto/journey-details';
import type { ValueCipher } from '../crypto/value-cipher';

/** Who acts for whom on a request, and the acting person's name (the letter's signature). */
export type RequestActing = ActingFor & { person: string };

/**
 * Read from the request's journey: its subject and role cannot change once a request was sent
 * (journeys.service), so every company of the journey is told the same. Null for a journey about
 * its owner. The person is the notifier of a death, else the owner's profile name.
 */
export async function readRequestActing(
  db: Db,
  cipher: ValueCipher,
  journeyIds: readonly string[],
): Promise<Map<string, RequestActing | null>> {
  const ids = [...new Set(journeyIds)];
  const result = new Map<string, RequestActing | null>(ids.map((id) => [id, null]));
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      id: journeys.id,
      subject: journeys.subject,
      acting_role: journeys.acting_role,
      details_key_id: journeys.details_key_id,
      details_ciphertext: journeys.details_ciphertext,
      name: users.name,
      first: profiles.first_name,
      last: profiles.last_name,
    })
    .from(journeys)
    .innerJoin(users, eq(users.id, journeys.user_id))
    .leftJoin(profiles, eq(profiles.user_id, journeys.user_id))
    .where(ids.length === 1 ? eq(journeys.id, ids[0]!) : inArray(journeys.id, ids));
  for (const row of rows) {
    if (row.subject === 'self' || !row.acting_role) continue;
    const details = openJourneyDetails(cipher, row);
    const acting = journeyActingFor({
      subject: row.subject as JourneySubject,
      acting_role: row.acting_role as ActingRole,
      details,
    });
    if (!acting) continue;
    const profileName = [row.first, row.last].filter(Boolean).join(' ').trim();
    const person =
      (acting.subject === 'deceased' ? details.notification_of_death?.notifier.name : undefined) ||
      profileName ||
      row.name.trim() ||
      'The account holder';
    result.set(row.id, { ...acting, person });
  }
  return result;
}

/** Acting for a living person: the company's customer is that person, not the sender. */
const forLiving = (acting: RequestActing | null | undefined): acting is RequestActing =>
  !!acting && acting.subject !== 'deceased';

/** The customer the company knows: the person acted for, else the name sent (for a death,
 * the person who died). */
export function customerName(
  acting: RequestActing | null | undefined,
  items: readonly { field: UpdateField; value: string }[],
  fallback: string,
): string {
  if (forLiving(acting)) return acting.name;
  return items.find((i) => i.field === 'full_name')?.value ?? fallback;
}

/** The rows that say who acts for whom, before the identifiers. */
export function actingRows(
  acting: RequestActing | null | undefined,
): { label: string; value: string }[] {
  if (!acting) return [];
  return [
    ...(forLiving(acting) ? [{ label: 'Customer', value: acting.name }] : []),
    { label: 'Acting as', value: `${ACTING_ROLE_LABELS[acting.role]} for ${acting.name}` },
  ];
}

/** The sender's own identifiers, when they write for a living person, say whose they are. */
const SENDER_LABELS: Partial<Record<UpdateField, string>> = {
  full_name: 'Written by',
  account_email: 'Their email',
};
export const identityLabel = (field: UpdateField, acting: RequestActing | null | undefined) =>
  (forLiving(acting) && SENDER_LABELS[field]) || UPDATE_FIELD_LABELS[field];
