import { JOURNEY_TYPES } from '@updately/shared/journey-types';
import { copyRows } from './copy-rows';
import { mix } from './ids';
import {
  brandIndex,
  expectedFootprints,
  expectedJourneys,
  expectedRequests,
  footprintCount,
  footprintId,
  journeyCount,
  journeyId,
  requestCount,
  requestJourney,
  requestStatus,
  userId,
} from './model';
import { person } from './seed-people';
import { DAY, iso, type LoadResult, type Row, type SeedContext } from './seed-context';

/** When person n's j-th journey began: after sign-up, a few months apart, never in the future. */
export function journeyCreatedAt(ctx: SeedContext, n: number, j: number): number {
  const start = person(ctx, n).createdAt + (j * 90 + (mix(n, j, 8) % 60)) * DAY;
  return Math.min(start, ctx.now - (1 + (mix(n, j, 9) % 20)) * DAY);
}

const STREETS = ['Sydney Road', 'Smith Street', 'High Street', 'Chapel Street', 'King Street'];

/** Footprints, journeys, and each requested company's link to its journey. */
export async function seedJourneys(ctx: SeedContext): Promise<LoadResult[]> {
  const { people } = ctx.shape;
  const brandCount = ctx.brands.length;
  function* footprints(): Generator<Row> {
    for (let n = 0; n < people; n++) {
      const count = footprintCount(n);
      const since = person(ctx, n).createdAt;
      for (let k = 0; k < count; k++) {
        // Beyond the directory's size a company is one the person typed in.
        const brand = k < brandCount ? ctx.brands[brandIndex(n, k, brandCount)]! : null;
        yield [
          footprintId(n, k),
          userId(n),
          brand ? brand.id : null,
          brand ? null : `Local business ${k}`,
          iso(since + (k % 30) * 3_600_000),
        ];
      }
    }
  }
  function* journeys(): Generator<Row> {
    for (let n = 0; n < people; n++) {
      for (let j = 0; j < journeyCount(n); j++) {
        const at = journeyCreatedAt(ctx, n, j);
        const type =
          j === 0 ? 'moving_house' : JOURNEY_TYPES[mix(n, j, 10) % JOURNEY_TYPES.length]!;
        const status =
          ctx.now - at > 120 * DAY ? (mix(n, j) % 5 === 0 ? 'archived' : 'completed') : 'active';
        yield [
          journeyId(n, j),
          userId(n),
          type,
          type === 'moving_house' ? 'Moving to Melbourne' : 'Life event',
          `${1 + (mix(n, j, 11) % 200)} ${STREETS[n % STREETS.length]}, Brunswick VIC 3056`,
          iso(at + 30 * DAY).slice(0, 10),
          status,
          iso(at),
          iso(at),
          status === 'active' ? null : iso(at + 60 * DAY),
        ];
      }
    }
  }
  function* links(): Generator<Row> {
    for (let n = 0; n < people; n++) {
      for (let k = 0; k < requestCount(n); k++) {
        const j = requestJourney(k);
        const at = journeyCreatedAt(ctx, n, j);
        yield [
          userId(n),
          journeyId(n, j),
          footprintId(n, k),
          k % 7 === 0 ? 'high' : 'standard',
          requestStatus(n, k) === 'completed' ? iso(at + 10 * DAY) : null,
          iso(at),
        ];
      }
    }
  }
  return [
    {
      table: 'digital_footprints',
      ...(await copyRows(
        ctx.client,
        'digital_footprints',
        ['id', 'user_id', 'brand_id', 'custom_brand_name', 'created_at'],
        expectedFootprints(ctx.shape),
        footprints(),
      )),
    },
    {
      table: 'journeys',
      ...(await copyRows(
        ctx.client,
        'journeys',
        [
          'id',
          'user_id',
          'type',
          'name',
          'target_address',
          'moving_date',
          'status',
          'created_at',
          'updated_at',
          'completed_at',
        ],
        expectedJourneys(ctx.shape),
        journeys(),
      )),
    },
    {
      table: 'journey_footprints',
      ...(await copyRows(
        ctx.client,
        'journey_footprints',
        ['user_id', 'journey_id', 'footprint_id', 'priority_level', 'completed_at', 'created_at'],
        expectedRequests(ctx.shape),
        links(),
      )),
    },
  ];
}
