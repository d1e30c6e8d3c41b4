import { createHash, randomBytes } from 'node:crypto';

/**
 * How a key reads: `upd_live_…` in production, `upd_test_…` on any other server, so a leak says
 * where. "test" names the server, not a sandbox: the key reads that server's real requests.
 */
export function newApiKeyToken(live: boolean): { key: string; prefix: string; hash: string } {
  const key = `upd_${live ? 'live' : 'test'}_${randomBytes(24).toString('base64url')}`;
  return { key, prefix: key.slice(0, 13), hash: hashApiKey(key) };
}

/** Keys are random (192 bits), so a plain SHA-256 is enough to store them: nothing to guess. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** `Authorization: Bearer <key>`, or null when it is missing or not shaped like one of ours. */
export function bearerApiKey(header: string | undefined): string | null {
  const match = /^Bearer\s+(upd_(?:live|test)_[A-Za-z0-9_-]{32})$/.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}
