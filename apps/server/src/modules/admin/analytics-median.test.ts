import { describe, expect, it } from 'vitest';
import { histogramMedian } from './analytics-median';

describe('histogramMedian', () => {
  it('is null without values', () => {
    expect(histogramMedian([])).toBeNull();
    expect(histogramMedian([{ bucket: 3, count: 0, seconds: 0 }])).toBeNull();
  });

  it('is exact when the middle bucket holds equal values', () => {
    expect(
      histogramMedian([
        { bucket: 90, count: 3, seconds: 3 * 87_600 },
        { bucket: 10, count: 1, seconds: 4 },
        { bucket: 120, count: 1, seconds: 1e6 },
      ]),
    ).toBe(87_600);
  });

  it('averages the two middle values when their number is even', () => {
    expect(
      histogramMedian([
        { bucket: 60, count: 1, seconds: 1_000 },
        { bucket: 80, count: 1, seconds: 10_000 },
      ]),
    ).toBe(5_500);
  });

  it('takes a middle value as the mean of its bucket', () => {
    expect(
      histogramMedian([
        { bucket: 1, count: 1, seconds: 1 },
        { bucket: 60, count: 2, seconds: 1_000 + 1_100 },
        { bucket: 90, count: 1, seconds: 50_000 },
      ]),
    ).toBe(1_050);
  });
});
