import { ActionCounter } from './support/action-counter';
import { apiAs } from './support/api';
import {
  brandIdByName,
  expectNoHorizontalOverflow,
  journeyCompany,
  openJourneyCompany,
} from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { pdfText } from './support/document-walk';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { printAndPostAllLetters } from './support/letters';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 60_000 });

const ADDRESS = '27 Lygon St, Carlton VIC 3053';
// A directory brand reachable in writing only by post: its privacy officer's address.
const BY_POST = { name: 'PayPal', addressLine: 'GPO Box 351', town: 'SYDNEY NSW 2001' };

test('a letter company: download all letters, post them, the company confirms by the letter URL', async ({
  page,
  browser,
}) => {
  await signUp(page, 'letters');
  const api = apiAs(page);
  const brandIds = [await brandIdByName(page, BY_POST.name)];
  expect((await api.post('/api/footprints', { brandIds })).status).toBe(201);
  const journey = await api.post<{ id: string }>('/api/journeys', {
    type: 'moving_house',
    name: 'Moving to Carlton',
    target_address: ADDRESS,
    moving_date: '2027-05-02',
  });
  expect(journey.status).toBe(201);

  await page.goto(`/journeys/${journey.body.id}/review`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review and send' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve and send 1 update' }).click();
  await expect(page).toHaveURL(`/journeys/${journey.body.id}`);

  // The letter waits for the person: one PDF with every letter, and "I posted them all".
  const bar = page.getByRole('region', { name: '1 letter to print and post' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(BY_POST.name);
  const company = await openJourneyCompany(page, BY_POST.name);
  await expect(company.getByRole('region', { name: 'To do: post the letter' })).toContainText(
    BY_POST.addressLine,
  );
  await expect(company).toContainText(BY_POST.town);
  await expect(
    company.getByRole('link', { name: `Download letter to ${BY_POST.name}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // At 375 px the bar and the letter step fit the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page, [`/journeys/${journey.body.id}`]);
  await openJourneyCompany(page, BY_POST.name);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Two actions however many letters: one PDF, then "I posted them all" (today by default).
  await expect(bar.getByLabel('Date you posted them')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const act = new ActionCounter();
  const text = await pdfText(await printAndPostAllLetters(page, act));
  expect(act.count).toBe(2);
  const reference = /\(ref (UPD-[A-Z0-9-]+)\)/.exec(text)![1]!;
  expect(text).toContain(ADDRESS);
  expect(text).toContain(BY_POST.town);
  expect(text).toContain('Australian Privacy Principle 13');
  const letterUrl = /(https?:\/\/\S+\/l\/[0-9A-Z]{12})/.exec(text)![1]!;
  await expectToast(page, '1 letter marked as posted on');
  await expect(journeyCompany(page, BY_POST.name)).toContainText('Posted on');
  await expectNoAxeViolations(page);

  // The company types the letter's address (or scans its code): the same answer page as email.
  const companyContext = await browser.newContext();
  const companyPage = await companyContext.newPage();
  await companyPage.goto(letterUrl);
  await expect(
    companyPage.getByRole('heading', { level: 1, name: 'Confirm the update' }),
  ).toBeVisible();
  await expect(companyPage.getByText(reference)).toBeVisible();
  await expectNoAxeViolations(companyPage);
  await companyPage.getByLabel('Your name or team (optional)').fill('Kim, Privacy Office');
  await companyPage.getByRole('button', { name: "Confirm: we've updated the records" }).click();
  await expect(companyPage.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await companyContext.close();

  // The person sees it live, and in the proof.
  await expectToast(page, `${BY_POST.name} confirmed your update`);
  await expect(journeyCompany(page, BY_POST.name)).toContainText(`Confirmed by ${BY_POST.name}`);
  await page.getByRole('link', { name: 'Proof of update' }).click();
  const proof = page.getByRole('region', { name: BY_POST.name });
  await expect(proof).toContainText(reference);
  await expect(proof).toContainText('Kim, Privacy Office using the address printed on the letter');
  await expectNoAxeViolations(page);
});
