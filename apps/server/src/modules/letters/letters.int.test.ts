import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneyLetters } from '@updately/shared/letters-api';
import type { UpdateRequestDetail } from '@updately/shared/updates-api';
import { journeyMembers, requestLetters, updateRequests } from '../../db/schema';
import { letterCodeHash } from '../../platform/letters/letter-code';
import { sydneyDay } from '../../platform/update-engine/follow-up-schedule';
import { eventually } from '../../test/mailbox';
import { pdfPageTexts } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NEW_ADDRESS, approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';

type User = Awaited<ReturnType<TestApp['signUp']>>;

const ADDRESS = {
  recipient: 'Privacy Officer',
  organisation: 'Letterbox Energy Pty Ltd',
  line1: 'GPO Box 4321',
  line2: null,
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2001',
} as const;
/** A company reachable only by post. */
const BY_LETTER = { contact_email: null, postal_address: ADDRESS };

const today = () => sydneyDay(new Date());
const dayOffset = (days: number) => sydneyDay(new Date(Date.now() + days * 86_400_000));

describe('letters: print, post, and the company answers by the letter URL', () => {
  let t: TestApp;
  let owner: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Alex Nguyen' });
  });
  afterAll(() => t.close());

  async function approvedLetters(count = 1) {
    const { journey, footprints, brands } = await movingJourney(
      t,
      owner.id,
      Array.from({ length: count }, () => BY_LETTER),
    );
    const requests = await approveAddress(
      t,
      owner.cookie,
      journey.id,
      footprints.map((f) => f.id),
    );
    // The dispatcher writes each letter's code, and leaves it queued for the person to post.
    for (const request of requests) {
      await eventually(
        async () =>
          (
            await t.database.db
              .select()
              .from(requestLetters)
              .where(eq(requestLetters.request_id, request.id))
          )[0],
        'the letter recorded',
      );
    }
    return { journey, requests, brands };
  }
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(updateRequests).where(eq(updateRequests.id, id)))[0]!;

  it('dispatch writes the letter and leaves the request queued for the person', async () => {
    const { requests } = await approvedLetters();
    expect(requests[0]!.channel).toBe('letter');
    const row = await rowOf(requests[0]!.id);
    expect(row).toMatchObject({ status: 'queued', sent_at: null, follow_up_at: null });
    const [letter] = await t.database.db
      .select()
      .from(requestLetters)
      .where(eq(requestLetters.request_id, row.id));
    const code = t.deps.updates.letterCodes.code(row.id, row.attempt);
    expect(letter).toMatchObject({ attempt: 1, code_hash: letterCodeHash(code), posted_on: null });
  });

  it('downloads one letter and all letters (owner, editor, viewer); others 404', async () => {
    const { journey, requests, brands } = await approvedLetters(2);
    const [editor, viewer, stranger] = [await t.signUp(), await t.signUp(), await t.signUp()];
    await t.database.db.insert(journeyMembers).values([
      { journey_id: journey.id, user_id: editor.id, role: 'editor', invited_by: owner.id },
      { journey_id: journey.id, user_id: viewer.id, role: 'viewer', invited_by: owner.id },
    ]);
    const one = await t.request(`/api/updates/${requests[0]!.id}/letter.pdf`, {
      cookie: owner.cookie,
    });
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfPageTexts(new Uint8Array(await one.arrayBuffer()))).join(' ');
    const request = requests[0]!;
    const code = t.deps.updates.letterCodes.code(request.id, 1);
    expect(text).toContain(request.reference);
    expect(text).toContain(NEW_ADDRESS);
    expect(text).toContain('SYDNEY NSW 2001');
    expect(text).toContain(`/l/${code}`);
    expect(text).toContain('Australian Privacy Principle 13');

    for (const who of [owner, editor, viewer]) {
      const all = await t.request(`/api/journeys/${journey.id}/letters.pdf`, {
        cookie: who.cookie,
      });
      expect(all.status).toBe(200);
      const pages = await pdfPageTexts(new Uint8Array(await all.arrayBuffer()));
      const joined = pages.join(' ');
      for (const r of requests) expect(joined).toContain(r.reference);
      expect(pages.filter((p) => p.includes('page 1 of'))).toHaveLength(2);
      expect(joined).toContain(`Dear ${brands[0]!.name} team`);
    }
    for (const path of [
      `/api/updates/${request.id}/letter.pdf`,
      `/api/journeys/${journey.id}/letters.pdf`,
      `/api/journeys/${journey.id}/letters`,
    ]) {
      expect((await t.request(path, { cookie: stranger.cookie })).status).toBe(404);
      expect((await t.request(path)).status).toBe(401);
    }
    const list = (await (
      await t.request(`/api/journeys/${journey.id}/letters`, { cookie: viewer.cookie })
    ).json()) as JourneyLetters;
    expect(list.items).toHaveLength(2);
    expect(list.items[0]).toMatchObject({
      status: 'queued',
      posted_on: null,
      address_lines: [
        'Privacy Officer',
        'Letterbox Energy Pty Ltd',
        'GPO Box 4321',
        'SYDNEY NSW 2001',
      ],
    });
    // A viewer cannot say it was posted; a stranger does not learn it exists.
    const post = (cookie: string) =>
      t.request(`/api/updates/${request.id}/posted`, {
        method: 'POST',
        cookie,
        json: { posted_on: today() },
      });
    expect((await post(viewer.cookie)).status).toBe(403);
    expect((await post(stranger.cookie)).status).toBe(404);
    expect((await post(editor.cookie)).status).toBe(200);
  });

  it('posted → sent with the follow-up dates; twice, in the future or before approval refused', async () => {
    const { requests } = await approvedLetters();
    const id = requests[0]!.id;
    const post = (posted_on: string) =>
      t.request(`/api/updates/${id}/posted`, {
        method: 'POST',
        cookie: owner.cookie,
        json: { posted_on },
      });
    const future = await post(dayOffset(2));
    expect(future.status).toBe(400);
    expect(await future.json()).toMatchObject({
      error: { message: 'The posting date cannot be in the future.' },
    });
    expect((await post(dayOffset(-3))).status).toBe(400);
    expect((await post('2026-02-30')).status).toBe(400);

    const res = await post(today());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'sent' });
    const row = await rowOf(id);
    expect(row.sent_at).not.toBeNull();
    expect(row.expected_by).not.toBeNull();
    expect(row.follow_up_at!.getTime()).toBeGreaterThan(Date.now());
    expect(row.follow_up_step).toBe(0);
    const detail = (await (
      await t.request(`/api/updates/${id}`, { cookie: owner.cookie })
    ).json()) as UpdateRequestDetail;
    expect(detail.events.at(-1)).toMatchObject({
      type: 'posted',
      actor: 'person',
      evidence: { posted_on: today() },
    });
    const [letter] = await t.database.db
      .select()
      .from(requestLetters)
      .where(eq(requestLetters.request_id, id));
    expect(letter!.posted_on).toBe(today());

    const again = await post(today());
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: { code: 'CONFLICT', message: 'This letter is already marked as posted.' },
    });
  });

  it('"I posted them all" posts every waiting letter at once; none left is a 409', async () => {
    const { journey, requests } = await approvedLetters(3);
    const all = () =>
      t.request(`/api/journeys/${journey.id}/letters/posted`, {
        method: 'POST',
        cookie: owner.cookie,
        json: { posted_on: today() },
      });
    const res = await all();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ posted: 3 });
    for (const r of requests) expect((await rowOf(r.id)).status).toBe('sent');
    expect((await all()).status).toBe(409);
    expect(
      (await t.request(`/api/journeys/${journey.id}/letters.pdf`, { cookie: owner.cookie })).status,
    ).toBe(409);
  });

  it('the letter URL opens the answer page; the confirmation is recorded as through the letter', async () => {
    const { requests } = await approvedLetters();
    const request = requests[0]!;
    await t.request(`/api/updates/${request.id}/posted`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { posted_on: today() },
    });
    const code = t.deps.updates.letterCodes.code(request.id, 1);
    // Typed from paper: lower case still works.
    const opened = await t.request(`/l/${code.toLowerCase()}`);
    expect(opened.status).toBe(302);
    const location = opened.headers.get('location')!;
    expect(location).toMatch(/^\/company\/updates\/[^/]+\/updated$/);
    const page = await t.request(location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Confirm the update');
    expect(html).toContain(request.reference);

    const confirmed = await t.request(location, {
      method: 'POST',
      body: new URLSearchParams({ confirmed_by: 'Kim, privacy team' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(confirmed.status).toBe(200);
    const detail = (await (
      await t.request(`/api/updates/${request.id}`, { cookie: owner.cookie })
    ).json()) as UpdateRequestDetail;
    expect(detail.status).toBe('completed');
    expect(detail.events.at(-1)).toMatchObject({
      type: 'confirmed',
      actor: 'company',
      evidence: { via: 'letter_link', confirmed_by: 'Kim, privacy team' },
    });
    const proof = (await (
      await t.request(`/api/journeys/${request.journey_id}/proof`, { cookie: owner.cookie })
    ).json()) as { companies?: unknown };
    expect(JSON.stringify(proof)).toContain(
      'Kim, privacy team using the address printed on the letter',
    );
  });

  it('follows up a posted letter without reminding the company, then asks the person', async () => {
    const { requests } = await approvedLetters();
    const id = requests[0]!.id;
    await t.request(`/api/updates/${id}/posted`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { posted_on: today() },
    });
    const sentAt = (await rowOf(id)).sent_at!;
    const at = (days: number) => new Date(sentAt.getTime() + days * 86_400_000 + 60_000);
    await t.deps.updates.runFollowUps(at(7));
    await t.deps.updates.runFollowUps(at(14));
    expect((await rowOf(id)).status).toBe('sent');
    await t.deps.updates.runFollowUps(at(21));
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'needs_you', status_reason: 'no_answer' });
    const detail = (await (
      await t.request(`/api/updates/${id}`, { cookie: owner.cookie })
    ).json()) as UpdateRequestDetail;
    expect(detail.events.map((e) => e.type)).not.toContain('reminder_sent');
    expect(detail.events.at(-1)).toMatchObject({ type: 'no_answer' });
  });

  it('a company answering a letter not yet marked as posted: posted then, and the answer kept', async () => {
    const { requests } = await approvedLetters();
    const request = requests[0]!;
    const code = t.deps.updates.letterCodes.code(request.id, 1);
    const location = (await t.request(`/l/${code}`)).headers.get('location')!;
    const page = await t.request(location);
    expect(await page.text()).toContain('Confirm the update');
    const confirmed = await t.request(location, {
      method: 'POST',
      body: new URLSearchParams({}).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(confirmed.status).toBe(200);
    const detail = (await (
      await t.request(`/api/updates/${request.id}`, { cookie: owner.cookie })
    ).json()) as UpdateRequestDetail;
    expect(detail.status).toBe('completed');
    expect(detail.events.slice(-2)).toMatchObject([
      { type: 'posted', actor: 'system', evidence: { inferred_from: 'company_answer' } },
      { type: 'confirmed', actor: 'company', evidence: { via: 'letter_link' } },
    ]);
  });

  it('an unknown or malformed code is a friendly 404 page', async () => {
    for (const path of ['/l/ZZZZZZZZZZZZ', '/l/nope']) {
      const res = await t.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('We could not find this letter');
    }
  });

  it('a request not on the letter channel has no letter', async () => {
    const { journey, footprints } = await movingJourney(t, owner.id, [{}]);
    const [emailed] = await approveAddress(t, owner.cookie, journey.id, [footprints[0]!.id]);
    await waitForStatus(t, emailed!.id, 'sent');
    const res = await t.request(`/api/updates/${emailed!.id}/letter.pdf`, { cookie: owner.cookie });
    expect(res.status).toBe(409);
    const posted = await t.request(`/api/updates/${emailed!.id}/posted`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { posted_on: today() },
    });
    expect(posted.status).toBe(409);
  });
});

