import { eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessRequestDetail } from '@updately/shared/business-api';
import type { Journey, JourneyDetail } from '@updately/shared/journeys-api';
import type { JourneyProof } from '@updately/shared/updates-api';
import { SUBJECT_LOCKED_MESSAGE } from '@updately/shared/acting-for';
import { journeys, updateRequests } from '../../db/schema';
import { startTestReceiver } from '../../platform/outbound-http/test-receiver';
import { createBrand } from '../../seed/factories/brand-factories';
import { createFootprints, createJourneyLinks } from '../../seed/factories/journey-factories';
import { expectError } from '../../test/account-test-kit';
import { businessApi, claimBrand, createKey, createOrganization } from '../../test/business-kit';
import { eventually, pathOf, waitForMail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, NEW_ADDRESS, waitForStatus } from '../../test/update-kit';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Heard = { path: string; type: string; data: Record<string, unknown> };

const DONOR = 'Margaret Chen';
const ATTORNEY = {
  type: 'moving_house',
  name: "Mum's move to aged care",
  target_address: NEW_ADDRESS,
  subject: 'attorney_for',
  acting_role: 'attorney',
  subject_name: DONOR,
} as const;

const DEATH = {
  notification_of_death: {
    deceased: {
      full_name: 'Jane Doe',
      date_of_birth: '1940-01-01',
      date_of_death: '2026-10-01',
      last_address: '1 Main St, Hobart TAS 7000',
    },
    notifier: { name: 'Sam Doe', relationship: 'administrator', address: '2 High St, Hobart' },
  },
} as const;

