import { readFileSync } from 'node:fs';

import { apiAs } from './support/api';
import { expectNoHorizontalOverflow } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signInAsAdmin } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 60_000 });

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const HEADER =
  'slug,name,category,footprint_tags,data_collection_items,website,account_settings_url,contact_email,contact_email_source,contact_email_checked_on,logo_url,contact_email_purpose,web_form_url,web_form_purpose,web_form_source,web_form_checked_on,postal_recipient,postal_organisation,postal_line1,postal_line2,postal_suburb,postal_state,postal_postcode,postal_address_source,postal_address_checked_on,phone,phone_hours,phone_source,phone_checked_on,required_documents';

type BrandPage = { items: { id: string; name: string; category: string; slug: string }[] };
const firstBrandId = (res: { body: BrandPage }) => res.body.items[0]!.id;

test('an admin adds a brand, edits it and sees it in the directory people search; imports and exports', async ({
  page,
}) => {
  await signInAsAdmin(page, 'brands');
  // The logo's host answers with a tiny image (no request leaves the machine).
  await page.route('https://logos.e2e.test/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: PNG_1X1 }),
  );
  const stamp = Date.now().toString(36);
  const name = `Kettle Power ${stamp}`;
  const renamed = `Kettle Water ${stamp}`;

  await page.goto('/admin/brands');
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  const directory = page.getByRole('region', { name: 'Directory' });
  await expect(directory.getByRole('table', { name: 'Brands in the directory' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Add a brand: the form checks the contact address needs its source page.
  await directory.getByRole('button', { name: 'Add brand' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a brand' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Energy', exact: true }).click();
  await dialog.getByLabel('Tags').fill('electricity, Smart Meter');
  await dialog.getByRole('checkbox', { name: 'Email', exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Address', exact: true }).click();
  await dialog.getByLabel('Website').fill('https://kettle.e2e.test');
  await dialog.getByLabel('Contact email').fill('privacy@kettle.e2e.test');
  await dialog.getByLabel('Logo URL').fill('https://logos.e2e.test/kettle.png');
  await expect(dialog.getByRole('img', { name: `${name}'s logo` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add brand' }).click();
  await expect(
    dialog.getByText('Give the brand’s page that publishes this address.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Source page', { exact: true })).toBeFocused();
  await dialog.getByLabel('Source page', { exact: true }).fill('https://kettle.e2e.test/privacy');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add brand' }).click();
  await expectToast(page, 'Brand added', name);

  // Find it, edit its name and category.
  await directory.getByLabel('Search brands').fill(stamp);
  const row = directory.getByRole('row').filter({ hasText: stamp });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`kettle-power-${stamp}`);
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(dialog.getByLabel('Tags')).toHaveValue('electricity, smart-meter');
  await expect(dialog.getByRole('checkbox', { name: 'Email', exact: true })).toBeChecked();
  await dialog.getByLabel('Name', { exact: true }).fill(renamed);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Water', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save brand' }).click();
  await expectToast(page, 'Brand saved', renamed);
  await expect(row).toContainText(renamed);
  await expect(row).toContainText('Water');

  // The documents it requires: its category's default until it has its own rule.
  await row.getByRole('button', { name: `Documents ${renamed} requires` }).click();
  dialog = page.getByRole('dialog', { name: `Documents ${renamed} requires` });
  const deathFieldset = dialog.getByRole('group', { name: 'Notification of death' });
  const sameAsCategory = deathFieldset.getByRole('checkbox', { name: /^Same as its category/ });
  await expect(sameAsCategory).toBeChecked();
  await expect(deathFieldset).toContainText('Same as its category: Death certificate');
  await sameAsCategory.click();
  await deathFieldset
    .getByRole('checkbox', { name: 'Proof of authority (by the person’s role)' })
    .click();
  await expect(
    deathFieldset.getByRole('checkbox', { name: 'Death certificate', exact: true }),
  ).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save documents' }).click();
  await expectToast(page, 'Required documents saved', renamed);
  const rules = await apiAs(page).get<{ rules: { kind: string; document_types: string[] }[] }>(
    `/api/admin/brands/${firstBrandId(await apiAs(page).get<BrandPage>(`/api/brands?q=${encodeURIComponent(renamed)}`))}/documents`,
  );
  expect(rules.body.rules).toEqual([
    { kind: 'notification_of_death', document_types: ['death_certificate', 'authority'] },
  ]);

  // Each category's defaults, on the same page.
  const defaults = page.getByRole('region', { name: 'Document defaults' });
  await defaults.getByRole('button', { name: 'Edit the documents Water requires' }).click();
  dialog = page.getByRole('dialog', { name: 'Documents Water requires' });
  await expect(
    dialog
      .getByRole('group', { name: 'Notification of death' })
      .getByRole('checkbox', { name: 'Death certificate', exact: true }),
  ).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The directory people search (as this admin) shows the change.
  const { status, body } = await apiAs(page).get<BrandPage>(
    `/api/brands?q=${encodeURIComponent(renamed)}`,
  );
  expect(status).toBe(200);
  expect(body.items.map((b) => [b.name, b.category, b.slug])).toEqual([
    [renamed, 'water', `kettle-power-${stamp}`],
  ]);

  // An import with one bad row imports nothing and names the row and field.
  await directory.getByRole('button', { name: 'Import' }).click();
  dialog = page.getByRole('dialog', { name: 'Import brands' });
  await dialog.getByLabel('File (CSV or JSON)').setInputFiles({
    name: 'brands.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        HEADER,
        `,Good Import ${stamp},retail,loyalty,email,,,,,,`,
        `,Bad Import ${stamp},pets,,email,,,,,,`,
      ].join('\n'),
    ),
  });
  await expect(dialog.getByRole('alert')).toContainText(
    'Nothing was imported: 1 problem in 1 row.',
  );
  const problems = dialog.getByRole('table', { name: 'Problems in the file, by row' });
  await expect(problems.getByRole('row').nth(1)).toHaveText(/3\s*category\s*Choose a category\./);
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Fixed, the file checks out and imports.
  await dialog.getByLabel('File (CSV or JSON)').setInputFiles({
    name: 'brands.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, `,Good Import ${stamp},retail,loyalty,email,,,,,,`].join('\n')),
  });
  await expect(dialog.getByRole('status')).toContainText('1 to add, 0 to change, 0 unchanged.');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expectToast(page, 'Brands imported', '1 added, 0 changed, 0 unchanged.');
  await expect(directory.getByRole('row').filter({ hasText: `Good Import ${stamp}` })).toHaveCount(
    1,
  );

  // Export what the search shows, as CSV.
  const download = page.waitForEvent('download');
  await directory.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^brands-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await file.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(HEADER);
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[1])
      .sort(),
  ).toEqual([`Good Import ${stamp}`, renamed].sort());

  // Delete the imported brand (nothing uses it), after confirming.
  await directory
    .getByRole('row')
    .filter({ hasText: `Good Import ${stamp}` })
    .getByRole('button', { name: `Delete Good Import ${stamp}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete brand' }).click();
  await expectToast(page, 'Brand deleted', `Good Import ${stamp}`);
  await expect(directory.getByRole('row').filter({ hasText: `Good Import ${stamp}` })).toHaveCount(
    0,
  );

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page, ['/admin/brands']);
  await expectNoAxeViolations(page);
});
