/** A histogram bucket of seconds-to-confirm: how many values fell in it and their sum. */
export type TimeBucket = { bucket: number; count: number; seconds: number };

/**
 * The median (as percentile_cont(0.5): the mean of the two middle values when their number is
 * even) of values known only by histogram buckets: each middle value is taken as the mean of its
 * bucket. Exact when a bucket's values are equal; otherwise off by less than a bucket's width
 * (about 12%, ADR 0051). Null when there are no values. Pure.
 */
export function histogramMedian(buckets: readonly TimeBucket[]): number | null {
  const sorted = buckets.filter((b) => b.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return null;
  const valueAt = (position: number) => {
    let seen = 0;
    for (const b of sorted) {
      seen += b.count;
      if (position < seen) return b.seconds / b.count;
    }
    return sorted[sorted.length - 1]!.seconds / sorted[sorted.length - 1]!.count;
  };
  const middle = (total - 1) / 2;
  return (valueAt(Math.floor(middle)) + valueAt(Math.ceil(middle))) / 2;
}
