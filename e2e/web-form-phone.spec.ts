import { apiAs } from './support/api';
import { brandIdByName, journeyCompany, openJourneyCompany } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

/**
 * Seeded directory brands (data/brands.json) with one channel each: TasWater publishes only a
 * change-of-details web form, Bankwest only a phone number (13 17 19).
 */
const FORM_COMPANY = 'TasWater';
const PHONE_COMPANY = 'Bankwest';
const ADDRESS = '8 Salamanca Place, Battery Point TAS 7004';

/** A calendar day `days` from today (YYYY-MM-DD), in UTC: always within the call-back window. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a web-form company and a phone company: values copied, form reference and call outcomes recorded', async ({
  page,
  context,
}) => {
  test.setTimeout(AUTH_TEST_TIMEOUT_MS + 90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page, 'form-phone');
  const api = apiAs(page);
  const brandIds = [
    await brandIdByName(page, FORM_COMPANY),
    await brandIdByName(page, PHONE_COMPANY),
  ];
  expect((await api.post('/api/footprints', { brandIds })).status).toBe(201);
  const journey = await api.post<{ id: string }>('/api/journeys', {
    type: 'moving_house',
    name: 'Moving to Battery Point',
    target_address: ADDRESS,
  });
  expect(journey.status).toBe(201);

  // Review and send: each company's channel and what the person will do, the person's work first.
  await page.goto(`/journeys/${journey.body.id}/review`);
  await expect(page.getByText('Companies to tell (2 of 2 chosen)')).toBeVisible();
  await expect(page.getByText('2 need you: 1 form, 1 call')).toBeVisible();
  await expect(
    page.getByText(
      'Their web form: paste your details into their form, then record their reference.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Phone call: call them with the script we prepared.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Approve and send 2 updates' }).click();
  await expectToast(page, '2 to do yourself');
  await expect(page).toHaveURL(`/journeys/${journey.body.id}`);
  await expect(journeyCompany(page, FORM_COMPANY)).toContainText('To do (you)');
  await expect(journeyCompany(page, PHONE_COMPANY)).toContainText('To do (you)');

  // The web form: opens in a new tab, every value copies, in the form's order.
  const form = await openJourneyCompany(page, FORM_COMPANY);
  const step = form.getByRole('region', { name: `Fill in ${FORM_COMPANY}'s form` });
  const link = step.getByRole('link', { name: /^Open TasWater's change of details form/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const values = step.getByRole('listitem');
  await expect(values.first()).toContainText('Name');
  await expect(values.last()).toContainText('Reference');
  await expect(step).toContainText(ADDRESS);
  const count = await values.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (let i = 0; i < count; i++) {
    const item = values.nth(i);
    const value = await item.locator('span.font-medium').innerText();
    await item.getByRole('button', { name: /^Copy/ }).click();
    await expect(item.getByRole('status')).toHaveText('Copied');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  }
  await step.getByLabel('Their reference number').fill('TW-48213');
  await step.getByRole('button', { name: `Submitted the form to ${FORM_COMPANY}` }).click();
  await expectToast(page, `${FORM_COMPANY}: form submitted, recorded`);
  await expect(form).toContainText(/Submitted on .+ · their reference TW-48213/);
  await expect(journeyCompany(page, FORM_COMPANY)).toContainText('Form submitted by you');

  // The phone call: the number, the script, then a call-back and, on the call back, done.
  const phone = await openJourneyCompany(page, PHONE_COMPANY);
  const call = phone.getByRole('region', { name: `Call ${PHONE_COMPANY}` });
  await expect(call.getByRole('link', { name: /13 17 19/ })).toHaveAttribute(
    'href',
    'tel:+61131719',
  );
  await expect(call).toContainText('Who is calling');
  await expect(call).toContainText('What to say:');
  await expect(call).toContainText('What to ask for:');
  await expect(call).toContainText(ADDRESS);
  await call.getByRole('button', { name: 'Call back later' }).click();
  await call.getByLabel('Call back on').fill(dayFromNow(2));
  await call.getByRole('button', { name: 'Save the call-back' }).click();
  await expectToast(page, `${PHONE_COMPANY}: call-back recorded`);
  await expect(call).toContainText('Last call: call back on');
  await expect(journeyCompany(page, PHONE_COMPANY)).toContainText('Called by you');

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await call.getByRole('button', { name: `It's done at ${PHONE_COMPANY}` }).click();
  await expectToast(page, `${PHONE_COMPANY}: call recorded, done`);
  await expect(journeyCompany(page, PHONE_COMPANY)).toContainText(
    'Done by you (not confirmed by the company)',
  );
  await expectNoAxeViolations(page);
});
