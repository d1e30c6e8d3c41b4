import type { Locator, Page } from '@playwright/test';

import { apiAs } from './support/api';
import { addCustomFootprint, brandIdByName, journeyCompany } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signInAsDemo, signUp } from './support/users';

const DONE_BY_YOU = 'Done by you (not confirmed by the company)';

const companies = (page: Page) =>
  page.getByRole('region', { name: 'Companies to update' }).getByRole('article');

/** Two boxes on screen share some pixels. */
async function overlap(a: Locator, b: Locator) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/**
 * The demo journey (seeded by the same factories as the tests): 4 companies confirmed by email,
 * 4 checklists the person ticked off, and the rest under way or not sent. Read only.
 */
test('the journey page says who did what, never calls the person’s "done" confirmed, and gives a checklist no "Sent" time', async ({
  page,
}) => {
  await signInAsDemo(page);
  const list = await apiAs(page).get<{ items: { id: string; name: string }[] }>('/api/journeys');
  const id = list.body.items.find((j) => j.name.startsWith('Moving to Brunswick'))!.id;
  await page.goto(`/journeys/${id}`);
  await expect(companies(page)).toHaveCount(20);

  // The counts keep the two kinds of "done" apart.
  await expect(page.getByRole('region', { name: 'Overall progress' })).toContainText(
    '4 confirmed by the company · 4 done by you · 12 waiting',
  );
  await expect(page.getByRole('button', { name: 'Confirmed by the company (4)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Done by you (4)' })).toBeVisible();

  // Every self-attested row says so, and none of them says "Confirmed" (a company's word).
  const selfAttested = companies(page).filter({ hasText: DONE_BY_YOU });
  await expect(selfAttested).toHaveCount(4);
  for (const row of await selfAttested.all()) {
    await expect(row).not.toContainText(/Confirmed/);
    await expect(row).toContainText('You update it');
  }
  // A company's confirmation names the company.
  const confirmed = companies(page).filter({ hasText: /Confirmed by / });
  await expect(confirmed).toHaveCount(4);
  for (const row of await confirmed.all()) {
    const name = await row.getByRole('heading', { level: 3 }).innerText();
    await expect(row).toContainText(`Confirmed by ${name}`);
  }
  // Emailed and still waiting: sent by Updately.
  await expect(companies(page).filter({ hasText: 'Sent by Updately' })).toHaveCount(2);

  // A checklist (the person's own channel) is never "sent", open or closed, to do or done.
  const checklists = companies(page).filter({ hasText: 'You update it' });
  await expect(checklists).toHaveCount(8);
  for (const row of await checklists.all()) {
    await row.getByRole('button', { name: /^Details for / }).click();
    await expect(row.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await expect(row.getByRole('list').last()).toContainText(/Checklist ready/);
    await expect(row).not.toContainText(/\bSent\b|\bsent\b|Emailed/);
  }
  const todo = checklists.filter({ hasText: 'To do (you)' });
  await expect(todo).toHaveCount(3);

  // Nothing is sent on this journey yet for 5 companies: "Review and send" is the primary action,
  // not "Mark journey complete".
  const primaryBackground = await page
    .getByRole('link', { name: 'Review and send' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const completeBackground = await page
    .getByRole('button', { name: 'Mark journey complete' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(completeBackground).not.toBe(primaryBackground);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
});

test('Review names a missing address, adds it in place, shows each channel, and the approval says what happened', async ({
  page,
}) => {
  test.setTimeout(AUTH_TEST_TIMEOUT_MS + 60_000);
  await signUp(page, 'truthful');
  const api = apiAs(page);
  const origin = await brandIdByName(page, 'Origin Energy');
  expect((await api.post('/api/footprints', { brandIds: [origin] })).status).toBe(201);
  await addCustomFootprint(page, 'Corner Bakery Loyalty', ['address']);
  const journey = await api.post<{ id: string }>('/api/journeys', {
    type: 'moving_house',
    name: 'Moving to Carlton',
    target_address: '1 Old Street, Carlton VIC 3053',
  });
  expect(journey.status).toBe(201);
  // A journey that lost its address (made before it was required, or cleared since).
  expect(
    (await api.patch(`/api/journeys/${journey.body.id}`, { target_address: null })).status,
  ).toBe(200);

  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`/journeys/${journey.body.id}/review`);
  const missing = page.getByRole('region', { name: 'Add your new address' });
  await expect(missing).toContainText(
    '2 companies wait for it: Corner Bakery Loyalty and Origin Energy',
  );
  await expect(page.getByText('Add companies to the journey')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await missing.getByRole('button', { name: 'Save new address' }).click();
  await expect(missing.getByText('Enter your new address.')).toBeVisible();
  await missing.getByLabel('New address').fill('27 Lygon St, Carlton VIC 3053');
  await missing.getByRole('button', { name: 'Save new address' }).click();

  // Now the companies can be told, each with its channel, before anything is sent.
  await expect(page.getByText('Companies to tell (2 of 2 chosen)')).toBeVisible();
  await expect(missing).toHaveCount(0);
  await expect(page.getByText('we email them')).toHaveCount(1);
  await expect(page.getByText('you update it; we guide you')).toHaveCount(1);
  await expect(page.getByText('If you approve: 1 sent for you · 1 to do yourself.')).toBeVisible();
  const approveButton = page.getByRole('button', { name: 'Approve and send 2 updates' });
  // The toast of the save is on screen, and it does not cover the button.
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .locator('li')
    .first();
  await expect(toast).toContainText('New address added');
  await expect(approveButton).toBeInViewport();
  expect(await overlap(toast, approveButton)).toBe(false);
  // The sticky consent bar leaves most of a phone's screen to the companies.
  const bar = approveButton.locator('xpath=..');
  expect((await bar.boundingBox())!.height).toBeLessThan(667 / 4);
  await expectNoAxeViolations(page);

  await approveButton.click();
  await expectToast(page, '1 sent for you · 1 to do yourself');
  await expect(page.getByText(/updates? (is|are) on (its|their) way/)).toHaveCount(0);
  await expect(page).toHaveURL(`/journeys/${journey.body.id}`);
  await expect(journeyCompany(page, 'Corner Bakery Loyalty')).toContainText('To do (you)');
  await expect(journeyCompany(page, 'Origin Energy')).toContainText('Sent by Updately');

  // Marking the to-do done: the row says who did it, and stays where the person was reading.
  const first = await companies(page).first().getByRole('heading', { level: 3 }).innerText();
  expect(first).toBe('Corner Bakery Loyalty');
  const bakery = journeyCompany(page, 'Corner Bakery Loyalty');
  await bakery.getByRole('button', { name: 'Details for Corner Bakery Loyalty' }).click();
  await bakery.getByRole('button', { name: 'Mark as done: Corner Bakery Loyalty' }).click();
  await expect(bakery).toContainText(DONE_BY_YOU);
  await expect(bakery).not.toContainText(/Confirmed/);
  await expect(page.getByRole('region', { name: 'Overall progress' })).toContainText(
    '1 done by you · 1 waiting',
  );
  await expect(companies(page).first()).toContainText('Corner Bakery Loyalty');
});
