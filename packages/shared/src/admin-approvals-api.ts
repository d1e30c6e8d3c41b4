import { z } from 'zod';

/**
 * The two-admin rule (docs/decisions/0035): an admin's action on another admin's security waits
 * as an approval request until a second admin approves it in Admin › Security.
 */

export const APPROVAL_ACTIONS = [
  'mfa_reset',
  'sign_in_link',
  'recovery_link',
  'admin_revoke',
  'admin_grant',
  /** An admin opens one document of a person's journey, once, as a stamped copy (issue 25). */
  'document_open',
  /** An admin sees a safe-mode journey's personal values, once (issue 27). */
  'safe_journey_reveal',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

export const APPROVAL_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'expired',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** A request nobody decided on closes after this long. */
export const APPROVAL_TTL_HOURS = 24;
export const APPROVAL_REASON_MAX_LENGTH = 500;

/** What each action does, completing "… asks to …". */
export const APPROVAL_ACTION_LABELS: Record<ApprovalAction, string> = {
  mfa_reset: 'reset two-factor authentication',
  sign_in_link: 'get a sign-in link',
  recovery_link: 'get a recovery link',
  admin_revoke: 'revoke the admin role',
  admin_grant: 'grant the admin role',
  document_open: 'open one of their documents (a stamped copy, once)',
  safe_journey_reveal: "see a safe-mode journey's personal values (once)",
};

export const APPROVAL_PENDING_MESSAGE =
  'Another admin must approve this in Admin › Security before it happens.';

/** An optional note from the requester to the admin who decides (or, rejecting, the reverse). */
export const approvalReasonSchema = z
  .string()
  .trim()
  .max(APPROVAL_REASON_MAX_LENGTH)
  .optional()
  .describe('Why, for the other admin (optional)');

const personSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const adminApprovalSchema = z.object({
  id: z.uuid(),
  action: z.enum(APPROVAL_ACTIONS),
  status: z.enum(APPROVAL_STATUSES),
  reason: z.string().nullable(),
  /** Why it closed without being carried out (a rejection's note, or why it became moot). */
  note: z.string().nullable(),
  requestedBy: personSchema,
  target: personSchema,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  decidedBy: personSchema.nullable(),
  decidedAt: z.iso.datetime().nullable(),
  /** Approved link requests: until when the requester can still reveal the link (once). */
  linkReadyUntil: z.iso.datetime().nullable(),
  /** safe_journey_reveal: the safe-mode journey asked about, until its values are seen. */
  journeyId: z.uuid().nullable(),
  /** What the caller may do: decide (neither requester nor target), cancel, reveal the link. */
  mayDecide: z.boolean(),
  mayCancel: z.boolean(),
  mayRevealLink: z.boolean(),
});
export type AdminApproval = z.infer<typeof adminApprovalSchema>;

/** 200 from a decision (approve, reject, cancel). */
export const approvalResultSchema = z.object({ approval: adminApprovalSchema });
export type ApprovalResult = z.infer<typeof approvalResultSchema>;

/** 202 from an action that now waits for a second admin: the request, and what happens next. */
export const approvalRequestedSchema = approvalResultSchema.extend({ message: z.string() });
export type ApprovalRequested = z.infer<typeof approvalRequestedSchema>;

/** GET /api/admin/approvals: pending requests, and approved links not yet revealed. */
export const adminApprovalListSchema = z.object({ approvals: z.array(adminApprovalSchema) });
export type AdminApprovalList = z.infer<typeof adminApprovalListSchema>;

export const rejectApprovalSchema = z.object({ note: approvalReasonSchema });
export type RejectApprovalInput = z.infer<typeof rejectApprovalSchema>;

/** The body the actions that may need approval take (DELETE …/factors takes it optionally). */
export const approvalRequestBodySchema = z.object({ reason: approvalReasonSchema });
