import { describe, expect, it } from 'vitest';
import brands from './data/brands.json' with { type: 'json' };
import type { BrandSeed } from './brands';
import { MOVING_NEEDS, MOVING_SUGGESTION_SLUGS, likelyAnswers } from './moving-needs';

const list = brands as BrandSeed[];

describe('moving needs', () => {
  it('suggests only brands of the directory, at most 100 (one page)', () => {
    const slugs = new Set(list.map((brand) => brand.slug));
    for (const slug of MOVING_SUGGESTION_SLUGS) expect(slugs.has(slug), slug).toBe(true);
    expect(MOVING_SUGGESTION_SLUGS.length).toBeLessThanOrEqual(100);
  });

  it("puts the state's likely answers first", () => {
    const electricity = MOVING_NEEDS.find((need) => need.id === 'electricity')!;
    expect(likelyAnswers(electricity, 'WA')[0]).toBe('synergy');
    expect(likelyAnswers(electricity, undefined)).not.toContain('synergy');
    const licence = MOVING_NEEDS.find((need) => need.id === 'licence')!;
    expect(likelyAnswers(licence, 'VIC')).toEqual(['vicroads']);
    expect(likelyAnswers(licence, 'NSW')).not.toContain('vicroads');
  });

  it('asks about electricity and banks in so many words', () => {
    const questions = MOVING_NEEDS.map((need) => need.question);
    expect(questions).toContain('Who supplies your electricity?');
    expect(questions).toContain('Your bank(s)?');
  });
});
