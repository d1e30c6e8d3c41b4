import { ActionCounter } from './support/action-counter';
import { apiAs } from './support/api';
import { brandIdByName, journeyCompany } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { pdfText } from './support/document-walk';
import { expect, test } from './support/fixtures';
import { journeyIdIn, MAX_WALK_ACTIONS } from './support/kind-walk';
import { approveAndDownloadLetters, markAllLettersPosted } from './support/letters';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

/**
 * Issue 26's walk: a Moving Home journey to 10 directory companies, each told its own way. The
 * directory (data/brands.json) gives PayPal only a postal address (a letter), TasWater only a
 * change-of-details web form, Bankwest only a phone number; the others take email or the
 * person's checklist. The person approves once, prints and posts the letter, fills in the form
 * and makes the call; the company confirms by the letter's short URL and the person sees it live
 * and on the proof.
 *
 * Actions are counted as walk-twenty-companies counts them (a click, a typed field: 1 each); the
 * account and the footprints are set up through the API, the company's answer is not the
 * person's, and copying a value is counted as one click each. The budget is the other walks' 30.
 */
const LETTER = { name: 'PayPal', town: 'SYDNEY NSW 2001' };
const FORM = 'TasWater';
const PHONE = 'Bankwest';
const OTHERS = [
  'Origin Energy',
  'Medibank',
  'Powershop',
  'Amber Electric',
  'Airbnb',
  'Netflix',
  'Spotify',
];
const COMPANIES = [LETTER.name, FORM, PHONE, ...OTHERS];
const ADDRESS = '41 Elizabeth St, Hobart TAS 7000';
const FORM_REFERENCE = 'TW-90417';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 180_000 });

