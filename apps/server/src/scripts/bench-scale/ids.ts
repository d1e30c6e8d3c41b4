/**
 * Deterministic ids and numbers for the scale seed: the same scale always makes the same rows, and
 * a row's id is computed from what it is (person n's footprint k), so loaders need no lookups.
 * Ids ascend in loading order, so primary-key indexes are appended to rather than split.
 */
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/** A version-4-shaped uuid from a table tag and up to two counters. */
export function uid(tag: number, a: number, b = 0): string {
  const h = hex(a, 10);
  return `${hex(tag, 8)}-${h.slice(0, 4)}-4${h.slice(4, 7)}-8${h.slice(7, 10)}-${hex(b, 12)}`;
}

export const TAG = {
  user: 1,
  footprint: 2,
  journey: 3,
  request: 4,
  audit: 5,
  brand: 6,
  organization: 7,
  endpoint: 8,
  delivery: 9,
  profile: 10,
  session: 11,
  apiKey: 12,
  claim: 13,
  member: 14,
} as const;

/** A well-mixed 32-bit hash of a few integers (a stand-in for a seeded random generator). */
export function mix(...xs: number[]): number {
  let h = 0x9e3779b9;
  for (const x of xs) {
    h = Math.imul(h ^ (x >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** Picks from `choices` with integer weights, by a hash. */
export function weighted<T>(h: number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((s, [, w]) => s + w, 0);
  let r = h % total;
  for (const [value, w] of choices) {
    if (r < w) return value;
    r -= w;
  }
  return choices[0]![0];
}
