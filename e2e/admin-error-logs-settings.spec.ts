import type { Page } from '@playwright/test';
import type { AdminSettings } from '@updately/shared/admin-settings-api';
import { JOURNEY_TYPE_LABELS } from '@updately/shared/journey-types';

import { apiAs, baseURL } from './support/api';
import { expectNoHorizontalOverflow } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signInAsAdmin } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 60_000 });

// With a link in it, as a phishing report would have: the admin page shows it as text.
const PHISHING_URL = 'https://updately-support.example/verify';
const DELIBERATE = `Deliberate e2e error: admins must re-verify at ${PHISHING_URL}`;
const UNVERIFIED = 'reported by a browser, unverified';

/** Throws an uncaught error in the page, as a bug would; the reporter sends it. */
async function throwInPage(page: Page) {
  const reported = page.waitForResponse(
    (r) => r.url().endsWith('/api/client-errors') && r.request().method() === 'POST',
  );
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, DELIBERATE);
  expect((await reported).status()).toBe(204);
}

/** The deliberate error is the test's, not a problem of the page. */
function forgiveDeliberate(problems: string[]) {
  for (let i = problems.length - 1; i >= 0; i--) {
    if (problems[i]!.includes(DELIBERATE)) problems.splice(i, 1);
  }
}

function put(page: Page, path: string, data: unknown) {
  return page.request.fetch(path, { method: 'PUT', data, headers: { origin: baseURL } });
}

test('errors: a client error is grouped with its count, resolved, and reopened when it recurs', async ({
  page,
  pageProblems,
}) => {
  await signInAsAdmin(page, 'errors');
  // The app is up (and its error reporter listening) once the page has its heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await throwInPage(page);
  forgiveDeliberate(pageProblems);

  await page.goto('/admin/error-logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Error Logs' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Error groups, most recently seen first' });
  const row = table.getByRole('row').filter({ hasText: DELIBERATE });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Web app');
  await expect(row).toContainText(UNVERIFIED);
  await expect(row.getByRole('link')).toHaveCount(0);
  // A retry of this test finds the group again: its count goes on from there.
  const count = Number(await row.getByRole('cell').nth(2).textContent());
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(row).toContainText(/Open|Reopened/);
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: new RegExp(DELIBERATE) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(dialog).toContainText(DELIBERATE);
  await expect(dialog.getByRole('heading', { name: 'Latest occurrences' })).toBeVisible();
  await expect(dialog.getByLabel('Stack trace').first()).toContainText(DELIBERATE);
  await expect(dialog).toContainText('/dashboard');
  await expect(dialog).toContainText('Uncaught error');
  await expect(dialog).toContainText(`Web app, ${UNVERIFIED}`);
  await expect(dialog.getByText(PHISHING_URL).first()).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expectToast(page, 'Error marked resolved');
  await expect(dialog.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The Open list no longer has it.
  await expect(row).toHaveCount(0);

  // The same error again (a new page load: the reporter sends each error once per load).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Error Logs' })).toBeVisible();
  await throwInPage(page);
  forgiveDeliberate(pageProblems);
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Reopened');
  await expect(row.getByRole('cell').nth(2)).toHaveText(String(count + 1));

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page, ['/admin/error-logs']);
  await expectNoAxeViolations(page);
  forgiveDeliberate(pageProblems);
});

test('settings: PII fields of a journey type reach a new journey, and the product name reaches the public footer', async ({
  page,
}) => {
  await signInAsAdmin(page, 'settings');
  const api = apiAs(page);
  // A type no other spec reads.
  const type = 'getting_hacked';
  const label = JOURNEY_TYPE_LABELS[type];
  const before = await api.get<{ fields: string[] }>(`/api/journey-pii-fields/${type}`);
  const settings = await api.get<AdminSettings>('/api/admin/settings');
  const display = settings.body.display.value;

  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'PII fields by journey type' })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // PII fields: Got Hacked now changes only the username and the biometric data.
    await page.getByRole('combobox', { name: 'Journey type' }).click();
    await page.getByRole('option', { name: label }).click();
    const pii = page.getByRole('form', { name: 'PII fields' });
    await expect(pii.getByRole('checkbox', { name: 'Password' })).toBeVisible();
    const checked = pii.getByRole('checkbox', { checked: true });
    while ((await checked.count()) > 0) await checked.first().click();
    await pii.getByRole('checkbox', { name: 'Username' }).click();
    await pii.getByRole('checkbox', { name: 'Biometric data' }).click();
    await expect(pii).toContainText('2 fields selected');
    await pii.getByRole('button', { name: 'Save PII fields' }).click();
    await expectToast(page, `PII fields saved for ${label}`, '2 fields');

    const journey = await api.post<{ id: string }>('/api/journeys', {
      type,
      name: 'Account recovery',
    });
    expect(journey.status).toBe(201);
    await page.goto(`/journeys/${journey.body.id}`);
    const changes = page.locator('div', {
      has: page.getByRole('heading', { name: 'What this journey changes' }),
    });
    await expect(changes.getByText('Biometric data', { exact: true })).toBeVisible();
    await expect(changes.getByText('Username', { exact: true })).toBeVisible();
    await expect(changes.getByText('Password', { exact: true })).toHaveCount(0);

    // Display: a new product name, a wrong ABN refused on the field.
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Display' });
    await form.getByLabel('ABN').fill('51 824 753 557');
    await form.getByRole('button', { name: 'Save display settings' }).click();
    await expect(
      form.getByText('This is not a valid ABN (its check digits do not add up).'),
    ).toBeVisible();
    await expect(form.getByLabel('ABN')).toBeFocused();
    await form.getByLabel('ABN').fill(display.abn);
    await form.getByLabel('Product name').fill('Updately Preview');
    await form.getByRole('button', { name: 'Save display settings' }).click();
    await expectToast(page, 'Display settings saved');
    await expectNoAxeViolations(page);

    // Documents: how long they are kept after a journey is completed.
    const documents = page.getByRole('form', { name: 'Documents' });
    const days = documents.getByLabel('Keep documents for (days after completion)');
    await days.fill('0');
    await documents.getByRole('button', { name: 'Save retention' }).click();
    await expect(documents.getByText('Documents are kept at least 1 day.')).toBeVisible();
    await expect(days).toBeFocused();
    await days.fill('45');
    await documents.getByRole('button', { name: 'Save retention' }).click();
    await expectToast(page, 'Document retention saved');
    expect((await api.get<AdminSettings>('/api/admin/settings')).body.documents.value).toEqual({
      retentionDays: 45,
    });

    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('Updately Preview · © ');

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page, ['/admin/settings']);
    await expectNoAxeViolations(page);
  } finally {
    // Other specs read the footer and these fields: put them back.
    expect((await put(page, '/api/admin/settings/display', display)).status()).toBe(200);
    const retention = settings.body.documents.value;
    expect((await put(page, '/api/admin/settings/documents', retention)).status()).toBe(200);
    const restored = await put(page, `/api/journey-pii-fields/${type}`, {
      fields: before.body.fields,
    });
    expect(restored.status()).toBe(200);
  }
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(`${display.appName} · © `);
});
