import { describe, expect, it } from 'vitest';
import { iso } from './seed-context';

describe('the scale seed’s fast ISO timestamps', () => {
  it('write every instant as toISOString does', () => {
    const instants = [0, 999, 86_399_999, 86_400_000, Date.UTC(2024, 1, 29, 23, 59, 59, 7)];
    for (let i = 0; i < 10_000; i++) instants.push(Date.UTC(2024, 0, 1) + i * 7_919_351);
    for (const ms of instants) expect(iso(ms)).toBe(new Date(ms).toISOString());
  });
});
