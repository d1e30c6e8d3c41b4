import { randomInt } from 'node:crypto';
import { MESSAGES } from '@updately/shared/messages';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { codeIn, waitForMail, waitForSmsCode } from './support/mail';
import { AUTH_ANSWER, configureAuthSpec } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { newUser } from './support/users';

configureAuthSpec();

test('a one-time code by email signs in (and creates the account)', async ({ page }) => {
  const { email } = newUser('otp');
  await page.goto('/login');
  await page.getByRole('link', { name: /one-time code/ }).click();
  await expect(page).toHaveURL('/login?method=code');

  await page.getByLabel('Email').fill(email);
  await expect(page.getByTestId('turnstile-stand-in')).toBeVisible();
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expectToast(page, `We sent a sign-in code to ${email}.`);

  const mail = await waitForMail(page.request, email, /sign-in code/);
  // The subject names no code (it shows in notifications); the body has it.
  expect(mail.subject).not.toMatch(/\d{6}/);
  const code = codeIn(mail);
  const field = page.getByLabel('Sign-in code');
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);
  await field.fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL('/dashboard', AUTH_ANSWER);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user.email).toBe(email);
  expect(me.profile.auth_provider).toBe('email');
});

test('a one-time code by SMS signs in with the phone number', async ({ page }) => {
  const config = await (await page.request.get('/api/config')).json();
  test.skip(!config.smsEnabled, 'No SMS provider configured');
  const phone = `+6141${randomInt(1_000_000, 9_999_999)}`;

  await page.goto('/login?method=code&redirectTo=%2Fhelp');
  await page.getByLabel('Or mobile phone number').fill(phone);
  await expect(page.getByTestId('turnstile-stand-in')).toBeVisible();
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expectToast(page, `We sent a sign-in code to ${phone}.`);

  await page.getByLabel('Sign-in code').fill(await waitForSmsCode(phone));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL('/help', AUTH_ANSWER);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user.phoneNumber).toBe(phone);
});

test('asking for a code with neither an email nor a phone says one is needed', async ({ page }) => {
  await page.goto('/login?method=code');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const email = page.getByLabel('Email');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(MESSAGES.otpNeedsTarget);
});

test('a wrong one-time code is refused', async ({ page }) => {
  const { email } = newUser('otp-wrong');
  await page.goto('/login?method=code');
  await page.getByLabel('Email').fill(email);
  await expect(page.getByTestId('turnstile-stand-in')).toBeVisible();
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const mail = await waitForMail(page.request, email, /sign-in code/);
  const right = mail.subject.match(/(\d{6})/)?.[1] ?? '';

  await page.getByLabel('Sign-in code').fill(right === '123456' ? '654321' : '123456');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectToast(page, MESSAGES.signInFailed);
  await expect(page.getByLabel('Sign-in code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/login?method=code');
});
