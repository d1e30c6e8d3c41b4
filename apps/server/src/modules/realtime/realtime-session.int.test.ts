import { eq } from 'drizzle-orm';
import { serveOnLoopback } from '../../test/served-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';

/** Reads an SSE stream to its end; answers the event names seen, or 'open' if it never ended. */
async function eventsUntilEnd(res: Response, timeoutMs: number): Promise<string[] | 'open'> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: string[] = [];
  const timeout = new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), timeoutMs));
  const read = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return events;
      for (const line of value.split('\n'))
        if (line.startsWith('event: ')) events.push(line.slice(7));
    }
  })();
  const result = await Promise.race([read, timeout]);
  if (result === 'open') await reader.cancel();
  return result;
}

describe('a realtime stream lives no longer than its session (L3)', () => {
  let t: TestApp;
  let served: Awaited<ReturnType<typeof serveOnLoopback>>;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp();
    served = await serveOnLoopback(t);
    base = served.base;
  });
  afterAll(async () => {
    await t.deps.realtime.stop(); // ends any stream still open, so the server can close
    await served.close();
    await t.close();
  });

  const open = (cookie: string) =>
    fetch(`${base}/api/realtime`, { headers: { cookie, origin: TEST_ORIGIN } });

  it('closes the stream as soon as its session is revoked', async () => {
    const user = await t.signUp();
    const res = await open(user.cookie);
    expect(res.status).toBe(200);
    const ended = eventsUntilEnd(res, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the stream is subscribed
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await ended).toEqual(['ready', 'session_ended']);
  });

  it("keeps the stream open when another of the user's sessions ends", async () => {
    const user = await t.signUp();
    const other = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    });
    const otherToken = other.headers.getSetCookie()[0]!.split('=')[1]!.split('.')[0]!;
    const res = await open(user.cookie);
    const ended = eventsUntilEnd(res, 1_500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.database.db.delete(sessions).where(eq(sessions.token, decodeURIComponent(otherToken)));
    expect(await ended).toBe('open');
  });
});