/** A print-and-post service on this machine: it fails its first answer (as a crash would). */
function startLetterProviderStandIn() {
  const received: { key: string | undefined; auth: string | undefined; body: string }[] = [];
  const posted = new Map<string, string>();
  let failNext = true;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const key = req.headers['idempotency-key'] as string | undefined;
      received.push({ key, auth: req.headers.authorization, body });
      // It took the letter, then the answer was lost: the retry must not post a second one.
      if (key && !posted.has(key)) posted.set(key, `letter-${posted.size + 1}`);
      if (failNext) {
        failNext = false;
        res.writeHead(503).end();
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: posted.get(key ?? '') }));
    });
  });
  return new Promise<{
    url: string;
    received: typeof received;
    posted: typeof posted;
    close(): Promise<void>;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/letters`,
        received,
        posted,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

describe('letters: a print-and-post provider posts them itself', () => {
  let t: TestApp;
  let owner: User;
  let provider: Awaited<ReturnType<typeof startLetterProviderStandIn>>;

  beforeAll(async () => {
    provider = await startLetterProviderStandIn();
    t = await createTestApp({
      config: {
        LETTER_PROVIDER_URL: provider.url,
        LETTER_PROVIDER_KEY: 'test-provider-key-0123456789',
      },
    });
    owner = await t.signUp({ name: 'Alex Nguyen' });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('sends the PDF with the same idempotency key on retry, then posted by the system', async () => {
    const { journey, footprints } = await movingJourney(t, owner.id, [BY_LETTER]);
    const [request] = await approveAddress(t, owner.cookie, journey.id, [footprints[0]!.id]);
    const row = await waitForStatus(t, request!.id, 'sent', 30_000);
    expect(provider.received.length).toBeGreaterThanOrEqual(2);
    const keys = new Set(provider.received.map((r) => r.key));
    expect([...keys]).toEqual([`${request!.id}:letter:1`]);
    expect(provider.posted.size).toBe(1);
    expect(provider.received[0]!.auth).toBe('Bearer test-provider-key-0123456789');
    const body = JSON.parse(provider.received.at(-1)!.body) as {
      pdf_base64: string;
      address: { postcode: string };
    };
    expect(body.address.postcode).toBe('2001');
    const text = (await pdfPageTexts(Buffer.from(body.pdf_base64, 'base64'))).join(' ');
    expect(text).toContain(request!.reference);
    expect(text).toContain(NEW_ADDRESS);
    expect(row.follow_up_at).not.toBeNull();
    const detail = (await (
      await t.request(`/api/updates/${request!.id}`, { cookie: owner.cookie })
    ).json()) as UpdateRequestDetail;
    expect(detail.events.at(-1)).toMatchObject({
      type: 'posted',
      actor: 'system',
      evidence: { via: 'letter_provider', provider_id: 'letter-1', posted_on: today() },
    });
    const [letter] = await t.database.db
      .select()
      .from(requestLetters)
      .where(eq(requestLetters.request_id, request!.id));
    expect(letter).toMatchObject({ provider_id: 'letter-1', posted_on: today() });
  }, 40_000);
});
