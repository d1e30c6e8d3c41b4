import { SIDEBAR_COOKIE_NAME } from '@updately/shared/constants';
import type { Page, Route } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

/** Holds every script of the app until the returned function is called: the HTML paints alone. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // Left in place once released: later scripts go straight through.
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const box = async (page: Page, selector: string) => page.locator(selector).first().boundingBox();

test('a cold load paints the signed-in frame before any script runs, where the app then draws it', async ({
  page,
}) => {
  await signUp(page, 'first-paint');
  const release = await holdScripts(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });

  const shell = page.locator('[data-app-shell="app"]');
  await expect(shell).toBeVisible();
  await expect(shell).toHaveAttribute('aria-busy', 'true');
  await expect(shell.getByText('Updately')).toBeVisible();
  await expect(shell.getByRole('status')).toHaveText('Loading');
  // No script has run: the app's own sidebar is not there yet.
  await expect(page.locator('[data-slot="sidebar-container"]')).toHaveCount(0);
  const sidebarBefore = await box(page, '[data-app-shell] .fixed');
  const headerBefore = await box(page, '[data-app-shell] header');
  expect(sidebarBefore?.width).toBe(256);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(shell).toHaveCount(0);
  // The frame stays where the HTML painted it: same sidebar, same header.
  expect(await box(page, '[data-slot="sidebar-container"]')).toEqual(sidebarBefore);
  expect(await box(page, 'header')).toEqual(headerBefore);
  await expectNoAxeViolations(page);
});

test('the frame keeps a collapsed sidebar collapsed, and the portal has its own', async ({
  page,
  baseURL,
}) => {
  await signUp(page, 'first-paint');
  await page.context().addCookies([{ name: SIDEBAR_COOKIE_NAME, value: 'false', url: baseURL! }]);
  const release = await holdScripts(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.locator('[data-app-shell="app"]')).toBeVisible();
  expect((await box(page, '[data-app-shell] .fixed'))?.width).toBe(48);

  await page.goto('/business', { waitUntil: 'commit' });
  const portal = page.locator('[data-app-shell="business"]');
  await expect(portal).toBeVisible();
  await expect(portal.getByText('Business portal')).toBeVisible();
  release();
});

test("the page's chunks are preloaded with the entry, and a visitor gets no frame", async ({
  page,
}) => {
  const anonymous = await page.request.get('/dashboard');
  expect(await anonymous.text()).not.toContain('data-app-shell');

  await signUp(page, 'first-paint');
  // Any id: the frame and the chunks depend on the route, not on the journey.
  const path = '/journeys/00000000-0000-4000-8000-000000000000';
  const html = await (await page.request.get(path)).text();
  expect(html).toContain('data-app-shell="app"');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const names = preloaded.map((m) => m[1]);
  expect(names.some((name) => /\/start-client-[^/]+\.js$/.test(name!))).toBe(true);
  expect(names.some((name) => /\/journey-details-[^/]+\.js$/.test(name!))).toBe(true);
  expect(new Set(names).size).toBe(names.length);
  // The stylesheet is inline: nothing but the HTML before the first paint.
  expect(html).not.toContain('rel="stylesheet"');
});
