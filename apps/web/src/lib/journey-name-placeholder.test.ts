import { JOURNEY_TYPES } from '@updately/shared/journey-types';
import { describe, expect, it } from 'vitest';

import {
  journeyNamePlaceholder,
  monthAndYear,
  movingJourneyName,
} from './journey-name-placeholder';

describe('journeyNamePlaceholder', () => {
  it('suggests a title plus the current month and year', () => {
    expect(journeyNamePlaceholder('moving_house', new Date(2027, 2, 14))).toBe(
      'Moving to Brunswick – March 2027',
    );
  });

  it('follows the month and year of the date it is given', () => {
    expect(journeyNamePlaceholder('moving_house', new Date(2026, 10, 30, 23, 59))).toBe(
      'Moving to Brunswick – November 2026',
    );
    expect(journeyNamePlaceholder('moving_house', new Date(2027, 0, 1, 0, 0))).toBe(
      'Moving to Brunswick – January 2027',
    );
  });

  it('has a title for every journey type', () => {
    const now = new Date(2027, 2, 1);
    const placeholders = JOURNEY_TYPES.map((type) => journeyNamePlaceholder(type, now));
    expect(new Set(placeholders).size).toBe(JOURNEY_TYPES.length);
    for (const placeholder of placeholders) expect(placeholder).toMatch(/ – March 2027$/);
  });

  it('uses the Moving Home example before a type is chosen', () => {
    expect(journeyNamePlaceholder(undefined, new Date(2027, 2, 1))).toBe(
      'Moving to Brunswick – March 2027',
    );
  });

  it('formats month and year in full', () => {
    expect(monthAndYear(new Date(2026, 8, 5))).toBe('September 2026');
  });
});

describe('movingJourneyName', () => {
  const now = new Date(2026, 10, 27);

  it('names the suburb and the moving month', () => {
    expect(movingJourneyName({ suburb: ' Coburg ', moving_date: '2026-12-05' }, now)).toBe(
      'Moving to Coburg – December 2026',
    );
  });

  it('falls back to this month and "Moving home"', () => {
    expect(movingJourneyName({ suburb: '', moving_date: '' }, now)).toBe(
      'Moving home – November 2026',
    );
  });
});
