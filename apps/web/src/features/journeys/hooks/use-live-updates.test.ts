import { describe, expect, it } from 'vitest';

import { liveNews } from './use-live-updates';

const change = {
  journeyId: 'j',
  requestId: 'r',
  status: 'completed' as const,
  event: 'confirmed' as const,
  actor: 'company' as const,
  company: 'AGL',
};

describe('live news', () => {
  it('tells the person what a company or the engine did, never their own moves', () => {
    expect(liveNews(change)).toBe('AGL confirmed your update');
    expect(liveNews({ ...change, event: 'rejected', status: 'rejected' })).toBe(
      'AGL could not make your update',
    );
    expect(liveNews({ ...change, event: 'no_answer', actor: 'system', status: 'needs_you' })).toBe(
      'Your update to AGL needs you',
    );
    expect(liveNews({ ...change, event: 'sent', actor: 'system', status: 'sent' })).toBeNull();
    expect(liveNews({ ...change, event: 'marked_done', actor: 'person' })).toBeNull();
  });

  it('never calls a completion the person attested "confirmed", whoever relays it', () => {
    for (const actor of ['person', 'system', 'company'] as const) {
      expect(liveNews({ ...change, event: 'marked_done', actor }) ?? '').not.toMatch(/confirm/i);
    }
  });
});
