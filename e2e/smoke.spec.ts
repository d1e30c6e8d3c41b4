import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('the landing page renders', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Updately/);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});

test('the health endpoint is ok', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  // scripts/e2e-server.mjs: PostgreSQL when E2E_DATABASE_URL is set, else the embedded PGlite.
  const database = process.env.E2E_DATABASE_URL ? 'postgres' : 'pglite';
  expect(await res.json()).toEqual({ status: 'ok', database });
});

test('axe finds no violations on the landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
