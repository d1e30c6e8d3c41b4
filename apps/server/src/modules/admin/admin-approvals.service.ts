import { and, desc, eq, gt, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  APPROVAL_ACTION_LABELS,
  APPROVAL_PENDING_MESSAGE,
  APPROVAL_TTL_HOURS,
  type AdminApproval,
  type ApprovalAction,
  type ApprovalStatus,
} from '@updately/shared/admin-approvals-api';
import type { Db, Tx } from '../../db/client';
import { adminApprovalRequests as requests, userRoles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hasRole } from '../../platform/roles/roles';
import type { UpdateUserInput } from './admin-users.schemas';
import { getUser } from './admin-user-view';
import { auditAdminAction, type Actor } from './admin-users.service';

export const APPROVAL_NOT_FOUND = 'Approval request not found';
export const NO_APPROVER_MESSAGE =
  'No other admin can approve it yet: an admin never approves their own request or one about ' +
  'themselves. Ask for another admin, or use the admin CLI on the server (npm run admin).';
const HOUR_MS = 60 * 60 * 1000;
const LIST_LIMIT = 100;

export type ApprovalRow = typeof requests.$inferSelect;

/** An admin acting on another admin: the action waits for a second admin (ADR 0035). */
export async function needsSecondAdmin(actor: Actor, targetId: string): Promise<boolean> {
  return targetId !== actor.adminId && hasRole(actor.db, targetId, 'admin');
}

export const ADMIN_EMAIL_REFUSED =
  "Only they can change an admin's email (in their account settings).";

/**
 * Whether this change of another user is a change of admin role, which waits for a second admin
 * (and must come alone). Another admin's email is theirs to change: with it, a password reset
 * mailed to an address of one's choosing would hand over their account.
 */
export async function roleChangeNeedingApproval(
  actor: Actor,
  id: string,
  change: Omit<UpdateUserInput, 'reason'>,
): Promise<'admin_grant' | 'admin_revoke' | null> {
  if (id === actor.adminId) return null;
  const user = await getUser(actor.db, id);
  if (user.isAdmin && change.email !== undefined && change.email !== user.email) {
    throw new AppError('FORBIDDEN', ADMIN_EMAIL_REFUSED);
  }
  if (change.isAdmin === undefined || change.isAdmin === user.isAdmin) return null;
  if (Object.keys(change).length > 1) {
    throw new AppError(
      'BAD_REQUEST',
      "Change the admin role on its own: it waits for a second admin's approval.",
    );
  }
  return change.isAdmin ? 'admin_grant' : 'admin_revoke';
}

const requester = alias(users, 'requester');
const target = alias(users, 'target');
const decider = alias(users, 'decider');

