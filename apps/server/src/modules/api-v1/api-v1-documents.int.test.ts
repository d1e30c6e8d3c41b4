import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessRequestDetail } from '@updately/shared/business-api';
import type { BusinessDocumentList } from '@updately/shared/document-links-api';
import { documentStamp } from '@updately/shared/documents';
import { documentAccesses } from '../../db/schema';
import { formatInstantDay } from '../../lib/dates';
import { storageFor } from '../../platform/storage/storage-for';
import { createDocument } from '../../seed/factories/document-factories';
import { businessApi, claimBrand, createKey, createOrganization } from '../../test/business-kit';
import { imageBytes } from '../../test/account-test-kit';
import { pdfPageTexts, samplePdf } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';
import { createFootprints, createJourneyLinks } from '../../seed/factories/journey-factories';

type Api = ReturnType<typeof businessApi>;

describe("Business API v1: a request's documents, stamped, for its own organisation only", () => {
  let t: TestApp;
  let withScope: Api;
  let withoutScope: Api;
  let otherOrg: Api;
  let requestId: string;
  let plainRequestId: string;
  let documentId: string;
  let imageId: string;
  let foreignDocumentId: string;
  let reference: string;
  let orgA: string;

  beforeAll(async () => {
    t = await createTestApp();
    const person = await t.signUp({ name: 'Pat Person' });
    const ownerA = await t.signUp();
    const ownerB = await t.signUp();
    orgA = await createOrganization(t, ownerA.cookie, 'Acme Energy');
    const orgB = await createOrganization(t, ownerB.cookie, 'Bolt Bank');
    const { brand } = await claimBrand(t, ownerA.cookie, orgA, { name: 'Acme Energy' });
    const { brand: plainBrand } = await claimBrand(t, ownerA.cookie, orgA, { name: 'Acme Gas' });
    await claimBrand(t, ownerB.cookie, orgB, { name: 'Bolt Bank' });
    const read = ['requests:read', 'documents:read'];
    withScope = businessApi(t, (await createKey(t, ownerA.cookie, orgA, read)).key);
    withoutScope = businessApi(t, (await createKey(t, ownerA.cookie, orgA)).key);
    otherOrg = businessApi(t, (await createKey(t, ownerB.cookie, orgB, read)).key);

    const { journey, footprints } = await movingJourney(t, person.id, [{}]);
    const more = await createFootprints(t.database.db, person.id, 2, {
      brandIds: [brand.id, plainBrand.id],
    });
    await createJourneyLinks(
      t.database.db,
      person.id,
      journey.id,
      more.map((f) => f.id),
    );
    const requests = await approveAddress(t, person.cookie, journey.id, [
      footprints[0]!.id,
      ...more.map((f) => f.id),
    ]);
    const api = requests.filter((r) => r.channel === 'api');
    expect(api).toHaveLength(2);
    const [acme, plain] = [
      api.find((r) => r.company_name === 'Acme Energy')!,
      api.find((r) => r.company_name === 'Acme Gas')!,
    ];
    requestId = acme.id;
    plainRequestId = plain.id;
    reference = (await waitForStatus(t, requestId, 'sent')).reference;
    const store = [t.database.db, storageFor(t.deps.config), t.deps.updates.cipher] as const;
    const base = { journeyId: journey.id, ownerId: person.id };
    documentId = (
      await createDocument(...store, {
        ...base,
        bytes: await samplePdf(2),
        requestIds: [requestId],
      })
    ).id;
    imageId = (
      await createDocument(...store, {
        ...base,
        bytes: imageBytes.png(),
        type: 'letters_of_administration',
        contentType: 'image/png',
        requestIds: [requestId],
      })
    ).id;
    const other = requests.find((r) => r.channel !== 'api')!;
    foreignDocumentId = (
      await createDocument(...store, { ...base, bytes: await samplePdf(1), requestIds: [other.id] })
    ).id;
  }, 90_000);
  afterAll(() => t.close());

  it("lists the request's documents and names them in the request itself", async () => {
    const list = await withScope('GET', `/requests/${requestId}/documents`);
    expect(list.status).toBe(200);
    const body = (await list.json()) as BusinessDocumentList;
    expect(body.items.map((d) => [d.id, d.type]).sort()).toEqual(
      [
        [documentId, 'death_certificate'],
        [imageId, 'letters_of_administration'],
      ].sort(),
    );
    const detail = (await (
      await withScope('GET', `/requests/${requestId}`)
    ).json()) as BusinessRequestDetail;
    expect(detail.documents?.map((d) => d.id).sort()).toEqual([documentId, imageId].sort());
    const plain = (await (
      await withScope('GET', `/requests/${plainRequestId}`)
    ).json()) as BusinessRequestDetail;
    expect(plain).not.toHaveProperty('documents');
  });

  it('serves each as a PDF stamped on every page, recorded as fetched through the API', async () => {
    const stamp = documentStamp('Acme Energy', reference, formatInstantDay(new Date()));
    for (const [id, pages] of [
      [documentId, 2],
      [imageId, 1],
    ] as const) {
      const res = await withScope('GET', `/requests/${requestId}/documents/${id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const texts = await pdfPageTexts(new Uint8Array(await res.arrayBuffer()));
      expect(texts).toHaveLength(pages);
      for (const text of texts) expect(text).toContain(stamp);
    }
    const rows = await t.database.db
      .select()
      .from(documentAccesses)
      .where(eq(documentAccesses.request_id, requestId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ channel: 'api', action: 'download', organization_id: orgA });
    }
  });

  it('needs the documents:read scope (403)', async () => {
    expect((await withoutScope('GET', `/requests/${requestId}/documents`)).status).toBe(403);
    expect(
      (await withoutScope('GET', `/requests/${requestId}/documents/${documentId}`)).status,
    ).toBe(403);
    expect((await businessApi(t, null)('GET', `/requests/${requestId}/documents`)).status).toBe(
      401,
    );
  });

  it('answers 404 to another organisation, for a request without documents and for a document of another request', async () => {
    expect((await otherOrg('GET', `/requests/${requestId}/documents`)).status).toBe(404);
    expect((await otherOrg('GET', `/requests/${requestId}/documents/${documentId}`)).status).toBe(
      404,
    );
    expect((await withScope('GET', `/requests/${plainRequestId}/documents`)).status).toBe(404);
    expect(
      (await withScope('GET', `/requests/${plainRequestId}/documents/${documentId}`)).status,
    ).toBe(404);
    expect(
      (await withScope('GET', `/requests/${requestId}/documents/${foreignDocumentId}`)).status,
    ).toBe(404);
  });
});
