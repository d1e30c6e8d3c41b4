import { MESSAGES } from '@updately/shared/messages';

import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { configureAuthSpec } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { totp } from './support/totp';
import { signInAsAdmin } from './support/users';

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
