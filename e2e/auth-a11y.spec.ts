import { expect, test } from './support/fixtures';

const AUTH_PAGES: [path: string, heading: string][] = [
  ['/login', 'Sign in'],
  ['/login?method=code', 'Sign in'],
  ['/signup', 'Create your account'],
  ['/forgot-password', 'Forgot your password?'],
  ['/reset-password?token=placeholder', 'Reset your password'],
  ['/reset-password', 'Reset your password'],
];

// Axe checks these pages at 1280 and 375 px in a11y-sweep.spec.ts.
for (const [path, heading] of AUTH_PAGES) {
  test(`${path} fits a 375 px screen`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the forms are usable with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type('nobody@e2e.test');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Enter your password.',
  );
});
