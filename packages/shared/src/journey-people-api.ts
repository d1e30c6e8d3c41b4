import { z } from 'zod';
import {
  JOURNEY_INVITATIONS_PER_DAY,
  JOURNEY_MAX_PEOPLE,
  JOURNEY_MEMBER_ROLES,
} from './journey-people';

/** The people who share a journey (issue 25): invitations, editors and viewers. */

export const INVITATION_ROLES = [...JOURNEY_MEMBER_ROLES, 'household'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

export const createInvitationSchema = z.object({
  email: z.email('Enter a valid email address.').max(254),
  role: z.enum(JOURNEY_MEMBER_ROLES),
});
export type CreateInvitationInput = z.infer<typeof createInvitationSchema>;

export const journeyInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITATION_ROLES),
  expires_at: z.string(),
  created_at: z.string(),
});
export type JourneyInvitation = z.infer<typeof journeyInvitationSchema>;

export const journeyPersonSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  /** Null for a viewer: viewers see names and roles only. */
  email: z.string().nullable(),
  role: z.enum(['owner', ...JOURNEY_MEMBER_ROLES]),
  since: z.string(),
});
export type JourneyPerson = z.infer<typeof journeyPersonSchema>;

export const journeyPeopleSchema = z.object({
  /** The caller's own place on the journey. */
  my_role: z.enum(['owner', ...JOURNEY_MEMBER_ROLES]),
  /** The owner first, then members by when they joined. */
  people: z.array(journeyPersonSchema),
  /** Pending invitations; empty for viewers. */
  invitations: z.array(journeyInvitationSchema),
});
export type JourneyPeople = z.infer<typeof journeyPeopleSchema>;

export const updateMemberSchema = z.object({ role: z.enum(JOURNEY_MEMBER_ROLES) });

export const invitationPreviewSchema = z.object({
  journey_name: z.string(),
  inviter_name: z.string(),
  role: z.enum(INVITATION_ROLES),
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptedInvitationSchema = z.object({
  journey_id: z.string(),
  role: z.enum(INVITATION_ROLES),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/** Sent to a member's open tabs when they lose access to a journey: they leave it at once. */
export const JOURNEY_ACCESS_REVOKED = 'journey_access_revoked';
/** Sent to a member's open tabs when their role on a journey changes. */
export const JOURNEY_ACCESS_CHANGED = 'journey_access_changed';
export const journeyAccessEventSchema = z.object({
  journeyId: z.string(),
  role: z.enum(JOURNEY_MEMBER_ROLES).optional(),
  /** Revoked: the owner removed them, or they left (from this tab or another). */
  reason: z.enum(['removed', 'left']).optional(),
});

export const JOURNEY_ACCESS_REVOKED_MESSAGE = 'You no longer have access to this journey.';
export const JOURNEY_LEFT_MESSAGE = 'You left this journey.';

export const INVITATION_MESSAGES = {
  notFound: 'This invitation link is not valid. Ask the person who invited you for a new one.',
  expired: 'This invitation has expired. Ask the person who invited you to send a new one.',
  revoked: 'This invitation was withdrawn by the person who sent it.',
  used: 'This invitation has already been accepted.',
  wrongEmail: 'This invitation was sent to another email address.',
  unconfirmedEmail: 'Confirm your email address before you accept an invitation.',
  self: 'You cannot invite yourself: you already own this journey.',
  member: 'This person already shares this journey.',
  pending: 'An invitation to this email address is already waiting to be accepted.',
  full: `A journey can be shared by at most ${JOURNEY_MAX_PEOPLE} people, invitations waiting included.`,
  perDay: `You can send at most ${JOURNEY_INVITATIONS_PER_DAY} invitations a day. Try again tomorrow.`,
  ownerAccepting: 'You own this journey already.',
} as const;
