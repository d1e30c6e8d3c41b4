import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { NEWSLETTER_RATE_LIMIT } from '@updately/shared/newsletter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { mailTo, pathOf, waitForMail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TURNSTILE_PASS_TOKEN } from '../../test/turnstile-stand-in';

const CONFIRM_SUBJECT = /Confirm your Updately newsletter subscription/;

/** A stand-in for the external list: records what it receives, answers with `status`. */
async function listStandIn(status: number) {
  const received: unknown[] = [];
  const app = new Hono().post('/hook', async (c) => {
    received.push(await c.req.json());
    return c.json({}, status as 200);
  });
  const server = await new Promise<{ server: ServerType; url: string }>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server: s, url: `http://127.0.0.1:${info.port}/hook` }),
    );
  });
  return { ...server, received, close: () => server.server.close() };
}

const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** An HTML page's text with the entities our pages use decoded. */
const pageText = async (res: Response) => (await res.text()).replaceAll('&#39;', "'");

function links(text: string) {
  const confirm = text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/)?.[0];
  const unsubscribe = text.match(/https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/)?.[0];
  if (!confirm || !unsubscribe) throw new Error(`links missing in: ${text}`);
  return { confirm, unsubscribe };
}

describe('newsletter subscribe (newsletter_sync)', () => {
  let t: TestApp;
  let list: Awaited<ReturnType<typeof listStandIn>>;

  beforeAll(async () => {
    list = await listStandIn(200);
    t = await createTestApp({ config: { NEWSLETTER_WEBHOOK_URL: list.url } });
  });
  afterAll(async () => {
    await t.close();
    list.close();
  });

  const subscribe = (body: unknown) =>
    t.request('/api/newsletter/subscribe', { method: 'POST', json: body });
  const rowsFor = (email: string) =>
    t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));

  it('stores a pending subscriber with consent time and source, forwards it and mails a double opt-in', async () => {
    const email = uniqueEmail('ada');
    const before = Date.now();
    const res = await subscribe({ email, turnstileToken: TURNSTILE_PASS_TOKEN });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, status: 'pending' });

    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ status: 'pending', source: 'landing', confirmed_at: null });
    expect(row!.consent_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.token).toMatch(/^[\w-]{40,}$/);
    expect(list.received).toContainEqual(
      expect.objectContaining({ event: 'subscribe', email, source: 'landing' }),
    );

    const mail = await waitForMail(t, email, CONFIRM_SUBJECT);
    const { confirm, unsubscribe } = links(mail.text);
    expect(confirm).toContain(encodeURIComponent(row!.token));
    expect(unsubscribe).toContain(encodeURIComponent(row!.token));
  });

  it('sanitises the email like the form and is idempotent per address', async () => {
    const email = uniqueEmail('grace');
    const messy = ` <${email.toUpperCase()}>; `;
    expect((await subscribe({ email: messy, turnstileToken: TURNSTILE_PASS_TOKEN })).status).toBe(
      200,
    );
    expect(
      (await subscribe({ email, turnstileToken: TURNSTILE_PASS_TOKEN, source: 'footer' })).status,
    ).toBe(200);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', source: 'footer' });
    // Still pending: the confirmation is sent again (the first may have been lost).
    await waitForMail(t, email, CONFIRM_SUBJECT, 2);
  });

  it('rejects an invalid email with a message naming the email, storing nothing', async () => {
    for (const email of ['not-an-email', 'jo@example', '(jo)@', `${'a'.repeat(243)}@example.com`]) {
      const res = await subscribe({ email, turnstileToken: TURNSTILE_PASS_TOKEN });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.message).toMatch(/email/i);
    }
    expect((await subscribe({ turnstileToken: TURNSTILE_PASS_TOKEN })).status).toBe(400);
    const at254 = `${'a'.repeat(242)}@example.com`;
    expect(at254).toHaveLength(254);
    expect((await subscribe({ email: at254, turnstileToken: TURNSTILE_PASS_TOKEN })).status).toBe(
      200,
    );
  });

  it('answers TURNSTILE_FAILED for a token siteverify rejects, or none', async () => {
    const email = uniqueEmail('mallory');
    for (const turnstileToken of ['forged-token', '', undefined]) {
      const res = await subscribe({ email, turnstileToken });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'TURNSTILE_FAILED', message: 'Bot verification failed. Please try again.' },
      });
    }
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it('confirms through the emailed link (a page with a button, then the POST) and stays confirmed', async () => {
    const email = uniqueEmail('katherine');
    await subscribe({ email, turnstileToken: TURNSTILE_PASS_TOKEN });
    const { confirm } = links((await waitForMail(t, email, CONFIRM_SUBJECT)).text);

    const landing = await t.request(pathOf(confirm));
    expect(landing.status).toBe(200);
    const html = await landing.text();
    expect(html).toContain('Confirm my subscription');
    expect(html).not.toContain('<script');
    expect((await rowsFor(email))[0]!.status).toBe('pending');

    const token = new URL(confirm).searchParams.get('token')!;
    const done = await t.request('/api/newsletter/confirm', {
      method: 'POST',
      body: new URLSearchParams({ token }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    expect(await pageText(done)).toContain("You're subscribed");
    const [row] = await rowsFor(email);
    expect(row!.status).toBe('confirmed');
    expect(row!.confirmed_at).not.toBeNull();
    expect(list.received).toContainEqual(expect.objectContaining({ event: 'confirm', email }));

    // Subscribing again changes nothing and sends nothing, and answers as for anyone (L4).
    const again = await subscribe({ email, turnstileToken: TURNSTILE_PASS_TOKEN });
    expect(await again.json()).toEqual({ success: true, status: 'pending' });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailTo(t, email)).toHaveLength(1);
  });

  it('unsubscribes through the emailed link, idempotently; signing up again starts over', async () => {
    const email = uniqueEmail('hedy');
    await subscribe({ email, turnstileToken: TURNSTILE_PASS_TOKEN });
    const { unsubscribe } = links((await waitForMail(t, email, CONFIRM_SUBJECT)).text);
    expect(await (await t.request(pathOf(unsubscribe))).text()).toContain('Unsubscribe');

    for (let i = 0; i < 2; i++) {
      const res = await t.request(pathOf(unsubscribe), { method: 'POST' });
      expect(res.status).toBe(200);
      expect(await pageText(res)).toContain("You're unsubscribed");
    }
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ status: 'unsubscribed' });
    expect(row!.unsubscribed_at).not.toBeNull();

    await subscribe({ email, turnstileToken: TURNSTILE_PASS_TOKEN });
    const [restarted] = await rowsFor(email);
    expect(restarted).toMatchObject({ status: 'pending', unsubscribed_at: null });
    expect(restarted!.token).not.toBe(row!.token);
    // The old confirm link no longer subscribes anyone.
    const oldConfirm = await t.request('/api/newsletter/confirm', {
      method: 'POST',
      body: new URLSearchParams({ token: row!.token }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oldConfirm.status).toBe(404);
  });

  it('answers 404 pages for unknown or missing tokens', async () => {
    for (const path of [
      '/api/newsletter/confirm?token=nope',
      '/api/newsletter/confirm',
      '/api/newsletter/unsubscribe?token=nope',
    ]) {
      const res = await t.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('This link is not valid');
    }
  });
});

