import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey, JourneyCompany } from '@updately/shared/journeys-api';
import type { JourneyProof, JourneyReview, UpdateRequestList } from '@updately/shared/updates-api';
import { isoToday } from '@updately/shared/request-kind-payloads';
import {
  documentAccesses,
  documentRequirements,
  journeys,
  requestDocuments,
  updateConsents,
  updateRequests,
} from '../../db/schema';
import { createBrand } from '../../seed/factories/brand-factories';
import { createJourneyDocument } from '../../seed/factories/document-factories';
import { storageFor } from '../../platform/storage/storage-for';
import { waitForMail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type ErrorBody = { error: { code: string; message: string } };

const daysAgo = (days: number) => {
  const d = new Date(`${isoToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};
const DEATH = {
  deceased: {
    full_name: 'Margaret Rose Citizen',
    date_of_birth: '1941-02-11',
    date_of_death: daysAgo(10),
    last_address: '4 Elm Street, Ballarat VIC 3350',
  },
  notifier: {
    name: 'Jane Citizen',
    relationship: 'administrator',
    address: '7 Sydney Road, Coburg VIC 3058',
  },
};

/**
 * Issue 25: Review and send shows, per company and kind, which of the journey's documents go and
 * which required ones are missing; approving attaches them and the consent names them.
 */
describe('documents in Review and send', () => {
  let t: TestApp;
  let user: User;
  let other: User;
  let journey: Journey;
  let otherJourney: Journey;
  const footprint: Record<'bank' | 'telco' | 'shop' | 'ownRule', string> = {
    bank: '',
    telco: '',
    shop: '',
    ownRule: '',
  };
  let certificate: { id: string };
  let letters: { id: string };
  let foreign: { id: string };
  let bankEmail: string;

  const startLoss = async (who: User) => {
    const res = await t.request('/api/journeys', {
      method: 'POST',
      cookie: who.cookie,
      json: { type: 'losing_loved_one', name: 'Mum', details: { notification_of_death: DEATH } },
    });
    expect(res.status).toBe(201);
    const row = (await res.json()) as Journey;
    await t.database.db
      .update(journeys)
      .set({ subject: 'deceased', acting_role: 'administrator' })
      .where(eq(journeys.id, row.id));
    return row;
  };
  const addCompany = async (brandId: string) => {
    const res = await t.request(`/api/journeys/${journey.id}/companies`, {
      method: 'POST',
      cookie: user.cookie,
      json: { brand_id: brandId },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as JourneyCompany).footprint_id;
  };
  const review = async () => {
    const res = await t.request(`/api/journeys/${journey.id}/review`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as JourneyReview;
  };
  const deathKind = (r: JourneyReview, footprintId: string) =>
    r.companies
      .find((c) => c.footprint_id === footprintId)!
      .kinds.find((k) => k.kind === 'notification_of_death')!;
  const approve = (companies: unknown[], cookie = user.cookie, journeyId = journey.id) =>
    t.request(`/api/journeys/${journeyId}/updates`, {
      method: 'POST',
      cookie,
      json: { consent_version: '1.0', companies },
    });

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
    other = await t.signUp();
    const db = t.database.db;
    const bank = await createBrand(db, { name: 'Evidence Bank', category: 'banking' });
    bankEmail = bank.contact_email!;
    const telco = await createBrand(db, { name: 'Evidence Telco', category: 'telco' });
    const shop = await createBrand(db, { name: 'Evidence Shop', category: 'retail' });
    const ownRule = await createBrand(db, { name: 'Evidence Mutual', category: 'banking' });
    // This bank asks for nothing, over its category's default.
    await db
      .insert(documentRequirements)
      .values({ brand_id: ownRule.id, kind: 'notification_of_death', document_types: [] });
    journey = await startLoss(user);
    footprint.bank = await addCompany(bank.id);
    footprint.telco = await addCompany(telco.id);
    footprint.shop = await addCompany(shop.id);
    footprint.ownRule = await addCompany(ownRule.id);
    const services = { storage: storageFor(t.config), cipher: t.deps.updates.cipher };
    certificate = await createJourneyDocument(db, services, {
      journeyId: journey.id,
      ownerId: user.id,
      type: 'death_certificate',
    });
    otherJourney = await startLoss(other);
    foreign = await createJourneyDocument(db, services, {
      journeyId: otherJourney.id,
      ownerId: other.id,
      type: 'letters_of_administration',
    });
  }, 60_000);
  afterAll(() => t.close());

  it('lists the documents each company requires, and what is missing, per kind', async () => {
    const r = await review();
    expect(deathKind(r, footprint.bank)).toMatchObject({
      documents: [{ id: certificate.id, type: 'death_certificate', label: 'Death certificate' }],
      missing_documents: ['letters of administration'],
    });
    expect(deathKind(r, footprint.telco)).toMatchObject({
      documents: [{ id: certificate.id }],
      missing_documents: [],
    });
    expect(deathKind(r, footprint.shop)).toMatchObject({ documents: [], missing_documents: [] });
    expect(deathKind(r, footprint.ownRule)).toMatchObject({
      documents: [],
      missing_documents: [],
    });
    // Nothing of the other journey's, and never a file name.
    expect(JSON.stringify(r)).not.toContain(foreign.id);
    expect(JSON.stringify(r)).not.toContain('.pdf');
  });

  it('refuses to attach another journey’s document, and writes nothing', async () => {
    const res = await approve([
      {
        footprint_id: footprint.shop,
        kinds: [
          { kind: 'notification_of_death', instruction: 'close_account', documents: [foreign.id] },
        ],
      },
    ]);
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.code).toBe('NOT_FOUND');
    expect(
      await t.database.db.$count(updateRequests, eq(updateRequests.journey_id, journey.id)),
    ).toBe(0);
    expect(await t.database.db.$count(requestDocuments)).toBe(0);
  });

  it('refuses a document id that is not a UUID', async () => {
    const res = await approve([
      {
        footprint_id: footprint.shop,
        kinds: [
          {
            kind: 'notification_of_death',
            instruction: 'close_account',
            documents: ['../../etc/passwd'],
          },
        ],
      },
    ]);
    expect(res.status).toBe(400);
  });

  it('answers 404 to another user approving on this journey', async () => {
    const res = await approve(
      [
        {
          footprint_id: footprint.bank,
          kinds: [{ kind: 'notification_of_death', instruction: 'close_account' }],
        },
      ],
      other.cookie,
    );
    expect(res.status).toBe(404);
  });

  it('attaches the required documents on approve, and the consent records their types', async () => {
    letters = await createJourneyDocument(
      t.database.db,
      { storage: storageFor(t.config), cipher: t.deps.updates.cipher },
      { journeyId: journey.id, ownerId: user.id, type: 'letters_of_administration' },
    );
    expect(deathKind(await review(), footprint.bank).missing_documents).toEqual([]);
    const res = await approve([
      {
        footprint_id: footprint.bank,
        kinds: [{ kind: 'notification_of_death', instruction: 'close_account' }],
      },
      {
        footprint_id: footprint.telco,
        kinds: [{ kind: 'notification_of_death', instruction: 'close_account' }],
      },
      // The person chose to share the certificate with a company that did not ask for it.
      {
        footprint_id: footprint.shop,
        kinds: [
          {
            kind: 'notification_of_death',
            instruction: 'close_account',
            documents: [certificate.id],
          },
        ],
      },
      {
        footprint_id: footprint.ownRule,
        kinds: [{ kind: 'notification_of_death', instruction: 'close_account' }],
      },
    ]);
    expect(res.status).toBe(201);
    const { items } = (await res.json()) as UpdateRequestList;
    const idOf = (name: string) => items.find((i) => i.company_name === name)!.id;
    const attached = await t.database.db
      .select()
      .from(requestDocuments)
      .where(
        inArray(
          requestDocuments.request_id,
          items.map((i) => i.id),
        ),
      );
    const docsOf = (name: string) =>
      attached
        .filter((a) => a.request_id === idOf(name))
        .map((a) => a.document_id)
        .sort();
    expect(docsOf('Evidence Bank')).toEqual([certificate.id, letters.id].sort());
    expect(docsOf('Evidence Telco')).toEqual([certificate.id]);
    expect(docsOf('Evidence Shop')).toEqual([certificate.id]);
    expect(docsOf('Evidence Mutual')).toEqual([]);

    const consents = await t.database.db
      .select({ company: updateConsents.company_name, types: updateConsents.document_types })
      .from(updateConsents)
      .where(eq(updateConsents.journey_id, journey.id));
    const typesOf = (name: string) => consents.find((c) => c.company === name)!.types.sort();
    expect(typesOf('Evidence Bank')).toEqual(['death_certificate', 'letters_of_administration']);
    expect(typesOf('Evidence Telco')).toEqual(['death_certificate']);
    expect(typesOf('Evidence Mutual')).toEqual([]);

    // The company reads the consent as recorded, naming the documents it is given.
    const mail = await waitForMail(t, bankEmail, /.*/);
    expect(mail.text.replace(/\s+/g, ' ')).toContain(
      'to share my Death certificate and Letters of administration with the company that requires them',
    );
  });

  it('lists on the proof, per request, the documents shared and every access', async () => {
    const requests = await t.database.db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.journey_id, journey.id));
    const bank = requests.find((r) => r.company_name === 'Evidence Bank')!;
    const telco = requests.find((r) => r.company_name === 'Evidence Telco')!;
    await t.database.db.insert(documentAccesses).values([
      {
        journey_id: journey.id,
        document_id: certificate.id,
        document_type: 'death_certificate',
        request_id: bank.id,
        company_name: 'Evidence Bank',
        channel: 'email_link',
        action: 'view',
        at: new Date('2026-11-20T01:00:00Z'),
      },
      {
        journey_id: journey.id,
        document_id: letters.id,
        document_type: 'letters_of_administration',
        request_id: bank.id,
        company_name: 'Evidence Bank',
        channel: 'api',
        action: 'download',
        at: new Date('2026-11-20T02:00:00Z'),
      },
    ]);
    const proof = (await (
      await t.request(`/api/journeys/${journey.id}/proof`, { cookie: user.cookie })
    ).json()) as JourneyProof;
    const row = (name: string) => proof.companies.find((c) => c.company_name === name)!;
    expect(
      row('Evidence Bank')
        .documents.map((d) => d.label)
        .sort(),
    ).toEqual(['Death certificate', 'Letters of administration']);
    expect(row('Evidence Bank').document_accesses).toEqual([
      {
        document: 'Death certificate',
        company_name: 'Evidence Bank',
        channel: 'email_link',
        action: 'view',
        at: '2026-11-20T01:00:00.000Z',
      },
      {
        document: 'Letters of administration',
        company_name: 'Evidence Bank',
        channel: 'api',
        action: 'download',
        at: '2026-11-20T02:00:00.000Z',
      },
    ]);
    // Another request's accesses never show on this one.
    expect(row('Evidence Telco').document_accesses).toEqual([]);
    expect(row('Evidence Telco').documents.map((d) => d.type)).toEqual(['death_certificate']);
    expect(telco.id).not.toBe(bank.id);

    const csv = await (
      await t.request(`/api/journeys/${journey.id}/proof?format=csv`, { cookie: user.cookie })
    ).text();
    const header = csv.split(/\r?\n/)[0]!;
    expect(header).toContain('Documents shared');
    expect(csv).toContain('Death certificate: Viewed by Evidence Bank (email link)');
    expect(csv).toContain('Letters of administration: Downloaded by Evidence Bank (API)');

    // Another user never sees this journey's proof.
    expect(
      (await t.request(`/api/journeys/${journey.id}/proof`, { cookie: other.cookie })).status,
    ).toBe(404);
  });
});
