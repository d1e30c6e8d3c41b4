import { MESSAGES } from '@updately/shared/messages';
import type { Page } from '@playwright/test';

import { apiAs } from './support/api';
import { addCustomFootprint, brandIdByName, currentMonthAndYear } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

const JOURNEY_TYPES = [
  'Moving Home',
  'Changing Jobs',
  'Getting Married',
  'Got Hacked',
  'Having a Baby',
  'Losing a Loved One',
  'Graduation',
];

function startDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Start a journey' });
}

async function startMovingHome(page: Page, name: string) {
  await page.getByRole('button', { name: 'Start a journey' }).click();
  const dialog = startDialog(page);
  await dialog.getByRole('radio', { name: 'Moving Home' }).click();
  await dialog.getByLabel('Street address').fill('3 High St, Northcote VIC 3070');
  await dialog.getByLabel('Journey name').fill(name);
  await dialog.getByRole('button', { name: 'Start journey' }).click();
  await expect(dialog).toBeHidden();
  // With companies linked and an address, a move opens on Review.
  await expect(page).toHaveURL(/\/journeys\/[0-9a-f-]{36}\/review$/);
  await page.goto(page.url().replace(/\/review$/, ''));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

function linkedCompanies(page: Page) {
  return page.getByRole('region', { name: 'Companies to update' }).getByRole('article');
}

test('starting a Moving Home journey follows the dialog rules and links footprints by data items and from onboarding', async ({
  page,
}) => {
  await signUp(page, 'moving');
  // Footprints made before any onboarding: only data items can link them.
  await addCustomFootprint(page, 'Street Address Co', ['address']);
  await addCustomFootprint(page, 'Inbox Only Co', ['email']);

  await page.goto('/app/journeys');
  await expect(page.getByRole('heading', { name: 'No journeys yet' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Start a journey' }).click();
  const dialog = startDialog(page);
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Start journey' });
  // Never silently off: a submit names what is missing.
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog.getByText('Choose a journey type.')).toBeVisible();
  await expect(
    dialog.getByText('Enter a name for the journey using words, not markup.'),
  ).toBeVisible();

  // The 7 types, with icons, in a list that scrolls at 15rem.
  const types = dialog.getByRole('radiogroup', { name: 'Journey type' });
  await expect(types.getByRole('radio')).toHaveCount(7);
  for (const label of JOURNEY_TYPES)
    await expect(types.getByRole('radio', { name: label, exact: true })).toBeAttached();
  const style = await types.evaluate((el) => {
    const css = getComputedStyle(el);
    return {
      maxHeight: css.maxHeight,
      overflowY: css.overflowY,
      rem: getComputedStyle(document.documentElement).fontSize,
    };
  });
  expect(parseFloat(style.maxHeight)).toBe(15 * parseFloat(style.rem));
  expect(style.overflowY).toBe('auto');
  await expect(types.locator('svg')).toHaveCount(7);

  // The placeholder suggests a title plus this month and year.
  const name = dialog.getByLabel('Journey name');
  await expect(name).toHaveAttribute(
    'placeholder',
    `Moving to Brunswick – ${currentMonthAndYear()}`,
  );

  // Other types ask for a new email and phone, validated when given.
  await types.getByRole('radio', { name: 'Changing Jobs' }).click();
  await expect(dialog.getByLabel('New email (optional)')).toBeVisible();
  await expect(dialog.getByLabel('New phone (optional)')).toBeVisible();
  await expect(dialog.getByLabel('Street address')).toHaveCount(0);
  await name.fill('New job');
  await dialog.getByLabel('New email (optional)').fill('not-an-email');
  await submit.click();
  await expect(dialog.getByText('Enter a valid new email address.')).toBeVisible();
  await expect(dialog.getByLabel('New email (optional)')).toBeFocused();

  // Moving Home asks for the new address (required, in parts) and a moving day as well; its name
  // is filled in from the suburb and month until the person edits it.
  await types.getByRole('radio', { name: 'Moving Home' }).click();
  await expect(dialog.getByLabel('New email (optional)')).toBeVisible();
  await dialog.getByLabel('New email (optional)').fill('');
  await submit.click();
  await expect(dialog.getByText('Enter the street address, e.g. 7 Sydney Road.')).toBeVisible();
  await expect(dialog.getByLabel('Street address')).toBeFocused();
  await dialog.getByLabel('Street address').fill('12 Sydney Rd, Brunswick VIC 3056');
  await expect(dialog.getByLabel('Suburb or town')).toHaveValue('Brunswick');
  await expect(dialog.getByLabel('State')).toHaveValue('VIC');
  await expect(dialog.getByLabel('Postcode')).toHaveValue('3056');
  await dialog.getByLabel('Moving day (optional)').fill('2027-03-14');
  await name.fill('Moving to Brunswick');
  await expectNoAxeViolations(page);

  // A failure says so with the error message, and the dialog stays.
  await page.route('**/api/journeys', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is busy.' } },
        })
      : route.fallback(),
  );
  await submit.click();
  await expectToast(page, MESSAGES.journeyCreateFailed, 'The database is busy.');
  await expect(dialog).toBeVisible();
  await page.unroute('**/api/journeys');

  await submit.click();
  await expectToast(page, MESSAGES.journeyCreated.title, MESSAGES.journeyCreated.description);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/journeys\/[0-9a-f-]{36}\/review$/);
  await page.goto(page.url().replace(/\/review$/, ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Moving to Brunswick' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details and new values' });
  await expect(details).toContainText('12 Sydney Rd, Brunswick VIC 3056');
  await expect(details).toContainText('Sunday 14 March 2027');

  // Without onboarding, only the footprint holding an address is linked.
  await expect(linkedCompanies(page)).toHaveCount(1);
  const street = linkedCompanies(page).filter({
    has: page.getByRole('heading', { name: 'Street Address Co' }),
  });
  await expect(street).toBeVisible();
  await expect(street).toContainText('Not sent yet');
  await street.getByRole('button', { name: 'Details for Street Address Co' }).click();
  await expect(street.getByRole('switch', { name: 'Address' })).toBeChecked();
  await expect(street.getByRole('switch', { name: 'Email' })).not.toBeChecked();
  await expect(street.getByRole('switch', { name: 'Phone' })).not.toBeChecked();
  await expect(street.getByLabel(/Priority/)).toHaveText('Standard');
  await expectNoAxeViolations(page);

  // After the general onboarding, footprints made around it are linked too (Inbox Only Co, made
  // a moment ago, holds no address) along with the onboarding's brands.
  const agl = await brandIdByName(page, 'AGL');
  const onboarding = await apiAs(page).post('/api/onboarding/general', { brandIds: [agl] });
  expect(onboarding.status).toBe(201);

  await page.goto('/app/journeys');
  await startMovingHome(page, 'Second move');
  await expect(linkedCompanies(page)).toHaveCount(3);
  for (const company of ['AGL', 'Inbox Only Co', 'Street Address Co']) {
    await expect(page.getByRole('heading', { level: 3, name: company })).toBeVisible();
  }
});
