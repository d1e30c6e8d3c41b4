import type { Page } from '@playwright/test';
import { MESSAGES } from '@updately/shared/messages';

import { apiAs } from './support/api';
import {
  addCustomFootprint,
  expectNoHorizontalOverflow,
  journeyCompany,
  openJourneyCompany,
} from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

async function expectOverallProgress(page: Page, percent: number, text: string) {
  const bar = page.getByRole('progressbar', { name: 'Overall progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', String(percent));
  await expect(page.getByRole('region', { name: 'Overall progress' })).toContainText(text);
}

test('to-dos: toggle fields, copy values, mark done with progress, then complete and archive', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page, 'todos');
  await addCustomFootprint(page, 'Alpha Energy', ['address', 'post_code']);
  await addCustomFootprint(page, 'Beta Bank', ['address', 'email']);
  const created = await apiAs(page).post<{ id: string }>('/api/journeys', {
    type: 'moving_house',
    name: 'Moving to Fitzroy',
    target_address: '3 Brunswick St, Fitzroy VIC 3065',
  });
  expect(created.status).toBe(201);

  // The journey type's PII fields: on failure the spec's message, an empty list, a usable page.
  await page.route('**/api/journey-pii-fields/*', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Oops.' } } }),
  );
  await page.goto(`/journeys/${created.body.id}`);
  await expectToast(page, MESSAGES.piiFetchFailed);
  await expect(page.getByText('No details listed for this journey type.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Moving to Fitzroy' })).toBeVisible();
  await page.unroute('**/api/journey-pii-fields/*');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Moving to Fitzroy' })).toBeVisible();
  const changes = page.getByRole('region', { name: 'Overall progress' }).getByRole('list');
  await expect(changes).toContainText('Billing address');
  await expect(changes).toContainText('Post code');
  await expectOverallProgress(page, 0, '2 waiting');
  await expectNoAxeViolations(page);

  // The to-do: what to change, the value to copy, and what else to check.
  const alpha = await openJourneyCompany(page, 'Alpha Energy');
  await expect(alpha).toContainText('Not sent yet');
  await expect(alpha).toContainText('Update your address with Alpha Energy.');
  await expect(alpha).toContainText('3 Brunswick St, Fitzroy VIC 3065');
  await expect(alpha).toContainText('Also check: Post code');
  await alpha.getByRole('button', { name: 'Copy new address' }).click();
  await expect(alpha.getByRole('status').filter({ hasText: 'Copied' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '3 Brunswick St, Fitzroy VIC 3065',
  );

  // Fields to update are switches that stick.
  const email = alpha.getByRole('switch', { name: 'Email' });
  await email.click();
  await expect(email).toBeChecked();
  await expect(alpha).toContainText('Update your address and email with Alpha Energy.');
  await expect(alpha).toContainText('No new email is recorded for this journey');
  await alpha.getByRole('switch', { name: 'Address' }).click();
  await expect(alpha).toContainText('Update your email with Alpha Energy.');

  // Priority.
  await alpha.getByRole('combobox', { name: 'Priority for Alpha Energy' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await expect(alpha.getByText('High priority')).toBeVisible();

  await page.reload();
  await openJourneyCompany(page, 'Alpha Energy');
  await expect(alpha.getByRole('switch', { name: 'Email' })).toBeChecked();
  await expect(alpha.getByRole('switch', { name: 'Address' })).not.toBeChecked();
  await expect(alpha.getByText('High priority')).toBeVisible();

  // Marking to-dos done moves the progress.
  await alpha.getByRole('checkbox', { name: /Mark as done/ }).click();
  await expectOverallProgress(page, 50, '1 done by you · 1 waiting');
  await expect(alpha.getByText('Done by you (not confirmed by the company)')).toBeVisible();
  await (
    await openJourneyCompany(page, 'Beta Bank')
  )
    .getByRole('checkbox', { name: /Mark as done/ })
    .click();
  await expectOverallProgress(page, 100, '2 done by you');
  await page.reload();
  await expectOverallProgress(page, 100, '2 done by you');

  // Undo one, then remove it from the journey (with a confirmation) and add it back.
  const beta = await openJourneyCompany(page, 'Beta Bank');
  await beta.getByRole('checkbox', { name: /Mark as done/ }).click();
  await expectOverallProgress(page, 50, '1 done by you · 1 waiting');
  await beta.getByRole('button', { name: 'Remove Beta Bank from this journey' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Beta Bank from this journey?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Beta Bank removed from this journey');
  await expect(beta).toHaveCount(0);
  await expectOverallProgress(page, 100, '1 done by you');

  await page.getByRole('button', { name: 'Add companies' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add companies to this journey' });
  await add.getByRole('checkbox', { name: /Beta Bank/ }).click();
  await expectNoAxeViolations(page);
  await add.getByRole('button', { name: 'Add 1 company' }).click();
  await expect(add).toBeHidden();
  await expect(journeyCompany(page, 'Beta Bank')).toBeVisible();
  await expectOverallProgress(page, 50, '1 done by you · 1 waiting');

  // My Journeys shows the same progress.
  await page.goto('/app/journeys');
  const card = page.getByRole('article', { name: 'Moving to Fitzroy' });
  await expect(card).toContainText('1 of 2 done');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await expect(card).toContainText('Active');
  await expectNoAxeViolations(page);

  // Edit, complete and archive.
  await card.getByRole('link', { name: 'Moving to Fitzroy' }).click();
  await page.getByRole('button', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit journey' });
  await edit.getByLabel('Journey name').fill('Moving to Collingwood');
  await edit.getByLabel('Moving day (optional)').fill('2027-04-01');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Journey updated');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Moving to Collingwood' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Mark journey complete' }).click();
  await expectToast(page, 'Journey completed');
  await expect(page.getByRole('button', { name: 'Reopen journey' })).toBeVisible();
  await page.getByRole('button', { name: 'Archive' }).click();
  await page
    .getByRole('alertdialog', { name: 'Archive this journey?' })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expectToast(page, 'Journey archived');
  await expect(page.getByRole('button', { name: 'Restore journey' })).toBeVisible();

  await page.goto('/app/journeys');
  await expect(page.getByRole('article', { name: 'Moving to Collingwood' })).toContainText(
    'Archived',
  );
});

test('the journey page is usable at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUp(page, 'narrow');
  await addCustomFootprint(page, 'A company with a rather long name that must wrap', ['address']);
  const created = await apiAs(page).post<{ id: string }>('/api/journeys', {
    type: 'moving_house',
    name: 'Moving somewhere with a long name to see that it wraps nicely',
    target_address: '1234 A Very Long Street Name Avenue, Suburbia Heights VIC 3999',
  });
  await expectNoHorizontalOverflow(page, [
    `/journeys/${created.body.id}`,
    '/app/journeys',
    '/footprints',
  ]);
});
