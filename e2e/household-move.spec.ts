import type { Page } from '@playwright/test';

import { apiAs } from './support/api';
import { brandIdByName, chooseOption, journeyCompany } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { createUser, signInByApi, signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 60_000 });

const ADDRESS = '8 Rathdowne St, Carlton North VIC 3054';
// A directory brand that publishes a contact address (in the e2e server: the dev mailbox).
const COMPANY = { name: 'Powershop', email: 'info@powershop.com.au' };
const PARTNER_NAME = 'Sam Partner';

/** Axe at desktop and phone widths, back to desktop after. */
async function expectAxeCleanAtBothWidths(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Company mails sent after `after` (the dev mailbox, newest first). */
async function companyMailsAfter(page: Page, after: number) {
  const response = await page.request.get(
    `/dev/mailbox?format=json&to=${encodeURIComponent(COMPANY.email)}`,
  );
  const { messages } = (await response.json()) as {
    messages: { subject: string; text: string; created_at: string }[];
  };
  return messages.filter(
    (m) => /Change of address/.test(m.subject) && Date.parse(m.created_at) >= after,
  );
}

test('A Moving Home walk with a partner: a joint-account company waits until both approve, then gets one request naming both', async ({
  page,
  browser,
}) => {
  const owner = await signUp(page, 'household-owner');
  const ownerName = `${owner.firstName} ${owner.lastName}`;
  const api = apiAs(page);
  const brandId = await brandIdByName(page, COMPANY.name);
  expect((await api.post('/api/footprints', { brandIds: [brandId] })).status).toBe(201);
  const journey = await api.post<{ id: string }>('/api/journeys', {
    type: 'moving_house',
    name: 'Moving to Carlton North',
    target_address: ADDRESS,
    moving_date: '2027-06-01',
  });
  expect(journey.status).toBe(201);
  const journeyPath = `/journeys/${journey.body.id}`;

  // The owner adds their partner by email: an invitation goes out.
  await page.goto(journeyPath);
  const household = page.getByRole('region', { name: 'Household' });
  await expect(household.getByText('Nobody is listed in your household yet.')).toBeVisible();
  await household.getByLabel('Name').fill(PARTNER_NAME);
  await chooseOption(page, 'Relationship', 'Partner');
  const partner = await createUser({ label: 'household-partner' });
  await household.getByLabel('Email address').fill(partner.email);
  await household.getByRole('button', { name: 'Add to household' }).click();
  await expectToast(page, `Invitation sent to ${PARTNER_NAME}`);
  await expect(household.getByRole('listitem').filter({ hasText: PARTNER_NAME })).toContainText(
    'Invitation sent',
  );
  await expectAxeCleanAtBothWidths(page);

  // The partner (an account of their own) accepts from the dev mailbox link.
  const invitation = await waitForMail(page.request, partner.email, /household move/);
  const partnerContext = await browser.newContext();
  const partnerPage = await partnerContext.newPage();
  await signInByApi(partnerPage.request, partner);
  await partnerPage.goto(linkIn(invitation));
  await expect(
    partnerPage.getByRole('heading', { level: 1, name: 'Invitation to a household move' }),
  ).toBeVisible();
  await expect(partnerPage.getByRole('region', { name: 'The invitation' })).toContainText(
    'Accepting gives you a journey of your own for the same move',
  );
  await partnerPage.getByRole('button', { name: 'Accept invitation' }).click();
  // Accepting starts the partner's own Moving Home journey for the same move, and opens it.
  await expectToast(partnerPage, 'You joined the household move');
  await expect(
    partnerPage.getByRole('heading', { level: 1, name: 'Moving to Carlton North' }),
  ).toBeVisible();
  let partnerJourney: { id: string; type: string } | undefined;
  await expect
    .poll(async () => {
      const { body } = await apiAs(partnerPage).get<{ items: { id: string; type: string }[] }>(
        '/api/journeys',
      );
      partnerJourney = body.items.find((j) => j.type === 'moving_house');
      return Boolean(partnerJourney);
    })
    .toBe(true);
  await expect(partnerPage).toHaveURL(`/journeys/${partnerJourney!.id}`);

  // The owner marks the company joint with the partner, who has joined.
  await page.reload();
  await expect(household.getByRole('listitem').filter({ hasText: PARTNER_NAME })).toContainText(
    'Joined',
  );
  const row = journeyCompany(page, COMPANY.name);
  await row.getByRole('checkbox', { name: `Joint account with ${PARTNER_NAME}` }).click();
  await expectToast(page, `${COMPANY.name}: joint account with ${PARTNER_NAME}`);
  await expect(
    row.getByRole('checkbox', { name: `Joint account with ${PARTNER_NAME}` }),
  ).toBeChecked();

  // The owner approves: the company gets nothing yet, the row says who it waits for.
  await page.getByRole('link', { name: 'Review and send' }).click();
  const approvedAt = Date.now();
  await page.getByRole('button', { name: /^Approve and send/ }).click();
  await expect(page).toHaveURL(journeyPath);
  await expect(row).toContainText(`Waiting for ${PARTNER_NAME} to approve`);
  await expectAxeCleanAtBothWidths(page);

  // The partner sees it on their own journey and approves.
  await partnerPage.goto(`/journeys/${partnerJourney!.id}`);
  const toApprove = partnerPage.getByRole('region', { name: 'Joint accounts to approve' });
  await expect(toApprove).toContainText(
    `Joint with ${ownerName}: ${COMPANY.name} — waiting for your approval`,
  );
  await expectAxeCleanAtBothWidths(partnerPage);
  expect(await companyMailsAfter(page, approvedAt - 1000)).toEqual([]);
  await toApprove.getByRole('button', { name: `Approve the update to ${COMPANY.name}` }).click();
  await expectToast(partnerPage, `You approved the update to ${COMPANY.name}`);
  await expect(toApprove).toBeHidden();

  // One request, naming both, reaches the company.
  const mail = await waitForMail(page.request, COMPANY.email, /Change of address/, {
    after: approvedAt - 1000,
  });
  expect(mail.text).toContain(
    `This request is for ${ownerName} and ${PARTNER_NAME}, who hold this account jointly.`,
  );
  expect(mail.text).toContain(ADDRESS);
  await expect.poll(async () => (await companyMailsAfter(page, approvedAt - 1000)).length).toBe(1);
  await page.reload();
  await expect(row).not.toContainText('Waiting for');
  await partnerContext.close();
});
