import { MESSAGES } from '@updately/shared/messages';

import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { configureAuthSpec } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { totp } from './support/totp';
import { signInAsAdmin } from './support/users';
import { useTurnstileStandIn } from './support/turnstile';

configureAuthSpec();

test('an admin without two-factor authentication is told to turn it on, with the way there', async ({
  page,
}) => {
  await signInAsAdmin(page, 'no-mfa', { mfa: false });
  await page.goto('/admin/feedback');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Two-factor authentication needed' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(MESSAGES.adminMfaRequired);
  // Only the gate: no admin sections that would each show it again (issue 23).
  const adminNav = page.getByRole('navigation', { name: 'Admin' });
  await expect(adminNav.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(adminNav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(adminNav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  // The admin API says the same (403 MFA_REQUIRED) to this admin.
  const refused = await page.request.get('/api/admin/feedback');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toEqual({
    code: 'MFA_REQUIRED',
    message: MESSAGES.adminMfaRequired,
  });
  await expectNoAxeViolations(page);

  await page
    .getByRole('link', { name: 'Turn on two-factor authentication in your Profile' })
    .click();
  await expect(page).toHaveURL('/profile#two-factor');
  await expect(page.getByRole('region', { name: 'Two-factor authentication' })).toBeVisible();
});

test('an admin change asked to confirm it is you goes on after an authenticator code', async ({
  page,
}) => {
  const admin = await signInAsAdmin(page, 'step-up');
  const content = `Step-up check ${Date.now()}`;
  const sent = await apiAs(page).post('/api/feedback', {
    feedbackType: 'bug',
    content,
    pageLocation: '/help',
  });
  expect(sent.status).toBe(201);
  let refused = false;
  await page.route('**/api/admin/feedback/*', async (route) => {
    if (refused || route.request().method() !== 'PATCH') return route.fallback();
    refused = true;
    await route.fulfill({
      status: 403,
      json: {
        error: {
          code: 'REAUTHENTICATION_REQUIRED',
          message:
            "For your security, confirm it's you (your password, a code we send you, or your authenticator) before this change.",
        },
      },
    });
  });
  await page.goto('/admin/feedback');
  const row = page.getByRole('row').filter({ hasText: content });
  await row.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Resolved' }).click();

  const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
  await stepUp.getByRole('button', { name: 'Use my authenticator app' }).click();
  // The code after the one spent turning two-factor on (codes are single-use).
  await stepUp
    .getByLabel('Authentication code')
    .fill(totp(admin.totpSecret!, { time: Date.now() + 30_000 }));
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Status updated');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: content }).getByRole('combobox')).toHaveText(
    'Resolved',
  );
});

test('an admin asks to reset another admin’s MFA; a second admin approves it in Admin › Security', async ({
  page,
  browser,
}) => {
  // Three admins, each in a browser of their own: C (the target), B (approves), A (asks).
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    const [targetPage, approverPage] = await Promise.all(
      contexts.map(async (context) => {
        await useTurnstileStandIn(context);
        return context.newPage();
      }),
    );
    const target = await signInAsAdmin(targetPage!, 'approval-target');
    await signInAsAdmin(page, 'approval-asker');

    // A, in Admin › Users: resetting C's MFA waits for a second admin.
    await page.goto('/admin/users');
    await page.getByLabel('Search by name or email').fill(target.email);
    const table = page.getByRole('region', { name: 'Users, newest first' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('button', { name: 'Ada Admin' }).click();
    const detail = page.getByRole('dialog', { name: 'Ada Admin' });
    await expect(detail).toContainText('wait for a second admin’s approval in Admin › Security');
    await detail.getByRole('button', { name: 'Reset MFA' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('Another admin must approve this in Admin › Security');
    await ask.getByLabel('Reason for the other admin (optional)').fill('Lost their phone');
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: 'Ask a second admin' }).click();
    await expectToast(page, 'Waiting for a second admin', 'Admin › Security');
    await expect(detail.getByText('MFA on', { exact: true })).toBeVisible();

    // A sees it waiting, and cannot approve it.
    await page.goto('/admin/security');
    const waiting = page.getByRole('region', { name: 'Waiting for a second admin' });
    const asked = waiting
      .getByRole('row')
      .filter({ hasText: target.email })
      .filter({ hasText: 'reset two-factor authentication' });
    await expect(asked).toContainText('Another admin must approve it.');
    await expect(asked.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // B approves it in Admin › Security.
    await signInAsAdmin(approverPage!, 'approval-approver');
    await approverPage!.goto('/admin/security');
    const section = approverPage!.getByRole('region', { name: 'Waiting for a second admin' });
    const row = section
      .getByRole('row')
      .filter({ hasText: target.email })
      .filter({ hasText: 'reset two-factor authentication' });
    await expect(row).toContainText('Lost their phone');
    await expectNoAxeViolations(approverPage!);
    await row.getByRole('button', { name: 'Approve' }).click();
    const sure = approverPage!.getByRole('alertdialog');
    await expect(sure).toContainText('It happens now, in your name');
    await sure.getByRole('button', { name: 'Approve' }).click();
    await expectToast(approverPage!, 'Approved and done', 'reset two-factor authentication');
    await expect(row).toHaveCount(0);
    await expect(
      approverPage!.getByRole('region', { name: 'Recent admin actions', exact: true }),
    ).toContainText('admin.mfa_reset');

    // The users page shows C without MFA now.
    await approverPage!.goto('/admin/users');
    await approverPage!.getByLabel('Search by name or email').fill(target.email);
    const users = approverPage!.getByRole('region', { name: 'Users, newest first' });
    await expect(users.getByRole('row')).toHaveCount(2);
    await expect(users).toContainText('MFA off');
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
