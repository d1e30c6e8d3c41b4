import { describe, expect, it } from 'vitest';

import { twMerge } from './tailwind-merge-lite';

describe('the islands build’s tailwind-merge stand-in', () => {
  it('drops repeated classes, keeping the last, and the extra spaces', () => {
    expect(twMerge('flex  bg-background px-3', ' bg-background md:text-sm ')).toBe(
      'flex px-3 bg-background md:text-sm',
    );
  });

  it('resolves no conflicts (island components must not rely on it)', () => {
    expect(twMerge('px-3 px-4')).toBe('px-3 px-4');
  });
});
