import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentStamp } from '@updately/shared/documents';
import type { DocumentLinkPage, RequestDocumentLink } from '@updately/shared/document-links-api';
import { documentAccesses, documentShares, journeyMembers } from '../../db/schema';
import { formatInstantDay } from '../../lib/dates';
import { storageFor } from '../../platform/storage/storage-for';
import { enqueueDispatch } from '../../platform/update-engine/dispatcher';
import { createDocument } from '../../seed/factories/document-factories';
import { createUpdateRequests } from '../../seed/factories/update-factories';
import { captureLogs } from '../../test/log-capture';
import { pathOf, waitForMail } from '../../test/mailbox';
import { pdfPageTexts, samplePdf } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { movingJourney, waitForStatus } from '../../test/update-kit';

type User = Awaited<ReturnType<TestApp['signUp']>>;
const DAY = 24 * 60 * 60 * 1000;
const SECRET_LINE = 'Deceased: Harold Secretname';

describe('company document links', () => {
  let t: TestApp;
  let owner: User;
  const logs = captureLogs();

  beforeAll(async () => {
    t = await createTestApp({ logger: logs.logger });
    owner = await t.signUp({ name: 'Dana Executor' });
  }, 60_000);
  afterAll(() => t.close());

  /** An emailed request carrying a two-page certificate, dispatched by the worker. */
  async function sentWithDocument() {
    const db = t.database.db;
    const contact = `docs-${crypto.randomUUID().slice(0, 8)}@company.example`;
    const { journey, footprints } = await movingJourney(t, owner.id, [{ contact_email: contact }]);
    const [request] = await createUpdateRequests(db, t.deps.updates.cipher, {
      userId: owner.id,
      journeyId: journey.id,
      footprintIds: [footprints[0]!.id],
      statuses: ['queued'],
    });
    const document = await createDocument(db, storageFor(t.deps.config), t.deps.updates.cipher, {
      journeyId: journey.id,
      ownerId: owner.id,
      bytes: await samplePdf(2, SECRET_LINE),
      name: 'Harold secret certificate.pdf',
      requestIds: [request!.id],
    });
    await db.transaction((tx) => enqueueDispatch(t.deps.jobs, tx, request!));
    const sent = await waitForStatus(t, request!.id, 'sent');
    const mail = await waitForMail(t, contact, /ref /);
    const url = mail.text.match(/https?:\/\/\S+\/documents\/\S+/)?.[0];
    expect(url, 'a documents link in the mail').toBeDefined();
    const token = pathOf(url!).split('/').at(-1)!;
    return { journey, request: sent, document, mail, token, contact };
  }

  it('mails the link with the send, lists the documents and serves stamped copies, recording each', async () => {
    const { journey, request, document, mail, token } = await sentWithDocument();
    expect(mail.text).toContain('Documents for this request');
    expect(mail.text).toContain('Death certificate');
    expect(mail.html).toContain('Documents for this request');
    const [share] = await t.database.db
      .select()
      .from(documentShares)
      .where(eq(documentShares.request_id, request.id));
    expect(share!.expires_at.getTime() - share!.created_at.getTime()).toBe(7 * DAY);

    const page = await t.request(`/api/document-links/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const body = (await page.json()) as DocumentLinkPage;
    expect(body).toMatchObject({
      reference: request.reference,
      company_name: request.company_name,
    });
    expect(body.documents).toEqual([
      {
        id: document.id,
        type: 'death_certificate',
        content_type: 'application/pdf',
        size_bytes: document.size_bytes,
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('Harold');

    const view = await t.request(`/api/document-links/${token}/documents/${document.id}`);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('application/pdf');
    expect(view.headers.get('content-disposition')).toMatch(
      /^inline; filename="death-certificate-/,
    );
    expect(view.headers.get('cache-control')).toBe('no-store');
    expect(view.headers.get('x-content-type-options')).toBe('nosniff');
    expect(view.headers.get('content-security-policy')).toContain("script-src 'none'");
    const stamp = documentStamp(
      request.company_name,
      request.reference,
      formatInstantDay(new Date()),
    );
    const pages = await pdfPageTexts(new Uint8Array(await view.arrayBuffer()));
    expect(pages).toHaveLength(2);
    for (const text of pages) expect(text).toContain(stamp);

    const download = await t.request(
      `/api/document-links/${token}/documents/${document.id}?disposition=attachment`,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    const bad = await t.request(
      `/api/document-links/${token}/documents/${document.id}?disposition=x`,
    );
    expect(bad.status).toBe(400);

    const accesses = await t.database.db
      .select()
      .from(documentAccesses)
      .where(eq(documentAccesses.request_id, request.id));
    expect(accesses.map((a) => a.action).sort()).toEqual(['download', 'view']);
    for (const a of accesses) {
      expect(a).toMatchObject({
        journey_id: journey.id,
        document_id: document.id,
        document_type: 'death_certificate',
        company_name: request.company_name,
        channel: 'email_link',
        organization_id: null,
      });
    }
    // The person sees each view.
    const mine = await t.request(`/api/updates/${request.id}/document-link`, {
      cookie: owner.cookie,
    });
    const state = (await mine.json()) as RequestDocumentLink;
    expect(state.link).toMatchObject({ state: 'active', revoked_at: null });
    expect(state.accesses).toHaveLength(2);
    // Nothing about the document in the logs: no name, no contents.
    expect(logs.text()).not.toContain('Harold');
    expect(logs.text()).not.toContain('Secretname');
  });

  it('answers 404 for a document of another request, even of the same person', async () => {
    const first = await sentWithDocument();
    const second = await sentWithDocument();
    const res = await t.request(
      `/api/document-links/${first.token}/documents/${second.document.id}`,
    );
    expect(res.status).toBe(404);
    expect(
      await t.request(`/api/document-links/${first.token}/documents/not-a-uuid`),
    ).toHaveProperty('status', 404);
    expect((await t.request(`/api/document-links/${first.token.slice(0, -2)}xx`)).status).toBe(404);
  });

  it('answers 410 once the link has expired (test clock), naming who to ask', async () => {
    const { token, document } = await sentWithDocument();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * DAY + 60_000 });
    try {
      for (const path of [
        `/api/document-links/${token}`,
        `/api/document-links/${token}/documents/${document.id}`,
      ]) {
        const res = await t.request(path);
        expect(res.status).toBe(410);
        expect(await res.json()).toEqual({
          error: {
            code: 'LINK_EXPIRED',
            message: 'This link has expired. Ask Dana Executor to send it again.',
          },
        });
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('withdraws the link (410), and a new one replaces it and is mailed', async () => {
    const { request, token, document, contact } = await sentWithDocument();
    const revoke = await t.request(`/api/updates/${request.id}/document-link/revoke`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(revoke.status).toBe(200);
    expect(((await revoke.json()) as RequestDocumentLink).link?.state).toBe('withdrawn');
    const res = await t.request(`/api/document-links/${token}/documents/${document.id}`);
    expect(res.status).toBe(410);
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'LINK_WITHDRAWN',
      message: 'This link was withdrawn by the person who sent it.',
    });

    // Issued on a later second than the first link, so the two tokens differ.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await t.request(`/api/updates/${request.id}/document-link`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as RequestDocumentLink).link?.state).toBe('active');
    const mail = await waitForMail(t, contact, /a new link/);
    const fresh = pathOf(mail.text.match(/https?:\/\/\S+\/documents\/\S+/)![0])
      .split('/')
      .at(-1)!;
    expect(fresh).not.toBe(token);
    expect((await t.request(`/api/document-links/${fresh}`)).status).toBe(200);
    const old = await t.request(`/api/document-links/${token}`);
    expect(old.status).toBe(410);
    expect(((await old.json()) as { error: { code: string } }).error.code).toBe('LINK_REPLACED');
  });

  it('lets the owner and editors change the link; a viewer 403, anyone else 404, anonymous 401', async () => {
    const { request, journey } = await sentWithDocument();
    const [editor, viewer, stranger] = [await t.signUp(), await t.signUp(), await t.signUp()];
    await t.database.db.insert(journeyMembers).values([
      { journey_id: journey.id, user_id: editor.id, role: 'editor', invited_by: owner.id },
      { journey_id: journey.id, user_id: viewer.id, role: 'viewer', invited_by: owner.id },
    ]);
    const call = (path: string, cookie?: string, method = 'POST') =>
      t
        .request(`/api/updates/${request.id}/document-link${path}`, { method, cookie })
        .then((r) => r.status);
    expect(await call('/revoke', editor.cookie)).toBe(200);
    expect(await call('/revoke', viewer.cookie)).toBe(403);
    expect(await call('', viewer.cookie)).toBe(403);
    expect(await call('/revoke', stranger.cookie)).toBe(404);
    expect(await call('', stranger.cookie)).toBe(404);
    expect(await call('/revoke')).toBe(401);
    expect(await call('')).toBe(401);
    expect(await call('', viewer.cookie, 'GET')).toBe(200);
    expect(await call('', stranger.cookie, 'GET')).toBe(404);
    expect(await call('', undefined, 'GET')).toBe(401);
    expect(await call('', editor.cookie)).toBe(200);
    const [share] = await t.database.db
      .select()
      .from(documentShares)
      .where(and(eq(documentShares.request_id, request.id)));
    expect(share!.revoked_at).toBeNull();
  });

  it('repeats the working link in a reminder, and leaves a withdrawn one out', async () => {
    const { request, token, contact } = await sentWithDocument();
    await t.deps.updates.runFollowUps(new Date(request.sent_at!.getTime() + 7 * DAY + 60_000));
    const reminder = await waitForMail(t, contact, /^Reminder:/);
    expect(reminder.text).toContain(`/documents/${token}`);
    const revoke = await t.request(`/api/updates/${request.id}/document-link/revoke`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(revoke.status).toBe(200);
    await t.deps.updates.runFollowUps(new Date(request.sent_at!.getTime() + 14 * DAY + 60_000));
    const second = await waitForMail(t, contact, /^Reminder:/, 2);
    expect(second.text).not.toContain('/documents/');
  });

  it('refuses to send a link for a request that carries no documents (409)', async () => {
    const { journey, footprints } = await movingJourney(t, owner.id, [{}]);
    const [request] = await createUpdateRequests(t.database.db, t.deps.updates.cipher, {
      userId: owner.id,
      journeyId: journey.id,
      footprintIds: [footprints[0]!.id],
      statuses: ['sent'],
    });
    const res = await t.request(`/api/updates/${request!.id}/document-link`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(res.status).toBe(409);
  });
});
