import type { Page } from '@playwright/test';
import { MESSAGES } from '@updately/shared/messages';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';
import { waitForHydration } from './support/public-pages';
import { AUTH_ANSWER, configureAuthSpec } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { newUser, signUp, signUpByApi, type TestUser } from './support/users';

configureAuthSpec();

const MOVING_START = '/moving-home/start';

async function fillSignUp(page: Page, user: TestUser) {
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await expect(page.getByTestId('turnstile-stand-in')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('"Start your move" survives sign-up: the emailed link lands on the moving picker, and the waiting tab follows by itself', async ({
  page,
}) => {
  const user = newUser('intent');
  await page.goto('/moving-home');
  await waitForHydration(page);
  const cta = page.getByRole('link', { name: 'Start your move, free' }).first();
  await expect(cta).toHaveAttribute('href', `/signup?next=${encodeURIComponent(MOVING_START)}`);
  await cta.click();
  await expect(page).toHaveURL(/\/signup\?next=%2Fmoving-home%2Fstart$/);

  await fillSignUp(page, user);
  await expectToast(page, MESSAGES.signUpSuccess);
  await expect(page.getByText('This page carries on by itself')).toBeVisible();
  await expectNoAxeViolations(page);

  // The link is opened in another tab of the same browser, as from a mail client.
  const mail = await waitForMail(page.request, user.email, /Confirm your email/);
  expect(linkIn(mail)).toContain(`callbackURL=${encodeURIComponent(MOVING_START)}`);
  const mailTab = await page.context().newPage();
  await mailTab.goto(linkIn(mail));
  await expect(mailTab).toHaveURL(MOVING_START, AUTH_ANSWER);
  await expect(mailTab.getByRole('heading', { level: 1 })).toBeVisible();

  // The tab that said "Check your email" notices the session and moves on to the same place.
  await expect(page).toHaveURL(MOVING_START, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await mailTab.close();
});

test('a signed-in visitor goes straight to next; an unsafe next is ignored', async ({ page }) => {
  await signUp(page, 'intent-in');

  await page.goto('/signup?next=/business');
  await expect(page).toHaveURL(/\/business$/);
  await page.goto(`/login?next=${encodeURIComponent(MOVING_START)}`);
  await expect(page).toHaveURL(MOVING_START);

  await page.goto('/signup?next=//evil.example/');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page).toHaveURL(/\/signup\?next=/);
});

test('the sign-up and sign-in links keep next for each other', async ({ page }) => {
  await page.goto('/signup?next=/business');
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbusiness$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup\?next=%2Fbusiness$/);
});

test('the other journey cards sign up towards their own start', async ({ page }) => {
  await page.goto('/journeys');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Start Getting Married' })).toHaveAttribute(
    'href',
    new RegExp(`/signup\\?next=${encodeURIComponent('/app/journeys?start=getting_married')}$`),
  );
});

test('the dashboard greets a first visit with "Welcome" and offers the journey chosen before sign-up', async ({
  page,
}) => {
  const user = newUser('intent-dash');
  // The visitor chose Getting Married on the public site, then signed up.
  await page.goto(`/signup?next=${encodeURIComponent('/app/journeys?start=getting_married')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await signUpByApi(page.request, user);
  const mail = await waitForMail(page.request, user.email, /Confirm your email/);
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL('/dashboard', AUTH_ANSWER);

  await expect(page.getByText(`Welcome, ${user.firstName}.`)).toBeVisible();
  const firstRun = page.getByRole('region', { name: 'Get started in two steps' });
  await expect(
    firstRun.getByRole('link', { name: 'Start your Getting Married journey' }),
  ).toHaveAttribute('href', '/app/journeys?start=getting_married');

  await page.reload();
  await expect(page.getByText(`Welcome back, ${user.firstName}.`)).toBeVisible();
});

test('Google sign-up carries next, and a refused Google sign-in keeps it', async ({ page }) => {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), googleEnabled: true } });
  });
  let sent: { callbackURL?: string; newUserCallbackURL?: string } = {};
  const refused = `/oauth-callback?error=access_denied&redirectTo=${encodeURIComponent(MOVING_START)}`;
  await page.route('**/api/auth/sign-in/social', async (route) => {
    sent = route.request().postDataJSON();
    await route.fulfill({ json: { url: refused, redirect: true } });
  });

  await page.goto(`/signup?next=${encodeURIComponent(MOVING_START)}`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const callback = `/oauth-callback?redirectTo=${encodeURIComponent(MOVING_START)}`;
  await expect.poll(() => sent.newUserCallbackURL).toBe(callback);
  expect(sent.callbackURL).toBe(callback);
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(MOVING_START)}`);
  await expectToast(page, MESSAGES.googleSignInFailed, 'Access denied.');
});
