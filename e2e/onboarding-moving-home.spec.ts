import { MESSAGES } from '@updately/shared/messages';

import { apiAs } from './support/api';
import { currentMonthAndYear } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

test('the Moving Home picker: search, suggestions to confirm, arrow keys, a custom company, and the move in parts', async ({
  page,
}) => {
  await signUp(page, 'mover');
  await page.goto('/moving-home/start');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start your Moving Home journey' }),
  ).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next: about your move' });
  const count = page.getByRole('status').filter({ hasText: /selected$/ });
  await expect(count).toHaveText('0 companies selected');
  await expect(next).toBeInViewport();

  // Suggestions are questions: nothing is ticked until tapped; the state's answers come first.
  await page.getByLabel('Which state are you moving to?').selectOption('VIC');
  const electricity = page.getByRole('group', { name: 'Who supplies your electricity?' });
  await expect(electricity.getByRole('button', { pressed: true })).toHaveCount(0);
  const water = page.getByRole('group', { name: 'Who is your water retailer?' });
  await expect(water.getByRole('button').first()).toContainText('Yarra Valley Water');
  await electricity.getByRole('button', { name: /^AGL/ }).click();
  await expect(electricity.getByRole('button', { name: /^AGL/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(count).toHaveText('1 company selected');

  // One search across the directory, by keyboard: type, arrow, Enter ticks and clears the box.
  const search = page.getByRole('combobox', { name: 'Search all companies' });
  await search.fill('medi');
  const options = page.getByRole('listbox', { name: 'Matching companies' }).getByRole('option');
  await expect(options.first()).toContainText('Medibank');
  await expect(options.nth(1)).toContainText('Medicare');
  await expect(options.nth(1)).toContainText('you update it; we guide you');
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id'))!,
  );
  await search.press('Enter');
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  const picked = page.getByRole('region', { name: 'Your companies' });
  await expect(picked).toContainText('Medicare');
  await expect(picked).not.toContainText('Medibank');

  // Can't find it? Add it, without leaving the journey.
  await search.fill('Anytime Fitness Coburg');
  await expect(options.last()).toContainText('Add “Anytime Fitness Coburg”');
  await options.last().click();
  await expectToast(page, 'Anytime Fitness Coburg added');
  await expect(picked).toContainText('Anytime Fitness Coburg');
  await expect(count).toHaveText('3 companies selected');

  // A category's checkboxes are one tab stop; the arrow keys move within it.
  await page.getByRole('button', { name: 'Phone & internet' }).click();
  const telco = page.getByRole('group', { name: 'Phone & internet companies' });
  const boxes = telco.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  await expect(telco.locator('[role="checkbox"][tabindex="0"]')).toHaveCount(1);
  await boxes.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(boxes.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(boxes.last()).toBeFocused();
  await telco.getByRole('checkbox', { name: /^Telstra/ }).click();
  await expect(count).toHaveText('4 companies selected');
  await expectNoAxeViolations(page);

  // The bar stays on screen while picking, at 375 px too.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Superannuation' }).scrollIntoViewIfNeeded();
  await expect(next).toBeInViewport();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await next.click();

  await expect(page.getByRole('heading', { level: 2, name: 'About your move' })).toBeFocused();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  const name = page.getByLabel('Journey name');
  await expect(name).toHaveValue(`Moving home – ${currentMonthAndYear()}`);
  await expect(page.getByLabel('State')).toHaveValue('VIC');

  // Every missing field says so; the button is never silently off.
  const start = page.getByRole('button', { name: 'Start journey' });
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page.getByText('Enter the street address, e.g. 7 Sydney Road.')).toBeVisible();
  await expect(page.getByText('Enter the suburb or town.')).toBeVisible();
  await expect(page.getByText('Enter the 4-digit postcode.')).toBeVisible();
  await expect(page.getByLabel('Street address')).toBeFocused();
  await expect(page.getByLabel('Street address')).toHaveAttribute('aria-invalid', 'true');

  // The name follows the suburb until the person edits it; state and postcode must agree.
  await page.getByLabel('Street address').fill('8 Lygon St');
  await page.getByLabel('Suburb or town').fill('Carlton');
  await expect(name).toHaveValue(`Moving to Carlton – ${currentMonthAndYear()}`);
  await page.getByLabel('State').selectOption('NSW');
  await page.getByLabel('Postcode').fill('3053');
  await start.click();
  await expect(
    page.getByText('Postcode 3053 is not in NSW: check the state or the postcode.'),
  ).toBeVisible();
  await expect(page.getByLabel('Postcode')).toBeFocused();
  await page.getByLabel('State').selectOption('VIC');
  await page.getByLabel('Moving day (optional)').fill('2027-05-02');
  await expect(name).toHaveValue('Moving to Carlton – May 2027');
  await name.fill('Into the new place');
  await page.getByLabel('Suburb or town').fill('Carlton North');
  await expect(name).toHaveValue('Into the new place');
  await expectNoAxeViolations(page);
  await start.click();

  // With companies and an address, straight to Review.
  await expectToast(page, MESSAGES.journeyCreated.title, MESSAGES.journeyCreated.description);
  await expect(page).toHaveURL(/\/journeys\/[0-9a-f-]{36}\/review$/);
  const journeyId = page.url().split('/').at(-2)!;
  const journey = await apiAs(page).get<{
    name: string;
    target_address: string;
    footprints: { footprint: { name: string } }[];
  }>(`/api/journeys/${journeyId}`);
  expect(journey.body.name).toBe('Into the new place');
  expect(journey.body.target_address).toBe('8 Lygon St, Carlton North VIC 3053');
  expect(journey.body.footprints.map((link) => link.footprint.name).sort()).toEqual([
    'AGL',
    'Anytime Fitness Coburg',
    'Medicare',
    'Telstra',
  ]);

  const onboarding = await apiAs(page).get<{ history: { type: string }[] }>('/api/onboarding');
  expect(onboarding.body.history.map((entry) => entry.type)).toEqual(['moving_house']);
});
