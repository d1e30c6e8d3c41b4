import { describe, expect, it } from 'vitest';

import { stepLabel } from './step-label';

describe('stepLabel', () => {
  it('keeps "of 2" whatever is ticked', () => {
    expect(stepLabel(0, [])).toBe('Step 1 of 2: categories');
    expect(stepLabel(0, ['energy', 'water', 'banking'])).toBe('Step 1 of 2: categories');
    expect(stepLabel(1, ['energy', 'water'])).toBe('Step 2 of 2: Energy (1 of 2 categories)');
    expect(stepLabel(1, ['water'])).toBe('Step 2 of 2: Water (1 of 1 category)');
  });
});
