import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApproval, ApprovalRequested } from '@updately/shared/admin-approvals-api';
import { documentStamp } from '@updately/shared/documents';
import { auditLogs, documentAccesses, users } from '../../db/schema';
import { formatInstantDay } from '../../lib/dates';
import { storageFor } from '../../platform/storage/storage-for';
import { createDocument } from '../../seed/factories/document-factories';
import { createJourney } from '../../seed/factories/journey-factories';
import { appWithTwoAdmins, approvalsApi, type Admin } from '../../test/admin-test-kit';
import { pdfPageTexts, samplePdf } from '../../test/pdf-text';
import type { TestApp } from '../../test/test-app';

describe('an admin opens a document only with a second admin’s approval, once', () => {
  let t: TestApp;
  let a: Admin;
  let b: Admin;

  beforeAll(async () => {
    ({ t, a, b } = await appWithTwoAdmins());
  }, 90_000);
  afterAll(() => t.close());

  it('asks, waits, is approved by another admin, opens a stamped copy once, recorded and audited', async () => {
    const person = await t.signUp();
    const db = t.database.db;
    const journey = await createJourney(db, person.id, { type: 'losing_loved_one' });
    const doc = await createDocument(db, storageFor(t.deps.config), t.deps.updates.cipher, {
      journeyId: journey.id,
      ownerId: person.id,
      bytes: await samplePdf(2),
    });
    const ask = (cookie?: string) =>
      t.request(`/api/admin/journeys/${journey.id}/documents/${doc.id}/open`, {
        method: 'POST',
        cookie,
        json: { reason: 'Checking a complaint' },
      });
    expect((await ask()).status).toBe(401);
    expect((await ask(person.cookie)).status).toBe(403);
    const asked = await ask(a.cookie);
    expect(asked.status).toBe(202);
    const { approval } = (await asked.json()) as ApprovalRequested;
    expect(approval).toMatchObject({ action: 'document_open', status: 'pending' });
    expect((await ask(a.cookie)).status).toBe(409);
    const other = await createJourney(db, person.id);
    const stray = await t.request(`/api/admin/journeys/${other.id}/documents/${doc.id}/open`, {
      method: 'POST',
      cookie: b.cookie,
    });
    expect(stray.status).toBe(404);

    const open = (cookie: string) =>
      t.request(`/api/admin/approvals/${approval.id}/document`, { method: 'POST', cookie });
    expect((await open(a.cookie)).status).toBe(409);
    expect((await approvalsApi(t, a.cookie)('POST', `/${approval.id}/approve`)).status).toBe(403);
    const approved = await approvalsApi(t, b.cookie)('POST', `/${approval.id}/approve`);
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { approval: AdminApproval }).approval.status).toBe(
      'approved',
    );
    expect((await open(b.cookie)).status).toBe(403);

    const copy = await open(a.cookie);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('application/pdf');
    expect(copy.headers.get('cache-control')).toBe('no-store');
    const [admin] = await db.select({ name: users.name }).from(users).where(eq(users.id, a.id));
    const stamp = documentStamp(
      `Updately admin ${admin!.name}`,
      `approval ${approval.id.slice(0, 8)}`,
      formatInstantDay(new Date()),
    );
    const pages = await pdfPageTexts(new Uint8Array(await copy.arrayBuffer()));
    expect(pages).toHaveLength(2);
    for (const text of pages) expect(text).toContain(stamp);
    expect((await open(a.cookie)).status).toBe(409);

    const accesses = await db
      .select()
      .from(documentAccesses)
      .where(eq(documentAccesses.document_id, doc.id));
    expect(accesses).toEqual([
      expect.objectContaining({ channel: 'admin', action: 'view', company_name: 'Updately admin' }),
    ]);
    const audited = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'admin.document_open'), eq(auditLogs.user_id, a.id)));
    expect(audited).toHaveLength(1);
  });
});
