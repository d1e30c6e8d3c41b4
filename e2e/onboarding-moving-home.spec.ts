import { MESSAGES } from '@updately/shared/messages';

import { apiAs } from './support/api';
import { currentMonthAndYear } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

test('the Moving Home onboarding picks brands and starts the moving journey with them', async ({
  page,
}) => {
  await signUp(page, 'mover');
  await page.goto('/moving-home/start');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start your Moving Home journey' }),
  ).toBeVisible();
  // Energy is open first.
  await page.getByRole('checkbox', { name: 'AGL', exact: true }).click();
  await page.getByRole('button', { name: 'Phone & internet' }).click();
  await page.getByLabel('Search Phone & internet').fill('tel');
  await page.getByRole('checkbox', { name: 'Telstra', exact: true }).click();
  await expect(page.getByText('2 companies selected')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next: about your move' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'About your move' })).toBeFocused();
  const start = page.getByRole('button', { name: 'Start journey' });
  await expect(start).toBeDisabled();
  const name = page.getByLabel('Journey name');
  await expect(name).toHaveAttribute(
    'placeholder',
    `Moving to Brunswick – ${currentMonthAndYear()}`,
  );
  await name.fill('Into the new place');
  await page.getByLabel('New address (optional)').fill('8 Lygon St, Carlton VIC 3053');
  await page.getByLabel('Moving day (optional)').fill('2027-05-02');
  await expectNoAxeViolations(page);
  await start.click();

  await expectToast(page, MESSAGES.journeyCreated.title, MESSAGES.journeyCreated.description);
  await expect(page).toHaveURL(/\/journeys\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Into the new place' })).toBeVisible();
  const companies = page.getByRole('region', { name: 'Companies to update' }).getByRole('article');
  await expect(companies).toHaveCount(2);
  const agl = companies.filter({ hasText: 'AGL' });
  await agl.getByRole('button', { name: 'Details for AGL' }).click();
  await expect(agl).toContainText('8 Lygon St, Carlton VIC 3053');
  await expect(companies.filter({ hasText: 'Telstra' })).toBeVisible();

  const onboarding = await apiAs(page).get<{ history: { type: string }[] }>('/api/onboarding');
  expect(onboarding.body.history.map((entry) => entry.type)).toEqual(['moving_house']);
  await page.goto('/footprints');
  await expect(page.getByRole('article', { name: 'AGL' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Telstra' })).toBeVisible();
});
