import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessRequestDetail } from '@updately/shared/business-api';
import { businessApi, claimBrand, createKey, createOrganization } from '../../test/business-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, NEW_ADDRESS, waitForStatus } from '../../test/update-kit';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';

const OLD_ADDRESS = '3 Old Street, Fitzroy VIC 3065';

describe('safe mode through the Business API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a safe-mode request says confidential_address and holds the new address only; others say false', async () => {
    const owner = await t.signUp({ name: 'Olivia Owner' });
    const org = await createOrganization(t, owner.cookie, 'Acme Energy');
    const { brand } = await claimBrand(t, owner.cookie, org, { name: 'Acme Energy' });
    const { key } = await createKey(t, owner.cookie, org);
    const api = businessApi(t, key);

    const sent: Record<string, string> = {};
    for (const safe of [true, false]) {
      const person = await t.signUp({ name: safe ? 'Sam Rivers' : 'Alex Nguyen' });
      const journey = await createJourney(t.database.db, person.id, {
        type: 'moving_house',
        name: `Leaving ${OLD_ADDRESS}`,
        target_address: NEW_ADDRESS,
        moving_date: '2027-03-03',
      });
      const [footprint] = await createFootprints(t.database.db, person.id, 1, {
        brandIds: [brand.id],
      });
      await createJourneyLinks(t.database.db, person.id, journey.id, [footprint!.id]);
      if (safe) {
        const on = await t.request(`/api/journeys/${journey.id}/safe-mode`, {
          method: 'POST',
          cookie: person.cookie,
          json: { safe_contact_email: 'safe@example.com' },
        });
        expect(on.status).toBe(200);
      }
      const [request] = await approveAddress(t, person.cookie, journey.id, [footprint!.id]);
      await waitForStatus(t, request!.id, 'sent');
      sent[String(safe)] = request!.id;
    }
    const safeRes = await api('GET', `/requests/${sent.true}`);
    expect(safeRes.status).toBe(200);
    const body = (await safeRes.json()) as BusinessRequestDetail;
    expect(body.confidential_address).toBe(true);
    expect(body.changes.find((c) => c.field === 'address')?.value).toBe(NEW_ADDRESS);
    expect(JSON.stringify(body)).not.toContain(OLD_ADDRESS);
    expect(JSON.stringify(body)).not.toContain('Old Street');
    const plain = (await (
      await api('GET', `/requests/${sent.false}`)
    ).json()) as BusinessRequestDetail;
    expect(plain.confidential_address).toBe(false);
  });
});
