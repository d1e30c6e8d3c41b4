import { apiAs } from './support/api';
import { openJourneyCompany } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signInAsAdmin, signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 90_000 });

const SOURCE = 'https://postbox.e2e.test/privacy-policy';

test('a person suggests a postal address from the journey page; an admin approves it, the brand editor shows it and the coverage page counts it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const brandName = `Postbox Energy ${stamp}`;

  // The admin adds a brand the directory knows no way to reach.
  await signInAsAdmin(page, 'directory');
  const admin = apiAs(page);
  const created = await admin.post<{ id: string }>('/api/admin/brands', {
    name: brandName,
    category: 'energy',
    data_collection_items: ['email', 'address'],
  });
  expect(created.status).toBe(201);

  // A person with the brand on a Moving Home journey suggests its privacy officer's address.
  // On a phone-sized screen (375 px): the dialog fits and nothing scrolls sideways.
  const personContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const person = await personContext.newPage();
  await signUp(person, 'suggester');
  const api = apiAs(person);
  const footprint = await api.post<{ added: { id: string }[] }>('/api/footprints', {
    brandIds: [created.body.id],
  });
  expect(footprint.status).toBe(201);
  const journey = await api.post<{ id: string }>('/api/journeys', {
    type: 'moving_house',
    name: 'Moving to Hobart',
    target_address: '5 Salamanca Place, Hobart TAS 7000',
  });
  expect(journey.status).toBe(201);
  await api.post(`/api/journeys/${journey.body.id}/footprints`, {
    footprintIds: [footprint.body.added[0]!.id],
  });
  await person.goto(`/journeys/${journey.body.id}`);
  const company = await openJourneyCompany(person, brandName);
  await company.getByRole('button', { name: `Suggest how to reach ${brandName}` }).click();
  const dialog = person.getByRole('dialog', { name: `Suggest how to reach ${brandName}` });
  await dialog.getByRole('radio', { name: 'Postal address' }).click();
  const overflow = await person.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await dialog.getByLabel('Recipient (optional)').fill('Privacy Officer');
  await dialog.getByLabel('Organisation').fill('Postbox Energy Pty Ltd');
  await dialog.getByLabel('Address line 1').fill('GPO Box 77');
  await dialog.getByLabel('Suburb or town').fill('Hobart');
  await dialog.getByLabel('State').selectOption('TAS');
  await dialog.getByLabel('Postcode').fill('7001');
  // Where it was seen is required, on the company's own https page.
  await dialog.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(
    dialog.getByText(
      'Enter the address of the company’s page where you saw it, starting with https://.',
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel('Where you saw it')).toBeFocused();
  await expectNoAxeViolations(person);
  await dialog.getByLabel('Where you saw it').fill(SOURCE);
  await dialog.getByRole('button', { name: 'Send suggestion' }).click();
  await expectToast(person, 'Thank you: we will check your suggestion', brandName);
  await expect(dialog).toBeHidden();
  await personContext.close();

  // The admin finds it waiting in Admin › Brands and approves it.
  await page.goto('/admin/brands');
  const suggestions = page.getByRole('region', { name: 'Suggestions', exact: true });
  const row = suggestions.getByRole('row').filter({ hasText: brandName });
  await expect(row).toContainText('Postal address');
  await expect(row).toContainText('GPO Box 77');
  await expect(row).toContainText('HOBART TAS 7001');
  await expect(row.getByRole('link', { name: SOURCE })).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: `Approve the suggestion for ${brandName}` }).click();
  const confirm = page.getByRole('alertdialog', {
    name: `Add this postal address to ${brandName}?`,
  });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Suggestion approved', brandName);
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('by Ada Admin');

  // The brand editor shows the address, its source and today's date.
  const directory = page.getByRole('region', { name: 'Directory' });
  await directory.getByLabel('Search brands').fill(stamp);
  await directory.getByRole('button', { name: `Edit ${brandName}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit ${brandName}` });
  const postal = editor.getByRole('group', { name: 'Postal address for letters' });
  await expect(postal.getByLabel('Organisation')).toHaveValue('Postbox Energy Pty Ltd');
  await expect(postal.getByLabel('Address line 1')).toHaveValue('GPO Box 77');
  await expect(postal.getByRole('combobox', { name: 'State' })).toHaveValue('TAS');
  await expect(postal.getByLabel('Postal address source page')).toHaveValue(SOURCE);
  await expect(postal.getByLabel('Postal address checked on')).toHaveValue(
    new Date().toISOString().slice(0, 10),
  );
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Cancel' }).click();

  // The coverage page counts the brand under "Letter".
  const coverage = page.getByRole('region', { name: 'Coverage', exact: true });
  const table = coverage.getByRole('table', { name: 'Brands by best channel' });
  const letter = table.getByRole('row', { name: /^Letter/ });
  await expect(letter).toBeVisible();
  const count = Number(await letter.getByRole('cell').first().textContent());
  expect(count).toBeGreaterThan(0);
  await letter.getByText(/^Show \d+ brands?/).click();
  await expect(letter).toContainText(brandName);
  // A channel's brands come 100 at a time: "Show more" adds the next page (the checklist-only
  // brands are over 100 in the directory).
  const checklist = table.getByRole('row', { name: /^Checklist only/ });
  const total = Number(await checklist.getByRole('cell').first().textContent());
  expect(total).toBeGreaterThan(100);
  await checklist.getByText(/^Show \d+ brands/).click();
  const more = checklist.getByRole('button', {
    name: /^Show more brands reached by Checklist only/,
  });
  await expect(more).toHaveText(
    /^Show more brands reached by Checklist only \(100 of \d+ shown\)$/,
  );
  await more.click();
  await expect(checklist.getByRole('paragraph')).toContainText(/(, [^,]+){100}/);
  if (total > 200) {
    await expect(more).toHaveText(/\(200 of \d+ shown\)$/);
  } else {
    await expect(more).toBeHidden();
  }
  await expect(coverage).toContainText(/\d+ of \d+ brands can be reached in writing/);
  await expectNoAxeViolations(page);
});
