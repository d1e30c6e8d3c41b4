import { apiAs } from './support/api';
import { addCustomFootprint } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

const JOURNEY = 'New job at the library';

test('the dashboard leads a new user in, then shows journeys, footprints, to-dos and activity', async ({
  page,
}) => {
  await signUp(page, 'dashboard');
  const firstRun = page.getByRole('region', { name: 'Get started in two steps' });
  await expect(firstRun.getByRole('link', { name: 'Add my footprints' })).toHaveAttribute(
    'href',
    '/onboarding',
  );
  await firstRun.getByRole('button', { name: 'Start a journey' }).click();
  await expect(page.getByRole('dialog', { name: 'Start a journey' })).toBeVisible();
  await page.keyboard.press('Escape');

  const api = apiAs(page);
  const footprintId = await addCustomFootprint(page, 'Harbour Gym', [
    'email',
    'phone',
    'bank_account_details',
  ]);
  const journey = await api.post<{ id: string }>('/api/journeys', {
    type: 'changing_jobs',
    name: JOURNEY,
  });
  expect(journey.status).toBe(201);
  const link = await api.post<{ added: { footprint_id: string }[] }>(
    `/api/journeys/${journey.body.id}/footprints`,
    { footprintIds: [footprintId] },
  );
  expect(link.status).toBe(201);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(firstRun).toHaveCount(0);
  const stats = page.locator('dl');
  await expect(stats).toContainText('Active journeys1');
  await expect(stats).toContainText('Digital footprints1');
  await expect(stats).toContainText('Updates waiting on you1');

  const active = page.getByRole('region', { name: 'Active journeys' });
  await expect(active.getByRole('link', { name: JOURNEY })).toBeVisible();
  await expect(active.getByRole('progressbar', { name: '0 of 1 done' })).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Updates waiting on you' });
  await expect(waiting).toContainText('1 company not told yet');
  const footprints = page.getByRole('region', { name: 'Your digital footprints' });
  await expect(footprints).toContainText('1 company holds your details.');
  await expect(footprints).toContainText('Contact Information');
  await expect(footprints).toContainText('Financial Information');
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(activity).toContainText('Added a company to your digital footprints');
  await expect(activity).toContainText('Started a journey');
  await expect(activity).toContainText('Created your account');
  await expectNoAxeViolations(page);

  const done = await api.patch(
    `/api/journeys/${journey.body.id}/footprints/${link.body.added[0]!.footprint_id}`,
    { done: true },
  );
  expect(done.status).toBe(200);
  await page.reload();
  await expect(waiting).toContainText('Nothing waiting on you right now.');
  await expect(active.getByRole('progressbar', { name: '1 of 1 done' })).toBeVisible();
  await active.getByRole('link', { name: JOURNEY }).click();
  await expect(page).toHaveURL(`/journeys/${journey.body.id}`);
});

test('the dashboard says when it cannot load, and tries again', async ({ page }) => {
  await signUp(page, 'dashboard-error');
  let fail = true;
  await page.route('**/api/journeys', (route) =>
    fail ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('We could not load your dashboard.', {
    timeout: 15_000,
  });
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Active journeys' })).toBeVisible();
});
