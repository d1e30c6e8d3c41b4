import { readFileSync } from 'node:fs';

import { apiAs } from './support/api';
import {
  addCustomFootprint,
  brandIdByName,
  journeyCompany,
  openJourneyCompany,
} from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 60_000 });

const ADDRESS = '27 Lygon St, Carlton VIC 3053';
// Directory brands that publish a contact address (the email channel writes to them; in the
// e2e server that is the dev mailbox, never a real company).
const ORIGIN = { name: 'Origin Energy', email: 'support@originenergy.com.au' };
// (ING's only published address is its complaints inbox: never a first request, issue 23; Beyond
// Bank is claimed by business-api-live's organisation, so it would be "connected" after it.)
const ING = { name: 'South East Water', email: 'support@sew.com.au' };

test('review and send a Moving Home journey, watch a company confirm by email link, download the proof', async ({
  page,
  browser,
}) => {
  await signUp(page, 'review');
  const api = apiAs(page);
  const brandIds = [await brandIdByName(page, ORIGIN.name), await brandIdByName(page, ING.name)];
  expect((await api.post('/api/footprints', { brandIds })).status).toBe(201);
  await addCustomFootprint(page, 'Corner Bakery Loyalty', ['address']);
  const journey = await api.post<{ id: string }>('/api/journeys', {
    type: 'moving_house',
    name: 'Moving to Carlton',
    target_address: ADDRESS,
    moving_date: '2027-05-02',
  });
  expect(journey.status).toBe(201);

  // The journey lists the three companies, none told yet.
  await page.goto(`/journeys/${journey.body.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Moving to Carlton' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: '3 companies have not been told yet' }),
  ).toBeVisible();
  await expect(journeyCompany(page, ORIGIN.name)).toContainText('Not sent yet');
  await expectNoAxeViolations(page);

  // Review and send: exactly what each gets, and how.
  await page.getByRole('link', { name: 'Review and send' }).click();
  await expect(page).toHaveURL(`/journeys/${journey.body.id}/review`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review and send' })).toBeVisible();
  await expect(page.getByText('Companies to tell (3 of 3 chosen)')).toBeVisible();
  await expect(page.getByText(`We email ${ORIGIN.email} on your behalf.`)).toBeVisible();
  await expect(
    page.getByText('Corner Bakery Loyalty takes no requests from us yet: you get a checklist'),
  ).toBeVisible();
  // How each is told, before the person commits.
  await expect(page.getByText('we email them')).toHaveCount(2);
  await expect(page.getByText('you update it; we guide you')).toHaveCount(1);
  await expect(page.getByText('If you approve: 2 sent for you · 1 to do yourself.')).toBeVisible();
  await expect(page.getByText(`New address: ${ADDRESS}`).first()).toBeVisible();
  await expect(page.getByText(/the date the change takes effect: Sunday 2 May 2027/)).toBeVisible();
  await page.getByRole('button', { name: `Add your customer number at ${ING.name}` }).click();
  await page.getByLabel(`Customer number at ${ING.name} (optional)`).fill('ING-55501');
  await expectNoAxeViolations(page);
  // Choosing none disables the approval; choosing all again enables it.
  await page.getByRole('button', { name: 'Choose none' }).click();
  await expect(page.getByRole('button', { name: /Approve and send/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Choose all' }).click();
  const sentAfter = Date.now();
  await page.getByRole('button', { name: 'Approve and send 3 updates' }).click();
  await expectToast(page, '2 sent for you · 1 to do yourself');
  await expect(page).toHaveURL(`/journeys/${journey.body.id}`);

  // The statuses move on their own (the realtime stream), the person's own to-do first.
  await expect(journeyCompany(page, ORIGIN.name)).toContainText('Sent by Updately');
  await expect(journeyCompany(page, ING.name)).toContainText('Sent by Updately');
  await expect(journeyCompany(page, 'Corner Bakery Loyalty')).toContainText('To do (you)');
  await expect(page.getByRole('button', { name: 'Your to-dos (1)' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Companies to update' }).getByRole('article').first(),
  ).toContainText('Corner Bakery Loyalty');

  // The company's email: the change, the reference, and a link that only shows a page.
  const mail = await waitForMail(page.request, ORIGIN.email, /Change of address/, {
    after: sentAfter - 1000,
  });
  expect(mail.text).toContain(ADDRESS);
  const reference = /Reference: (UPD-\S+)/.exec(mail.text)![1]!;
  const updatedLink = /^Updated: (\S+)$/m.exec(mail.text)![1]!;
  const ingMail = await waitForMail(page.request, ING.email, /Change of address/, {
    after: sentAfter - 1000,
  });
  expect(ingMail.text).toContain('Customer number: ING-55501');

  const companyContext = await browser.newContext();
  const companyPage = await companyContext.newPage();
  await companyPage.goto(updatedLink);
  await expect(
    companyPage.getByRole('heading', { level: 1, name: 'Confirm the update' }),
  ).toBeVisible();
  await expect(companyPage.getByText(reference)).toBeVisible();
  await expectNoAxeViolations(companyPage);
  // Opening the link changed nothing.
  await expect(journeyCompany(page, ORIGIN.name)).toContainText('Sent');
  await companyPage.getByLabel('Your name or team (optional)').fill('Sam, Customer Care');
  await companyPage.getByRole('button', { name: "Confirm: we've updated the records" }).click();
  await expect(companyPage.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await companyContext.close();

  // The person's open page hears it at once.
  await expectToast(page, `${ORIGIN.name} confirmed your update`);
  await expect(journeyCompany(page, ORIGIN.name)).toContainText(`Confirmed by ${ORIGIN.name}`);
  await expect(page.getByRole('region', { name: 'Overall progress' })).toContainText(
    '1 confirmed by the company · 2 waiting',
  );
  const origin = await openJourneyCompany(page, ORIGIN.name);
  await expect(origin).toContainText(`${ORIGIN.name} confirmed the change (Sam, Customer Care)`);
  await expect(origin).toContainText(reference);
  await expectNoAxeViolations(page);

  // The person's own to-do, marked done (self-attested).
  const bakery = await openJourneyCompany(page, 'Corner Bakery Loyalty');
  await expect(bakery.getByRole('button', { name: 'Copy new address' })).toBeVisible();
  await bakery.getByRole('button', { name: 'Mark as done: Corner Bakery Loyalty' }).click();
  await expectToast(page, 'Corner Bakery Loyalty marked as done');
  await expect(journeyCompany(page, 'Corner Bakery Loyalty')).toContainText(
    'Done by you (not confirmed by the company)',
  );
  await expect(page.getByRole('region', { name: 'Overall progress' })).toContainText(
    '1 confirmed by the company · 1 done by you · 1 waiting',
  );

  // Cancelling ING asks first, then tells ING to disregard it.
  const ing = await openJourneyCompany(page, ING.name);
  await ing.getByRole('button', { name: `Cancel update to ${ING.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Cancel the update to ${ING.name}?` });
  await expect(confirm).toContainText('we will tell them to disregard it');
  await confirm.getByRole('button', { name: 'Cancel update' }).click();
  await expectToast(page, `Update to ${ING.name} cancelled`);
  await expect(journeyCompany(page, ING.name)).toContainText('Cancelled');
  await waitForMail(page.request, ING.email, /^Cancelled:/, { after: sentAfter - 1000 });

  // The proof of update, printable and downloadable.
  await page.getByRole('link', { name: 'Proof of update' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Proof of update' })).toBeVisible();
  const originProof = page.getByRole('region', { name: ORIGIN.name });
  await expect(originProof).toContainText(reference);
  await expect(originProof).toContainText(
    `Sam, Customer Care using the link sent to ${ORIGIN.email}`,
  );
  // Issue 23: the person's own "done" is theirs, never the company's confirmation.
  const bakeryProof = page.getByRole('region', { name: 'Corner Bakery Loyalty' });
  await expect(bakeryProof).toContainText('Done by you (not confirmed by the company)');
  await expect(bakeryProof).toContainText('You (self-attested, not confirmed by the company)');
  await expect(bakeryProof).not.toContainText('Sent by Updately');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^proof-of-update-.*\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^Company,Who did what,Completed by,Channel,/);
  expect(csv).toContain(reference);
  expect(csv).toContain('Sam, Customer Care using the link');

  // Privacy & Security lists each approval.
  await page.goto('/privacy');
  const approvals = page.getByRole('region', { name: 'Companies you asked us to tell' });
  await expect(approvals).toContainText(ORIGIN.name);
  await expect(approvals).toContainText('Corner Bakery Loyalty');
  const digest = page.getByRole('switch', { name: 'Daily summary of your updates' });
  await expect(digest).toBeChecked();
  await digest.click();
  await expectToast(page, 'Daily summary turned off');
  await expect(digest).not.toBeChecked();
  await expectNoAxeViolations(page);
});
