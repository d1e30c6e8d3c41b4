import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

import { apiPost, baseURL } from './api';
import { expect } from './fixtures';
import { linkIn, waitForMail } from './mail';
import { TURNSTILE_PASS_TOKEN } from './turnstile';

export type TestUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

/** A fresh, unique account's details (not yet signed up). */
export function newUser(label = 'user'): TestUser {
  const id = randomUUID().slice(0, 8);
  return {
    email: `${label}-${id}@e2e.test`,
    password: `Quiet-harbour-${id}-lantern`,
    firstName: 'Ada',
    lastName: `Tester ${id}`,
  };
}

/** ADMIN_EMAILS of the e2e server (scripts/e2e-server.mjs) makes this address an admin. */
const ADMIN: TestUser = {
  email: 'admin@e2e.test',
  password: 'a long enough passphrase',
  firstName: 'Ada',
  lastName: 'Admin',
};

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

/** The link in the account's "Confirm your email" mail (opening it signs that context in). */
async function confirmationLink(api: APIRequestContext, email: string): Promise<string> {
  return linkIn(await waitForMail(api, email, /Confirm your email/));
}

/** Opens the confirmation link with `api`, which leaves that context signed in. */
export async function confirmEmail(api: APIRequestContext, email: string) {
  const response = await api.get(await confirmationLink(api, email));
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

/**
 * A new, confirmed account, signed in in `page`'s browser context: sign-up through the API, then
 * the confirmation link opened in the page, which signs in and lands on /dashboard.
 */
export async function signUp(page: Page, label = 'user'): Promise<TestUser> {
  const user = newUser(label);
  await signUpByApi(page.request, user);
  await page.goto(await confirmationLink(page.request, user.email));
  await expect(page).toHaveURL(/\/dashboard$/);
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

/**
 * Signs `page` in as the admin: with the password when the account exists (an earlier test made
 * it), otherwise by signing it up and opening the confirmation link. Lands on /dashboard.
 */
export async function signInAsAdmin(page: Page) {
  const signIn = await apiPost(page.request, '/api/auth/sign-in/email', {
    email: ADMIN.email,
    password: ADMIN.password,
  });
  if (signIn.status() === 200) {
    await page.goto('/dashboard');
    return;
  }
  await signUpByApi(page.request, ADMIN);
  await page.goto(await confirmationLink(page.request, ADMIN.email));
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Who the server thinks `api` is, reading the database rather than the 60-second cookie cache. */
export async function liveSessionEmail(api: APIRequestContext): Promise<string | null> {
  const response = await api.get('/api/auth/get-session?disableCookieCache=true');
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

/** Fills the password sign-in form and sends it. */
export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
