import { randomInt } from 'node:crypto';
import { MESSAGES } from '@updately/shared/messages';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForSmsCode } from './support/mail';
import { AUTH_ANSWER, configureAuthSpec } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { fillSignIn } from './support/users';

configureAuthSpec();

test.beforeEach(async ({ page }) => {
  const config = await (await page.request.get('/api/config')).json();
  test.skip(!config.smsEnabled, 'No SMS provider configured');
});

/** A fresh Australian mobile, as people type it and in E.164 (as the server keeps it). */
function newMobile() {
  const rest = `1${randomInt(1_000_000, 9_999_999)}`;
  return {
    typed: `04${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5)}`,
    e164: `+614${rest}`,
  };
}

test('signing up with a mobile number and a password, then signing in with them', async ({
  page,
  context,
}) => {
  const mobile = newMobile();
  const password = `Quiet-harbour-${randomInt(1e6)}-lantern`;

  await page.goto('/signup');
  await page.getByRole('link', { name: 'Sign up with a mobile number instead' }).click();
  await expect(page).toHaveURL('/signup?with=phone');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Texter');
  await page.getByLabel('Mobile number', { exact: true }).fill('12');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByTestId('turnstile-stand-in')).toBeVisible();
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByLabel('Mobile number', { exact: true })).toHaveAccessibleDescription(
    /Enter a valid mobile number, like 0412 345 678\./,
  );
  await expectNoAxeViolations(page);

  await page.getByLabel('Mobile number', { exact: true }).fill(mobile.typed);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const codeField = page.getByLabel('Code from the text');
  await expect(codeField).toBeVisible(AUTH_ANSWER);
  await expect(codeField).toHaveAccessibleDescription(new RegExp(mobile.e164.slice(-3)));
  const code = await waitForSmsCode(mobile.e164);

  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, MESSAGES.signUpFailed);
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard', AUTH_ANSWER);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user.phoneNumber).toBe(mobile.e164);
  expect(me.profile).toMatchObject({ first_name: 'Grace', last_name: 'Texter' });

  // Signed out, the same number (typed as people do) and password sign in again.
  await context.clearCookies();
  await page.goto('/login');
  await expect(page.getByLabel('Email or mobile number')).toBeVisible();
  await fillSignIn(page, mobile.typed, `${password}x`);
  await expectToast(page, MESSAGES.signInFailed);
  await fillSignIn(page, mobile.typed, password);
  await expect(page).toHaveURL('/dashboard', AUTH_ANSWER);
  expect((await (await page.request.get('/api/me')).json()).user.phoneNumber).toBe(mobile.e164);
});
