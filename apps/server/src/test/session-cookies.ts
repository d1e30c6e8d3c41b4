import { createHmac, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accounts, sessions } from '../db/schema';
import type { TestApp } from './test-app';

/** The session cookie's name outside production (`__Secure-` prefixed behind HTTPS). */
export const SESSION_COOKIE = 'updately.session_token';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The session cookie's value in a Cookie header, as the browser sends it (URI-encoded). */
export function sessionCookieValue(cookieHeader: string): string {
  const value = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`).exec(cookieHeader)?.[1];
  if (!value) throw new Error(`no session cookie in ${cookieHeader}`);
  return value;
}

/**
 * A new session of the user, stored as better-auth stores one, and its Cookie header. The token
 * is picked so that its signature holds '+' or '/': its base64url spelling then differs.
 */
export async function sessionCookieFor(
  t: TestApp,
  userId: string,
  createdAt = new Date(),
): Promise<string> {
  for (;;) {
    const token = Array.from({ length: 32 }, () => ALPHANUMERIC[randomInt(62)]).join('');
    const signature = createHmac('sha256', t.config.authSecret).update(token).digest('base64');
    if (!/[+/]/.test(signature)) continue;
    await t.database.db.insert(sessions).values({
      userId,
      token,
      createdAt,
      expiresAt: new Date(Date.now() + 24 * 3600_000),
      ipAddress: '127.0.0.1',
      userAgent: 'vitest',
    });
    return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
  }
}

export const AMBIGUOUS_SHAPES = ['duplicated', 'quoted', 'base64url'] as const;
export type AmbiguousShape = (typeof AMBIGUOUS_SHAPES)[number];

/**
 * One session cookie spelt so that two cookie parsers could read it differently (ADR 0032):
 * named twice, in quotes, or with its signature in the base64url alphabet.
 */
export function ambiguousSpelling(cookieHeader: string, shape: AmbiguousShape): string {
  const value = sessionCookieValue(cookieHeader);
  if (shape === 'duplicated') return `${SESSION_COOKIE}=${value}; ${SESSION_COOKIE}=${value}`;
  if (shape === 'quoted') return `${SESSION_COOKIE}="${value}"`;
  const urlSafe = decodeURIComponent(value).replace(/\+/g, '-').replace(/\//g, '_');
  if (urlSafe === decodeURIComponent(value)) throw new Error('no + or / in this signature');
  return `${SESSION_COOKIE}=${encodeURIComponent(urlSafe)}`;
}

/** Removes the user's password (as for an account made by Google or an email code). */
export async function dropPassword(t: TestApp, userId: string): Promise<void> {
  await t.database.db.delete(accounts).where(eq(accounts.userId, userId));
}
