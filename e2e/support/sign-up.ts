import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';

import { expect, TURNSTILE_PASS_TOKEN } from '../fixtures';

export type SignedUpUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

/** Sign-ups are rate limited (5 a minute per IP): a test that signs up needs room to wait. */
export const SIGN_UP_TEST_TIMEOUT_MS = 180_000;

/** The app's origin (playwright.config.ts builds baseURL the same way). */
export const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '4310'}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryAfterMs(response: APIResponse): number {
  const headers = response.headers();
  const seconds = Number(headers['x-retry-after'] ?? headers['retry-after'] ?? '10');
  return (Number.isFinite(seconds) ? seconds : 10) * 1000 + 500;
}

type MailMessage = { to: string; subject: string; text: string; created_at: string };

async function confirmationLink(api: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.get(`/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as { messages: MailMessage[] };
        link = messages
          .map((message) => message.text.match(/https?:\/\/\S+/)?.[0])
          .find((url) => url !== undefined);
        return Boolean(link);
      },
      { timeout: 15_000, message: `confirmation mail to ${email}` },
    )
    .toBe(true);
  return link!;
}

/**
 * A new, confirmed account, signed in in `page`'s browser context: sign-up through the API
 * (with the Turnstile stand-in's token), then the confirmation link opened in the page, which
 * signs in and lands on /dashboard. A 429 waits as long as the server asks and tries again.
 */
export async function signUp(page: Page, label = 'user'): Promise<SignedUpUser> {
  const id = randomUUID().slice(0, 8);
  const user: SignedUpUser = {
    email: `${label}-${id}@e2e.test`,
    password: 'a long enough passphrase',
    firstName: 'Robin',
    lastName: `Mover ${id}`,
  };
  for (let attempt = 0; ; attempt += 1) {
    const response = await page.request.post('/api/auth/sign-up/email', {
      headers: { origin: ORIGIN, 'x-captcha-response': TURNSTILE_PASS_TOKEN },
      data: {
        email: user.email,
        password: user.password,
        name: `${user.firstName} ${user.lastName}`,
        firstName: user.firstName,
        lastName: user.lastName,
        callbackURL: '/dashboard',
      },
    });
    if (response.status() === 429 && attempt < 3) {
      await sleep(retryAfterMs(response));
      continue;
    }
    expect(response.status(), await response.text()).toBe(200);
    break;
  }
  await page.goto(await confirmationLink(page.request, user.email));
  await expect(page).toHaveURL(/\/dashboard$/);
  return user;
}

/** JSON calls to the app's API as the page's signed-in user (set-up and checks). */
export function apiAs(page: Page) {
  const call = async <T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    data?: unknown,
  ) => {
    const response = await page.request.fetch(path, {
      method,
      data,
      headers: { origin: ORIGIN },
    });
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
