import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';

export const REALTIME_CHANNEL = 'updately_events';
/** PostgreSQL rejects NOTIFY payloads of 8000 bytes or more; keep a margin. */
export const MAX_PAYLOAD_BYTES = 7900;

export type RealtimeEvent = { type: string; data?: unknown };
export type RealtimeSend = (event: RealtimeEvent) => void;

export type RealtimeHub = {
  /** Opens this process's single LISTEN on the channel. */
  start(): Promise<void>;
  /** Unlistens and closes every open stream. */
  stop(): Promise<void>;
  /** Notifies every process; each fans the event out to that user's open streams. */
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  /** `onClose` runs when the hub stops. Returns the unsubscribe function. */
  subscribe(userId: string, send: RealtimeSend, onClose?: () => void): () => void;
  subscriberCount(userId: string): number;
  /** Sees every event this process hears, for every user (caches that must forget). */
  observe(observer: RealtimeObserver): () => void;
};

export type RealtimeObserver = (userId: string, event: RealtimeEvent) => void;

type Notification = { userId: string; event: RealtimeEvent };
type Subscriber = { send: RealtimeSend; onClose?: () => void };

// Becomes the SSE `event:` line, so no line breaks; short so an oversized event still fits.
const EVENT_TYPE = /^[A-Za-z0-9_.:-]{1,100}$/;

/** The NOTIFY payload; events too large for NOTIFY lose their data and keep their type. */
export function encodeNotification(userId: string, event: RealtimeEvent): string {
  if (!EVENT_TYPE.test(event.type)) throw new Error(`Invalid realtime event type: ${event.type}`);
  const full = JSON.stringify({ userId, event: { type: event.type, data: event.data } });
  if (Buffer.byteLength(full, 'utf8') <= MAX_PAYLOAD_BYTES) return full;
  return JSON.stringify({ userId, event: { type: event.type } });
}

/** For a caller's own transaction: the notification is delivered only if it commits. */
export function notifyUserSql(userId: string, event: RealtimeEvent): SQL {
  return sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${encodeNotification(userId, event)})`;
}

export function createRealtimeHub({
  database,
  logger,
}: {
  database: Database;
  logger: Logger;
}): RealtimeHub {
  const log = logger.child({ module: 'realtime' });
  const subscribers = new Map<string, Set<Subscriber>>();
  const observers = new Set<RealtimeObserver>();
  let unlisten: (() => Promise<void>) | undefined;

  function deliver(payload: string) {
    const notification = decodeNotification(payload);
    if (!notification) {
      log.warn({ payload: payload.slice(0, 200) }, 'ignored malformed realtime notification');
      return;
    }
    for (const observer of observers) observer(notification.userId, notification.event);
    for (const subscriber of subscribers.get(notification.userId) ?? []) {
      try {
        subscriber.send(notification.event);
      } catch (err) {
        log.warn({ err }, 'realtime subscriber failed');
      }
    }
  }

  return {
    async start() {
      unlisten ??= await database.listen(REALTIME_CHANNEL, deliver);
    },

    async stop() {
      const stopListening = unlisten;
      unlisten = undefined;
      await stopListening?.();
      const all = [...subscribers.values()].flatMap((set) => [...set]);
      subscribers.clear();
      for (const subscriber of all) subscriber.onClose?.();
    },

    async publish(userId, event) {
      await database.db.execute(notifyUserSql(userId, event));
    },

    subscribe(userId, send, onClose) {
      const subscriber: Subscriber = { send, onClose };
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(subscriber);
      return () => {
        const current = subscribers.get(userId);
        if (!current?.delete(subscriber) || current.size > 0) return;
        subscribers.delete(userId);
      };
    },

    subscriberCount(userId) {
      return subscribers.get(userId)?.size ?? 0;
    },

    observe(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
  };
}

function decodeNotification(payload: string): Notification | undefined {
  try {
    const value = JSON.parse(payload) as Partial<Notification> | null;
    const event = value?.event;
    if (typeof value?.userId !== 'string' || typeof event?.type !== 'string') return undefined;
    if (!EVENT_TYPE.test(event.type)) return undefined;
    return { userId: value.userId, event: { type: event.type, data: event.data } };
  } catch {
    return undefined;
  }
}
