import { axeViolations, expectNoAxeViolations } from './support/axe';
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

// The check every page relies on can fail: broken markup added to the landing page, in the page
// and in a same-origin frame, is reported rule by rule (axe runs in the page, legacy mode).
test('axe reports violations on a page and in its frames', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const broken = document.createElement('div');
    broken.innerHTML = '<img src="/favicon.svg"><button></button>';
    document.body.append(broken);
    const frame = document.createElement('iframe');
    frame.title = 'Broken frame';
    frame.srcdoc = '<!doctype html><html lang="en"><body><img src="/favicon.svg"></body></html>';
    document.body.append(frame);
    return new Promise((resolve) => frame.addEventListener('load', resolve));
  });
  const violations = await axeViolations(page);
  const images = violations.find((line) => line.startsWith('image-alt:'));
  expect(images, violations.join('\n')).toContain('iframe');
  expect(violations.some((line) => line.startsWith('button-name:'))).toBe(true);
});
