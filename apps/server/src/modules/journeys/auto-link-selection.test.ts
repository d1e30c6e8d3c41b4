import { DEFAULT_LINK_VALUES } from '@updately/shared/journeys-api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoLinkWindow,
  isInWindow,
  latestOnboardingEntry,
  onboardingAnchor,
  sharesJourneyField,
} from './auto-link-selection';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = new Date('2027-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('latestOnboardingEntry', () => {
  it('picks the latest by completion time, not by position', () => {
    const latest = latestOnboardingEntry(
      [
        { type: 'moving_house', completed_at: ago(1 * DAY) },
        { type: 'general', completed_at: ago(3 * DAY) },
      ],
      null,
    );
    expect(latest?.type).toBe('moving_house');
  });

  it('prefers the later entry in the list on a tie and skips invalid dates', () => {
    const at = ago(DAY);
    expect(
      latestOnboardingEntry(
        [
          { type: 'general', completed_at: at },
          { type: 'moving_house', completed_at: at },
          { type: 'graduation', completed_at: 'not a date' },
        ],
        null,
      )?.type,
    ).toBe('moving_house');
  });

  it('falls back to onboarding_completed_at for an entry without a time; none for nothing', () => {
    const fallback = new Date(ago(HOUR));
    expect(latestOnboardingEntry([{ type: 'general' }], fallback)?.completedAt).toEqual(fallback);
    expect(latestOnboardingEntry([], fallback)).toBeNull();
  });
});

describe('onboardingAnchor', () => {
  it('uses the latest entry when it is of the journey type, however old', () => {
    const history = [{ type: 'moving_house', completed_at: ago(300 * DAY) }];
    expect(onboardingAnchor(history, null, 'moving_house', now)?.toISOString()).toBe(
      ago(300 * DAY),
    );
  });

  it('uses a general entry completed 6 days 23 hours ago', () => {
    const history = [{ type: 'general', completed_at: ago(6 * DAY + 23 * HOUR) }];
    expect(onboardingAnchor(history, null, 'moving_house', now)?.toISOString()).toBe(
      ago(6 * DAY + 23 * HOUR),
    );
  });

  it('includes a general entry exactly 7 days old and not one 7 days 1 hour old', () => {
    expect(
      onboardingAnchor(
        [{ type: 'general', completed_at: ago(7 * DAY) }],
        null,
        'moving_house',
        now,
      ),
    ).not.toBeNull();
    expect(
      onboardingAnchor(
        [{ type: 'general', completed_at: ago(7 * DAY + HOUR) }],
        null,
        'moving_house',
        now,
      ),
    ).toBeNull();
  });

  it('ignores older entries when the latest is of another type', () => {
    const history = [
      { type: 'moving_house', completed_at: ago(2 * DAY) },
      { type: 'graduation', completed_at: ago(DAY) },
    ];
    expect(onboardingAnchor(history, null, 'moving_house', now)).toBeNull();
  });

  it('answers null without history', () => {
    expect(onboardingAnchor([], null, 'moving_house', now)).toBeNull();
  });
});

describe('autoLinkWindow', () => {
  const anchor = new Date(ago(DAY));
  const window = autoLinkWindow(anchor);
  const at = (offsetMs: number) => new Date(anchor.getTime() + offsetMs);

  it('includes exactly 2:00 either side and excludes 2:01', () => {
    expect(isInWindow(at(-2 * MINUTE), window)).toBe(true);
    expect(isInWindow(at(2 * MINUTE), window)).toBe(true);
    expect(isInWindow(at(-2 * MINUTE - 1000), window)).toBe(false);
    expect(isInWindow(at(2 * MINUTE + 1000), window)).toBe(false);
  });

  it('is symmetric around the completion time', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * MINUTE, max: 10 * MINUTE }), (offset) => {
        expect(isInWindow(at(offset), window)).toBe(isInWindow(at(-offset), window));
        expect(isInWindow(at(offset), window)).toBe(Math.abs(offset) <= 2 * MINUTE);
      }),
    );
  });
});

describe('sharesJourneyField', () => {
  it('is true when any data item is one of the journey fields', () => {
    expect(sharesJourneyField(['email', 'address'], ['address', 'post_code'])).toBe(true);
    expect(sharesJourneyField(['email'], ['address'])).toBe(false);
    expect(sharesJourneyField([], ['address'])).toBe(false);
    expect(sharesJourneyField(['address'], [])).toBe(false);
  });
});

describe('DEFAULT_LINK_VALUES', () => {
  it('is standard priority with only the address to update', () => {
    expect(DEFAULT_LINK_VALUES).toEqual({
      priority_level: 'standard',
      fields_to_update: { address: true, email: false, phone: false },
    });
  });
});
