import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { createLogger } from '../../lib/logger';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import {
  MAX_PAYLOAD_BYTES,
  REALTIME_CHANNEL,
  createRealtimeHub,
  notifyUserSql,
  type RealtimeHub,
} from '../../platform/realtime/realtime-hub';
import { createRealtimeRoute } from './realtime.routes';

type Frame = { event?: string; data?: string; comment?: string };
type Client = {
  res: Response;
  frames: Frame[];
  close(): void;
  next(match: (frame: Frame) => boolean): Promise<Frame>;
};

const logger = createLogger('silent');
const waitFor = { timeout: 5_000, interval: 20 };
let baseUrl = '';
const clients: Client[] = [];

/** Opens `GET /api/realtime` as `userId` and collects the SSE frames as they arrive. */
async function connect(userId?: string): Promise<Client> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/realtime`, {
    headers: userId ? { 'x-test-user': userId } : {},
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  const client: Client = {
    res,
    frames,
    close: () => controller.abort(),
    next: (match: (frame: Frame) => boolean) =>
      vi.waitFor(() => {
        const frame = frames.find(match);
        if (!frame) throw new Error(`no matching frame yet in ${JSON.stringify(frames)}`);
        return frame;
      }, waitFor),
  };
  clients.push(client);
  if (res.ok && res.body) void collect(res.body, frames);
  return client;
}

async function collect(body: ReadableStream<Uint8Array>, frames: Frame[]) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        frames.push(parseFrame(buffer.slice(0, end)));
        buffer = buffer.slice(end + 2);
      }
    }
  } catch {
    // aborted by the test
  }
}

function parseFrame(text: string): Frame {
  const frame: Frame = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('data: ')) frame.data = line.slice(6);
  }
  return frame;
}

const isEvent = (type: string) => (frame: Frame) => frame.event === type;

// The `integration` project runs this on PGlite; `integration-pg` (TEST_DATABASE_URL) on PostgreSQL.
describe(`realtime over SSE on ${testDatabaseKind}`, () => {
  let database: Database;
  let hub: RealtimeHub;
  let server: Server;

  beforeAll(async () => {
    database = await createTestDatabase();
    hub = createRealtimeHub({ database, logger });
    await hub.start();

    const app = new Hono<{ Variables: { user?: { id: string } } }>();
    app.use('*', async (c, next) => {
      const id = c.req.header('x-test-user');
      if (id) c.set('user', { id });
      await next();
    });
    app.get('/api/realtime', createRealtimeRoute(hub, { heartbeatMs: 150 }));
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  afterAll(async () => {
    await hub?.stop();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
  });

  it('answers 401 to an anonymous caller', async () => {
    const client = await connect();
    expect(client.res.status).toBe(401);
    expect(await client.res.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Sign in required' },
    });
  });

  it("delivers a user's events to that user's streams only", async () => {
    const alice = await connect('user-a');
    const aliceAgain = await connect('user-a');
    const bob = await connect('user-b');
    expect(alice.res.headers.get('content-type')).toContain('text/event-stream');
    await Promise.all([alice, aliceAgain, bob].map((client) => client.next(isEvent('ready'))));

    await hub.publish('user-a', { type: 'journey.updated', data: { id: 1 } });
    await hub.publish('user-b', { type: 'sentinel' });

    for (const client of [alice, aliceAgain]) {
      const frame = await client.next(isEvent('journey.updated'));
      expect(JSON.parse(frame.data!)).toEqual({ id: 1 });
    }
    expect((await bob.next(isEvent('sentinel'))).data).toBe('null');
    // Both notifications travel in order through one listener, so bob has seen all he will.
    expect(bob.frames.some(isEvent('journey.updated'))).toBe(false);
    expect(alice.frames.some(isEvent('sentinel'))).toBe(false);
  });

  it('delivers a notification sent in a transaction only on commit', async () => {
    const alice = await connect('user-a');
    await alice.next(isEvent('ready'));

    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(notifyUserSql('user-a', { type: 'rolled.back' }));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await database.db.transaction(async (tx) => {
      await tx.execute(notifyUserSql('user-a', { type: 'committed' }));
    });

    await alice.next(isEvent('committed'));
    expect(alice.frames.some(isEvent('rolled.back'))).toBe(false);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'delivers a raw pg_notify from another connection and ignores malformed ones',
    async () => {
      const alice = await connect('user-a');
      await alice.next(isEvent('ready'));
      const other = new pg.Client({ connectionString: database.connectionString });
      await other.connect();
      try {
        const notify = 'SELECT pg_notify($1, $2)';
        await other.query(notify, [REALTIME_CHANNEL, 'not json']);
        await other.query(notify, [
          REALTIME_CHANNEL,
          JSON.stringify({ userId: 'user-a', event: { type: 'from.elsewhere', data: [1, 2] } }),
        ]);
      } finally {
        await other.end();
      }
      expect((await alice.next(isEvent('from.elsewhere'))).data).toBe('[1,2]');
    },
  );

  it('reaches clients of this hub when another hub publishes', async () => {
    const alice = await connect('user-a');
    await alice.next(isEvent('ready'));
    const elsewhere = createRealtimeHub({ database, logger });
    await elsewhere.publish('user-a', { type: 'other.process' });
    await alice.next(isEvent('other.process'));
  });

  it('sends only the type of an event too large for NOTIFY', async () => {
    const alice = await connect('user-a');
    await alice.next(isEvent('ready'));
    await hub.publish('user-a', { type: 'big', data: 'x'.repeat(MAX_PAYLOAD_BYTES) });
    expect((await alice.next(isEvent('big'))).data).toBe('null');
  });

  it('sends heartbeats while idle', async () => {
    const alice = await connect('user-a');
    await vi.waitFor(() => {
      expect(alice.frames.filter((frame) => frame.comment === 'ping').length).toBeGreaterThan(2);
    }, waitFor);
  });

  it('unsubscribes when the client goes away', async () => {
    const carol = await connect('user-c');
    await carol.next(isEvent('ready'));
    expect(hub.subscriberCount('user-c')).toBe(1);

    carol.close();

    await vi.waitFor(() => expect(hub.subscriberCount('user-c')).toBe(0), waitFor);
  });

  it('closes its streams when the hub stops', async () => {
    const other = createRealtimeHub({ database, logger });
    await other.start();
    const closed = vi.fn();
    other.subscribe('user-d', () => {}, closed);
    expect(other.subscriberCount('user-d')).toBe(1);

    await other.stop();

    expect(closed).toHaveBeenCalledOnce();
    expect(other.subscriberCount('user-d')).toBe(0);
  });
});
