import type { AdminAnalytics } from '@updately/shared/admin-analytics-api';
import {
  DONE_BY_YOU,
  TO_DO_YOU,
  confirmedBy,
  progressSummary,
} from '@updately/shared/update-attestation';
import type { JourneyReview, UpdateRequestList } from '@updately/shared/updates-api';
import type { Browser, Page } from '@playwright/test';

import { apiAs } from './support/api';
import { addCustomFootprint, brandIdByName } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { signInAsAdmin, signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 60_000 });

// Issue 23: a self-attested "done" is never "confirmed", a checklist never has a "Sent" time, and
// the company confirmation rate counts only what companies confirmed.
const EMAILED = 'Origin Energy';
const DONE = 'Corner Bakery Loyalty';
const CHECKLIST_COMPANY = 'Brunswick Climbing Gym';
// The walk's company answered from headless Chromium on Linux.
const COMPANY_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.7560.0 Safari/537.36';

/** A journey of three companies: one confirms by its email link, one checklist is marked done
 * by the person, one checklist is still to do. Answers the journey id. */
async function journeyOfThree(page: Page, browser: Browser) {
  await signUp(page, 'proof');
  const api = apiAs(page);
  const brandIds = [await brandIdByName(page, EMAILED)];
  expect((await api.post('/api/footprints', { brandIds })).status).toBe(201);
  await addCustomFootprint(page, DONE, ['address']);
  await addCustomFootprint(page, CHECKLIST_COMPANY, ['address']);
  const journey = await api.post<{ id: string }>('/api/journeys', {
    type: 'moving_house',
    name: 'Moving to Brunswick',
    target_address: '7 Sydney Road, Brunswick VIC 3056',
    moving_date: '2027-05-02',
  });
  expect(journey.status).toBe(201);
  const id = journey.body.id;
  const review = await api.get<JourneyReview>(`/api/journeys/${id}/review`);
  const sentAfter = Date.now();
  const approved = await api.post<UpdateRequestList>(`/api/journeys/${id}/updates`, {
    consent_version: review.body.consent.version,
    companies: review.body.companies.map((c) => ({
      footprint_id: c.footprint_id,
      fields: ['address'],
    })),
  });
  expect(approved.status).toBe(201);
  const emailed = approved.body.items.find((r) => r.company_name === EMAILED)!;
  expect(emailed.channel).toBe('email');

  const mail = await waitForMail(page.request, emailed.destination!, /Change of address/, {
    after: sentAfter - 1000,
  });
  const company = await browser.newContext({ userAgent: COMPANY_BROWSER });
  const companyPage = await company.newPage();
  await companyPage.goto(/^Updated: (\S+)$/m.exec(mail.text)![1]!);
  await companyPage.getByRole('button', { name: "Confirm: we've updated the records" }).click();
  await expect(companyPage.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await company.close();

  const done = approved.body.items.find((r) => r.company_name === DONE)!;
  await expect
    .poll(async () => (await api.post(`/api/updates/${done.id}/done`, {})).status)
    .toBe(200);
  return id;
}

test('the proof leads with who did what: confirmed by the company apart from done by you, no "Sent" for a checklist, on screen and in print', async ({
  page,
  browser,
}) => {
  const id = await journeyOfThree(page, browser);
  await page.goto(`/journeys/${id}/proof`);
  await expect(page.getByRole('heading', { level: 1, name: 'Proof of update' })).toBeVisible();
  const progress = progressSummary({ confirmed: 1, doneByYou: 1, waiting: 1 });

  const check = async () => {
    await expect(page.getByTestId('proof-progress')).toHaveText(progress);
    const summary = page.getByRole('table', { name: 'Summary: who did what, for each company' });
    const row = (name: string) => summary.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row(EMAILED)).toContainText(confirmedBy(EMAILED));
    await expect(row(DONE)).toContainText(DONE_BY_YOU);
    await expect(row(DONE)).toContainText('Marked done by you');
    await expect(row(DONE)).not.toContainText(/Confirmed|Sent/);
    await expect(row(CHECKLIST_COMPANY)).toContainText(TO_DO_YOU);
    await expect(row(CHECKLIST_COMPANY)).toContainText('Checklist ready');
    await expect(row(CHECKLIST_COMPANY)).not.toContainText('Sent');

    const details = (name: string) => page.getByRole('region', { name, exact: true });
    await expect(details(EMAILED)).toContainText('Sent by Updately');
    await expect(details(EMAILED)).toContainText('using Headless Chrome 156 on Linux');
    for (const name of [DONE, CHECKLIST_COMPANY]) {
      await expect(details(name)).toContainText('Checklist ready');
      await expect(details(name)).not.toContainText('Sent by Updately');
    }
    await expect(details(DONE)).toContainText(DONE_BY_YOU);
    await expect(details(DONE)).toContainText('To find your account');
    await expect(page.locator('body')).not.toContainText('HeadlessChrome/');
    await expect(page.locator('body')).not.toContainText('Mozilla/5.0');
  };

  await check();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.emulateMedia({ media: 'print' });
  await check();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to the journey' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.setViewportSize({ width: 375, height: 800 });
  await check();
});

