import { request as playwrightRequest, type Page } from '@playwright/test';
import { DELETE_CONFIRMATION } from '@updately/shared/account-api';
import { MESSAGES } from '@updately/shared/messages';

import { apiPost, baseURL } from './support/api';
import { expect, test } from './support/fixtures';
import { configureAuthSpec } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { createUser, signInByApi, type TestUser } from './support/users';

configureAuthSpec();

/** Signs in elsewhere and ends every session of the user from there (sign-out everywhere). */
async function revokeSessionsFromAnotherDevice(user: TestUser) {
  const otherDevice = await playwrightRequest.newContext({ baseURL });
  await signInByApi(otherDevice, user);
  const revoke = await apiPost(otherDevice, '/api/auth/revoke-sessions', {});
  expect(revoke.status(), await revoke.text()).toBe(200);
  await otherDevice.dispose();
}

test('sessions revoked on another device: the focus check says Session Invalid and goes home', async ({
  page,
}) => {
  const user = await createUser({ signedInAs: page.request, label: 'invalid' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await revokeSessionsFromAnotherDevice(user);

  // No cookie copy of the session lingers (ADR 0032): the tab regaining focus runs the check.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  await expectToast(page, MESSAGES.sessionInvalid.title, MESSAGES.sessionInvalid.description);
  await expect(page).toHaveURL('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard');
});

test('the live profile_deleted event logs the open tab out with Account Deleted', async ({
  page,
}) => {
  await createUser({ signedInAs: page.request, label: 'deleted-live' });
  // The server pushes profile_deleted when the profile row goes (a database trigger, covered by
  // the server's realtime tests); here the stream is held open until the test sends that event.
  let push!: () => void;
  const deleted = new Promise<void>((resolve) => (push = resolve));
  await page.route('**/api/realtime', async (route) => {
    await deleted;
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
      body: 'event: ready\ndata: {}\n\nevent: profile_deleted\ndata: null\n\n',
    });
  });

  await page.goto('/app/journeys');
  await expect(page.getByRole('heading', { level: 1, name: 'My Journeys' })).toBeVisible();
  push();

  await expectToast(page, MESSAGES.accountDeleted.title, MESSAGES.accountDeleted.description);
  await expect(page).toHaveURL('/');
  // Signed out locally as well: the session cookie is gone.
  await expect.poll(async () => (await (await page.request.get('/api/me')).json()).user).toBeNull();
});

test('deleting the account from another tab logs this one out with Account Deleted', async ({
  page,
}) => {
  const user = await createUser({ signedInAs: page.request, label: 'deleted' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Another tab deletes the account; the profile row goes, and the server pushes profile_deleted.
  const otherTab = await playwrightRequest.newContext({ baseURL });
  await signInByApi(otherTab, user);
  const deletion = await otherTab.delete('/api/account', {
    headers: { origin: baseURL },
    data: { confirm: DELETE_CONFIRMATION, password: user.password },
  });
  const status = deletion.status();
  const body = await deletion.text();
  await otherTab.dispose();
  expect(status, body).toBe(200);

  await expectToast(page, MESSAGES.accountDeleted.title, MESSAGES.accountDeleted.description);
  await expect(page).toHaveURL('/');
});

/** Holds the live stream open and silent, so only the check under test can end the session. */
async function silenceRealtime(page: Page) {
  await page.route('**/api/realtime', () => new Promise<void>(() => {}));
}

/** /api/me as the server answers it once the profile row is gone: the user, no profile. */
async function answerProfileMissing(page: Page, missing: () => boolean) {
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    const me = await response.json();
    await route.fulfill({ response, json: missing() ? { ...me, profile: null } : me });
  });
}

test('a profile missing minutes after sign-in: the focus check says Session Invalid', async ({
  page,
}) => {
  await createUser({ signedInAs: page.request, label: 'no-profile-focus' });
  await silenceRealtime(page);
  let gone = false;
  await answerProfileMissing(page, () => gone);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  gone = true;
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expectToast(page, MESSAGES.sessionInvalid.title, MESSAGES.sessionInvalid.description);
  await expect(page).toHaveURL('/');
});

test('a profile missing at the 2-minute check says Session Invalid', async ({ page }) => {
  await createUser({ signedInAs: page.request, label: 'no-profile-timer' });
  await silenceRealtime(page);
  let gone = false;
  await answerProfileMissing(page, () => gone);
  await page.clock.install();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  gone = true;
  await page.clock.runFor('01:50');
  await expect(page).toHaveURL('/dashboard');
  await page.clock.runFor('00:11');
  await expectToast(page, MESSAGES.sessionInvalid.title, MESSAGES.sessionInvalid.description);
  await expect(page).toHaveURL('/');
});

test('an action that finds no session says Auth session missing!, then Session Invalid', async ({
  page,
}) => {
  const user = await createUser({ signedInAs: page.request, label: 'no-session' });
  await silenceRealtime(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // Every session ends on another device; this tab has not noticed yet.
  await revokeSessionsFromAnotherDevice(user);

  await page.getByLabel('First name').fill('Grace');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expectToast(page, MESSAGES.updateFailed, MESSAGES.authSessionMissing);
  await expectToast(page, MESSAGES.sessionInvalid.title, MESSAGES.sessionInvalid.description);
  await expect(page).toHaveURL('/');
});
