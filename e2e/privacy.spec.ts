import { readFile } from 'node:fs/promises';
import { request as playwrightRequest } from '@playwright/test';
import type { Consents } from '@updately/shared/account-api';
import { MESSAGES } from '@updately/shared/messages';

import { apiAs, baseURL } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { collectPageProblems } from './support/page-problems';
import { configureAuthSpec } from './support/rate-limits';
import { expectToast } from './support/toasts';
import {
  expectOwnAccountDeleted,
  fillSignIn,
  liveSessionEmail,
  signInByApi,
  signUp,
} from './support/users';

configureAuthSpec();

test('visitors get the privacy policy at /privacy, hydrated without errors', async ({ page }) => {
  const problems = collectPageProblems(page);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('navigation', { name: 'App' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('signed in, /privacy records marketing consent, downloads the data and lists sessions', async ({
  page,
}) => {
  const user = await signUp(page, 'privacy');
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Privacy & Security' })
    .click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy & Security' })).toBeVisible();

  const consents = page.getByRole('region', { name: 'Your consents' });
  await expect(
    consents.getByRole('paragraph').filter({ hasText: /^Data processing$/ }),
  ).toBeVisible();
  await expect(consents).toContainText('Version 1.0');
  const history = consents.getByRole('table', { name: 'Consent history' }).locator('tbody tr');
  await expect(history).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Each flip of the switch records a new consent row.
  const marketing = consents.getByRole('switch', { name: 'Marketing emails' });
  await expect(marketing).not.toBeChecked();
  await marketing.click();
  await expectToast(page, 'Marketing emails turned on');
  await expect(marketing).toBeChecked();
  await expect(history).toHaveCount(2);
  await marketing.click();
  await expect(marketing).not.toBeChecked();
  await expect(history).toHaveCount(3);
  const recorded = await apiAs(page).get<Consents>('/api/account/consents');
  expect(recorded.body.history.filter((row) => row.consent_type === 'marketing')).toHaveLength(2);
  await page.reload();
  await expect(marketing).not.toBeChecked();

  // Download my data: one JSON file with the user's rows.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^updately-export-\d{4}-\d{2}-\d{2}\.json$/);
  const content = await readFile((await file.path())!, 'utf8');
  expect(content).toContain(user.email);
  expect(JSON.parse(content)).toHaveProperty('consents');

  // Sessions: another device appears, and "Sign out other devices" ends it.
  const otherDevice = await playwrightRequest.newContext({ baseURL });
  await signInByApi(otherDevice, user);
  await page.reload();
  const sessions = page.getByRole('region', { name: "Where you're signed in" });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await sessions.getByRole('button', { name: 'Sign out other devices' }).click();
  await expectToast(page, 'Signed out of other devices');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect(await liveSessionEmail(otherDevice)).toBeNull();
  await otherDevice.dispose();

  await expect(page.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
    'href',
    '/privacy?view=policy',
  );
});

test('delete account: typed confirmation and password, then / and no more sign-in', async ({
  page,
}) => {
  const user = await signUp(page, 'delete');
  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await dialog.getByLabel('Your password').fill('not my password at all');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(confirm).toBeEnabled();
  await expectNoAxeViolations(page);

  await confirm.click();
  await expectToast(page, MESSAGES.deletionFailed, 'The password is incorrect.');
  await expect(page).toHaveURL('/privacy');

  await dialog.getByLabel('Your password').fill(user.password);
  await confirm.click();
  await expectOwnAccountDeleted(page);

  await page.goto('/login');
  await fillSignIn(page, user.email, user.password);
  await expectToast(page, MESSAGES.signInFailed);
  await expect(page).toHaveURL(/\/login/);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status()).toBe(401);
});

test('a failed deletion without a reason says the generic message', async ({ page }) => {
  await signUp(page, 'delete-fail');
  await page.route('**/api/account', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, body: '' })
      : route.fallback(),
  );
  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByLabel('Your password').fill('whatever it is');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expectToast(page, MESSAGES.deletionFailed, MESSAGES.deletionFailedGeneric);
  await expect(page).toHaveURL('/privacy');
});
