import { MESSAGES } from '@updately/shared/messages';
import { SECRET_TEXT_MESSAGE } from '@updately/shared/request-kind-payloads';
import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

const daysFromToday = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Starts a journey of `type` from My Journeys and lands on its page, asked what changed. */
async function startJourney(page: Page, type: string, name: string) {
  await page.goto('/app/journeys');
  await page.getByRole('button', { name: 'Start a journey' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start a journey' });
  await dialog.getByRole('radio', { name: type }).click();
  await dialog.getByLabel('Journey name').fill(name);
  await dialog.getByRole('button', { name: 'Start journey' }).click();
  await expectToast(page, MESSAGES.journeyCreated.title);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const step = page.getByRole('region', { name: 'Tell us what changed', exact: true });
  await expect(step).toContainText('Until it is given');
  return step;
}

async function save(page: Page, step: ReturnType<Page['getByRole']>) {
  await step.getByRole('button', { name: 'Save details' }).click();
}

async function savedSummary(page: Page) {
  await expectToast(page, 'Details saved');
  const summary = page.getByRole('region', { name: 'What changed', exact: true });
  await expect(summary.getByRole('button', { name: 'Edit' })).toBeVisible();
  return summary;
}

test('Getting Married asks for the new name, names each mistake, and shows what was saved', async ({
  page,
}) => {
  await signUp(page, 'married');
  const step = await startJourney(page, 'Getting Married', 'Our wedding');
  await expectNoAxeViolations(page);

  await save(page, step);
  await expect(step.getByText('Enter your former full name.')).toBeVisible();
  await expect(step.getByText('Enter your new family name.')).toBeVisible();
  await expect(step.getByText('Choose what the new name comes from.')).toBeVisible();
  await expect(step.getByLabel('Former full name')).toBeFocused();

  await step.getByLabel('Former full name').fill('Jane Ann Citizen');
  await step.getByLabel('New given names').fill('Jane Ann');
  await step.getByLabel('New family name').fill('Marsh');
  await step.getByLabel('New name applies from').fill('2026-10-03');
  await step.getByLabel('The new name comes from').selectOption('marriage');
  const address = step.getByRole('group', { name: 'New address (optional)' });
  await address.getByLabel('Street address').fill('7 Sydney Road');
  await address.getByLabel('Suburb or town').fill('Coburg');
  await address.getByLabel('State').selectOption('NSW');
  await address.getByLabel('Postcode').fill('3058');
  await save(page, step);
  await expect(
    step.getByText('Postcode 3058 is not in NSW: check the state or the postcode.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await address.getByLabel('State').selectOption('VIC');
  await step.getByLabel('New email (optional)').fill('jane.marsh@example.com');
  await save(page, step);
  const summary = await savedSummary(page);
  await expect(summary).toContainText('Jane Ann Citizen');
  await expect(summary).toContainText('Jane Ann Marsh');
  await expect(summary).toContainText('7 Sydney Road, Coburg VIC 3058');
  await expect(summary).toContainText('jane.marsh@example.com');
  await expectNoAxeViolations(page);

  // Edit opens the same form with what was saved; Cancel goes back to the summary.
  await summary.getByRole('button', { name: 'Edit' }).click();
  await expect(summary.getByLabel('New family name')).toHaveValue('Marsh');
  await summary.getByRole('button', { name: 'Cancel' }).click();
  await expect(summary).toContainText('Jane Ann Marsh');
});

test('Losing a Loved One asks about them and you, and holds their own companies', async ({
  page,
}) => {
  await signUp(page, 'loss');
  const step = await startJourney(page, 'Losing a Loved One', 'For Mum');

  await step.getByLabel('Their full name').fill('Margaret Rose Citizen');
  await step.getByLabel('Their date of birth').fill('1941-02-11');
  await step.getByLabel('Date of death').fill(daysFromToday(5));
  await step.getByLabel('Their last address').fill('4 Elm Street, Ballarat VIC 3350');
  await step.getByLabel('Your name', { exact: true }).fill('Jane Citizen');
  await step.getByLabel('Your relationship to them').selectOption('executor');
  await step.getByLabel('Your address for correspondence').fill('7 Sydney Road, Coburg VIC 3058');
  await save(page, step);
  await expect(step.getByText('The date of death cannot be in the future.')).toBeVisible();
  await expect(step.getByLabel('Date of death')).toBeFocused();

  await step.getByLabel('Date of death').fill(daysFromToday(-10));
  await save(page, step);
  const summary = await savedSummary(page);
  await expect(summary).toContainText('Margaret Rose Citizen');
  await expect(summary).toContainText('Jane Citizen (Executor)');

  const companies = page.getByRole('region', { name: 'Their companies' });
  await expect(
    companies.getByRole('heading', { name: 'No companies on this journey yet' }),
  ).toBeVisible();
  await companies.getByRole('button', { name: 'Add a company' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add one of their companies' });
  await dialog.getByLabel('Search the directory').fill('AGL');
  await dialog.getByRole('button', { name: 'Add AGL' }).click();
  await expectToast(page, 'AGL added');
  await expect(dialog.getByRole('button', { name: 'AGL is added' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Add by name' }).click();
  await expect(dialog.getByText('Enter the company name.')).toBeVisible();
  await dialog.getByLabel('Not in the directory? Company name').fill('Ballarat Bowls Club');
  await dialog.getByRole('button', { name: 'Add by name' }).click();
  await expectToast(page, 'Ballarat Bowls Club added');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(companies.getByRole('heading', { name: 'AGL' })).toBeVisible();
  await expect(companies.getByRole('heading', { name: 'Ballarat Bowls Club' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Their companies are not the person's own footprints.
  await page.goto('/app/footprints');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Ballarat Bowls Club')).toHaveCount(0);
  await expect(page.getByText('AGL', { exact: true })).toHaveCount(0);
});

test('Got Hacked refuses a secret, asks every action by default, and lists those asked', async ({
  page,
}) => {
  await signUp(page, 'hacked');
  const step = await startJourney(page, 'Got Hacked', 'Email account hacked');

  const actions = step.getByRole('group', { name: 'Ask each company to' });
  for (const box of await actions.getByRole('checkbox').all()) await expect(box).toBeChecked();

  await step.getByLabel('Date you noticed').fill(daysFromToday(-1));
  await step.getByLabel('What happened').fill('They changed it, my password is hunter2');
  await save(page, step);
  await expect(step.getByText(SECRET_TEXT_MESSAGE)).toBeVisible();
  await expectNoAxeViolations(page);

  await step
    .getByLabel('What happened')
    .fill('Someone signed in from overseas and changed my recovery email.');
  await actions.getByLabel('Review recent transactions with me').uncheck();
  await save(page, step);
  const summary = await savedSummary(page);
  await expect(summary).toContainText('Someone signed in from overseas');
  await expect(summary).toContainText('Lock or freeze access to the account');
  await expect(summary).not.toContainText('Review recent transactions with me');
  await expectNoAxeViolations(page);
});
