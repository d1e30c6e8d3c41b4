import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneyDeadlineList } from '@updately/shared/deadlines-api';
import { brandDirectory, brandUpdateChannels, updateRequests } from '../../db/schema';
import { createFootprints, createJourneyLinks } from '../../seed/factories/journey-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';

describe('GET /api/journeys/{id}/deadlines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const deadlines = async (journeyId: string, cookie?: string) =>
    t.request(`/api/journeys/${journeyId}/deadlines`, { cookie });

  it('lists the legal deadline from moving day and each expected answer, soonest first, for the owner only', async () => {
    const user = await t.signUp({ name: 'Alex Nguyen' });
    const [vicroads] = await t.database.db
      .select()
      .from(brandDirectory)
      .where(eq(brandDirectory.slug, 'vicroads'));
    const { journey, footprints } = await movingJourney(t, user.id, [{ name: 'Energy Co' }]);
    // VicRoads joins the journey on the person's own checklist (its letter channel is kept off:
    // this test is about a checklist item's deadline).
    await t.database.db
      .insert(brandUpdateChannels)
      .values({ brand_id: vicroads!.id, channel: 'manual' });
    const [vicFp] = await createFootprints(t.database.db, user.id, 1, { brandIds: [vicroads!.id] });
    const vicFootprint = vicFp!.id;
    await createJourneyLinks(t.database.db, user.id, journey.id, [vicFootprint]);

    const before = (await (await deadlines(journey.id, user.cookie)).json()) as JourneyDeadlineList;
    expect(before.items).toEqual([
      {
        type: 'legal',
        due_on: '2027-03-17',
        company_name: 'VicRoads',
        footprint_id: vicFootprint,
        request_id: null,
        kind: 'change_of_address',
        channel: null,
        description: expect.stringContaining('14 days'),
        source_url: expect.stringMatching(/^https:\/\//),
        overdue: false,
        done: false,
      },
    ]);

    const requests = await approveAddress(t, user.cookie, journey.id, [
      footprints[0]!.id,
      vicFootprint,
    ]);
    const emailed = requests.find((r) => r.channel === 'email')!;
    const manual = requests.find((r) => r.channel === 'manual')!;
    await waitForStatus(t, emailed.id, 'sent');
    await waitForStatus(t, manual.id, 'sent');
    await t.database.db
      .update(updateRequests)
      .set({ expected_by: '2027-03-10' })
      .where(eq(updateRequests.id, emailed.id));

    const sent = (await (await deadlines(journey.id, user.cookie)).json()) as JourneyDeadlineList;
    expect(sent.items.map((d) => [d.type, d.company_name, d.due_on, d.request_id, d.done])).toEqual(
      [
        ['expected_by', 'Energy Co', '2027-03-10', emailed.id, false],
        ['legal', 'VicRoads', '2027-03-17', manual.id, false],
      ],
    );

    const done = await t.request(`/api/updates/${manual.id}/done`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    expect(done.status).toBe(200);
    const met = (await (await deadlines(journey.id, user.cookie)).json()) as JourneyDeadlineList;
    expect(met.items.find((d) => d.type === 'legal')).toMatchObject({ done: true, overdue: false });

    const other = await t.signUp();
    const refused = await deadlines(journey.id, other.cookie);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Journey not found' },
    });
    expect((await deadlines(journey.id)).status).toBe(401);
    expect((await deadlines('not-a-uuid', user.cookie)).status).toBe(404);
  });
});