describe('acting for someone else: the journey says for whom, every company is told', () => {
  let t: TestApp;
  let person: User;
  let other: User;
  let receiver: Awaited<ReturnType<typeof startTestReceiver>>;
  let secret = '';
  const heard: Heard[] = [];
  let org = '';
  let key = '';
  let claimed: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp({
      config: { WEBHOOK_RETRY_SCALE: '0.001', WEBHOOK_ALLOW_PRIVATE: 'true' },
    });
    receiver = await startTestReceiver((request, res) => {
      try {
        const body = new Webhook(secret).verify(request.body, request.headers) as Heard;
        heard.push({ ...body, path: request.path });
        res.writeHead(204).end();
      } catch (err) {
        res.writeHead(400).end(String(err));
      }
    });
    person = await t.signUp({ name: 'Alex Nguyen' });
    other = await t.signUp();
    const owner = await t.signUp({ name: 'Olivia Owner' });
    org = await createOrganization(t, owner.cookie, 'Acme Energy');
    ({ brand: claimed } = await claimBrand(t, owner.cookie, org, { name: 'Acme Energy' }));
    key = (await createKey(t, owner.cookie, org)).key;
    const hook = await t.request(`/api/business/organizations/${org}/webhooks`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { url: `${receiver.url}/hook` },
    });
    expect(hook.status).toBe(201);
    secret = ((await hook.json()) as { secret: string }).secret;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const create = (json: unknown, cookie = person.cookie) =>
    t.request('/api/journeys', { method: 'POST', json, cookie });
  const patch = (id: string, json: unknown, cookie = person.cookie) =>
    t.request(`/api/journeys/${id}`, { method: 'PATCH', json, cookie });

  it('starts a journey for an adult under an enduring power of attorney, the name sealed', async () => {
    const res = await create(ATTORNEY);
    expect(res.status).toBe(201);
    const journey = (await res.json()) as Journey;
    expect(journey).toMatchObject({
      subject: 'attorney_for',
      acting_role: 'attorney',
      details: { acting_for: { name: DONOR } },
    });
    const [row] = await t.database.db.select().from(journeys).where(eq(journeys.id, journey.id));
    expect(row!.details_ciphertext).not.toContain(DONOR);
    const list = await (await t.request('/api/journeys', { cookie: person.cookie })).json();
    expect(JSON.stringify(list)).not.toContain(DONOR);
  });

  it('refuses a role that does not fit, a role for self, a name for the deceased (400)', async () => {
    const cases = [
      { ...ATTORNEY, acting_role: 'executor' },
      { ...ATTORNEY, subject_name: undefined },
      { type: 'moving_house', name: 'Me', acting_role: 'partner' },
      { type: 'having_baby', name: 'Baby', subject: 'child', acting_role: 'parent_guardian' },
      { type: 'losing_loved_one', name: 'Jane', subject: 'self' },
      { type: 'losing_loved_one', name: 'Jane', subject_name: 'Jane Doe' },
    ];
    for (const json of cases) {
      await expectError(await create(json), 400, 'VALIDATION_FAILED');
    }
  });

  it('makes Losing a Loved One about the deceased, the role from the notifier', async () => {
    const res = await create({ type: 'losing_loved_one', name: 'Jane', details: DEATH });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ subject: 'deceased', acting_role: 'administrator' });
    const plain = await create({ type: 'moving_house', name: 'Mine', target_address: 'x' });
    expect(await plain.json()).toMatchObject({ subject: 'self', acting_role: null });
  });

  it('takes the role from the death details given later, unless the role is given', async () => {
    const journey = (await (
      await create({ type: 'losing_loved_one', name: 'Dad' })
    ).json()) as Journey;
    expect(journey).toMatchObject({ subject: 'deceased', acting_role: 'executor' });
    const later = await patch(journey.id, { details: DEATH });
    expect(await later.json()).toMatchObject({ acting_role: 'administrator' });
    const chosen = await patch(journey.id, { details: DEATH, acting_role: 'next_of_kin' });
    expect(await chosen.json()).toMatchObject({ acting_role: 'next_of_kin' });
  });

  it('changes who it is for until a request is sent, then 409; others get 404', async () => {
    const journey = (await (await create(ATTORNEY)).json()) as Journey;
    await expectError(await patch(journey.id, { subject: 'self' }, other.cookie), 404, 'NOT_FOUND');
    await expectError(
      await patch(journey.id, { acting_role: 'partner' }),
      400,
      'VALIDATION_FAILED',
    );
    const renamed = await patch(journey.id, { subject_name: 'Margaret A. Chen' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      details: { acting_for: { name: 'Margaret A. Chen' } },
    });
    const toSelf = (await (await patch(journey.id, { subject: 'self' })).json()) as Journey;
    expect(toSelf).toMatchObject({ subject: 'self', acting_role: null });
    expect(toSelf.details?.acting_for).toBeUndefined();
    const back = await patch(journey.id, { subject: 'attorney_for', subject_name: DONOR });
    expect(await back.json()).toMatchObject({ subject: 'attorney_for', acting_role: 'attorney' });

    const brand = await createBrand(t.database.db);
    const [footprint] = await createFootprints(t.database.db, person.id, 1, {
      brandIds: [brand.id],
    });
    await createJourneyLinks(t.database.db, person.id, journey.id, [footprint!.id]);
    await approveAddress(t, person.cookie, journey.id, [footprint!.id]);

    const locked = await expectError(await patch(journey.id, { subject: 'self' }), 409, 'CONFLICT');
    expect(locked.message).toBe(SUBJECT_LOCKED_MESSAGE);
    await expectError(await patch(journey.id, { subject_name: 'Someone Else' }), 409, 'CONFLICT');
    // Saying the same again, or changing something else, is fine.
    expect((await patch(journey.id, { subject: 'attorney_for', name: 'Renamed' })).status).toBe(
      200,
    );
  });

  it('writes to an email company as attorney, signed with the role; the proof says so', async () => {
    const journey = (await (await create(ATTORNEY)).json()) as Journey;
    const brand = await createBrand(t.database.db);
    const [footprint] = await createFootprints(t.database.db, person.id, 1, {
      brandIds: [brand.id],
    });
    await createJourneyLinks(t.database.db, person.id, journey.id, [footprint!.id]);
    const [request] = await approveAddress(t, person.cookie, journey.id, [footprint!.id]);
    expect(request!.channel).toBe('email');
    await waitForStatus(t, request!.id, 'sent');
    const [row] = await t.database.db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.id, request!.id));
    const mail = await waitForMail(t, row!.destination!, /Change of address/);
    expect(mail.subject).toContain(`for your customer ${DONOR}`);
    expect(mail.text).toContain(
      `I am writing as attorney under an enduring power of attorney for ${DONOR}.`,
    );
    expect(mail.text).toContain('Written by: Alex Nguyen');
    expect(mail.text).toContain('— Alex Nguyen (Attorney), through Updately');
    // The page the company's link opens says it too.
    const link = /^Updated: (\S+)$/m.exec(mail.text)![1]!;
    const page = await (await t.request(pathOf(link))).text();
    expect(page).toContain(
      `Alex Nguyen writes as attorney under an enduring power of attorney for ${DONOR}.`,
    );
    expect(page).toContain(`Attorney (enduring power of attorney) for ${DONOR}`);

    const proof = await t.request(`/api/journeys/${journey.id}/proof`, { cookie: person.cookie });
    expect(proof.status).toBe(200);
    expect(((await proof.json()) as JourneyProof).person.acting_as).toBe(
      `Alex Nguyen, attorney for ${DONOR}`,
    );
    const detail = await t.request(`/api/journeys/${journey.id}`, { cookie: person.cookie });
    expect(((await detail.json()) as JourneyDetail).details?.acting_for?.name).toBe(DONOR);
  });

  it('gives the business acting_for, the act claim and a webhook without the name', async () => {
    const journey = (await (await create(ATTORNEY)).json()) as Journey;
    const [footprint] = await createFootprints(t.database.db, person.id, 1, {
      brandIds: [claimed.id],
    });
    await createJourneyLinks(t.database.db, person.id, journey.id, [footprint!.id]);
    const [request] = await approveAddress(t, person.cookie, journey.id, [footprint!.id]);
    expect(request!.channel).toBe('api');
    await waitForStatus(t, request!.id, 'sent');

    const res = await businessApi(t, key)('GET', `/requests/${request!.id}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as BusinessRequestDetail;
    expect(detail.acting_for).toEqual({ subject: 'attorney_for', role: 'attorney', name: DONOR });

    const jwks = (await (await t.request('/.well-known/jwks.json')).json()) as JSONWebKeySet;
    const { payload } = await jwtVerify(detail.identity_assertion, createLocalJWKSet(jwks), {
      issuer: t.config.appUrl,
      audience: `urn:updately:organization:${org}`,
    });
    expect(payload.act).toEqual({ sub_type: 'attorney_for', role: 'attorney', name: DONOR });

    const created = await eventually(
      async () =>
        heard.find((h) => h.type === 'update_request.created' && h.data.id === request!.id),
      'the created webhook',
      20_000,
    );
    expect(created.data.acting_for).toEqual({ subject: 'attorney_for', role: 'attorney' });
    expect(JSON.stringify(created)).not.toContain(DONOR);

    // A journey about the person themself: null.
    const mover = await t.signUp({ name: 'Robin Hall' });
    const own = (await (
      await create(
        { type: 'moving_house', name: 'Mine', target_address: NEW_ADDRESS },
        mover.cookie,
      )
    ).json()) as Journey;
    const [mine] = await createFootprints(t.database.db, mover.id, 1, { brandIds: [claimed.id] });
    await createJourneyLinks(t.database.db, mover.id, own.id, [mine!.id]);
    const [selfRequest] = await approveAddress(t, mover.cookie, own.id, [mine!.id]);
    await waitForStatus(t, selfRequest!.id, 'sent');
    const selfDetail = (await (
      await businessApi(t, key)('GET', `/requests/${selfRequest!.id}`)
    ).json()) as BusinessRequestDetail;
    expect(selfDetail.acting_for).toBeNull();
  });
});
