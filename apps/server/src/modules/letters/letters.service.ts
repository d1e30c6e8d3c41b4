import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { JourneyLetter } from '@updately/shared/letters-api';
import type { UpdateStatus } from '@updately/shared/update-status';
import type { Db, Tx } from '../../db/client';
import { requestLetters, updateRequestEvents, updateRequests } from '../../db/schema';
import type { UpdateFollowUp } from '../../lib/config';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { renderLetters } from '../../platform/letters/letter-pdf';
import {
  brandPostalAddresses,
  buildLetters,
  recordLetters,
  type LetterContext,
} from '../../platform/letters/request-letters';
import { postalAddressLines } from '@updately/shared/brand-channels';
import {
  addDays,
  expectedByDay,
  followUpDueAt,
  sydneyDay,
} from '../../platform/update-engine/follow-up-schedule';
import {
  applyUpdateEvents,
  type Evidence,
  type UpdateRequestRow,
} from '../../platform/update-engine/transition';
import { UPDATE_NOT_FOUND } from '../updates/update-requests.service';

export const NOT_A_LETTER = 'This update does not go by letter.';
export const NO_LETTERS_WAITING = 'No letters are waiting to be posted.';

export type LetterPdf = { bytes: Uint8Array; filename: string };

/** The letter of one request on the letter channel, printed again as often as asked. */
export async function requestLetterPdf(
  ctx: LetterContext,
  ownerId: string,
  requestId: string,
): Promise<LetterPdf> {
  const [row] = await ctx.db
    .select()
    .from(updateRequests)
    .where(and(eq(updateRequests.id, requestId), eq(updateRequests.user_id, ownerId)));
  if (!row) throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND);
  if (row.channel !== 'letter' || row.status === 'pending_consent') {
    throw new AppError('CONFLICT', NOT_A_LETTER);
  }
  return lettersPdf(ctx, [row], `letter-${row.reference}.pdf`);
}

/** "Download all letters": every letter of the journey still waiting to be posted, one PDF. */
export async function journeyLettersPdf(
  ctx: LetterContext,
  ownerId: string,
  journeyId: string,
): Promise<LetterPdf> {
  const rows = await waitingLetters(ctx.db, ownerId, journeyId);
  if (rows.length === 0) throw new AppError('CONFLICT', NO_LETTERS_WAITING);
  return lettersPdf(ctx, rows, `letters-${journeyId.slice(0, 8)}.pdf`);
}

async function lettersPdf(
  ctx: LetterContext,
  rows: readonly UpdateRequestRow[],
  filename: string,
): Promise<LetterPdf> {
  const letters = await buildLetters(ctx, rows);
  if (letters.length === 0) {
    throw new AppError('CONFLICT', 'The company has no postal address any more.');
  }
  // The code printed must open the answer pages, whether or not the dispatcher has run yet.
  await ctx.db.transaction(async (tx) => {
    // The requests first, in one order, as the dispatcher locks them before writing their
    // letters: inserting the letter first (its foreign key share-locks the request) deadlocked
    // with a dispatch writing the same letter.
    await tx
      .select({ id: updateRequests.id })
      .from(updateRequests)
      .where(
        inArray(
          updateRequests.id,
          letters.map((l) => l.row.id),
        ),
      )
      .orderBy(updateRequests.id)
      .for('update');
    await recordLetters(
      tx,
      ctx.letterCodes,
      letters.map((l) => l.row),
    );
  });
  const bytes = await renderLetters(
    letters.map((l) => l.content),
    ctx.appName,
  );
  return { bytes, filename };
}

function waitingLetters(db: Db, ownerId: string, journeyId: string) {
  return db
    .select()
    .from(updateRequests)
    .where(
      and(
        eq(updateRequests.journey_id, journeyId),
        eq(updateRequests.user_id, ownerId),
        eq(updateRequests.channel, 'letter'),
        eq(updateRequests.status, 'queued'),
      ),
    )
    .orderBy(asc(updateRequests.company_name), asc(updateRequests.created_at));
}

/** Every letter of a journey with where it goes and when it was posted. */
export async function listJourneyLetters(
  db: Db,
  ownerId: string,
  journeyId: string,
): Promise<JourneyLetter[]> {
  const rows = await db
    .select({ request: updateRequests, letter: requestLetters })
    .from(updateRequests)
    .leftJoin(requestLetters, eq(requestLetters.request_id, updateRequests.id))
    .where(
      and(
        eq(updateRequests.journey_id, journeyId),
        eq(updateRequests.user_id, ownerId),
        eq(updateRequests.channel, 'letter'),
      ),
    )
    .orderBy(asc(updateRequests.company_name), asc(updateRequests.created_at));
  const addresses = await brandPostalAddresses(
    db,
    rows.map((r) => r.request.brand_id),
  );
  return rows.map(({ request, letter }) => {
    const address = request.brand_id ? addresses.get(request.brand_id) : undefined;
    const current = letter && letter.attempt === request.attempt ? letter : null;
    return {
      request_id: request.id,
      company_name: request.company_name,
      reference: request.reference,
      status: request.status as UpdateStatus,
      address_lines: address ? postalAddressLines(address) : [],
      posted_on: current?.posted_on ?? null,
      posted_by_provider: !!current?.provider_id,
    };
  });
}

