import type { Page } from '@playwright/test';

import { linkIn, waitForMail } from '../auth-helpers';
import { expect, TURNSTILE_PASS_TOKEN } from '../fixtures';
import { ORIGIN } from './sign-up';

/** ADMIN_EMAILS of the e2e server (scripts/e2e-server.mjs) makes this address an admin. */
export const ADMIN = {
  email: 'admin@e2e.test',
  password: 'a long enough passphrase',
  firstName: 'Ada',
  lastName: 'Admin',
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function post(page: Page, path: string, data: unknown, headers: Record<string, string> = {}) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await page.request.post(path, {
      data,
      headers: { origin: ORIGIN, ...headers },
    });
    if (response.status() !== 429 || attempt >= 3) return response;
    const seconds = Number(response.headers()['x-retry-after'] ?? '10');
    await sleep((Number.isFinite(seconds) ? seconds : 10) * 1000 + 500);
  }
}

/**
 * Signs `page` in as the admin: with the password when the account exists (an earlier test made
 * it), otherwise by signing it up and opening the confirmation link. Lands on /dashboard.
 */
export async function signInAsAdmin(page: Page) {
  const signIn = await post(page, '/api/auth/sign-in/email', {
    email: ADMIN.email,
    password: ADMIN.password,
  });
  if (signIn.status() === 200) {
    await page.goto('/dashboard');
    return;
  }
  const signUp = await post(
    page,
    '/api/auth/sign-up/email',
    {
      email: ADMIN.email,
      password: ADMIN.password,
      name: `${ADMIN.firstName} ${ADMIN.lastName}`,
      firstName: ADMIN.firstName,
      lastName: ADMIN.lastName,
      callbackURL: '/dashboard',
    },
    { 'x-captcha-response': TURNSTILE_PASS_TOKEN },
  );
  expect(signUp.status(), await signUp.text()).toBe(200);
  const mail = await waitForMail(page.request, ADMIN.email, /Confirm your email/);
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/dashboard$/);
}
