import type { Page } from '@playwright/test';

import { expectNoHorizontalOverflow } from './support/app';
import { expect, test } from './support/fixtures';
import { signInAsDemo } from './support/users';

async function demoJourneyId(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/journeys')).json()) as {
    items: { id: string; name: string }[];
  };
  return list.items.find((j) => j.name.startsWith('Moving to Brunswick'))!.id;
}

/**
 * The pages that carry data, filled by the same factories as the demo (axe checks them, and the
 * journey page with details open, at 1280 and 375 px in a11y-sweep.spec.ts).
 */
test('the dashboard, the journey page with 20 companies, review, proof and privacy show the demo data', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);
  const id = await demoJourneyId(page);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const stats = page.locator('dl').first();
  // Across the demo's seven journeys (Moving Home's 8, and 14 on the other six events).
  await expect(stats).toContainText('Companies done22');
  await expect(page.getByRole('region', { name: 'Active journeys' })).toContainText('8 of 20 done');
  await expect(page.getByRole('region', { name: 'Active journeys' })).toContainText(
    '4 to do yourself',
  );

  await page.goto(`/journeys/${id}`);
  const companies = page.getByRole('region', { name: 'Companies to update' });
  await expect(companies.getByRole('article')).toHaveCount(20);
  // Compact: 20 companies fit in a few screens (it was a 10,000-pixel column of cards).
  const height = await companies.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeLessThan(2400);
  await expect(page.getByRole('button', { name: /^Your to-dos \(\d+\)$/ })).toBeVisible();
  await expect(companies.getByRole('article').filter({ hasText: 'Needs you' })).toHaveCount(1);
  // The person's own to-dos come first.
  await expect(companies.getByRole('article').first()).toContainText(/Needs you|To do/);

  // Details on demand, for each kind of row.
  for (const name of ['Needs you', 'Confirmed', 'Not sent yet', 'Rejected']) {
    const row = companies.getByRole('article').filter({ hasText: name }).first();
    await row.getByRole('button', { name: /^Details for / }).click();
    await expect(row.getByRole('heading', { level: 4 }).first()).toBeVisible();
  }
  await expect(companies.getByRole('list').last()).toBeVisible();

  // The company's confirmations and the person's own "done" are counted and filtered apart.
  await expect(page.getByRole('region', { name: 'Overall progress' })).toContainText(
    '4 confirmed by the company · 4 done by you · 12 waiting',
  );
  await page.getByRole('button', { name: 'Confirmed by the company (4)' }).click();
  await expect(companies.getByRole('article')).toHaveCount(4);
  await expect(companies.getByRole('article').filter({ hasText: /Confirmed by / })).toHaveCount(4);
  await page.getByRole('button', { name: 'Done by you (4)' }).click();
  await expect(
    companies
      .getByRole('article')
      .filter({ hasText: 'Done by you (not confirmed by the company)' }),
  ).toHaveCount(4);
  await page.getByRole('button', { name: 'All (20)' }).click();

  await page.goto(`/journeys/${id}/review`);
  await expect(page.getByText('Companies to tell (5 of 5 chosen)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Already told' })).toBeVisible();

  await page.goto(`/journeys/${id}/proof`);
  await expect(page.getByRole('heading', { level: 1, name: 'Proof of update' })).toBeVisible();
  // 4 companies confirmed; 4 checklists the person ticked off are theirs, not confirmations.
  await expect(page.getByTestId('proof-progress')).toHaveText(
    '4 confirmed by the company · 4 done by you · 7 waiting · 2 closed without the change',
  );

  await page.goto('/privacy');
  await expect(page.getByRole('region', { name: 'Companies you asked us to tell' })).toContainText(
    'address',
  );

  await page.goto('/app/journeys');
  await expect(page.getByRole('article', { name: /Moving to Brunswick/ })).toContainText(
    '8 of 20 done',
  );
});

test('the journey page with data works at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsDemo(page);
  const id = await demoJourneyId(page);
  await expectNoHorizontalOverflow(page, [
    `/journeys/${id}`,
    `/journeys/${id}/review`,
    `/journeys/${id}/proof`,
  ]);
});