describe('newsletter subscribe with a failing list webhook', () => {
  let t: TestApp;
  let list: Awaited<ReturnType<typeof listStandIn>>;

  beforeAll(async () => {
    list = await listStandIn(500);
    t = await createTestApp({ config: { NEWSLETTER_WEBHOOK_URL: list.url } });
  });
  afterAll(async () => {
    await t.close();
    list.close();
  });

  it('answers 502 BUBBLE_ERROR and stores nothing', async () => {
    const email = uniqueEmail('bubble');
    const res = await t.request('/api/newsletter/subscribe', {
      method: 'POST',
      json: { email, turnstileToken: TURNSTILE_PASS_TOKEN },
    });
    const body = (await res.json()) as { error: { code: string } };
    expect(res.status, JSON.stringify(body)).toBe(502);
    expect(body.error.code).toBe('BUBBLE_ERROR');
    expect(list.received).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(0);
  });

  it('answers BUBBLE_ERROR when the list is unreachable', async () => {
    const unreachable = await createTestApp({
      config: { NEWSLETTER_WEBHOOK_URL: 'http://127.0.0.1:9/hook' },
    });
    try {
      const res = await unreachable.request('/api/newsletter/subscribe', {
        method: 'POST',
        json: { email: uniqueEmail('down'), turnstileToken: TURNSTILE_PASS_TOKEN },
      });
      expect(res.status).toBe(502);
    } finally {
      await unreachable.close();
    }
  });
});

describe('newsletter rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT: 'on', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const fromIp = (ip: string, email: string, turnstileToken = TURNSTILE_PASS_TOKEN) =>
    t.request('/api/newsletter/subscribe', {
      method: 'POST',
      json: { email, turnstileToken },
      headers: { 'x-forwarded-for': ip },
    });

  it(`allows ${NEWSLETTER_RATE_LIMIT.max} attempts per IP per window, then answers RATE_LIMITED`, async () => {
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.max; i++) {
      // Failed attempts count too: a bot cannot probe siteverify for free.
      const token = i === 0 ? 'forged-token' : TURNSTILE_PASS_TOKEN;
      expect((await fromIp('203.0.113.7', uniqueEmail(`r${i}`), token)).status).not.toBe(429);
    }
    const limited = await fromIp('203.0.113.7', uniqueEmail('over'));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please try again in a few minutes.',
      },
    });
    expect((await fromIp('198.51.100.4', uniqueEmail('other-ip'))).status).toBe(200);
  });
});
