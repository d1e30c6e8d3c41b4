import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_QUOTA_BYTES,
  DOCUMENT_QUOTA_FILES,
} from '@updately/shared/documents';
import { DOCUMENT_MESSAGES, type JourneyDocuments } from '@updately/shared/documents-api';
import type { AccountExport } from '@updately/shared/account-api';
import {
  auditLogs,
  documentAccesses,
  journeyDocuments,
  journeyMembers,
  journeys,
  requestDocuments,
  updateRequests,
} from '../../db/schema';
import { createBrand } from '../../seed/factories/brand-factories';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';
import { createUpdateRequests } from '../../seed/factories/update-factories';
import { createValueCipher } from '../../platform/crypto/value-cipher';
import { readDocument, rewrapDocumentKey } from '../../platform/documents/document-vault';
import { deleteUser } from '../../platform/accounts/delete-user';
import { storageFor } from '../../platform/storage/storage-for';
import { signUpAdmin } from '../../test/admin-test-kit';
import { expectError, tempDataDir, type TestUser } from '../../test/account-test-kit';
import {
  attachmentPdf,
  documentForm,
  encryptedPdf,
  jpegMarkers,
  jpegWithGps,
  launchPdf,
  pdfBytes,
  pngBytes,
  scriptedPdf,
} from '../../test/document-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pruneExpiredDocuments } from './document-retention';
import { DOCUMENT_UPLOAD_RATE_LIMIT } from './documents.routes';

const DAY = 24 * 3600_000;

