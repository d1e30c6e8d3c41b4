import type { APIResponse, Page } from '@playwright/test';

import { test } from './fixtures';

/**
 * Sign-ups and sign-ins may wait out better-auth's limits (5 sign-ups a minute, a 60-second
 * window each): room for a couple of waits.
 */
export const AUTH_TEST_TIMEOUT_MS = 180_000;

/** For an assertion that waits on an auth call, which waitOutRateLimits may hold for a minute. */
export const AUTH_ANSWER = { timeout: 75_000 };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a 429 asks to wait (better-auth and the per-account limit send X-Retry-After). */
export function retryAfterMs(response: APIResponse): number {
  const headers = response.headers();
  const seconds = Number(headers['x-retry-after'] ?? headers['retry-after'] ?? '10');
  return (Number.isFinite(seconds) ? seconds : 10) * 1000 + 500;
}

/**
 * Every test shares 127.0.0.1, so a busy minute may answer the page's own auth calls 429. This
 * replays such a call after the wait the server asks for, so the journeys under test see the real
 * answer.
 */
async function waitOutRateLimits(page: Page) {
  await page.route('**/api/auth/**', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    try {
      let response = await route.fetch();
      for (let attempt = 0; response.status() === 429 && attempt < 3; attempt += 1) {
        await sleep(retryAfterMs(response));
        response = await route.fetch();
      }
      await route.fulfill({ response });
    } catch (error) {
      // A call still in flight when the page closes (a sign-out on the way to `/`) is moot.
      if (!page.isClosed()) throw error;
    }
  });
}

/** For a spec that drives the sign-in forms: the time for rate-limit waits, and the waits. */
export function configureAuthSpec() {
  test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });
  test.beforeEach(({ page }) => waitOutRateLimits(page));
}
