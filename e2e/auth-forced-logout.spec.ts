import { request as playwrightRequest, type BrowserContext } from '@playwright/test';
import { DELETE_CONFIRMATION } from '@updately/shared/account-api';
import { MESSAGES } from '@updately/shared/messages';

import { apiPost, baseURL } from './support/api';
import { expect, test } from './support/fixtures';
import { configureAuthSpec } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { createUser, signInByApi } from './support/users';

configureAuthSpec();

/** better-auth's signed 60-second copy of the session; without it the server checks the database. */
const SESSION_CACHE_COOKIE = 'updately.session_data';

async function expireSessionCache(context: BrowserContext) {
  await context.clearCookies({ name: SESSION_CACHE_COOKIE });
}

test('sessions revoked on another device: the focus check says Session Invalid and goes home', async ({
  page,
  context,
}) => {
  const user = await createUser({ signedInAs: page.request, label: 'invalid' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const otherDevice = await playwrightRequest.newContext({ baseURL });
  await signInByApi(otherDevice, user);
  const revoke = await apiPost(otherDevice, '/api/auth/revoke-sessions', {});
  expect(revoke.status(), await revoke.text()).toBe(200);
  await otherDevice.dispose();

  // Within a minute the cache would lapse by itself; the tab regaining focus runs the check.
  await expireSessionCache(context);
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
