import { randomUUID } from 'node:crypto';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { MESSAGES } from '@updately/shared/messages';

import { expect, TURNSTILE_PASS_TOKEN } from './fixtures';

export const baseURL = `http://localhost:${process.env.E2E_PORT ?? '4310'}`;

export { MESSAGES };

/** Form-posting headers better-auth wants from a browser: its CSRF check needs an Origin. */
const ORIGIN = { origin: baseURL };

export type TestUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

export function newUser(label = 'user'): TestUser {
  const id = randomUUID().slice(0, 8);
  return {
    email: `auth-${label}-${id}@e2e.test`,
    password: `Quiet-harbour-${id}-lantern`,
    firstName: 'Ada',
    lastName: `Tester ${id}`,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a 429 asks to wait (better-auth and the per-account limit send X-Retry-After). */
function retryAfterMs(headers: Record<string, string>): number {
  const seconds = Number(headers['x-retry-after'] ?? headers['retry-after'] ?? '10');
  return (Number.isFinite(seconds) ? seconds : 10) * 1000 + 500;
}

/**
 * The e2e server keeps better-auth's per-IP rate limits on and every test shares 127.0.0.1, so
 * a busy minute answers the page's own auth calls 429 (5 sign-ups a minute). This replays such
 * a call after the wait the server asks for, so the journeys under test see the real answer.
 * Give the test time for it: `test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS })`.
 */
export async function waitOutRateLimits(page: Page) {
  await page.route('**/api/auth/**', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    try {
      let response = await route.fetch();
      for (let attempt = 0; response.status() === 429 && attempt < 3; attempt += 1) {
        await sleep(retryAfterMs(response.headers()));
        response = await route.fetch();
      }
      await route.fulfill({ response });
    } catch (error) {
      // A call still in flight when the page closes (a sign-out on the way to `/`) is moot.
      if (!page.isClosed()) throw error;
    }
  });
}

/** Room for a couple of rate-limit waits (a 60-second window each). */
export const AUTH_TEST_TIMEOUT_MS = 180_000;

/** For an assertion that waits on an auth call, which waitOutRateLimits may hold for a minute. */
export const AUTH_ANSWER = { timeout: 75_000 };

/**
 * POSTs to the API; a 429 (the e2e server keeps better-auth's per-IP limits on, and every test
 * shares 127.0.0.1) waits for X-Retry-After and tries again, so set-up never flakes on limits.
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
    await sleep(retryAfterMs(response.headers()));
  }
}

type MailMessage = { to: string; subject: string; text: string; created_at: string };

/** The newest dev-mailbox message to `to` whose subject matches, once the mail job has sent it. */
export async function waitForMail(
  api: APIRequestContext,
  to: string,
  subject: RegExp,
  { after = 0 }: { after?: number } = {},
): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.get(`/dev/mailbox?format=json&to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: MailMessage[] };
        found = messages.find((m) => subject.test(m.subject) && Date.parse(m.created_at) >= after);
        return Boolean(found);
      },
      { timeout: 15_000, message: `mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

export function linkIn(message: { text: string }): string {
  const link = message.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in: ${message.text}`);
  return link;
}

/** The code of the newest text the SMS stand-in (scripts/e2e-server.mjs) received for `to`. */
export async function waitForSmsCode(to: string): Promise<string> {
  const smsUrl = `http://127.0.0.1:${Number(new URL(baseURL).port) + 1}/sms`;
  const sink = await playwrightRequest.newContext();
  let code: string | undefined;
  try {
    await expect
      .poll(
        async () => {
          const { texts } = (await (await sink.get(smsUrl)).json()) as {
            texts: { to: string; body: string }[];
          };
          code = texts.find((t) => t.to === to)?.body.match(/\b(\d{6})\b/)?.[1];
          return Boolean(code);
        },
        { timeout: 15_000, message: `SMS to ${to}` },
      )
      .toBe(true);
  } finally {
    await sink.dispose();
  }
  return code!;
}

/** Signs the user up through the API (with the Turnstile stand-in's passing token). */
export async function signUpByApi(api: APIRequestContext, user: TestUser) {
  const response = await apiPost(
    api,
    '/api/auth/sign-up/email',
    {
      email: user.email,
      password: user.password,
      name: `${user.firstName} ${user.lastName}`,
      firstName: user.firstName,
      lastName: user.lastName,
      callbackURL: '/dashboard',
    },
    { 'x-captcha-response': TURNSTILE_PASS_TOKEN },
  );
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the confirmation link with `api`, which leaves that context signed in. */
export async function confirmEmail(api: APIRequestContext, email: string) {
  const mail = await waitForMail(api, email, /Confirm your email/);
  const response = await api.get(linkIn(mail));
  expect(response.ok()).toBe(true);
}

/**
 * A confirmed account. With `signedInAs`, that context (a page's `page.request`) is signed in;
 * otherwise the account is confirmed from a throw-away context and nobody is signed in.
 */
export async function createUser({
  signedInAs,
  label,
}: { signedInAs?: APIRequestContext; label?: string } = {}): Promise<TestUser> {
  const user = newUser(label);
  const api = signedInAs ?? (await playwrightRequest.newContext({ baseURL }));
  try {
    await signUpByApi(api, user);
    await confirmEmail(api, user.email);
  } finally {
    if (!signedInAs) await api.dispose();
  }
  return user;
}

/** Signs `api` in with the password (a second device, as far as the server can tell). */
export async function signInByApi(api: APIRequestContext, user: TestUser) {
  const response = await apiPost(api, '/api/auth/sign-in/email', {
    email: user.email,
    password: user.password,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Who the server thinks `api` is, reading the database rather than the 60-second cookie cache. */
export async function liveSessionEmail(api: APIRequestContext): Promise<string | null> {
  const response = await api.get('/api/auth/get-session?disableCookieCache=true');
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

/** Sonner's live region, where every toast's title and description are announced. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = toasts(page).locator('li').filter({ hasText: title }).first();
  await expect(toast).toBeVisible(AUTH_ANSWER);
  if (description) await expect(toast).toContainText(description);
}

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
