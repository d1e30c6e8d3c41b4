import { request as playwrightRequest } from '@playwright/test';
import { MESSAGES } from '@updately/shared/messages';

import { baseURL } from './support/api';
import { expect, test } from './support/fixtures';
import { AUTH_ANSWER, configureAuthSpec } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { createUser, fillSignIn, liveSessionEmail, signInByApi } from './support/users';

configureAuthSpec();

test('a protected page sends visitors to sign in and back after a wrong then a right password', async ({
  page,
}) => {
  const user = await createUser({ label: 'return' });

  await page.goto('/footprints?view=all');
  await expect(page).toHaveURL('/login?redirectTo=%2Ffootprints%3Fview%3Dall');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await fillSignIn(page, user.email, 'not-the-password');
  await expectToast(page, MESSAGES.signInFailed, 'Invalid email or password');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription('Invalid email or password');

  await fillSignIn(page, user.email, user.password);
  await expect(page).toHaveURL('/footprints?view=all', AUTH_ANSWER);
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Footprints' })).toBeVisible();

  // Admin pages send signed-in non-admins to the dashboard.
  await page.goto('/admin/users');
  await expect(page).toHaveURL('/dashboard');
});

test('sign out ends every session and returns to the landing page', async ({ page }) => {
  const user = await createUser({ signedInAs: page.request, label: 'signout' });
  const otherDevice = await playwrightRequest.newContext({ baseURL });
  await signInByApi(otherDevice, user);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL('/', AUTH_ANSWER);
  expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
  // The spec's default scope is global: the other device is signed out too.
  expect(await liveSessionEmail(otherDevice)).toBeNull();
  await otherDevice.dispose();

  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard');
});

test('Google appears only when it is configured', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const config = await (await page.request.get('/api/config')).json();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(
    config.googleEnabled ? 1 : 0,
  );
});

test('a failed Google sign-in comes back to /login and says why', async ({ page }) => {
  await page.goto('/oauth-callback?error=access_denied&redirectTo=%2Fprofile');
  await expect(page).toHaveURL('/login?redirectTo=%2Fprofile');
  await expectToast(page, MESSAGES.googleSignInFailed, 'Access denied.');
});
