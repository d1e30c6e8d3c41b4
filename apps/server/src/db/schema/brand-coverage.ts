import { bigint, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/**
 * Brand coverage's "done by hand" ranking (ADR 0057): requests on a person-step channel the
 * person completed without the company confirming, per brand, and in how many journeys.
 * Triggers append signed rows to `brand_hand_journeys_delta` (append-only, like ADR 0051's);
 * `brand_coverage_fold()` moves them into the per-(brand, journey) counts and, from those, the
 * per-brand totals: a journey counts while its count is above zero. Triggers and functions: the
 * hand-written part of this rollup's migration.
 */
const n = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

const pairColumns = () => ({
  brand_id: uuid('brand_id').notNull(),
  journey_id: uuid('journey_id').notNull(),
  requests: n('requests'),
});
export const brandHandJourneys = pgTable('brand_hand_journeys', pairColumns(), (t) => [
  primaryKey({ name: 'brand_hand_journeys_pkey', columns: [t.brand_id, t.journey_id] }),
]);
export const brandHandJourneysDelta = pgTable('brand_hand_journeys_delta', pairColumns());

export const brandHandTotals = pgTable(
  'brand_hand_totals',
  {
    brand_id: uuid('brand_id').primaryKey(),
    requests: n('requests'),
    journeys: n('journeys'),
  },
  (t) => [index('brand_hand_totals_rank_idx').on(t.requests.desc(), t.journeys.desc(), t.brand_id)],
);