test('Moving Home to 10 companies: a letter posted and confirmed by its URL, a web form submitted, a call logged', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page, 'walk-channels');
  const brandIds = await Promise.all(COMPANIES.map((name) => brandIdByName(page, name)));
  expect((await apiAs(page).post('/api/footprints', { brandIds })).status).toBe(201);
  const act = new ActionCounter();

  // Start the journey: Moving Home, the new address, straight to Review.
  await page.goto('/app/journeys');
  await act.click(page.getByRole('button', { name: 'Start a journey' }).first(), 'Start');
  const dialog = page.getByRole('dialog', { name: 'Start a journey' });
  await act.click(dialog.getByRole('radio', { name: 'Moving Home', exact: true }), 'Moving Home');
  await act.type(dialog.getByLabel('Street address'), ADDRESS, 'the new address');
  await expect(dialog.getByLabel('Journey name')).toHaveValue(/^Moving to Hobart/);
  await act.click(dialog.getByRole('button', { name: 'Start journey' }), 'Start journey');
  await expect(page).toHaveURL(/\/journeys\/[0-9a-f-]{36}\/review$/);
  const journeyId = journeyIdIn(page.url());

  // Review: 10 companies, the person's own work named before approving.
  await expect(page.getByText('Companies to tell (10 of 10 chosen)')).toBeVisible();
  await expect(page.getByText(/^\d+ need you: 1 letter to post, 1 form, 1 call\b/)).toBeVisible();
  await expect(
    page.getByText(
      'Their web form: paste your details into their form, then record their reference.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Phone call: call them with the script we prepared.')).toBeVisible();
  await expectNoAxeViolations(page);
  // Approving downloads the letter (one PDF for every letter), ready to print.
  await expect(
    page.getByText('Approving downloads your letters in one PDF, ready to print, sign and post.'),
  ).toBeVisible();
  const pdf = await approveAndDownloadLetters(
    page,
    act,
    page.getByRole('button', { name: 'Approve and send 10 updates' }),
  );
  await expect(page).toHaveURL(`/journeys/${journeyId}`);
  await expect(journeyCompany(page, 'Origin Energy')).toContainText('Sent by Updately');
  await expect(journeyCompany(page, FORM)).toContainText('To do (you)');
  await expect(journeyCompany(page, PHONE)).toContainText('To do (you)');
  // Marks this page load: the company's answer must reach it without a reload.
  await page.evaluate(() => ((window as unknown as { walkMark: boolean }).walkMark = true));

  // The journey page at 1280 and 375 px, before the person's steps.
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The letter: its text from the PDF, then "I posted them all" (the bar offers the PDF again).
  const bar = page.getByRole('region', { name: '1 letter to print and post' });
  await expect(bar).toContainText(LETTER.name);
  await expect(bar.getByRole('link', { name: 'Download all letters' })).toBeVisible();
  const text = await pdfText(pdf);
  const reference = /\(ref (UPD-[A-Z0-9-]+)\)/.exec(text)?.[1];
  expect(reference, 'the request reference in the letter').toBeTruthy();
  expect(text).toContain(ADDRESS);
  expect(text).toContain(LETTER.town);
  const letterUrl = /(https?:\/\/\S+\/l\/[0-9A-Z]{12})/.exec(text)?.[1];
  expect(letterUrl, "the letter's short URL").toBeTruthy();
  await markAllLettersPosted(page, act);
  await expectToast(page, '1 letter marked as posted on');
  await expect(journeyCompany(page, LETTER.name)).toContainText('Letter posted by you');

  // The company types the letter's short URL in its own browser and confirms.
  const companyContext = await browser.newContext();
  try {
    const companyPage = await companyContext.newPage();
    await companyPage.goto(letterUrl!);
    await expect(
      companyPage.getByRole('heading', { level: 1, name: 'Confirm the update' }),
    ).toBeVisible();
    await expect(companyPage.getByText(reference!)).toBeVisible();
    await expectNoAxeViolations(companyPage);
    await companyPage.getByLabel('Your name or team (optional)').fill('Kim, Privacy Office');
    await companyPage.getByRole('button', { name: "Confirm: we've updated the records" }).click();
    await expect(companyPage.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  } finally {
    await companyContext.close();
  }
  // Live, on the open page.
  await expectToast(page, `${LETTER.name} confirmed your update`);
  await expect(journeyCompany(page, LETTER.name)).toContainText(`Confirmed by ${LETTER.name}`);

  // The web form: every value copies, then the company's reference is recorded.
  const formRow = journeyCompany(page, FORM);
  await act.click(formRow.getByRole('button', { name: `Details for ${FORM}` }), `details ${FORM}`);
  const step = formRow.getByRole('region', { name: `Fill in ${FORM}'s form` });
  await expect(
    step.getByRole('link', { name: /^Open TasWater's change of details form/ }),
  ).toHaveAttribute('target', '_blank');
  await expect(step).toContainText(ADDRESS);
  const values = step.getByRole('listitem');
  const count = await values.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (let i = 0; i < count; i++) {
    const item = values.nth(i);
    const value = await item.locator('span.font-medium').innerText();
    await act.click(item.getByRole('button', { name: /^Copy/ }), `copy value ${i + 1}`);
    await expect(item.getByRole('status')).toHaveText('Copied');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  }
  await act.type(step.getByLabel('Their reference number'), FORM_REFERENCE, 'their reference');
  await act.click(
    step.getByRole('button', { name: `Submitted the form to ${FORM}` }),
    'Submitted the form',
  );
  await expectToast(page, `${FORM}: form submitted, recorded`);
  await expect(formRow).toContainText(`their reference ${FORM_REFERENCE}`);
  await expect(formRow).toContainText('Form submitted by you');

  // The phone call: the number and the script, then the outcome.
  const phoneRow = journeyCompany(page, PHONE);
  await act.click(
    phoneRow.getByRole('button', { name: `Details for ${PHONE}` }),
    `details ${PHONE}`,
  );
  const call = phoneRow.getByRole('region', { name: `Call ${PHONE}` });
  await expect(call.getByRole('link', { name: /13 17 19/ })).toHaveAttribute(
    'href',
    'tel:+61131719',
  );
  await expect(call).toContainText('Who is calling');
  await expect(call).toContainText('What to say:');
  await expect(call).toContainText('What to ask for:');
  await expect(call).toContainText(ADDRESS);
  await act.click(call.getByRole('button', { name: `It's done at ${PHONE}` }), 'done on the call');
  await expectToast(page, `${PHONE}: call recorded, done`);
  await expect(phoneRow).toContainText('Done by you (not confirmed by the company)');

  expect(
    await page.evaluate(() => (window as unknown as { walkMark?: boolean }).walkMark),
    'the journey page was not reloaded',
  ).toBe(true);

  // After the person's steps, still clean at both widths.
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The proof: the letter's confirmation with its reference and how it came.
  await act.click(page.getByRole('link', { name: 'Proof of update' }), 'Proof of update');
  await expect(page.getByRole('heading', { level: 1, name: 'Proof of update' })).toBeVisible();
  const proof = page.getByRole('region', { name: LETTER.name });
  await expect(proof).toContainText(reference!);
  await expect(proof).toContainText('Kim, Privacy Office using the address printed on the letter');
  await expectNoAxeViolations(page);

  // Every update is out: posted, emailed, checklist ready, or done by the person.
  const { body } = await apiAs(page).get<{ items: { company_name: string; status: string }[] }>(
    `/api/journeys/${journeyId}/updates`,
  );
  expect(body.items).toHaveLength(10);
  expect(body.items.filter((r) => r.status === 'queued').map((r) => r.company_name)).toEqual([]);

  console.log(`Channels walk: ${act.count} actions\n  ${act.steps.join('\n  ')}`);
  expect(act.count, act.steps.join('\n')).toBeLessThanOrEqual(MAX_WALK_ACTIONS);
});
