import { request as playwrightRequest } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { configureAuthSpec } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { baseURL } from './support/api';
import { signUpWithEmailCode } from './support/users';

configureAuthSpec();

test('an account without a password sets one on Profile, then signs in with it', async ({
  page,
}) => {
  const { email } = await signUpWithEmailCode(page, 'set-password');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Password' });
  await expect(section.getByText('You sign in without a password.')).toBeVisible();
  await expect(section.getByLabel('Current password')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await section.getByLabel('New password', { exact: true }).fill('short');
  await section.getByLabel('Confirm new password').fill('short');
  await section.getByRole('button', { name: 'Set password' }).click();
  await expect(section.getByText('Use at least 8 characters.')).toBeVisible();

  const password = 'lanterns along the yarra 2027';
  await section.getByLabel('New password', { exact: true }).fill(password);
  await section.getByLabel('Confirm new password').fill(password);
  await section.getByRole('button', { name: 'Set password' }).click();
  await expectToast(
    page,
    'Password set',
    'You can now also sign in with your email and this password.',
  );
  await expect(section.getByLabel('Current password')).toBeVisible();

  const device = await playwrightRequest.newContext({ baseURL });
  const signIn = await device.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(signIn.status()).toBe(200);
  await device.dispose();
});
