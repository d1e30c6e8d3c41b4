import { describe, expect, it } from 'vitest';

import { journeyTypeLabel, SAFE_JOURNEY_TYPE_LABEL } from './journey-type-label';

describe('journeyTypeLabel', () => {
  it('names the type, or "Private" for a safe-mode journey (details object or list flag)', () => {
    expect(journeyTypeLabel({ type: 'moving_house', safe_mode: false })).toBe('Moving Home');
    expect(journeyTypeLabel({ type: 'moving_house', safe_mode: null })).toBe('Moving Home');
    expect(journeyTypeLabel({ type: 'moving_house', safe_mode: true })).toBe(
      SAFE_JOURNEY_TYPE_LABEL,
    );
    expect(journeyTypeLabel({ type: 'moving_house', safe_mode: { on: true } })).toBe('Private');
  });
});