export type PostedContext = LetterContext & {
  logger: Logger;
  followUp: UpdateFollowUp;
  evidence: Evidence;
};

/**
 * The person posted these letters on `postedOn`: each is `sent` from then, and followed up as
 * an email sent that day would be. The day is not in the future, nor before the request was
 * approved (or sent again). Answers the requests that moved.
 */
export async function markLettersPosted(
  tx: Tx,
  ctx: PostedContext,
  ownerId: string,
  rows: readonly UpdateRequestRow[],
  postedOn: string,
  now = new Date(),
): Promise<UpdateRequestRow[]> {
  if (postedOn > sydneyDay(now)) {
    throw new AppError('VALIDATION_FAILED', 'The posting date cannot be in the future.');
  }
  const queuedAt = await tx
    .select({ id: updateRequestEvents.request_id, at: max(updateRequestEvents.created_at) })
    .from(updateRequestEvents)
    .where(
      and(
        inArray(
          updateRequestEvents.request_id,
          rows.map((r) => r.id),
        ),
        eq(updateRequestEvents.to_status, 'queued'),
      ),
    )
    .groupBy(updateRequestEvents.request_id);
  const earliest = queuedAt.reduce(
    (day, row) => (row.at && sydneyDay(row.at) > day ? sydneyDay(row.at) : day),
    '0000-00-00',
  );
  // Days are Sydney's; a person west of it (Perth, or abroad) may still be on the day before.
  if (postedOn < addDays(earliest, -1)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The posting date cannot be before you approved sending the letter.',
    );
  }
  // Posted today: from now. An earlier day: from that day's midday in Sydney.
  // Never before the approval, never after now.
  const approvedAt = Math.max(0, ...queuedAt.map((row) => row.at?.getTime() ?? 0));
  const midday = new Date(`${postedOn}T12:00:00+10:00`).getTime();
  const sentAt =
    postedOn === sydneyDay(now)
      ? now
      : new Date(Math.min(now.getTime(), Math.max(approvedAt, midday)));
  const { applied, refused } = await applyUpdateEvents(tx, ctx.logger, {
    requestIds: rows.map((r) => r.id),
    userId: ownerId,
    event: 'posted',
    actor: 'person',
    evidence: (id) => ({
      ...ctx.evidence,
      posted_on: postedOn,
      attempt: rows.find((r) => r.id === id)?.attempt,
    }),
    patch: {
      sent_at: sentAt,
      expected_by: expectedByDay(ctx.followUp, sentAt),
      follow_up_step: 0,
      follow_up_at: followUpDueAt(ctx.followUp, sentAt, 0),
    },
    now,
  });
  if (rows.length === 1 && refused.length === 1) {
    const refusal = refused[0]!;
    if (refusal.reason === 'not_found') throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND);
    throw new AppError(
      'CONFLICT',
      refusal.row?.status === 'queued'
        ? 'This letter cannot be marked as posted now.'
        : 'This letter is already marked as posted.',
    );
  }
  await recordLetters(
    tx,
    ctx.letterCodes,
    applied.map((a) => a.row),
    () => ({ posted_on: postedOn }),
  );
  return applied.map((a) => a.row);
}

/** The owner's requests among `ids` (or the journey's waiting letters): letters only. */
export async function lettersToPost(
  tx: Tx,
  ownerId: string,
  journeyId: string,
  ids: readonly string[] | undefined,
): Promise<UpdateRequestRow[]> {
  const rows = ids
    ? await tx
        .select()
        .from(updateRequests)
        .where(
          and(
            inArray(updateRequests.id, [...ids]),
            eq(updateRequests.journey_id, journeyId),
            eq(updateRequests.user_id, ownerId),
          ),
        )
    : await waitingLetters(tx, ownerId, journeyId);
  if (ids && rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND);
  if (rows.some((row) => row.channel !== 'letter')) throw new AppError('CONFLICT', NOT_A_LETTER);
  if (rows.length === 0) throw new AppError('CONFLICT', NO_LETTERS_WAITING);
  return rows;
}

/** One request of the owner, for "Posted on". */
export async function letterToPost(
  tx: Tx,
  ownerId: string,
  requestId: string,
): Promise<UpdateRequestRow> {
  const [row] = await tx
    .select()
    .from(updateRequests)
    .where(and(eq(updateRequests.id, requestId), eq(updateRequests.user_id, ownerId)));
  if (!row) throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND);
  if (row.channel !== 'letter') throw new AppError('CONFLICT', NOT_A_LETTER);
  return row;
}