describe('journey documents API', () => {
  const dataDir = tempDataDir();
  let t: TestApp;
  let owner: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let journeyId: string;

  beforeAll(async () => {
    t = await createTestApp({
      config: { DATA_DIR: dataDir, LOG_LEVEL: process.env.DOC_LOG ?? 'silent' },
    });
    [owner, editor, viewer, other] = [
      await t.signUp({ name: 'Olive Owner' }),
      await t.signUp({ name: 'Eddie Editor' }),
      await t.signUp(),
      await t.signUp(),
    ];
    admin = await signUpAdmin(t);
    journeyId = (await createJourney(t.database.db, owner.id)).id;
    await t.database.db.insert(journeyMembers).values([
      { journey_id: journeyId, user_id: editor.id, role: 'editor', invited_by: owner.id },
      { journey_id: journeyId, user_id: viewer.id, role: 'viewer', invited_by: owner.id },
    ]);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const base = (id = journeyId) => `/api/journeys/${id}/documents`;
  const upload = (form: FormData, cookie = owner.cookie, id = journeyId) =>
    t.request(base(id), { method: 'POST', body: form, cookie });
  async function uploaded(form: FormData, cookie = owner.cookie, id = journeyId) {
    const res = await upload(form, cookie, id);
    expect(res.status).toBe(201);
    const body = (await res.json()) as JourneyDocuments;
    return body.documents.at(-1)!;
  }
  const list = async (cookie = owner.cookie) => {
    const res = await t.request(base(), { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as JourneyDocuments;
  };
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(journeyDocuments).where(eq(journeyDocuments.id, id)))[0];
  const storedFile = (ownerId: string, id: string) =>
    path.join(dataDir, 'uploads', 'documents', ownerId, `${id}.bin`);

  it('lets only the owner and editors upload, view and delete; viewers see only that documents exist', async () => {
    const doc = await uploaded(documentForm(await pdfBytes(), 'Smith death cert.pdf'));
    const byEditor = await uploaded(documentForm(pngBytes(), 'will.png', 'will'), editor.cookie);
    expect(byEditor.uploaded_by).toBe('Eddie Editor');
    const file = `${base()}/${doc.id}/file`;
    const one = `${base()}/${doc.id}`;

    // Anonymous: 401 everywhere.
    await expectError(
      await t.request(base(), { method: 'POST', body: documentForm(pngBytes(), 'a.png') }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(await t.request(base()), 401, 'UNAUTHORIZED');
    await expectError(await t.request(file), 401, 'UNAUTHORIZED');
    await expectError(await t.request(one, { method: 'DELETE' }), 401, 'UNAUTHORIZED');
    // Another user and an admin: 404, as if there were no journey.
    for (const cookie of [other.cookie, admin.cookie]) {
      await expectError(await upload(documentForm(pngBytes(), 'a.png'), cookie), 404, 'NOT_FOUND');
      await expectError(await t.request(base(), { cookie }), 404, 'NOT_FOUND');
      await expectError(await t.request(file, { cookie }), 404, 'NOT_FOUND');
      await expectError(await t.request(one, { method: 'DELETE', cookie }), 404, 'NOT_FOUND');
    }
    // A viewer: the list of types only; no upload, no file, no delete.
    await expectError(
      await upload(documentForm(pngBytes(), 'a.png'), viewer.cookie),
      403,
      'FORBIDDEN',
    );
    await expectError(await t.request(file, { cookie: viewer.cookie }), 403, 'FORBIDDEN');
    await expectError(
      await t.request(one, { method: 'DELETE', cookie: viewer.cookie }),
      403,
      'FORBIDDEN',
    );
    const seen = await list(viewer.cookie);
    expect(seen.can_edit).toBe(false);
    const viewed = seen.documents.find((d) => d.id === doc.id)!;
    expect(viewed).toMatchObject({ type: 'death_certificate', name: null, size_bytes: null });
    expect(JSON.stringify(seen)).not.toContain('Smith');
    // The owner and the editor: everything, and the file.
    for (const cookie of [owner.cookie, editor.cookie]) {
      const mine = await list(cookie);
      expect(mine.can_edit).toBe(true);
      expect(mine.documents.find((d) => d.id === doc.id)).toMatchObject({
        name: 'Smith death cert.pdf',
        content_type: 'application/pdf',
        uploaded_by: 'Olive Owner',
      });
      const res = await t.request(file, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBe(
        'inline; filename="death_certificate.pdf"',
      );
    }
    // A document of another journey is not found through this one.
    const elsewhere = await createJourney(t.database.db, owner.id);
    const foreign = await uploaded(documentForm(pngBytes(), 'x.png'), owner.cookie, elsewhere.id);
    await expectError(
      await t.request(`${base()}/${foreign.id}/file`, { cookie: owner.cookie }),
      404,
      'NOT_FOUND',
    );
    // The editor deletes; the audit names the actor and never the file's name.
    const gone = await t.request(`${base()}/${byEditor.id}`, {
      method: 'DELETE',
      cookie: editor.cookie,
    });
    expect(gone.status).toBe(204);
    expect(await rowOf(byEditor.id)).toBeUndefined();
    expect(existsSync(storedFile(owner.id, byEditor.id))).toBe(false);
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource_type, 'JOURNEY'), eq(auditLogs.resource_id, journeyId)));
    const actions = audits.map((a) => `${a.action}:${a.user_id}`);
    expect(actions).toContain(`journey.document_upload:${editor.id}`);
    expect(actions).toContain(`journey.document_delete:${editor.id}`);
    expect(JSON.stringify(audits)).not.toMatch(/Smith|will\.png/);
  }, 60_000);

  it('judges the bytes, never the name: a PNG named .pdf is a PNG, text named .pdf is refused', async () => {
    const png = await uploaded(documentForm(pngBytes(), 'scan.pdf'));
    expect(png.content_type).toBe('image/png');
    const text = new TextEncoder().encode('Just some text, named as if it were a PDF');
    const error = await expectError(
      await upload(documentForm(text, 'letter.pdf')),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.message).toBe(DOCUMENT_MESSAGES.wrongType);
    const unknownType = documentForm(pngBytes(), 'a.png', 'passport');
    await expectError(await upload(unknownType), 400, 'VALIDATION_FAILED');
  });

  it('re-encodes images without their EXIF: the GPS position is gone', async () => {
    const original = jpegWithGps();
    expect(jpegMarkers(original)).toContain(0xffe1);
    const doc = await uploaded(documentForm(original, 'photo.jpg'));
    expect(doc.content_type).toBe('image/jpeg');
    const res = await t.request(`${base()}/${doc.id}/file`, { cookie: owner.cookie });
    const served = new Uint8Array(await res.arrayBuffer());
    expect(jpegMarkers(served)).not.toContain(0xffe1);
    expect(Buffer.from(served).includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(served[0]).toBe(0xff);
    expect(served[1]).toBe(0xd8);
  });

  it('refuses PDFs with JavaScript, launch actions, attachments or encryption, each saying why', async () => {
    const cases: [Uint8Array, string][] = [
      [await scriptedPdf(true), DOCUMENT_MESSAGES.javascript],
      [await scriptedPdf(false), DOCUMENT_MESSAGES.javascript],
      [await launchPdf(), DOCUMENT_MESSAGES.launch],
      [await attachmentPdf(), DOCUMENT_MESSAGES.attachment],
      [await encryptedPdf(), DOCUMENT_MESSAGES.encrypted],
    ];
    const before = await t.database.db.$count(journeyDocuments);
    for (const [bytes, message] of cases) {
      const error = await expectError(
        await upload(documentForm(bytes, 'file.pdf')),
        400,
        'VALIDATION_FAILED',
      );
      expect(error.message).toBe(message);
    }
    expect(await t.database.db.$count(journeyDocuments)).toBe(before);
  });

  it('answers 413 past 10 MB without keeping anything', async () => {
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(pngBytes().subarray(0, 8));
    const before = await t.database.db.$count(journeyDocuments);
    const error = await expectError(
      await upload(documentForm(big, 'big.png')),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(error.message).toBe(DOCUMENT_MESSAGES.tooLarge);
    // Far past the limit too (the body is not read to its end).
    const huge = new Uint8Array(DOCUMENT_MAX_BYTES * 3);
    await expectError(await upload(documentForm(huge, 'huge.png')), 413, 'PAYLOAD_TOO_LARGE');
    expect(await t.database.db.$count(journeyDocuments)).toBe(before);
  });

  it('keeps each account within its quota of files and bytes, over all its journeys', async () => {
    const person = await t.signUp();
    const journey = await createJourney(t.database.db, person.id);
    const filler = (size: number) => ({
      journey_id: journey.id,
      user_id: person.id,
      type: 'other',
      name_key_id: 'k',
      name_ciphertext: 'x',
      content_type: 'application/pdf',
      size_bytes: size,
      storage_key: `documents/${person.id}/filler.bin`,
      key_id: 'k',
      wrapped_key: 'x',
    });
    const [big] = await t.database.db
      .insert(journeyDocuments)
      .values(filler(DOCUMENT_QUOTA_BYTES - 10))
      .returning();
    const bytesError = await expectError(
      await upload(documentForm(pngBytes(), 'a.png'), person.cookie, journey.id),
      403,
      'QUOTA_EXCEEDED',
    );
    expect(bytesError.message).toBe(DOCUMENT_MESSAGES.quotaBytes);
    await t.database.db.delete(journeyDocuments).where(eq(journeyDocuments.id, big!.id));
    await t.database.db
      .insert(journeyDocuments)
      .values(Array.from({ length: DOCUMENT_QUOTA_FILES }, () => filler(10)));
    const filesError = await expectError(
      await upload(documentForm(pngBytes(), 'a.png'), person.cookie, journey.id),
      403,
      'QUOTA_EXCEEDED',
    );
    expect(filesError.message).toBe(DOCUMENT_MESSAGES.quotaFiles);
    // Nothing of the refused uploads stayed in storage.
    const dir = path.join(dataDir, 'uploads', 'documents', person.id);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it('stores nothing readable: the object on disk holds neither the text nor the PDF header', async () => {
    const marker = `Marker ${randomBytes(6).toString('hex')}`;
    const original = await pdfBytes(marker, { objectStreams: false, title: marker });
    expect(Buffer.from(original).includes(Buffer.from(marker))).toBe(true);
    const doc = await uploaded(documentForm(original, `${marker}.pdf`));
    const raw = readFileSync(storedFile(owner.id, doc.id));
    expect(raw.includes(Buffer.from(marker))).toBe(false);
    expect(raw.includes(Buffer.from('%PDF'))).toBe(false);
    const row = await rowOf(doc.id);
    expect(row!.name_ciphertext).not.toContain(marker);
    const res = await t.request(`${base()}/${doc.id}/file`, { cookie: owner.cookie });
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(original))).toBe(true);
  });

  it('still opens a document stored under an old key once a new key is put first', async () => {
    const original = await pdfBytes('Rotated');
    const doc = await uploaded(documentForm(original, 'r.pdf'));
    const row = (await rowOf(doc.id))!;
    const rotated = createValueCipher([
      { id: 'next', key: randomBytes(32) },
      ...t.config.valueKeys,
    ]);
    const storage = storageFor(t.config);
    expect(
      Buffer.from((await readDocument(storage, rotated, row))!).equals(Buffer.from(original)),
    ).toBe(true);
    const rewrapped = rewrapDocumentKey(rotated, row);
    expect(rewrapped.key_id).toBe('next');
    const opened = await readDocument(storage, rotated, { ...row, ...rewrapped });
    expect(Buffer.from(opened!).equals(Buffer.from(original))).toBe(true);
  });

  it('shows who saw each document and which requests carry it; deleting one sends its open requests to needs_you', async () => {
    const db = t.database.db;
    const brands = [
      await createBrand(db, { name: 'Open Bank', contact_email: 'care@open.example' }),
      await createBrand(db, { name: 'Done Energy', contact_email: 'care@done.example' }),
    ];
    const footprints = await createFootprints(db, owner.id, 2, {
      brandIds: brands.map((b) => b.id),
    });
    await createJourneyLinks(
      db,
      owner.id,
      journeyId,
      footprints.map((f) => f.id),
    );
    const requests = await createUpdateRequests(db, createValueCipher(t.config.valueKeys), {
      userId: owner.id,
      journeyId,
      footprintIds: footprints.map((f) => f.id),
      statuses: ['sent', 'completed'],
    });
    const doc = await uploaded(documentForm(await pdfBytes(), 'cert.pdf'));
    await db
      .insert(requestDocuments)
      .values(requests.map((r) => ({ request_id: r.id, document_id: doc.id })));
    await db.insert(documentAccesses).values({
      journey_id: journeyId,
      document_id: doc.id,
      document_type: 'death_certificate',
      request_id: requests[0]!.id,
      company_name: 'Open Bank',
      channel: 'email_link',
      action: 'view',
      at: new Date('2026-11-20T10:00:00Z'),
    });
    const listed = (await list()).documents.find((d) => d.id === doc.id)!;
    expect(listed.accesses).toEqual([
      {
        company_name: 'Open Bank',
        channel: 'email_link',
        action: 'view',
        at: '2026-11-20T10:00:00.000Z',
      },
    ]);
    expect(listed.requests.map((r) => r.company_name).sort()).toEqual(['Done Energy', 'Open Bank']);

    const res = await t.request(`${base()}/${doc.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(res.status).toBe(204);
    const after = await db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.journey_id, journeyId));
    const open = after.find((r) => r.id === requests[0]!.id)!;
    expect(open).toMatchObject({
      status: 'needs_you',
      status_reason: 'document_deleted',
      status_message: 'The death certificate it needed was deleted.',
    });
    expect(after.find((r) => r.id === requests[1]!.id)!.status).toBe('completed');
    // The record of who saw it outlives the document.
    expect(await db.$count(documentAccesses, eq(documentAccesses.journey_id, journeyId))).toBe(1);
  });

  it('deletes the documents of journeys completed longer ago than the retention (a test clock)', async () => {
    const db = t.database.db;
    const now = new Date('2027-06-01T00:00:00Z');
    const person = await t.signUp();
    const old = await createJourney(db, person.id, {
      status: 'completed',
      completed_at: new Date(now.getTime() - 31 * DAY),
    });
    const recent = await createJourney(db, person.id, {
      status: 'completed',
      completed_at: new Date(now.getTime() - 29 * DAY),
    });
    const active = await createJourney(db, person.id);
    const expired = await uploaded(documentForm(pngBytes(), 'a.png'), person.cookie, old.id);
    const kept = await uploaded(documentForm(pngBytes(), 'b.png'), person.cookie, recent.id);
    const open = await uploaded(documentForm(pngBytes(), 'c.png'), person.cookie, active.id);
    expect(existsSync(storedFile(person.id, expired.id))).toBe(true);

    const removed = await pruneExpiredDocuments(
      db,
      storageFor(t.config),
      t.deps.logger,
      (await t.deps.settings.documents()).retentionDays,
      now,
    );
    expect(removed).toBe(1);
    expect(await rowOf(expired.id)).toBeUndefined();
    expect(existsSync(storedFile(person.id, expired.id))).toBe(false);
    for (const doc of [kept, open]) {
      expect(await rowOf(doc.id)).toBeDefined();
      expect(existsSync(storedFile(person.id, doc.id))).toBe(true);
    }
    // A day later the recent one goes too.
    await pruneExpiredDocuments(
      db,
      storageFor(t.config),
      t.deps.logger,
      30,
      new Date(now.getTime() + 2 * DAY),
    );
    expect(await rowOf(kept.id)).toBeUndefined();
    expect(existsSync(storedFile(person.id, kept.id))).toBe(false);
    expect(await rowOf(open.id)).toBeDefined();
    await db.update(journeys).set({ status: 'active' }).where(eq(journeys.id, old.id));
  });

  it('lists the documents in the data export, with the files themselves', async () => {
    const person = await t.signUp();
    const journey = await createJourney(t.database.db, person.id);
    const original = await pdfBytes('Exported');
    const doc = await uploaded(documentForm(original, 'Mine.pdf'), person.cookie, journey.id);
    const res = await t.request('/api/account/export', { cookie: person.cookie });
    expect(res.status).toBe(200);
    const data = (await res.json()) as AccountExport;
    expect(data.documents).toHaveLength(1);
    expect(data.documents[0]).toMatchObject({
      id: doc.id,
      journey_id: journey.id,
      type: 'death_certificate',
      name: 'Mine.pdf',
      content_type: 'application/pdf',
      size_bytes: original.byteLength,
    });
    const file = Buffer.from(data.documents[0]!.file_base64 as string, 'base64');
    expect(file.equals(Buffer.from(original))).toBe(true);
    expect(JSON.stringify(data.documents)).not.toMatch(/wrapped_key|storage_key|ciphertext/);
  });

  it('empties the account’s documents from storage when the account is deleted', async () => {
    const person = await t.signUp();
    const journey = await createJourney(t.database.db, person.id);
    const doc = await uploaded(documentForm(pngBytes(), 'a.png'), person.cookie, journey.id);
    expect(existsSync(storedFile(person.id, doc.id))).toBe(true);
    await deleteUser(
      { db: t.database.db, storage: storageFor(t.config), logger: t.deps.logger },
      person.id,
      { actorId: person.id, action: 'user.delete' },
    );
    expect(existsSync(path.join(dataDir, 'uploads', 'documents', person.id))).toBe(false);
    expect(await rowOf(doc.id)).toBeUndefined();
  });
});

describe('journey document uploads, rate-limited', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('refuses a person’s uploads past the hourly limit (429) before reading the body', async () => {
    t = await createTestApp({ config: { RATE_LIMIT: 'on' } });
    const person = await t.signUp();
    const journey = await createJourney(t.database.db, person.id);
    const post = () =>
      t.request(`/api/journeys/${journey.id}/documents`, {
        method: 'POST',
        cookie: person.cookie,
        json: { type: 'other' },
      });
    for (let i = 0; i < DOCUMENT_UPLOAD_RATE_LIMIT.max; i += 1) {
      await expectError(await post(), 400, 'VALIDATION_FAILED');
    }
    const refused = await post();
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    await expectError(refused, 429, 'RATE_LIMITED');
  }, 60_000);
});
