import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from '@updately/shared/constants';
import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { signInAsAdmin, signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

const appNav = (page: Page) => page.getByRole('navigation', { name: 'App' });
const sidebar = (page: Page) => page.locator('[data-slot="sidebar"]');
const sidebarWidth = async (page: Page) =>
  (await page.locator('[data-slot="sidebar-container"]').boundingBox())?.width;

async function linkNames(page: Page, group: string) {
  return appNav(page).getByRole('list', { name: group }).getByRole('link').allInnerTexts();
}

test('the sidebar lists Main and Settings, highlights the page and shows who is signed in', async ({
  page,
}) => {
  const user = await signUp(page, 'shell');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'Updately' })).toBeVisible();
  expect(await linkNames(page, 'Main')).toEqual(['Dashboard', 'My Journeys', 'Digital Footprints']);
  expect(await linkNames(page, 'Settings')).toEqual([
    'Profile',
    'Privacy & Security',
    'Help & Support',
  ]);
  await expect(
    appNav(page).getByRole('list', { name: 'Settings' }).getByRole('button', { name: 'Feedback' }),
  ).toBeVisible();
  // Not an admin: no Admin group.
  await expect(appNav(page).getByRole('heading', { name: 'Admin' })).toHaveCount(0);

  await expect(appNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await appNav(page).getByRole('link', { name: 'Help & Support' }).click();
  await expect(page).toHaveURL('/help');
  await expect(appNav(page).getByRole('link', { name: 'Help & Support' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(appNav(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );

  await expect(sidebar(page).getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('ctrl+B collapses the sidebar to icons, and the cookie keeps it collapsed after a reload', async ({
  page,
  context,
}) => {
  await signUp(page, 'collapse');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  expect(await sidebarWidth(page)).toBe(256);

  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(() => sidebarWidth(page)).toBe(48);
  // Labels stay the links' names while only the icons show.
  await expect(appNav(page).getByRole('link', { name: 'My Journeys' })).toBeVisible();
  await expectNoAxeViolations(page);

  const cookie = (await context.cookies()).find((c) => c.name === SIDEBAR_COOKIE_NAME);
  expect(cookie?.value).toBe('false');
  const sevenDays = Date.now() / 1000 + SIDEBAR_COOKIE_MAX_AGE_S;
  expect(Math.abs((cookie?.expires ?? 0) - sevenDays)).toBeLessThan(120);

  // Record every state the sidebar shows from the first paint: never the expanded one.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { sidebarStates: string[] }).sidebarStates = seen;
    new MutationObserver(() => {
      const state = document.querySelector('[data-slot="sidebar"]')?.getAttribute('data-state');
      if (state && seen.at(-1) !== state) seen.push(state);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  expect(
    await page.evaluate(() => (window as unknown as { sidebarStates: string[] }).sidebarStates),
  ).toEqual(['collapsed']);

  // The header's button toggles it too (Meta+B on macOS is the same shortcut).
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  expect((await context.cookies()).find((c) => c.name === SIDEBAR_COOKIE_NAME)?.value).toBe('true');
});

test('below 768px the sidebar is a drawer; the user menu holds Profile, Privacy, the business portal and Sign out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const user = await signUp(page, 'drawer');
  const fullName = `${user.firstName} ${user.lastName}`;
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(appNav(page)).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Updately menu' });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBe(288);
  await expectNoAxeViolations(page);
  await drawer.getByRole('link', { name: 'Digital Footprints' }).click();
  await expect(page).toHaveURL(/\/footprints/);
  await expect(drawer).toBeHidden();

  // The user menu, by keyboard: name and email, then the three items.
  const menuButton = page.getByRole('button', { name: fullName });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(fullName);
  await expect(menu).toContainText(user.email);
  expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
    'Profile',
    'Privacy & Security',
    'Business portal',
    'Sign out',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Privacy & Security' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.getByRole('button', { name: fullName }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard');
});

test('admins also get the Admin group; the admin shell has its own collapsible sidebar', async ({
  page,
  context,
}) => {
  await signInAsAdmin(page, 'shell');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await linkNames(page, 'Admin')).toEqual(['Admin Dashboard', 'Feedback Management']);

  await appNav(page).getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL('/admin');
  const adminNav = page.getByRole('navigation', { name: 'Admin' });
  await expect(adminNav.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(adminNav.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(adminNav.getByRole('link', { name: 'Feedback' })).toHaveCount(0);
  // Issue 23: the admin's own name and the app's usual account menu and "Sign out".
  await expect(sidebar(page).getByText('Ada Admin')).toBeVisible();
  await expect(sidebar(page).getByText('Admin User')).toHaveCount(0);
  await expect(sidebar(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('button', { name: 'Ada Admin' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  // 14 units (3.5rem) collapsed in the admin area.
  await expect.poll(() => sidebarWidth(page)).toBe(56);
  // Each sidebar keeps its own state, for 7 days: collapsing this one leaves the app's alone.
  const cookies = await context.cookies();
  const adminCookie = cookies.find((cookie) => cookie.name === 'admin_sidebar_state');
  expect(adminCookie?.value).toBe('false');
  expect(adminCookie!.expires - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 60);
  expect(cookies.find((cookie) => cookie.name === 'sidebar_state')).toBeUndefined();
  await adminNav.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await appNav(page).getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect.poll(() => sidebarWidth(page)).toBe(256);

  await sidebar(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
});
