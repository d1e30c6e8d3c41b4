import type { APIRequestContext, APIResponse, Page } from '@playwright/test';

import { retryAfterMs, sleep } from './rate-limits';

/** The app's origin (playwright.config.ts builds baseURL the same way). */
export const baseURL = `http://localhost:${process.env.E2E_PORT ?? '4310'}`;

/** better-auth's CSRF check wants an Origin on cookie-carrying POSTs, as a browser sends. */
const ORIGIN = { origin: baseURL };

/**
 * POSTs JSON to the app as a browser form would; a 429 waits for X-Retry-After and tries again,
 * so set-up never flakes on rate limits.
 */
export async function apiPost(
  api: APIRequestContext,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await api.post(path, { data, headers: { ...ORIGIN, ...headers } });
    if (response.status() !== 429 || attempt >= 3) return response;
    await sleep(retryAfterMs(response));
  }
}

/** JSON calls to the app's API as the page's signed-in user (set-up and checks). */
export function apiAs(page: Page) {
  const call = async <T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    data?: unknown,
  ) => {
    const response = await page.request.fetch(path, { method, data, headers: ORIGIN });
    const text = await response.text();
    return { status: response.status(), body: (text ? JSON.parse(text) : undefined) as T };
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, data: unknown) => call<T>('POST', path, data),
    patch: <T>(path: string, data: unknown) => call<T>('PATCH', path, data),
    delete: <T>(path: string) => call<T>('DELETE', path),
  };
}
