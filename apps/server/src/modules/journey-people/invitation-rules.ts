import {
  JOURNEY_INVITATIONS_PER_DAY,
  JOURNEY_INVITATION_DAYS,
  JOURNEY_MAX_PEOPLE,
} from '@updately/shared/journey-people';
import { INVITATION_MESSAGES } from '@updately/shared/journey-people-api';
import { AppError } from '../../lib/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

export type InvitationState = {
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
};

export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + JOURNEY_INVITATION_DAYS * DAY_MS);
}

/** The start of the rolling day the per-account invitation limit counts over. */
export function invitationDayStart(now: Date): Date {
  return new Date(now.getTime() - DAY_MS);
}

export function isPending(invitation: InvitationState, now: Date): boolean {
  return !invitation.accepted_at && !invitation.revoked_at && invitation.expires_at > now;
}

/** GONE (410) unless the invitation can still be accepted. */
export function assertUsable(invitation: InvitationState, now: Date): void {
  if (invitation.accepted_at) throw new AppError('GONE', INVITATION_MESSAGES.used);
  if (invitation.revoked_at) throw new AppError('GONE', INVITATION_MESSAGES.revoked);
  if (invitation.expires_at <= now) throw new AppError('GONE', INVITATION_MESSAGES.expired);
}

/** The owner, the members and the pending invitations together stay within the limit. */
export function assertRoomForOneMore(members: number, pendingInvitations: number): void {
  if (1 + members + pendingInvitations >= JOURNEY_MAX_PEOPLE) {
    throw new AppError('CONFLICT', INVITATION_MESSAGES.full);
  }
}

export function assertWithinDailyLimit(sentToday: number): void {
  if (sentToday >= JOURNEY_INVITATIONS_PER_DAY) {
    throw new AppError('RATE_LIMITED', INVITATION_MESSAGES.perDay);
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
