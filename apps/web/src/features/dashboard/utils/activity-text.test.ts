import { describe, expect, it } from 'vitest';
import { activityGroupText, activityJourneyId, activityText, groupActivity } from './activity-text';

const item = (
  action: string,
  resource_type: 'USER' | 'JOURNEY' | 'UPDATE_REQUEST' = 'USER',
  resource_id: string | null = null,
) => ({
  id: '1',
  action,
  resource_type,
  resource_id,
  created_at: '2026-11-22T00:00:00.000Z',
});

describe('activityText', () => {
  it('words known actions for people', () => {
    expect(activityText(item('journey.create', 'JOURNEY'))).toBe('Started a journey');
    expect(activityText(item('user.mfa_enable'))).toBe('Turned on two-factor authentication');
  });
  it('falls back to the kind of thing changed', () => {
    expect(activityText(item('journey.something_new', 'JOURNEY'))).toBe('Changed a journey');
  });
  it('links journey entries only', () => {
    expect(activityJourneyId(item('journey.create', 'JOURNEY', 'j1'))).toBe('j1');
    expect(activityJourneyId(item('user.signin', 'USER', 'u1'))).toBeUndefined();
  });
});

describe('groupActivity', () => {
  it('makes one line of a run of the same action, and keeps to the limit', () => {
    const entries = [
      ...Array.from({ length: 20 }, () => item('update_request.sent', 'UPDATE_REQUEST')),
      ...Array.from({ length: 20 }, () => item('update_request.approved', 'UPDATE_REQUEST')),
      item('journey.create', 'JOURNEY', 'j1'),
      item('user.signin'),
    ];
    const groups = groupActivity(entries, 3);
    expect(groups.map(activityGroupText)).toEqual([
      '20 companies were told of your change',
      'Approved updates to 20 companies',
      'Started a journey',
    ]);
    expect(
      groupActivity([item('user.signin'), item('user.signin')], 5).map(activityGroupText),
    ).toEqual(['Signed in (2 times)']);
  });
});
