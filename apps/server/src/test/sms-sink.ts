import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { eventually } from './mailbox';
import { createTestApp, type TestApp } from './test-app';

export type Sms = { to: string; body: string };

/** A local SMS provider speaking the protocol of SMS_WEBHOOK_URL: a JSON POST `{ to, body }`. */
export async function startSmsSink() {
  const received: Sms[] = [];
  const app = new Hono().post('/sms', async (c) => {
    const body = (await c.req.json()) as Sms;
    received.push({ to: body.to, body: body.body });
    return c.json({ queued: true }, 202);
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    waitFor(to: string, count = 1): Promise<Sms> {
      return eventually(async () => {
        const mine = received.filter((m) => m.to === to);
        return mine.length >= count ? mine[mine.length - 1] : undefined;
      }, `an SMS to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmsSink = Awaited<ReturnType<typeof startSmsSink>>;

/** A test app whose SMS_WEBHOOK_URL points at a fresh local sink; `close` stops both. */
export async function createSmsTestApp(): Promise<{
  t: TestApp;
  sink: SmsSink;
  close: () => Promise<void>;
}> {
  const sink = await startSmsSink();
  const t = await createTestApp({ config: { SMS_WEBHOOK_URL: sink.url } });
  return {
    t,
    sink,
    close: async () => {
      await t.close();
      await sink.close();
    },
  };
}
