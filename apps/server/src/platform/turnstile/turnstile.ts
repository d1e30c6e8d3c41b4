import type { Config } from '../../lib/config';
import type { Logger } from '../../lib/logger';

/** The token Cloudflare's test site keys hand out; accepted by the test secret keys. */
export const TURNSTILE_DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

export type TurnstileResult =
  { ok: true } | { ok: false; reason: 'missing' | 'rejected' | 'unreachable' };

/**
 * Cloudflare Turnstile siteverify (URL configurable so tests use a local stand-in). With the
 * documented test keys outside production, an unreachable Cloudflare lets the dummy token pass,
 * so the embedded default works offline.
 */
export async function verifyTurnstile(
  config: Config,
  logger: Logger,
  token: string | null | undefined,
  remoteIp?: string | null,
): Promise<TurnstileResult> {
  if (!token) return { ok: false, reason: 'missing' };
  const body = new URLSearchParams({ secret: config.turnstile.secretKey, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  try {
    const res = await fetch(config.TURNSTILE_VERIFY_URL, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
    });
    const data = (await res.json()) as { success?: boolean; 'error-codes'?: string[] };
    if (data.success === true) return { ok: true };
    logger.info({ errors: data['error-codes'] }, 'turnstile rejected a token');
    return { ok: false, reason: 'rejected' };
  } catch (err) {
    if (config.turnstile.testKeys && !config.isProduction && token === TURNSTILE_DUMMY_TOKEN) {
      logger.warn('turnstile unreachable: test keys in development, dummy token accepted');
      return { ok: true };
    }
    logger.error({ err }, 'turnstile siteverify unreachable');
    return { ok: false, reason: 'unreachable' };
  }
}
