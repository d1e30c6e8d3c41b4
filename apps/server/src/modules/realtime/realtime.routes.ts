import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { QUOTAS, QUOTA_MESSAGES } from '@updately/shared/quotas';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';

export type RealtimeRouteOptions = {
  /** Interval of the `: ping` comment that keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
};

/**
 * The session middleware must have set `c.var.user` (any object with an `id`) and `sessionId`
 * for signed-in callers.
 */
export type RealtimeEnv = { Variables: { user?: { id: string } | null; sessionId?: string } };

/** Sent by the sessions trigger (migration 0008) when a session row goes. */
export const SESSION_ENDED = 'session_ended';

/**
 * Handler for `GET /api/realtime`: a Server-Sent Events stream of the caller's events. Typed on a
 * plain `Context` so it mounts on any app whose middleware sets `user`; the value is checked here.
 */
export function createRealtimeRoute(hub: RealtimeHub, options: RealtimeRouteOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? 25_000;

  return (c: Context): Response => {
    const userId = readUserId(c.get('user'));
    if (!userId) {
      return c.json({ error: { code: 'UNAUTHORIZED', message: 'Sign in required' } }, 401);
    }
    if (hub.subscriberCount(userId) >= QUOTAS.realtimeStreams) {
      return c.json(
        { error: { code: 'QUOTA_EXCEEDED', message: QUOTA_MESSAGES.realtimeStreams } },
        403,
      );
    }
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const write = serialWriter(stream);
      let finish = () => {};
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const sessionId: unknown = c.get('sessionId');
      const unsubscribe = hub.subscribe(
        userId,
        (event) => {
          if (event.type !== SESSION_ENDED) {
            write({ event: event.type, data: JSON.stringify(event.data ?? null) });
            return;
          }
          // Another device's session ending is no news here; this stream's ends it (L3).
          if ((event.data as { sessionId?: unknown } | undefined)?.sessionId !== sessionId) return;
          void write({ event: event.type, data: '{}' }).then(finish);
        },
        finish,
      );
      stream.onAbort(finish);
      const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
      try {
        write({ event: 'ready', data: '{}' });
        await finished;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    });
  };
}

function readUserId(user: unknown): string | undefined {
  if (typeof user !== 'object' || user === null || !('id' in user)) return undefined;
  return typeof user.id === 'string' && user.id !== '' ? user.id : undefined;
}

/** Events, pings and `ready` come from different callbacks; one queue keeps frames whole. */
function serialWriter(stream: SSEStreamingApi) {
  let queue = Promise.resolve();
  return (frame: string | { event: string; data: string }): Promise<void> => {
    queue = queue
      .then(async () => {
        if (typeof frame === 'string') await stream.write(frame);
        else await stream.writeSSE(frame);
      })
      .catch(() => undefined);
    return queue;
  };
}
