import { describe, expect, it } from 'vitest';
import { activityJourneyId, activityText } from './activity-text';

const item = (
  action: string,
  resource_type: 'USER' | 'JOURNEY' = 'USER',
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
