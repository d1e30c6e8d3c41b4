import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/public-pages';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

const MOBILE = { width: 375, height: 800 };

test('after an in-app page change focus is on the new page heading, but not on the first load', async ({
  page,
}) => {
  await signUp(page, 'focus');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Dashboard');
  await expect(heading).not.toBeFocused();

  const nav = page.getByRole('navigation', { name: 'App' });
  await nav.getByRole('link', { name: 'My Journeys' }).click();
  await expect(heading).toHaveText('My Journeys');
  await expect(heading).toBeFocused();
  // No focus ring for a mouse click; the keyboard's ring shows where focus went.
  expect(await heading.evaluate((element) => element.matches(':focus-visible'))).toBe(false);

  // By keyboard as well; the next Tab goes on from the top of the new page.
  await nav.getByRole('link', { name: 'Digital Footprints' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading).toHaveText('Digital Footprints');
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((element) => element.matches(':focus-visible'))).toBe(true);

  // The public pages the app renders do the same.
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(heading).toHaveText('Frequently asked questions');
  await expect(heading).toBeFocused();
});

test('between prerendered public pages, focus moves to the new heading too', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toBeFocused();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(heading).toHaveText('About Updately');
  await expect(heading).toBeFocused();
});

test('the public mobile menu focuses its first link and closes on Escape from anywhere in it', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await waitForHydration(page);
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator('#site-menu');
  await expect(menu.getByRole('link', { name: 'Journeys' })).toBeFocused();

  await menu.getByRole('link', { name: 'Sign in' }).focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(menu).toBeHidden();
});

test('the app drawer focuses its first item, closes on Escape from any item, and a link in it moves focus to the new heading', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await signUp(page, 'drawer');
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  const drawer = page.getByRole('dialog', { name: /menu$/ });

  await toggle.click();
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  // Escape from an item with a (hidden) tooltip, where it used to be swallowed.
  await drawer.getByRole('button', { name: 'Feedback' }).focus();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await drawer.getByRole('link', { name: 'My Journeys' }).focus();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await drawer.getByRole('link', { name: 'Help & Support' }).click();
  await expect(drawer).toBeHidden();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Help & Support');
  await expect(heading).toBeFocused();
});

test('signed in, the footer Privacy Policy opens the policy, not the settings', async ({
  page,
}) => {
  await signUp(page, 'footer');
  await page.goto('/moving-home');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy?view=policy',
  );
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});
