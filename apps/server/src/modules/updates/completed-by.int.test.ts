import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  UpdateRequest,
  UpdateRequestDetail,
  UpdateRequestList,
} from '@updately/shared/updates-api';
import type { UpdateStatus } from '@updately/shared/update-status';
import { createValueCipher } from '../../platform/crypto/value-cipher';
import { createUpdateRequests } from '../../seed/factories/update-factories';
import { countQueries } from '../../test/query-counter';
import { createTestApp, type TestApp } from '../../test/test-app';
import { movingJourney } from '../../test/update-kit';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe('who completed each update (completed_by): the company or the person', () => {
  let t: TestApp;
  let user: User;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
  });
  afterAll(() => t.close());

  const list = async (journeyId: string) => {
    const res = await t.request(`/api/journeys/${journeyId}/updates`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as UpdateRequestList).items;
  };

  /** A journey whose emailed companies and checklists are already at `statuses`. */
  async function journeyWith(companies: { manual: boolean; status: UpdateStatus }[]) {
    const { journey, footprints } = await movingJourney(
      t,
      user.id,
      // The factory emails a company that publishes an address; the others are checklists.
      companies.map((c) => (c.manual ? { contact_email: null } : {})),
    );
    await createUpdateRequests(t.database.db, createValueCipher(t.config.valueKeys), {
      userId: user.id,
      journeyId: journey.id,
      footprintIds: footprints.map((f) => f.id),
      statuses: companies.map((c) => c.status),
    });
    return { journey, footprints };
  }

  it('credits a confirmation to the company and a "mark as done" to the person, in the list and the detail', async () => {
    const { journey, footprints } = await journeyWith([
      { manual: false, status: 'completed' },
      { manual: true, status: 'completed' },
      { manual: false, status: 'sent' },
      { manual: true, status: 'sent' },
      { manual: false, status: 'rejected' },
    ]);
    const items = await list(journey.id);
    const by = (i: number) => items.find((r) => r.footprint_id === footprints[i]!.id)!;
    expect(by(0)).toMatchObject({ channel: 'email', status: 'completed', completed_by: 'company' });
    expect(by(1)).toMatchObject({ channel: 'manual', status: 'completed', completed_by: 'person' });
    expect([by(2).completed_by, by(3).completed_by, by(4).completed_by]).toEqual([
      null,
      null,
      null,
    ]);

    for (const [i, who] of [
      [0, 'company'],
      [1, 'person'],
    ] as const) {
      const res = await t.request(`/api/updates/${by(i).id}`, { cookie: user.cookie });
      expect(((await res.json()) as UpdateRequestDetail).completed_by).toBe(who);
    }
  });

  it('answers "person" right after the person marks a checklist done', async () => {
    const { journey, footprints } = await journeyWith([{ manual: true, status: 'sent' }]);
    const [request] = await list(journey.id);
    expect(request!.completed_by).toBeNull();
    const res = await t.request(`/api/updates/${request!.id}/done`, {
      method: 'POST',
      cookie: user.cookie,
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as UpdateRequest).toMatchObject({
      footprint_id: footprints[0]!.id,
      status: 'completed',
      completed_by: 'person',
    });
    expect((await list(journey.id))[0]!.completed_by).toBe('person');
  });

  it('reads who completed them without a query per request', async () => {
    const few = await journeyWith([
      { manual: false, status: 'completed' },
      { manual: true, status: 'completed' },
    ]);
    const many = await journeyWith(
      Array.from({ length: 12 }, (_, i) => ({
        manual: i % 2 === 0,
        status: i % 3 === 0 ? 'sent' : 'completed',
      })),
    );
    await list(few.journey.id); // the session is cached after its first read
    const queriesFew = await countQueries(t.database, () => list(few.journey.id));
    const queriesMany = await countQueries(t.database, async () => {
      const items = await list(many.journey.id);
      expect(items.filter((r) => r.completed_by === 'person')).toHaveLength(4);
      expect(items.filter((r) => r.completed_by === 'company')).toHaveLength(4);
    });
    expect(queriesMany).toBe(queriesFew);
  });
});
