import { describe, expect, it } from 'vitest';
import {
  JOURNEY_INVITATIONS_PER_DAY,
  JOURNEY_INVITATION_DAYS,
  JOURNEY_MAX_PEOPLE,
} from '@updately/shared/journey-people';
import { INVITATION_MESSAGES } from '@updately/shared/journey-people-api';
import {
  assertRoomForOneMore,
  assertUsable,
  assertWithinDailyLimit,
  invitationExpiry,
  isPending,
  normalizeEmail,
  type InvitationState,
} from './invitation-rules';
import {
  INVITATION_TOKEN_SHAPE,
  hashInvitationToken,
  newInvitationToken,
} from './invitation-token';

const now = new Date('2026-11-27T12:00:00Z');
const open: InvitationState = {
  expires_at: invitationExpiry(now),
  accepted_at: null,
  revoked_at: null,
};

describe('journey invitation rules', () => {
  it(`expires ${JOURNEY_INVITATION_DAYS} days after it is sent`, () => {
    expect(open.expires_at.toISOString()).toBe('2026-12-04T12:00:00.000Z');
    expect(isPending(open, now)).toBe(true);
    expect(isPending(open, open.expires_at)).toBe(false);
  });

  it('is usable only while pending: used, withdrawn and expired say which (410)', () => {
    expect(() => assertUsable(open, now)).not.toThrow();
    const gone = (state: Partial<InvitationState>, at = now) => {
      try {
        assertUsable({ ...open, ...state }, at);
      } catch (err) {
        return [(err as { code: string }).code, (err as Error).message];
      }
      return null;
    };
    expect(gone({ accepted_at: now })).toEqual(['GONE', INVITATION_MESSAGES.used]);
    expect(gone({ revoked_at: now })).toEqual(['GONE', INVITATION_MESSAGES.revoked]);
    expect(gone({}, open.expires_at)).toEqual(['GONE', INVITATION_MESSAGES.expired]);
  });

  it(`counts the owner, members and invitations waiting up to ${JOURNEY_MAX_PEOPLE}`, () => {
    expect(() => assertRoomForOneMore(JOURNEY_MAX_PEOPLE - 3, 1)).not.toThrow();
    expect(() => assertRoomForOneMore(JOURNEY_MAX_PEOPLE - 2, 1)).toThrow(INVITATION_MESSAGES.full);
    expect(() => assertRoomForOneMore(0, JOURNEY_MAX_PEOPLE - 1)).toThrow(INVITATION_MESSAGES.full);
  });

  it(`allows ${JOURNEY_INVITATIONS_PER_DAY} invitations a day`, () => {
    expect(() => assertWithinDailyLimit(JOURNEY_INVITATIONS_PER_DAY - 1)).not.toThrow();
    expect(() => assertWithinDailyLimit(JOURNEY_INVITATIONS_PER_DAY)).toThrow(
      INVITATION_MESSAGES.perDay,
    );
  });

  it('compares emails without case or spaces', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('makes random tokens and keeps only their hash', () => {
    const a = newInvitationToken();
    const b = newInvitationToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(INVITATION_TOKEN_SHAPE);
    expect(a.hash).toBe(hashInvitationToken(a.token));
    expect(a.hash).not.toContain(a.token);
  });
});
