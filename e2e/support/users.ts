import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@updately/shared/messages';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

import { apiPost, baseURL } from './api';
import { expect } from './fixtures';
import { codeIn, linkIn, waitForMail } from './mail';
import { expectToast } from './toasts';
import { secretFromOtpauthUri, totp } from './totp';
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

/**
 * The admins ADMIN_EMAILS of the e2e server (scripts/e2e-server.mjs) grants, one per spec that
 * needs one: authenticator codes are single-use per user (refused again for 90 s), so specs
 * running in parallel as one admin would spend each other's codes.
 */
export const ADMIN_LABELS = [
  'shell',
  'feedback',
  'no-mfa',
  'step-up',
  'claims',
  'claim-paths',
  'analytics',
  'analytics-truth',
  'users',
  'users-peer',
  'journeys',
  'brands',
  'directory',
  'integrations',
  'audit',
  'errors',
  'security',
  'settings',
  // The two-admin rule (e2e/admin-security.spec.ts): who asks, who approves, who it is about.
  'approval-asker',
  'approval-approver',
  'approval-target',
  'a11y',
] as const;
export type AdminLabel = (typeof ADMIN_LABELS)[number];

function adminUser(label: AdminLabel): TestUser {
  return {
    email: `admin-${label}@e2e.test`,
    password: 'a long enough passphrase',
    firstName: 'Ada',
    lastName: 'Admin',
  };
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

/**
 * A new account without a password, signed in in `page`'s context: an email one-time code asked
 * for and entered through the API (the code sign-in creates the account, SPEC.md "create-user").
 */
export async function signUpWithEmailCode(page: Page, label = 'code'): Promise<{ email: string }> {
  const { email } = newUser(label);
  const sent = await apiPost(
    page.request,
    '/api/auth/email-otp/send-verification-otp',
    { email, type: 'sign-in' },
    { 'x-captcha-response': TURNSTILE_PASS_TOKEN },
  );
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = codeIn(await waitForMail(page.request, email, /sign-in code/));
  const signIn = await apiPost(page.request, '/api/auth/sign-in/email-otp', { email, otp });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return { email };
}

/** Signs `api` in with the password (a second device, as far as the server can tell). */
export async function signInByApi(api: APIRequestContext, user: TestUser) {
  const response = await apiPost(api, '/api/auth/sign-in/email', {
    email: user.email,
    password: user.password,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Where each admin's authenticator secret is kept for this server run (a retry needs it). */
const secretsFile = path.join(os.tmpdir(), `updately-e2e-${new URL(baseURL).port}-admin-totp.json`);

function readSecrets(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(secretsFile, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

function saveSecret(email: string, secret: string) {
  writeFileSync(secretsFile, JSON.stringify({ ...readSecrets(), [email]: secret }));
}

/** A code the server has not seen yet: this step's, or the next one's if this one is spent. */
async function postTotp(api: APIRequestContext, path: string, secret: string) {
  let response = await apiPost(api, path, { code: totp(secret) });
  if (response.status() !== 200) {
    response = await apiPost(api, path, { code: totp(secret, { time: Date.now() + 30_000 }) });
  }
  expect(response.status(), await response.text()).toBe(200);
}

/** Turns two-factor authentication on for the signed-in `api` (password account). */
export async function enrolTotp(api: APIRequestContext, password: string): Promise<string> {
  const enable = await apiPost(api, '/api/auth/two-factor/enable', { password });
  expect(enable.status(), await enable.text()).toBe(200);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const secret = secretFromOtpauthUri(totpURI);
  await postTotp(api, '/api/auth/two-factor/verify-totp', secret);
  return secret;
}

/**
 * Signs `page` in as the admin `label` (lands on /dashboard). The first time in this server run
 * it signs the admin up, opens the confirmation link and, unless `mfa` is false, turns on the
 * authenticator (admins need it for the admin API); later it signs in with the password and the
 * authenticator code.
 */
export async function signInAsAdmin(
  page: Page,
  label: AdminLabel,
  { mfa = true }: { mfa?: boolean } = {},
): Promise<TestUser & { totpSecret?: string }> {
  const admin = adminUser(label);
  const signIn = await apiPost(page.request, '/api/auth/sign-in/email', {
    email: admin.email,
    password: admin.password,
  });
  if (signIn.status() === 200) {
    const body = (await signIn.json()) as { twoFactorRedirect?: boolean };
    if (body.twoFactorRedirect) {
      const secret = readSecrets()[admin.email];
      if (!secret) throw new Error(`No authenticator secret kept for ${admin.email}`);
      await postTotp(page.request, '/api/auth/two-factor/verify-totp', secret);
    }
    await page.goto('/dashboard');
    return { ...admin, totpSecret: readSecrets()[admin.email] };
  }
  await signUpByApi(page.request, admin);
  // Set up through the API before any page is open: turning on the authenticator replaces the
  // session, and an open tab would hear its old session end while the new cookie is on its way.
  await confirmEmail(page.request, admin.email);
  const totpSecret = mfa ? await enrolTotp(page.request, admin.password) : undefined;
  if (totpSecret) saveSecret(admin.email, totpSecret);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  return { ...admin, totpSecret };
}

/** The demo account the e2e server seeds with the demo-data factories (README: npm start). */
export const DEMO_USER = { email: 'demo@updately.local', password: 'demo passphrase 2026' };

/** Signs `page`'s context in as the demo user: a Moving Home journey with updates at every stage. */
export async function signInAsDemo(page: Page) {
  const response = await apiPost(page.request, '/api/auth/sign-in/email', DEMO_USER);
  expect(response.status(), await response.text()).toBe(200);
}

/** Who better-auth thinks `api` is (get-session reads the database: ADR 0032). */
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

/** The spec's outcome of deleting one's account: the message, `/`, and no session left. */
export async function expectOwnAccountDeleted(page: Page) {
  await expectToast(
    page,
    MESSAGES.accountDeletedByUser.title,
    MESSAGES.accountDeletedByUser.description,
  );
  await expect(page).toHaveURL('/');
  expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
}
