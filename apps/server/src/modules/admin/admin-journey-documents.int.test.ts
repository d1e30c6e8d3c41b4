import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminJourneyDetail } from '@updately/shared/admin-journeys-api';
import { documentAccesses } from '../../db/schema';
import { storageFor } from '../../platform/storage/storage-for';
import { createDocument } from '../../seed/factories/document-factories';
import { createJourney } from '../../seed/factories/journey-factories';
import { signUpAdmin } from '../../test/admin-test-kit';
import { samplePdf } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';

describe("admin journey view: a journey's documents as metadata only", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('shows type, size, upload time and accesses, never the name or the contents', async () => {
    const person = await t.signUp();
    const admin = await signUpAdmin(t);
    const db = t.database.db;
    const journey = await createJourney(db, person.id, { type: 'losing_loved_one' });
    const bytes = await samplePdf(1, 'Secret certificate body');
    const doc = await createDocument(db, storageFor(t.deps.config), t.deps.updates.cipher, {
      journeyId: journey.id,
      ownerId: person.id,
      bytes,
      name: 'Grandpa Private Name.pdf',
    });
    await db.insert(documentAccesses).values({
      journey_id: journey.id,
      document_id: doc.id,
      document_type: 'death_certificate',
      company_name: 'Acme Energy',
      channel: 'email_link',
      action: 'view',
    });
    const res = await t.request(`/api/admin/journeys/${journey.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('Grandpa');
    expect(text).not.toContain('Secret certificate');
    const detail = JSON.parse(text) as AdminJourneyDetail;
    expect(detail.documents).toEqual([
      {
        id: doc.id,
        type: 'death_certificate',
        content_type: 'application/pdf',
        size_bytes: bytes.byteLength,
        uploaded_at: doc.created_at.toISOString(),
        accesses: [
          expect.objectContaining({
            company_name: 'Acme Energy',
            channel: 'email_link',
            action: 'view',
          }),
        ],
      },
    ]);
    // A user is refused, as for the rest of the admin area.
    expect(
      (await t.request(`/api/admin/journeys/${journey.id}`, { cookie: person.cookie })).status,
    ).toBe(403);
  });
});
