import { MESSAGES } from '@updately/shared/messages';

import { apiPost } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_ANSWER, configureAuthSpec } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { secretFromOtpauthUri, totp } from './support/totp';
import { createUser, fillSignIn } from './support/users';

configureAuthSpec();

const TOTP_CODE_USED =
  'That code has already been used. Wait for the next code in your authenticator app.';

test('the TOTP helper follows RFC 6238 (its SHA-1 test vectors)', () => {
  // Secret "12345678901234567890" in base32; the RFC lists 8-digit codes.
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  expect(totp(secret, { time: 59_000, digits: 8 })).toBe('94287082');
  expect(totp(secret, { time: 1_111_111_109_000, digits: 8 })).toBe('07081804');
  expect(totp(secret, { time: 20_000_000_000_000, digits: 8 })).toBe('65353130');
});

test('with TOTP on, signing in asks for the app code, then lands on the dashboard', async ({
  page,
  context,
}) => {
  const user = await createUser({ signedInAs: page.request, label: 'totp' });

  const enable = await apiPost(page.request, '/api/auth/two-factor/enable', {
    password: user.password,
  });
  expect(enable.status(), await enable.text()).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = secretFromOtpauthUri(totpURI);
  const enrolCode = totp(secret);
  const confirm = await apiPost(page.request, '/api/auth/two-factor/verify-totp', {
    code: enrolCode,
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  expect((await (await page.request.get('/api/me')).json()).user.twoFactorEnabled).toBe(true);
  await context.clearCookies();

  await page.goto('/login');
  await fillSignIn(page, user.email, user.password);
  const heading = page.getByRole('heading', { name: 'Two-factor authentication' });
  await expect(heading).toBeVisible(AUTH_ANSWER);
  await expectNoAxeViolations(page);

  const code = page.getByLabel('Authentication code');
  await code.fill('000000' === totp(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expectToast(page, MESSAGES.signInFailed);
  await expect(code).toBeFocused();

  // A code works once: the one that turned two-factor on is spent; the app's next one is good.
  await code.fill(enrolCode);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText(TOTP_CODE_USED).first()).toBeVisible(AUTH_ANSWER);
  await expect(code).toBeFocused();

  await code.fill(totp(secret, { time: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/dashboard', AUTH_ANSWER);
  expect(backupCodes.length).toBeGreaterThan(0);
});
