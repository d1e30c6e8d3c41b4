import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { sessions, users } from '../db/schema';
import type { RealtimeHub } from '../platform/realtime/realtime-hub';
import {
  sessionCookieOf,
  signedValueOf,
  type SessionCookie,
  type SignedValue,
} from './session-cookie';
import { isPastMaxLifetime } from './session-lifetime';

/**
 * How long a session checked against the database is trusted for reads. Ending a session
 * (sign-out, revocation, ban, account deletion) evicts it at once in every process through the
 * sessions trigger's notification; this bound only matters if a notification is lost.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/** Who a signed-in request comes from (`c.var.user`). */
export type SessionUser = { id: string; email: string; name: string };

export type ReadSession = {
  user: SessionUser;
  session: { id: string; createdAt: Date; expiresAt: Date };
  /** The signed cookie value the session was read from: better-auth calls get exactly this. */
  cookie: SignedValue;
};

type Entry = { value: ReadSession; checkedAt: number };

export type SessionReader = {
  /** The session cookie's name (`__Secure-` prefixed in production). */
  cookieName: string;
  /**
   * The session behind a Cookie header, or null. `fresh` reads the database (writes and
   * sensitive reads); otherwise a session checked within SESSION_CACHE_TTL_MS may answer.
   */
  read(cookieHeader: string | undefined, options: { fresh: boolean }): Promise<ReadSession | null>;
  /** `read` for a Cookie header already parsed (sessionCookieOf): the header is read once. */
  readCookie(cookie: SessionCookie, options: { fresh: boolean }): Promise<ReadSession | null>;
  /**
   * A fresh read done by the caller's own query (one round trip for the session and what the
   * route reads with it): the row of `sessionColumns` it read for the cookie's token, judged as
   * `read` judges it, and remembered or forgotten as `read` would. Only for a cookie this reader
   * has read (its signature checked), as `validatedSessionCookie` gives it.
   */
  confirm(row: SessionRow | undefined, cookie: SignedValue): ReadSession | null;
  forgetSession(sessionId: string): void;
  forgetUser(userId: string): void;
};

/** What a session is judged on: select it from sessions joined with users. */
export const sessionColumns = {
  id: sessions.id,
  createdAt: sessions.createdAt,
  expiresAt: sessions.expiresAt,
  userId: users.id,
  email: users.email,
  name: users.name,
  banned: users.banned,
  banExpires: users.banExpires,
};

export type SessionRow = {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  userId: string;
  email: string;
  name: string;
  banned: boolean | null;
  banExpires: Date | null;
};

const sessionByTokenQuery = preparedQuery((db) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_by_token'),
);

/** Whether `signature` is better-call's signature of `token` under `secret`. */
function isSignedBy({ token, signature }: SignedValue, secret: string): boolean {
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The token of a `token.signature` cookie value signed as better-call signs it, else null. The
 * grammar is strict (session-cookie.ts): standard padded base64 only, as better-call's `atob`.
 */
export function verifySignedToken(raw: string, secret: string): string | null {
  const signed = signedValueOf(raw);
  return signed && isSignedBy(signed, secret) ? signed.token : null;
}

/**
 * Reads better-auth's session cookie without better-auth's per-request pipeline: the signature
 * is checked with node:crypto, and one indexed query reads the session and its user. Never
 * renews the session (only the browser's own get-session call does, and receives the cookie).
 */
export function createSessionReader(options: {
  db: Db;
  secret: string;
  cookieName: string;
  maxLifetimeSeconds: number;
  realtime: RealtimeHub;
  ttlMs?: number;
}): SessionReader {
  const { db, secret, cookieName, maxLifetimeSeconds } = options;
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const byToken = new Map<string, Entry>();
  const tokenBySession = new Map<string, string>();

  function forget(token: string) {
    const entry = byToken.get(token);
    if (!entry) return;
    byToken.delete(token);
    tokenBySession.delete(entry.value.session.id);
  }

  function remember(token: string, value: ReadSession) {
    forget(token);
    if (byToken.size >= MAX_ENTRIES) {
      const oldest = byToken.keys().next().value;
      if (oldest !== undefined) forget(oldest);
    }
    byToken.set(token, { value, checkedAt: Date.now() });
    tokenBySession.set(value.session.id, token);
  }

  function stillValid(value: ReadSession, now: number) {
    return (
      value.session.expiresAt.getTime() > now &&
      !isPastMaxLifetime(value.session.createdAt, maxLifetimeSeconds, now)
    );
  }

  function judge(row: SessionRow | undefined, cookie: SignedValue): ReadSession | null {
    if (!row) return null;
    const now = Date.now();
    if (row.banned && (!row.banExpires || row.banExpires.getTime() > now)) return null;
    const value: ReadSession = {
      user: { id: row.userId, email: row.email, name: row.name },
      session: { id: row.id, createdAt: row.createdAt, expiresAt: row.expiresAt },
      cookie,
    };
    return stillValid(value, now) ? value : null;
  }

  function confirm(row: SessionRow | undefined, cookie: SignedValue): ReadSession | null {
    const value = judge(row, cookie);
    if (value) remember(cookie.token, value);
    else forget(cookie.token);
    return value;
  }

  const reader: SessionReader = {
    cookieName,
    read(cookieHeader, options) {
      return reader.readCookie(sessionCookieOf(cookieHeader, cookieName), options);
    },
    async readCookie(cookie, { fresh }) {
      if (cookie.status !== 'present' || !isSignedBy(cookie, secret)) return null;
      const { token } = cookie;
      const now = Date.now();
      const cached = byToken.get(token);
      if (!fresh && cached && now - cached.checkedAt < ttlMs && stillValid(cached.value, now)) {
        return cached.value;
      }
      const [row] = await sessionByTokenQuery(db).execute({ token });
      return confirm(row, { token, signature: cookie.signature });
    },
    confirm,
    forgetSession(sessionId) {
      const token = tokenBySession.get(sessionId);
      if (token) forget(token);
    },
    forgetUser(userId) {
      for (const [token, entry] of byToken) {
        if (entry.value.user.id === userId) forget(token);
      }
    },
  };

  options.realtime.observe((userId, event) => {
    if (event.type === 'session_ended') {
      const sessionId = (event.data as { sessionId?: unknown } | undefined)?.sessionId;
      if (typeof sessionId === 'string') reader.forgetSession(sessionId);
      else reader.forgetUser(userId);
    } else if (event.type === 'profile_deleted') {
      reader.forgetUser(userId);
    }
  });
  return reader;
}
