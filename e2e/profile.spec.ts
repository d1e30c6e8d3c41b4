import { MESSAGES } from '@updately/shared/messages';

import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { secretFromOtpauthUri, totp } from './support/totp';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

// The smallest valid PNG: one transparent pixel.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('edit the name, change the picture, with the spec messages', async ({ page }) => {
  const user = await signUp(page, 'profile');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  // Without the app shell, with a way back.
  await expect(page.getByRole('navigation', { name: 'App' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();

  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue(user.firstName);
  await expectNoAxeViolations(page);

  await firstName.fill('  Grace ');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expectToast(page, MESSAGES.profileUpdated.title, MESSAGES.profileUpdated.description);
  await expect(firstName).toHaveValue('Grace');
  const me = await apiAs(page).get<{ profile: { first_name: string; last_name: string } }>(
    '/api/me',
  );
  expect(me.body.profile).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });

  // A failure says 'Update failed' with the server's message.
  await page.route('**/api/account/profile', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          json: { error: { code: 'VALIDATION_FAILED', message: 'Names are read-only today.' } },
        })
      : route.fallback(),
  );
  await firstName.fill('Amazing');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expectToast(page, MESSAGES.updateFailed, 'Names are read-only today.');
  await page.unroute('**/api/account/profile');

  // The picture: limits shown, a wrong type refused before upload, a PNG accepted.
  await expect(page.getByText('PNG, JPEG or WebP, 2 MB at most.')).toBeVisible();
  const picker = page.getByLabel('Upload a new picture');
  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(picker).toHaveAccessibleDescription(/Choose a PNG, JPEG or WebP image\./);
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expectToast(page, 'Profile picture updated');
  await expect(page.locator('img[src*="/api/account/avatar/"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expectToast(page, 'Profile picture removed');
  await expect(page.locator('img[src*="/api/account/avatar/"]')).toHaveCount(0);
});

test('two-factor authentication turns on with a code from the setup key, and off again', async ({
  page,
}) => {
  const user = await signUp(page, 'profile-2fa');
  await page.goto('/profile#two-factor');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(section.getByText('Off', { exact: true })).toBeVisible();

  await section.getByLabel('Your password').fill(user.password);
  await section.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const setupLink = section.getByRole('link', { name: /setup link/ });
  await expect(setupLink).toBeVisible();
  const secret = secretFromOtpauthUri((await setupLink.getAttribute('href'))!);
  await expect(section.locator('code')).toHaveText(secret.replace(/(.{4})(?=.)/g, '$1 '));
  const qr = section.getByRole('img', { name: /QR code with your two-factor setup key/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await expectNoAxeViolations(page);

  await section.getByLabel('Authentication code').fill(totp(secret));
  await section.getByRole('button', { name: 'Verify and turn on' }).click();
  await expectToast(page, 'Two-factor authentication is on');
  await expect(section.getByText('On', { exact: true })).toBeVisible();

  await page.goto('/privacy');
  const status = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(status.getByText('On', { exact: true })).toBeVisible();
  await status.getByRole('link', { name: 'Manage two-factor authentication' }).click();
  await expect(page).toHaveURL('/profile#two-factor');

  await section.getByLabel('Your password').fill(user.password);
  await section.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expectToast(page, 'Two-factor authentication is off');
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
});
