import type { Page } from '@playwright/test';

import { chooseOption } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

function footprint(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

test('add from the directory and a custom brand, edit tags, filter and remove', async ({
  page,
}) => {
  await signUp(page, 'footprints');
  await page.goto('/footprints');
  await expect(page.getByRole('heading', { name: 'No digital footprints yet' })).toBeVisible();

  // The directory: search, multi-select across searches, then add.
  await page.getByRole('button', { name: 'Add from directory' }).first().click();
  const directory = page.getByRole('dialog', { name: 'Add from the directory' });
  await expect(directory.getByText(/companies found; showing 1 to 20/)).toBeVisible();
  await expect(directory.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await directory.getByRole('button', { name: 'Next page' }).click();
  await expect(directory.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(directory.getByText(/showing 21 to 40/)).toBeVisible();
  await directory.getByLabel('Search the directory').fill('AGL');
  await expect(directory.getByText(/^2 companies found/)).toBeVisible();
  await directory.getByRole('checkbox', { name: /^AGL/ }).click();
  await directory.getByLabel('Search the directory').fill('Telstra');
  await directory.getByRole('checkbox', { name: /^Telstra/ }).click();
  await expect(directory.getByText('2 companies selected')).toBeVisible();
  await expectNoAxeViolations(page);
  await directory.getByRole('button', { name: 'Add 2 companies' }).click();
  await expectToast(page, '2 companies added');
  await expect(directory).toBeHidden();
  await expect(footprint(page, 'AGL')).toBeVisible();
  await expect(footprint(page, 'Telstra')).toBeVisible();
  // Readable data labels, grouped by category.
  const agl = page.getByRole('region', { name: /^Energy/ }).getByRole('article', { name: 'AGL' });
  await expect(agl).toContainText('Billing address');
  await expect(agl).not.toContainText('Bank account details');
  await agl.getByRole('button', { name: 'Show all 12 data items of AGL' }).click();
  await expect(agl).toContainText('Bank account details');
  await expect(agl.getByRole('button', { name: /Show fewer/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  // Brands already added are marked (and cannot be added twice).
  await page.getByRole('button', { name: 'Add from directory' }).first().click();
  await directory.getByLabel('Search the directory').fill('AGL');
  const added = directory.getByRole('checkbox', { name: /^AGL.*Already added/ });
  await expect(added).toBeChecked();
  await expect(added).toBeDisabled();
  await directory.getByRole('button', { name: 'Cancel' }).click();
  await expect(directory).toBeHidden();

  // A custom brand with the data items the user says it holds.
  await page.getByRole('button', { name: 'Add a custom brand' }).click();
  const custom = page.getByRole('dialog', { name: 'Add a custom brand' });
  await custom.getByRole('button', { name: 'Add brand' }).click();
  await expect(custom.getByText('Enter the brand name.')).toBeVisible();
  await expect(custom.getByLabel('Brand name')).toBeFocused();
  await custom.getByLabel('Brand name').fill('Local Gym');
  await custom.getByRole('checkbox', { name: 'Email', exact: true }).click();
  await custom.getByRole('checkbox', { name: 'Phone', exact: true }).click();
  await custom.getByRole('checkbox', { name: 'Bank account details' }).click();
  await custom.getByLabel('Tags (optional)').fill('fitness, weekly');
  await expectNoAxeViolations(page);
  await custom.getByRole('button', { name: 'Add brand' }).click();
  await expectToast(page, 'Local Gym added');
  const gym = page.getByRole('region', { name: /^Custom brands/ }).getByRole('article', {
    name: 'Local Gym',
  });
  await expect(gym).toContainText('Email');
  await expect(gym).toContainText('Bank account details');
  await expect(gym).toContainText('fitness');
  await expect(gym.getByText('Custom', { exact: true })).toBeVisible();

  // Edit tags.
  await footprint(page, 'AGL').getByRole('button', { name: 'Edit tags of AGL' }).click();
  const tags = page.getByRole('dialog', { name: 'Tags for AGL' });
  await tags.getByLabel('Tags').fill('home, bills, Home');
  await tags.getByRole('button', { name: 'Save tags' }).click();
  await expectToast(page, 'Tags saved for AGL');
  await expect(
    footprint(page, 'AGL').getByRole('listitem').filter({ hasText: 'bills' }),
  ).toBeVisible();

  // Search and filter (kept in the URL).
  await page.getByLabel('Search your footprints').fill('gym');
  await expect(page.getByText('1 of 3 companies match')).toBeVisible();
  await expect(footprint(page, 'AGL')).toHaveCount(0);
  await expect(page).toHaveURL(/q=gym/);
  await page.getByLabel('Search your footprints').fill('');
  await chooseOption(page, 'Tag', 'home');
  await expect(page.getByText('1 of 3 companies match')).toBeVisible();
  await expect(footprint(page, 'AGL')).toBeVisible();
  await chooseOption(page, 'Tag', 'All tags');
  await chooseOption(page, 'Category', 'Phone & internet (1)');
  await expect(footprint(page, 'Telstra')).toBeVisible();
  await expect(footprint(page, 'AGL')).toHaveCount(0);
  await page.getByLabel('Search your footprints').fill('nothing like this');
  await expect(page.getByRole('heading', { name: 'No footprints match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('3 companies in 3 categories')).toBeVisible();
  await expectNoAxeViolations(page);

  // Remove, with a confirmation that can be cancelled.
  await footprint(page, 'Telstra').getByRole('button', { name: 'Remove Telstra' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Telstra?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(footprint(page, 'Telstra')).toBeVisible();
  await footprint(page, 'Telstra').getByRole('button', { name: 'Remove Telstra' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Telstra removed from your footprints');
  await expect(footprint(page, 'Telstra')).toHaveCount(0);
  await expect(page.getByText('2 companies in 2 categories')).toBeVisible();
});
