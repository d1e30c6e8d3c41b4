import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { ApprovalRequested } from '@updately/shared/admin-approvals-api';
import {
  REVEALED_JOURNEY_FIELDS,
  SAFE_JOURNEY_REVEAL_AUDIT,
  SAFE_JOURNEY_REVEAL_NEEDS_APPROVAL,
  type AdminJourneyReveal,
} from '@updately/shared/admin-journeys-api';
import type { Tx } from '../../db/client';
import { adminApprovalRequests as requests, journeys } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  approvalRequested,
  fileApproval,
  SAFE_JOURNEY_KEY_PREFIX,
  type ApprovalRow,
} from './admin-approvals.service';
import { JOURNEY_NOT_FOUND, readJourneyPersonalValues } from './admin-journeys.service';
import { auditAdminAction, type Actor } from './admin-users.service';

/** How long the requester has to see an approved journey's values (once). */
const REVEAL_WINDOW_MS = 60 * 60 * 1000;
/**
 * The request has no journey column (no schema change for issue 27): the journey asked about is
 * kept in `link_key_id` from the start, and an approval marks its grant in `link_ciphertext`
 * until `link_expires_at`, as document_open does. Revealing clears both: once only.
 */
const journeyKey = (journeyId: string) => `${SAFE_JOURNEY_KEY_PREFIX}${journeyId}`;
const GRANT_MARKER = 'safe-journey-reveal';

export async function safeModeOwner(db: Actor['db'], journeyId: string) {
  const [row] = await db
    .select({ owner: journeys.user_id, safeModeAt: journeys.safe_mode_at })
    .from(journeys)
    .where(eq(journeys.id, journeyId));
  if (!row) throw new AppError('NOT_FOUND', JOURNEY_NOT_FOUND);
  return { owner: row.owner, safeMode: row.safeModeAt !== null };
}

/** An admin asks to see a safe-mode journey's personal values: it waits for a second admin. */
export async function requestSafeJourneyReveal(
  actor: Actor,
  input: { journeyId: string; reason?: string },
): Promise<ApprovalRequested> {
  const { owner, safeMode } = await safeModeOwner(actor.db, input.journeyId);
  if (!safeMode) {
    throw new AppError('CONFLICT', 'This journey is not in safe mode: reveal it directly.');
  }
  if (owner === actor.adminId) {
    throw new AppError('FORBIDDEN', 'This is your own journey: open it from your account.');
  }
  const id = await actor.db.transaction(async (tx) => {
    const id = await fileApproval(actor, tx, {
      action: 'safe_journey_reveal',
      targetId: owner,
      reason: input.reason,
    });
    await tx
      .update(requests)
      .set({ link_key_id: journeyKey(input.journeyId) })
      .where(eq(requests.id, id));
    await auditAdminAction(actor, tx, SAFE_JOURNEY_REVEAL_AUDIT.requested, owner, {
      newValues: { journeyId: input.journeyId, approvalId: id },
    });
    return id;
  });
  return approvalRequested(actor, id);
}

/** On approval (by a second admin): the requester may see the values once, within the hour. */
export async function grantSafeJourneyReveal(
  actor: Actor,
  tx: Tx,
  row: ApprovalRow,
  metadata: Record<string, unknown>,
) {
  const until = new Date(Date.now() + REVEAL_WINDOW_MS);
  await tx
    .update(requests)
    .set({ link_ciphertext: GRANT_MARKER, link_expires_at: until })
    .where(eq(requests.id, row.id));
  await auditAdminAction(actor, tx, SAFE_JOURNEY_REVEAL_AUDIT.granted, row.target_user_id, {
    newValues: {
      journeyId: row.link_key_id?.slice(SAFE_JOURNEY_KEY_PREFIX.length),
      until: until.toISOString(),
    },
    metadata,
  });
}

/**
 * The requester sees the safe-mode journey's values: an unused, unexpired grant of theirs for
 * this journey is spent in the transaction that reads the values and audits the reveal (the
 * field names, never the values). Without one: 403.
 */
export async function revealSafeJourney(
  actor: Actor,
  journeyId: string,
): Promise<AdminJourneyReveal> {
  const now = new Date();
  const revealed = await actor.db.transaction(async (tx) => {
    const [grant] = await tx
      .update(requests)
      .set({ link_key_id: null, link_ciphertext: null, link_expires_at: null })
      .where(
        and(
          eq(requests.action, 'safe_journey_reveal'),
          eq(requests.status, 'approved'),
          eq(requests.requested_by_user_id, actor.adminId),
          eq(requests.link_key_id, journeyKey(journeyId)),
          isNotNull(requests.link_ciphertext),
          gt(requests.link_expires_at, now),
        ),
      )
      .returning({ id: requests.id });
    if (!grant) return null;
    const values = await readJourneyPersonalValues(tx, journeyId);
    const fields = REVEALED_JOURNEY_FIELDS.filter((field) => values.values[field] !== null);
    await auditAdminAction(actor, tx, SAFE_JOURNEY_REVEAL_AUDIT.revealed, values.ownerId, {
      newValues: { journeyId, fields },
      metadata: { approvalId: grant.id },
    });
    return values;
  });
  if (!revealed) throw new AppError('FORBIDDEN', SAFE_JOURNEY_REVEAL_NEEDS_APPROVAL);
  return { journey_id: journeyId, values: revealed.values, revealed_at: now.toISOString() };
}