function selectApprovals(db: Db) {
  return db
    .select({
      row: requests,
      requestedBy: { id: requester.id, name: requester.name, email: requester.email },
      target: { id: target.id, name: target.name, email: target.email },
      decidedBy: { id: decider.id, name: decider.name, email: decider.email },
    })
    .from(requests)
    .innerJoin(requester, eq(requester.id, requests.requested_by_user_id))
    .innerJoin(target, eq(target.id, requests.target_user_id))
    .leftJoin(decider, eq(decider.id, requests.decided_by_user_id));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectApprovals>['execute']>>[number];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** admin-safe-journey-reveal.ts keeps the journey of a safe_journey_reveal in link_key_id. */
export const SAFE_JOURNEY_KEY_PREFIX = 'safe-journey:';
const safeRevealJourneyId = (row: ApprovalRow) =>
  row.action === 'safe_journey_reveal' && row.link_key_id?.startsWith(SAFE_JOURNEY_KEY_PREFIX)
    ? row.link_key_id.slice(SAFE_JOURNEY_KEY_PREFIX.length)
    : null;

/** The request as the caller sees it; a pending request past its time reads as expired. */
function toApproval({ row, ...people }: Selected, callerId: string, now: Date): AdminApproval {
  const open = row.status === 'pending' && row.expires_at > now;
  const status: ApprovalStatus =
    row.status === 'pending' && !open ? 'expired' : (row.status as ApprovalStatus);
  const linkReady = row.link_ciphertext !== null && row.link_expires_at! > now;
  const asked = row.requested_by_user_id === callerId;
  return {
    id: row.id,
    action: row.action as ApprovalAction,
    status,
    reason: row.reason,
    note: row.note,
    requestedBy: people.requestedBy,
    target: people.target,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    decidedBy: people.decidedBy?.id ? people.decidedBy : null,
    decidedAt: iso(row.decided_at),
    linkReadyUntil: linkReady ? iso(row.link_expires_at) : null,
    journeyId: safeRevealJourneyId(row),
    mayDecide: open && !asked && row.target_user_id !== callerId,
    mayCancel: open && asked,
    mayRevealLink: linkReady && asked,
  };
}

export async function getApproval(db: Db, id: string, callerId: string): Promise<AdminApproval> {
  const [found] = await selectApprovals(db).where(eq(requests.id, id));
  if (!found) throw new AppError('NOT_FOUND', APPROVAL_NOT_FOUND);
  return toApproval(found, callerId, new Date());
}

/** What Admin › Security lists: requests still waiting, and approved links not yet revealed. */
export async function listApprovals(db: Db, callerId: string): Promise<AdminApproval[]> {
  const now = new Date();
  const rows = await selectApprovals(db)
    .where(
      or(
        and(eq(requests.status, 'pending'), gt(requests.expires_at, now)),
        and(
          eq(requests.status, 'approved'),
          isNotNull(requests.link_ciphertext),
          gt(requests.link_expires_at, now),
        ),
      ),
    )
    .orderBy(desc(requests.created_at), desc(requests.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => toApproval(row, callerId, now));
}

/** How many admins with two-factor on could approve a request of `requesterId` about `targetId`. */
async function approversFor(db: Db, requesterId: string, targetId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(
      and(
        eq(userRoles.role, 'admin'),
        eq(users.twoFactorEnabled, true),
        ne(users.id, requesterId),
        ne(users.id, targetId),
      ),
    );
  return row?.count ?? 0;
}

export type ApprovalInput = {
  action: ApprovalAction;
  targetId: string;
  reason?: string;
  /** document_open: the document asked for. */
  documentId?: string;
};

/**
 * Files the request in `tx` with its audit entry. One request per person and action waits at a
 * time: asking again is refused (409) until it is decided, cancelled or past its time.
 */
export async function fileApproval(actor: Actor, tx: Tx, input: ApprovalInput): Promise<string> {
  const { action, targetId } = input;
  const same = and(
    eq(requests.target_user_id, targetId),
    eq(requests.action, action),
    eq(requests.status, 'pending'),
  );
  // One past its time no longer holds the place of a new one.
  await tx
    .update(requests)
    .set({ status: 'expired' })
    .where(and(same, lte(requests.expires_at, new Date())));
  const [open] = await tx.select({ id: requests.id }).from(requests).where(same);
  if (open) {
    throw new AppError(
      'CONFLICT',
      `A request to ${APPROVAL_ACTION_LABELS[action]} for this admin is already waiting in Admin › Security.`,
    );
  }
  const expiresAt = new Date(Date.now() + APPROVAL_TTL_HOURS * HOUR_MS);
  const [row] = await tx
    .insert(requests)
    .values({
      action,
      target_user_id: targetId,
      requested_by_user_id: actor.adminId,
      reason: input.reason || null,
      expires_at: expiresAt,
      document_id: input.documentId ?? null,
    })
    .returning({ id: requests.id });
  await auditAdminAction(actor, tx, 'admin.approval_request', targetId, {
    newValues: {
      approvalId: row!.id,
      action,
      reason: input.reason || null,
      expiresAt: expiresAt.toISOString(),
      ...(input.documentId ? { documentId: input.documentId } : {}),
    },
  });
  return row!.id;
}

/** The 202 answer: the request, and what happens next. */
export async function approvalRequested(actor: Actor, id: string) {
  const approval = await getApproval(actor.db, id, actor.adminId);
  const approvers = await approversFor(actor.db, actor.adminId, approval.target.id);
  return { approval, message: approvers > 0 ? APPROVAL_PENDING_MESSAGE : NO_APPROVER_MESSAGE };
}

/** Asks a second admin to approve `input.action` on another admin. */
export async function requestApproval(actor: Actor, input: ApprovalInput) {
  await getUser(actor.db, input.targetId);
  const id = await actor.db.transaction((tx) => fileApproval(actor, tx, input));
  return approvalRequested(actor, id);
}

export async function loadApproval(db: Db, id: string): Promise<ApprovalRow> {
  const [row] = await db.select().from(requests).where(eq(requests.id, id));
  if (!row) throw new AppError('NOT_FOUND', APPROVAL_NOT_FOUND);
  return row;
}

/** Approving or rejecting is for a third admin: neither the requester nor the one it is about. */
export function assertMayDecide(row: ApprovalRow, adminId: string) {
  if (row.requested_by_user_id === adminId) {
    throw new AppError('FORBIDDEN', 'You asked for this: another admin must decide on it.');
  }
  if (row.target_user_id === adminId) {
    throw new AppError('FORBIDDEN', `This request is about you: another admin must decide on it.`);
  }
}

/** Answers a decision on a request that is no longer pending (409), marking it expired if due. */
export async function refuseClosed(db: Db, id: string): Promise<never> {
  const row = await loadApproval(db, id);
  if (row.status === 'pending') {
    await db
      .update(requests)
      .set({ status: 'expired' })
      .where(and(eq(requests.id, id), eq(requests.status, 'pending')));
    throw new AppError('CONFLICT', 'This request expired: ask again if it is still needed.');
  }
  throw new AppError('CONFLICT', `This request is no longer waiting (${row.status}).`);
}

const stillPending = (id: string) =>
  and(eq(requests.id, id), eq(requests.status, 'pending'), gt(requests.expires_at, new Date()));

/**
 * Closes a pending request in `tx` (the update claims it, so two decisions never both win);
 * null when it was no longer pending.
 */
export async function claimPending(
  tx: Tx,
  id: string,
  status: Exclude<ApprovalStatus, 'pending' | 'expired'>,
  deciderId: string,
  note: string | null = null,
): Promise<ApprovalRow | null> {
  const [row] = await tx
    .update(requests)
    .set({ status, decided_by_user_id: deciderId, decided_at: new Date(), note })
    .where(stillPending(id))
    .returning();
  return row ?? null;
}

const DECISIONS = {
  rejected: 'admin.approval_reject',
  cancelled: 'admin.approval_cancel',
} as const;

/** Rejects (a third admin) or cancels (the requester) a pending request, audited. */
export async function closeApproval(
  actor: Actor,
  id: string,
  status: keyof typeof DECISIONS,
  note?: string,
): Promise<AdminApproval> {
  const row = await loadApproval(actor.db, id);
  if (status === 'rejected') assertMayDecide(row, actor.adminId);
  if (status === 'cancelled' && row.requested_by_user_id !== actor.adminId) {
    throw new AppError('FORBIDDEN', 'Only the admin who asked can cancel it.');
  }
  const closed = await actor.db.transaction(async (tx) => {
    const claimed = await claimPending(tx, id, status, actor.adminId, note || null);
    if (!claimed) return false;
    await auditAdminAction(actor, tx, DECISIONS[status], row.target_user_id, {
      oldValues: { status: 'pending' },
      newValues: { status, note: note || null },
      metadata: { approvalId: id, action: row.action, requestedBy: row.requested_by_user_id },
    });
    return true;
  });
  if (!closed) await refuseClosed(actor.db, id);
  return getApproval(actor.db, id, actor.adminId);
}

/** A request that can no longer be carried out is closed as cancelled, saying why (409). */
export async function closeMoot(actor: Actor, row: ApprovalRow, note: string): Promise<never> {
  const closed = await actor.db.transaction(async (tx) => {
    if (!(await claimPending(tx, row.id, 'cancelled', actor.adminId, note))) return false;
    await auditAdminAction(actor, tx, DECISIONS.cancelled, row.target_user_id, {
      oldValues: { status: 'pending' },
      newValues: { status: 'cancelled', note },
      metadata: { approvalId: row.id, action: row.action, requestedBy: row.requested_by_user_id },
    });
    return true;
  });
  if (!closed) await refuseClosed(actor.db, row.id);
  throw new AppError('CONFLICT', `${note} The request was closed.`);
}

/** When an admin loses the role, their own requests lose their asker (closed in `tx`). */
export async function cancelRequestsBy(tx: Tx, adminId: string) {
  await tx
    .update(requests)
    .set({
      status: 'cancelled',
      decided_at: new Date(),
      note: 'The admin who asked is no longer an admin.',
    })
    .where(and(eq(requests.requested_by_user_id, adminId), eq(requests.status, 'pending')));
}
