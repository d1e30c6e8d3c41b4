// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';

import { isFirstDashboardVisit, markDashboardVisited, welcomeLine } from './first-visit';

describe('the first dashboard visit', () => {
  beforeEach(() => window.localStorage.clear());

  it('is first until marked, per user', () => {
    expect(isFirstDashboardVisit('u1')).toBe(true);
    markDashboardVisited('u1');
    expect(isFirstDashboardVisit('u1')).toBe(false);
    expect(isFirstDashboardVisit('u2')).toBe(true);
  });

  it('says Welcome first, then Welcome back', () => {
    expect(welcomeLine('Mara', true)).toBe('Welcome, Mara. ');
    expect(welcomeLine('Mara', false)).toBe('Welcome back, Mara. ');
    expect(welcomeLine(null, true)).toBe('');
  });
});
