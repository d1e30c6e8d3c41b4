import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';
import { AUTH_ANSWER, configureAuthSpec } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { createUser, fillSignIn } from './support/users';

configureAuthSpec();

test('forgot password: the emailed link sets a new password, then sign in with it', async ({
  page,
}) => {
  const user = await createUser({ label: 'reset' });
  const newPassword = `${user.password}-renewed`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await expect(page.getByTestId('turnstile-stand-in')).toBeVisible();
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText(
    `If an account exists for ${user.email}`,
    AUTH_ANSWER,
  );

  const mail = await waitForMail(page.request, user.email, /Reset your .* password/);
  await page.goto(linkIn(mail));
  // The token leaves the address bar at once (L8); the form keeps it in memory.
  await expect(page).toHaveURL('/reset-password');
  await expectNoAxeViolations(page);

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription(
    'The two passwords are not the same.',
  );

  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expectToast(page, 'Password changed');
  await expect(page).toHaveURL('/login', AUTH_ANSWER);

  await fillSignIn(page, user.email, newPassword);
  await expect(page).toHaveURL('/dashboard', AUTH_ANSWER);

  // The link works once.
  await page.goto(linkIn(mail));
  await expect(page.getByRole('alert')).toContainText('This link does not work');
});

test('a reset page without a valid link offers a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('This link does not work');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});