test('the admin dashboard counts only company confirmations in the confirmation rate, and self-attested and checklists on their own', async ({
  page,
  browser,
}) => {
  const person = await browser.newContext();
  await journeyOfThree(await person.newPage(), browser);
  await person.close();

  await signInAsAdmin(page, 'analytics-truth');
  const load = page.waitForResponse((r) => r.url().includes('/api/admin/analytics?'));
  await page.goto('/admin');
  const figures = (await (await load).json()) as AdminAnalytics;
  const sum = (pick: (r: AdminAnalytics['updateRequests'][number]) => boolean) =>
    figures.updateRequests.filter(pick).reduce((n, r) => n + r.count, 0);
  const byCompany = sum((r) => r.completedBy === 'company');
  const byPerson = sum((r) => r.completedBy === 'person');
  expect(byCompany).toBeGreaterThanOrEqual(1);
  expect(byPerson).toBeGreaterThanOrEqual(1);

  const channels = figures.confirmationByChannel;
  const confirmed = channels.reduce((n, c) => n + c.confirmed, 0);
  const sent = channels.reduce((n, c) => n + c.sent, 0);
  // The numerator is the company's confirmations, and nothing the person marked done.
  expect(confirmed).toBe(byCompany);
  expect(channels.reduce((n, c) => n + c.doneByPerson, 0)).toBe(byPerson);
  const manual = channels.find((c) => c.channel === 'manual')!;
  expect(manual).toMatchObject({ sent: 0, confirmed: 0, rate: null });
  expect(manual.checklists).toBeGreaterThanOrEqual(2);

  const stat = (term: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByText(term, { exact: true }) })
      .locator('dd');
  const rate = Math.round((confirmed / sent) * 1000) / 10;
  await expect(stat('Company confirmation rate').first()).toHaveText(
    `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`,
  );
  await expect(
    page.getByText(`${confirmed} confirmed by the company of ${sent} sent to companies`),
  ).toBeVisible();
  await expect(stat('Done by the person').first()).toHaveText(
    String(channels.reduce((n, c) => n + c.doneByPerson, 0)),
  );
  await expect(stat('Checklists').first()).toHaveText(
    String(channels.reduce((n, c) => n + c.checklists, 0)),
  );
  await expect(page.getByText('Confirmation rate', { exact: true })).toHaveCount(0);

  const table = page.getByRole('table', {
    name: 'Confirmation rate and median time to confirm, by channel',
  });
  const manualRow = table.getByRole('row', { name: /^You update it/ });
  await expect(manualRow.getByRole('cell')).toHaveText([
    'You update it',
    '0',
    '0',
    '—',
    '—',
    String(manual.checklists),
    String(manual.doneByPerson),
  ]);
  await page.getByText('Update requests by channel and status as a table').click();
  const states = page.getByRole('table', { name: 'Update requests by channel and status' });
  await expect(
    states.getByRole('row', { name: /^You update it Done by the person/ }),
  ).toBeVisible();
  await expect(states.getByRole('row', { name: /^You update it Confirmed/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
