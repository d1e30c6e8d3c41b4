import { and, eq } from 'drizzle-orm';
import type { UpdateStatus } from '@updately/shared/update-status';
import type { UpdateRequest, UpdateRequestList } from '@updately/shared/updates-api';
import { updateRequests } from '../db/schema';
import { createBrand, type BrandFactoryOptions } from '../seed/factories/brand-factories';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../seed/factories/journey-factories';
import { eventually } from './mailbox';
import type { TestApp } from './test-app';

export const NEW_ADDRESS = '12 Sydney Road, Brunswick VIC 3056';
export const MOVING_DAY = '2027-03-03';

/**
 * A Moving Home journey with a new address and moving day, linked to a new brand per entry of
 * `companies` (each with its own `.example` contact address unless told otherwise).
 */
export async function movingJourney(
  t: TestApp,
  userId: string,
  companies: readonly BrandFactoryOptions[],
  journey: { target_address?: string | null; moving_date?: string | null } = {},
) {
  const brands = [];
  for (const options of companies) brands.push(await createBrand(t.database.db, options));
  const footprints = await createFootprints(t.database.db, userId, brands.length, {
    brandIds: brands.map((b) => b.id),
  });
  const row = await createJourney(t.database.db, userId, {
    type: 'moving_house',
    name: 'Moving to Brunswick, March 2027',
    target_address: NEW_ADDRESS,
    moving_date: MOVING_DAY,
    ...journey,
  });
  await createJourneyLinks(
    t.database.db,
    userId,
    row.id,
    footprints.map((f) => f.id),
  );
  return { journey: row, brands, footprints };
}

/** Approves sending every given footprint's address, as the review screen's one action does. */
export async function approveAddress(
  t: TestApp,
  cookie: string,
  journeyId: string,
  footprintIds: readonly string[],
): Promise<UpdateRequest[]> {
  const res = await t.request(`/api/journeys/${journeyId}/updates`, {
    method: 'POST',
    cookie,
    json: {
      consent_version: '1.0',
      companies: footprintIds.map((footprint_id) => ({ footprint_id, fields: ['address'] })),
    },
  });
  if (res.status !== 201) throw new Error(`approve failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as UpdateRequestList).items;
}

/** Waits until the worker has moved the request to `status`. */
export function waitForStatus(
  t: TestApp,
  requestId: string,
  status: UpdateStatus,
  timeoutMs = 15_000,
) {
  return eventually(
    async () => {
      const [row] = await t.database.db
        .select()
        .from(updateRequests)
        .where(and(eq(updateRequests.id, requestId), eq(updateRequests.status, status)));
      return row;
    },
    `update ${requestId} to be ${status}`,
    timeoutMs,
  );
}
