import { and, eq } from 'drizzle-orm';
import type { FollowUpLetter } from '@updately/shared/follow-up-letter-api';
import type { RequestKind } from '@updately/shared/request-kinds';
import type { Db } from '../../db/client';
import { updateRequests } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { readRequestActing } from '../../platform/update-engine/request-acting';
import { readItems } from '../../platform/update-engine/request-values';
import { followUpLetter } from './follow-up-letter';
import { personIdentifiers } from './update-plan';
import { UPDATE_NOT_FOUND } from './update-requests.service';

/** The follow-up letter for one of the caller's sent requests (404 for anyone else's). */
export async function getFollowUpLetter(
  db: Db,
  cipher: ValueCipher,
  appName: string,
  userId: string,
  requestId: string,
): Promise<FollowUpLetter> {
  const [row] = await db
    .select()
    .from(updateRequests)
    .where(and(eq(updateRequests.id, requestId), eq(updateRequests.user_id, userId)));
  if (!row) throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND);
  if (!row.sent_at) {
    throw new AppError(
      'CONFLICT',
      'This update has not been sent yet: there is nothing to follow up.',
    );
  }
  const [items, person, acting] = await Promise.all([
    readItems(db, cipher, [row.id]).then((byId) => byId.get(row.id) ?? []),
    personIdentifiers(db, userId),
    readRequestActing(db, cipher, [row.journey_id]),
  ]);
  return followUpLetter({
    appName,
    companyName: row.company_name,
    to: row.destination,
    channel: row.channel,
    reference: row.reference,
    kind: row.kind as RequestKind,
    items,
    sentAt: row.sent_at,
    expectedBy: row.expected_by,
    personName: person.full_name,
    acting: acting.get(row.journey_id) ?? null,
  });
}
