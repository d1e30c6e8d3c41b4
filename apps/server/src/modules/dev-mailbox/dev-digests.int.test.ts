import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../test/mailbox';
import { serveOnLoopback } from '../../test/served-app';
import { createTestApp, PRODUCTION_SETTINGS, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';

describe('the dev summary run (browser tests move its clock)', () => {
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

  const run = (json: unknown, headers: Record<string, string> = {}) =>
    fetch(`${served.base}/dev/digests/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(json),
    });

  it('sends the daily summary now to a person whose update changed', async () => {
    const person = await t.signUp({ name: 'Dev Summary' });
    const { journey, footprints } = await movingJourney(t, person.id, [{}]);
    const [request] = await approveAddress(t, person.cookie, journey.id, [footprints[0]!.id]);
    await waitForStatus(t, request!.id, 'sent');

    const other = await t.signUp({ name: 'Someone Else' });
    const theirs = await movingJourney(t, other.id, [{}]);
    const [their] = await approveAddress(t, other.cookie, theirs.journey.id, [
      theirs.footprints[0]!.id,
    ]);
    await waitForStatus(t, their!.id, 'sent');

    const res = await run({ minutes_ahead: 1, email: person.email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: 1 });
    expect((await waitForMail(t, person.email, /update changed/)).text).toContain(': sent');
    expect(await (await run({ minutes_ahead: 2, email: person.email })).json()).toEqual({
      sent: 0,
    });
    // Only the one asked about: the other person's summary is still due.
    expect(await (await run({ minutes_ahead: 2, email: other.email })).json()).toEqual({
      sent: 1,
    });
  });

  it('refuses bad input with a 400 and anything relayed by a proxy with a 404', async () => {
    expect((await run({ minutes_ahead: -1, email: 'a@example.com' })).status).toBe(400);
    expect((await run({ minutes_ahead: 1 })).status).toBe(400);
    const relayed = await run(
      { minutes_ahead: 1, email: 'a@example.com' },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(relayed.status).toBe(404);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ config: PRODUCTION_SETTINGS });
    try {
      const res = await production.request('/dev/digests/run', {
        method: 'POST',
        json: { minutes_ahead: 1, email: 'a@example.com' },
      });
      expect(res.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
