/** Cloudflare's documented "always passes" test site key (the server's default outside production). */
export const TURNSTILE_TEST_SITE_KEY = '1x00000000000000000000AA';
/** The token Cloudflare's test keys hand out; the server accepts it offline with test keys. */
export const TURNSTILE_DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

/**
 * What a form may send when Turnstile's script cannot load (offline): with the test key, the
 * dummy token the test keys stand for, so local development works without a network; with a real
 * key, nothing (the bot check has failed, and the form says so).
 */
export function offlineFallbackToken(siteKey: string): string | null {
  return siteKey === TURNSTILE_TEST_SITE_KEY ? TURNSTILE_DUMMY_TOKEN : null;
}
