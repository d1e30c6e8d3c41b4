import type { Page } from '@playwright/test';
import { MESSAGES } from '@updately/shared/messages';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { useTurnstileStandIn } from './support/turnstile';
import { signInAsAdmin, signUp } from './support/users';

// Both tests sign in as the same admin, which the first one to run creates: in one worker, one
// after the other (two at once raced to create it, and one failed).
test.describe.configure({ mode: 'default', timeout: AUTH_TEST_TIMEOUT_MS + 60_000 });

/** Finds the user by email on /admin/users and opens their detail. */
async function openUser(page: Page, email: string, name: string) {
  await page.getByLabel('Search by name or email').fill(email);
  const table = page.getByRole('region', { name: 'Users, newest first' });
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the one user
  await expect(table).toContainText(email);
  await table.getByRole('button', { name }).click();
  const detail = page.getByRole('dialog', { name });
  await expect(detail).toBeVisible();
  await expect(detail.getByText(email).first()).toBeVisible();
  return detail;
}

/** Confirms the step in the "are you sure?" dialog. */
async function confirm(page: Page, label: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
}

test('an admin finds a user, bans them (their open tab is logged out), unbans them, asks a second admin to grant admin, and passes on a sign-in link shown once', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page, 'users');
  // A second admin, who could approve a grant: with none, the request says no one can yet (and
  // run alone, this spec has no other admin).
  const peer = await browser.newContext();
  await useTurnstileStandIn(peer);
  await signInAsAdmin(await peer.newPage(), 'users-peer');
  await peer.close();

  // The user, signed in in a browser of their own, with the app open.
  const theirs = await browser.newContext();
  await useTurnstileStandIn(theirs);
  const theirTab = await theirs.newPage();
  try {
    const user = await signUp(theirTab, 'admin-users-target');
    const name = `${user.firstName} ${user.lastName}`;
    await expect(theirTab.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Users, newest first' })).toBeVisible();
    await expectNoAxeViolations(page);

    const detail = await openUser(page, user.email, name);
    await expect(detail.getByRole('heading', { name: /^Sessions/ })).toContainText(
      '1 active session',
    );
    await expect(detail.getByRole('heading', { name: /^Footprints and journeys/ })).toBeVisible();
    await expect(detail.getByRole('heading', { name: /^Recent activity/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // Ban, with a reason and an end date: their tab is signed out.
    await detail.getByRole('button', { name: 'Ban user' }).click();
    const banDialog = page.getByRole('dialog', { name: `Ban ${name}?` });
    await banDialog.getByLabel('Reason').fill('Posting spam to companies');
    const nextMonth = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
    await banDialog.getByLabel('Ban ends on (optional)').fill(nextMonth);
    await expectNoAxeViolations(page);
    await banDialog.getByRole('button', { name: 'Ban user' }).click();
    await expectToast(page, 'User banned', `${user.email} is signed out everywhere`);
    await expect(banDialog).toBeHidden();
    await expect(detail.getByText('Banned', { exact: true })).toBeVisible();
    await expect(detail).toContainText('Posting spam to companies');
    await expect(detail.getByRole('heading', { name: /^Sessions/ })).toContainText(
      '0 active sessions',
    );

    await expectToast(theirTab, MESSAGES.sessionInvalid.title, MESSAGES.sessionInvalid.description);
    await expect(theirTab).toHaveURL('/');
    await theirTab.goto('/dashboard');
    await expect(theirTab).toHaveURL('/login?redirectTo=%2Fdashboard');

    // Unban.
    await detail.getByRole('button', { name: 'Unban user' }).click();
    await confirm(page, 'Unban user');
    await expectToast(page, 'User unbanned', `${user.email} can sign in.`);
    await expect(detail.getByText('Banned', { exact: true })).toHaveCount(0);

    // Granting admin waits for a second admin (the two-admin rule, e2e/admin-security.spec.ts).
    await detail.getByRole('button', { name: 'Grant admin' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'Another admin must approve this in Admin › Security',
    );
    await confirm(page, 'Ask a second admin');
    await expectToast(page, 'Waiting for a second admin', 'Admin › Security');
    await expect(detail.getByText('Admin', { exact: true })).toHaveCount(0);
    await expect(detail.getByRole('button', { name: 'Grant admin' })).toBeVisible();

    // A sign-in link, shown once.
    await detail.getByRole('button', { name: 'Sign-in link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Generate a sign-in link' });
    await linkDialog.getByRole('button', { name: 'Generate link' }).click();
    const shown = page.getByRole('dialog', { name: `Sign-in link for ${name}` });
    const link = shown.getByLabel('Sign-in link');
    await expect(link).toHaveValue(/\/api\/auth\/magic-link\/verify\?token=/);
    await expect(shown.getByRole('button', { name: 'Copy Sign-in link' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await detail.getByRole('button', { name: 'Sign-in link' }).click();
    const again = page.getByRole('dialog', { name: 'Generate a sign-in link' });
    await expect(again).toBeVisible();
    await expect(again.getByRole('textbox')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The activity lists what the admin did, in words (the code stays in the title).
    await expect(detail).toContainText('Admin: banned the user');
    await expect(detail).toContainText('Admin: made a sign-in link');
    await expect(detail.locator('[title="admin.user_ban"]').first()).toBeVisible();
  } finally {
    await theirs.close();
  }
});

test('at 375 px the filters stack, the table scrolls inside its region, and a search that finds nobody says so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page, 'users');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Users, newest first' });
  await expect(table).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);
  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Admins' }).click();
  await expect(table).toContainText('admin-users@e2e.test');
  await expectNoAxeViolations(page);

  await page.getByLabel('Search by name or email').fill('nobody-by-this-name@nowhere.test');
  await expect(page.getByRole('heading', { name: 'No users match' })).toBeVisible();
  await expectNoAxeViolations(page);
});
