import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { journeys } from '../../db/schema';
import { createJourney } from '../../seed/factories/journey-factories';
import { createDocument, TINY_PDF } from '../../seed/factories/document-factories';
import { storageFor } from '../../platform/storage/storage-for';
import { serveOnLoopback } from '../../test/served-app';
import { createTestApp, PRODUCTION_SETTINGS, type TestApp } from '../../test/test-app';

describe('the dev retention run (browser tests move its clock)', () => {
  let t: TestApp;
  let served: Awaited<ReturnType<typeof serveOnLoopback>>;
  beforeAll(async () => {
    t = await createTestApp();
    served = await serveOnLoopback(t);
  });
  afterAll(async () => {
    await served.close();
    await t.close();
  });

  const prune = (json: unknown, headers: Record<string, string> = {}) =>
    fetch(`${served.base}/dev/documents/prune`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(json),
    });

  it('keeps documents within the retention and deletes them, rows and files, past it', async () => {
    const user = await t.signUp();
    const journey = await createJourney(t.database.db, user.id, { target_address: '1 Dev St' });
    await createDocument(t.database.db, storageFor(t.deps.config), t.deps.updates.cipher, {
      journeyId: journey.id,
      ownerId: user.id,
      bytes: TINY_PDF,
    });
    await t.database.db
      .update(journeys)
      .set({ status: 'completed', completed_at: new Date() })
      .where(eq(journeys.id, journey.id));

    const within = await prune({ journey_id: journey.id, days_ahead: 29 });
    expect(await within.json()).toMatchObject({ rows_left: 1, objects_left: 1 });
    const past = await prune({ journey_id: journey.id, days_ahead: 31 });
    expect(await past.json()).toMatchObject({ rows_left: 0, objects_before: 1, objects_left: 0 });
  });

  it('refuses bad input with a 400 and anything relayed by a proxy with a 404', async () => {
    expect((await prune({ days_ahead: 1 })).status).toBe(400);
    const relayed = await prune(
      { journey_id: crypto.randomUUID(), days_ahead: 1 },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(relayed.status).toBe(404);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ config: PRODUCTION_SETTINGS });
    try {
      const res = await production.request('/dev/documents/prune', {
        method: 'POST',
        json: { journey_id: crypto.randomUUID(), days_ahead: 1 },
      });
      expect(res.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
