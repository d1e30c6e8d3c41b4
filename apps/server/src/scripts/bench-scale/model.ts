import { mix, TAG, uid, weighted } from './ids';
import type { UpdateStatus } from '@updately/shared/update-status';

/**
 * The shape of the scale seed: every count at scale 1 (the issue's), multiplied by `scale`, and
 * who has what. Most people have no footprints; one in five has 10 to 40 companies (one in ten
 * thousand of those has thousands) and three journeys; two in five have one journey and nothing
 * else. Each company of a person with footprints is told of one journey: that is 5 update requests
 * per person on average, and a journey with 20 companies for everyone with 20 or more.
 */
export type Shape = {
  scale: number;
  people: number;
  auditEntries: number;
  organizations: number;
  deliveries: number;
  jobs: number;
  /** Directory brands added to the reference data, so a thousand organisations can hold some. */
  syntheticBrands: number;
  /** The requests of the largest organisation (the Business API bench's). */
  bigOrganizationRequests: number;
};

export function shapeFor(scale: number): Shape {
  const n = (count: number) => Math.max(1, Math.round(count * scale));
  return {
    scale,
    people: n(1_000_000),
    auditEntries: n(20_000_000),
    organizations: Math.max(2, n(1_000)),
    deliveries: n(2_000_000),
    jobs: n(1_000_000),
    syntheticBrands: 5_000,
    bigOrganizationRequests: n(100_000),
  };
}

export const hasFootprints = (n: number) => n % 5 === 0;
export const isHeavy = (n: number) => n % 10_007 === 0;

export function footprintCount(n: number): number {
  if (!hasFootprints(n)) return 0;
  if (isHeavy(n)) return 1_000 + (mix(n, 1) % 4_000);
  return 10 + (mix(n, 1) % 31);
}

export const journeyCount = (n: number) => (hasFootprints(n) ? 3 : n % 5 < 3 ? 1 : 0);
export const requestCount = (n: number) => Math.min(footprintCount(n), 40);
/** Companies 0–19 go on the first journey, the rest alternate between the other two. */
export const requestJourney = (k: number) => (k < 20 ? 0 : 1 + (k % 2));

/** Roughly how many footprints and requests a shape makes (for progress bars). */
export const expectedFootprints = (shape: Shape) => Math.round(shape.people * 0.2 * 25.3);
export const expectedRequests = (shape: Shape) => Math.round(shape.people * 0.2 * 25);
export const expectedJourneys = (shape: Shape) => Math.round(shape.people * 1.0);

export const userId = (n: number) => uid(TAG.user, n);
export const footprintId = (n: number, k: number) => uid(TAG.footprint, n, k);
export const journeyId = (n: number, j: number) => uid(TAG.journey, n, j);
export const requestId = (n: number, k: number) => uid(TAG.request, n, k);
export const organizationId = (i: number) => uid(TAG.organization, i);

/** The directory brand of person n's k-th company: distinct per person, spread evenly. */
export const brandIndex = (n: number, k: number, brands: number) => (n * 7_919 + k) % brands;

const STATUS_WEIGHTS = [
  ['completed', 60],
  ['sent', 10],
  ['acknowledged', 6],
  ['needs_you', 5],
  ['rejected', 4],
  ['pending_consent', 4],
  ['queued', 3],
  ['expired', 4],
  ['cancelled', 4],
] as const satisfies readonly (readonly [UpdateStatus, number])[];

export const requestStatus = (n: number, k: number): UpdateStatus =>
  weighted(mix(n, k, 7), STATUS_WEIGHTS);

/**
 * Brands 0 … claimed-1 belong to organisations (the largest holds the first `bigClaims`, each other
 * organisation one), and are told through the API; the rest by the directory's other channels.
 */
export function claims(shape: Shape, brands: number) {
  const perBrand = expectedRequests(shape) / brands;
  const bigClaims = Math.max(1, Math.round(shape.bigOrganizationRequests / perBrand));
  return { bigClaims, claimed: Math.min(brands, bigClaims + shape.organizations - 1) };
}

/** The organisation holding brand `index` (the inverse of seed-business's claims), or null. */
export function brandHolder(index: number, claimed: { bigClaims: number; claimed: number }) {
  if (index >= claimed.claimed) return null;
  return index < claimed.bigClaims ? 0 : index - claimed.bigClaims + 1;
}

const OTHER_CHANNELS = ['email', 'email', 'manual', 'letter', 'web_form', 'phone'] as const;
export const brandChannel = (index: number, claimed: number) =>
  index < claimed ? 'api' : OTHER_CHANNELS[index % OTHER_CHANNELS.length]!;

/** A person in the middle of the population with a journey of exactly 20 companies. */
export function benchPerson(shape: Shape): number {
  for (let n = Math.floor(shape.people / 10) * 5; n < shape.people; n += 5) {
    if (!isHeavy(n) && requestCount(n) >= 20) return n;
  }
  throw new Error('no person with 20 companies at this scale');
}
