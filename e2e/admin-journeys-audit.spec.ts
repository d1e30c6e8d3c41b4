import { readFile } from 'node:fs/promises';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

import { apiPost, baseURL } from './support/api';
import { chooseOption, expectNoHorizontalOverflow } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { createUser, signInAsAdmin } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 90_000 });

const ADDRESS = 'Flat 4, 12 Lygon Street, Carlton VIC 3053';
const JOURNEY_NAME = 'Moving to Carlton';

/** A person with a Moving Home journey telling one company (approved), then archived. */
async function journeyOfSomeone(person: APIRequestContext) {
  const owner = await createUser({ signedInAs: person, label: 'journey-owner' });
  const post = async <T>(path: string, data: unknown, status = 201) => {
    const response = await apiPost(person, path, data);
    expect(response.status(), await response.text()).toBe(status);
    return (await response.json()) as T;
  };
  const footprint = await post<{ added: { id: string }[] }>('/api/footprints', {
    customBrandName: 'Harbour Gym',
    dataItems: ['email', 'address'],
  });
  const journey = await post<{ id: string }>('/api/journeys', {
    type: 'moving_house',
    name: JOURNEY_NAME,
    target_address: ADDRESS,
    moving_date: '2027-07-01',
  });
  // (A footprint added just before the journey starts is linked already: asking again is fine.)
  const link = await apiPost(person, `/api/journeys/${journey.id}/footprints`, {
    footprintIds: [footprint.added[0]!.id],
  });
  expect(link.ok(), await link.text()).toBe(true);
  await post(`/api/journeys/${journey.id}/updates`, {
    consent_version: '1.0',
    companies: [{ footprint_id: footprint.added[0]!.id, fields: ['address'] }],
  });
  const archive = await person.fetch(`/api/journeys/${journey.id}`, {
    method: 'PATCH',
    data: { status: 'archived' },
    headers: { origin: baseURL },
  });
  expect(archive.status()).toBe(200);
  return { owner, journeyId: journey.id };
}

function journeysTable(page: Page) {
  return page.getByRole('region', { name: 'Journeys, newest first' });
}

test('an admin filters journeys by type, opens one with its personal details masked, reveals them, and the reveal is in the audit log with a CSV to download', async ({
  page,
}) => {
  const person = await playwrightRequest.newContext({ baseURL });
  let journey: Awaited<ReturnType<typeof journeyOfSomeone>>;
  try {
    journey = await journeyOfSomeone(person);
  } finally {
    await person.dispose();
  }
  const { owner, journeyId } = journey;
  const short = journeyId.slice(0, 8);
  const maskedOwner = `${owner.email[0]}••••@e2e.test`;

  // The journeys admin finds it among the Moving Home journeys.
  await signInAsAdmin(page, 'journeys');
  await page.goto('/admin/journeys');
  await expect(page.getByRole('heading', { level: 1, name: 'Journeys' })).toBeVisible();
  await expect(journeysTable(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseOption(page, 'Type', 'Moving Home');
  const row = journeysTable(page)
    .getByRole('row')
    .filter({ hasText: `#${short}` });
  await expect(row).toContainText('Moving Home');
  await expect(row).toContainText('Archived');
  await expect(row).toContainText(maskedOwner);
  // A label without anything personal tells the journeys apart (issue 23), not a masked name.
  await expect(row).toContainText(/Moving Home, started .+, \d+ compan(y|ies)/);
  await expect(row).not.toContainText(owner.email);
  await expect(row).not.toContainText(JOURNEY_NAME);
  await chooseOption(page, 'Type', 'Graduation');
  await expect(
    journeysTable(page)
      .getByRole('row')
      .filter({ hasText: `#${short}` }),
  ).toHaveCount(0);
  await chooseOption(page, 'Type', 'Moving Home');

  // Its detail: masked, with the company and its update.
  await row.getByRole('button', { name: `View details of journey ${short}, Moving Home` }).click();
  const detail = page.getByRole('dialog', { name: `Moving Home journey #${short}` });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('Masked. Revealing them is recorded')).toBeVisible();
  await expect(detail).toContainText('F••••');
  await expect(detail).toContainText('••••-••-••');
  await expect(detail).toContainText(maskedOwner);
  await expect(detail).not.toContainText(ADDRESS);
  await expect(detail).not.toContainText(owner.email);
  const companies = detail.getByRole('region', { name: 'Companies and their update requests' });
  await expect(companies).toContainText('Harbour Gym');
  await expect(companies).toContainText('Manual (by the person)');
  await expect(companies).toContainText(/UPD-/);
  await expectNoAxeViolations(page);

  // Reveal: the values show, and say the reveal was recorded.
  await detail.getByRole('button', { name: 'Reveal personal details' }).click();
  await expect(detail.getByRole('status')).toContainText(
    'This reveal is recorded in the audit log',
  );
  await expect(detail).toContainText(ADDRESS);
  await expect(detail).toContainText('2027-07-01');
  await expect(detail).toContainText(JOURNEY_NAME);
  await expect(detail).toContainText(owner.email);
  await expectNoAxeViolations(page);
  await detail.getByRole('button', { name: 'Hide personal details' }).click();
  await expect(detail).not.toContainText(ADDRESS);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page, ['/admin/journeys']);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The audit admin finds the reveal by its action, with the fields it showed (not their values).
  await signInAsAdmin(page, 'audit');
  await page.goto('/admin/audit-logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Logs' })).toBeVisible();
  const entries = page.getByRole('region', { name: 'Audit entries, newest first' });
  await expect(entries).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseOption(page, 'Action', 'admin.journey.revealed');
  const reveal = entries.getByRole('row').filter({ hasText: journeyId });
  await expect(reveal).toHaveCount(1);
  await expect(reveal).toContainText('admin-journeys@e2e.test');
  await expect(reveal).toContainText('Journey');
  await reveal.getByText('Details', { exact: true }).click();
  await expect(reveal).toContainText(
    '["name","target_address","moving_date","owner_name","owner_email"]',
  );
  await expect(reveal).not.toContainText(ADDRESS);

  // Everything about the journey: the owner archiving it reads as a diff.
  await page.goto(`/admin/audit-logs?resource_id=${journeyId}`);
  await expect(page.getByText(`Resource ${journeyId}`)).toBeVisible();
  const archived = entries.getByRole('row').filter({ hasText: 'journey.status_change' });
  await expect(archived).toContainText(owner.email);
  await archived.getByText('1 change', { exact: true }).click();
  await expect(archived.getByRole('list', { name: 'Changes' }).getByRole('listitem')).toHaveText(
    /^status\s*Changed\s*Before: active\s*After: archived$/,
  );
  await expect(entries.getByRole('row').filter({ hasText: 'admin.journey.revealed' })).toHaveCount(
    1,
  );
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-logs-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'created_at,actor_email,actor_id,action,resource_type,resource_id,changes,old_values,new_values,metadata,ip_address,user_agent',
  );
  expect(lines.filter((line) => line.includes('admin.journey.revealed'))).toHaveLength(1);
  expect(csv).toContain('status: active → archived');
  // The journey's own entries hold its address: masked in the export as on the page.
  expect(csv).not.toContain(ADDRESS);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page, [`/admin/audit-logs?resource_id=${journeyId}`]);
  await expectNoAxeViolations(page);
});
