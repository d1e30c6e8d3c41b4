import type { BrowserContext, Page } from '@playwright/test';
import {
  CONFIDENTIALITY_REQUEST,
  LEAVE_QUICKLY_LABEL,
  SAFE_GUIDANCE_PATH,
  SAFE_HELD_STATUS,
  SAFE_JOURNEY_NAME,
  SAFE_MODE_CHANGES,
  SAFE_MODE_OFFER,
  SAFE_MODE_ON_MESSAGE,
  SAFE_NOTIFICATION_SUBJECT,
  SAFE_SEND_CONFIRM_BUTTON,
  SAFE_SEND_CONFIRM_TEXT,
  SAFE_SEND_CONFIRM_TITLE,
  SHARED_COMPANY_EXPLAINED,
  STEPS_DONE_LABEL,
} from '@updately/shared/safe-mode';

import { apiAs, baseURL } from './support/api';
import { brandIdByName, journeyCompany } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { answerThroughApi, receivedRequest, walkBusiness } from './support/kind-walk-business';
import { waitForMail } from './support/mail';
import { waitForHydration } from './support/public-pages';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

/**
 * Issue 27's walk: a person moving away from someone turns safe mode on, marks two of eight
 * companies as shared, and sends. The six go at once (no old address, the confidentiality
 * request); the two wait for the safer steps and two confirmations. Updately writes only to the
 * safe contact, and "Leave quickly" leaves no Updately page behind the neutral site.
 */
const OLD_ADDRESS = '9 Quarry Rd, Sunshine VIC 3020';
const NEW_ADDRESS = '14 Banksia Ct, Ballarat VIC 3350';
const SAFE_EMAIL = `safe-${Date.now()}@example.com`;
// Directory brands with a customer-service email (the dev mailbox receives their mail).
const EMAILED = [
  { name: 'GloBird Energy', email: 'cs@globirdenergy.com.au' },
  { name: 'Australian Unity', email: 'customerservice@australianunity.com.au' },
  { name: 'CBHS Health', email: 'help@cbhs.com.au' },
  { name: 'GIO', email: 'gioservice@gio.com.au' },
  { name: 'Huddle Insurance', email: 'help@huddle.com.au' },
];
const SHARED = [
  { name: 'TAL', email: 'customerservice@tal.com.au' },
  { name: 'Icon Water', email: 'talktous@iconwater.com.au' },
];
const CLAIMED = { name: 'ING', domain: 'ing.com.au' };
const NEUTRAL_PAGE = '<!doctype html><html lang="en"><title>Weather</title><h1>Weather</h1></html>';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 240_000 });

type MailMessage = { to: string; subject: string; text: string; created_at: string };

/** Every dev-mailbox message to `to` since `after`. */
async function mailTo(page: Page, to: string, after: number): Promise<MailMessage[]> {
  const response = await page.request.get(`/dev/mailbox?format=json&to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: MailMessage[] };
  return messages.filter((m) => Date.parse(m.created_at) >= after);
}

/** The neutral site answers from a stub: the test never leaves the machine. */
async function stubExit(context: BrowserContext, exitUrl: string) {
  await context.route(`${new URL(exitUrl).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: NEUTRAL_PAGE }),
  );
}

async function expectAxeCleanAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('safe mode: shared companies wait for two confirmations, mail goes only to the safe contact, Leave quickly leaves no way back', async ({
  page,
  context,
}) => {
  const person = await signUp(page, 'safe');
  const business = await walkBusiness(CLAIMED, ['change_of_address']);
  try {
    const api = apiAs(page);
    const names = [...EMAILED, ...SHARED].map((c) => c.name).concat(CLAIMED.name);
    const brandIds = await Promise.all(names.map((name) => brandIdByName(page, name)));
    expect((await api.post('/api/footprints', { brandIds })).status).toBe(201);
    const journey = await api.post<{ id: string }>('/api/journeys', {
      type: 'moving_house',
      name: `Moving from ${OLD_ADDRESS}`,
      target_address: NEW_ADDRESS,
      moving_date: '2027-06-01',
    });
    expect(journey.status).toBe(201);
    const journeyPath = `/journeys/${journey.body.id}`;
    const config = (await (await page.request.get('/api/config')).json()) as {
      safeExitUrl: string;
    };
    await stubExit(context, config.safeExitUrl);

    // The offer, in calm words, with what changes and the guide.
    await page.goto(journeyPath);
    const offer = page.getByRole('region', { name: SAFE_MODE_OFFER });
    for (const change of SAFE_MODE_CHANGES) await expect(offer).toContainText(change);
    await expect(offer.getByRole('link', { name: /guide to moving safely/ })).toHaveAttribute(
      'href',
      SAFE_GUIDANCE_PATH,
    );
    await expectAxeCleanAtBothWidths(page);

    const turnedOnAt = Date.now();
    await offer.getByLabel('Safe email').fill(SAFE_EMAIL);
    await offer.getByRole('button', { name: 'Turn on safe mode' }).click();
    await expectToast(page, SAFE_MODE_ON_MESSAGE);
    // The offer is gone: focus is on the banner that replaced it.
    await expect(page.getByRole('heading', { level: 2, name: SAFE_MODE_ON_MESSAGE })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: SAFE_JOURNEY_NAME })).toBeVisible();
    await expect(page).toHaveTitle(`${SAFE_JOURNEY_NAME} · Updately`);
    await expect(page.getByText('Private', { exact: true })).toBeVisible();
    await expect(page.getByText('Moving Home', { exact: true })).toHaveCount(0);
    const banner = page.getByRole('region', { name: SAFE_MODE_ON_MESSAGE });
    await expect(banner).toContainText(SAFE_EMAIL);
    await expect(page.getByRole('button', { name: LEAVE_QUICKLY_LABEL })).toBeVisible();

    // Two companies the other person shares.
    for (const { name } of SHARED) {
      const row = journeyCompany(page, name);
      await row.getByRole('switch', { name: 'They share this account or can see it' }).click();
      await expectToast(page, `${name}: held until you confirm`);
      await expect(row).toContainText(SHARED_COMPANY_EXPLAINED);
      await expect(row.getByRole('button', { name: `Send to ${name}` })).toHaveCount(0);
    }
    await expectAxeCleanAtBothWidths(page);

    // Review and send: the shared two are held.
    await page.getByRole('link', { name: 'Review and send' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review and send' })).toBeVisible();
    await expect(page.getByText(SAFE_HELD_STATUS)).toHaveCount(2);
    await expectAxeCleanAtBothWidths(page);
    const sentAt = Date.now();
    await page.getByRole('button', { name: /^Approve and send/ }).click();
    await expect(page).toHaveURL(journeyPath);

    // The six: no old address, the confidentiality request, by email and through the API.
    for (const { email } of EMAILED) {
      const mail = await waitForMail(page.request, email, /Change of address/, {
        after: sentAt - 1000,
      });
      expect(mail.text).toContain(CONFIDENTIALITY_REQUEST);
      expect(mail.text).not.toContain(OLD_ADDRESS);
    }
    const request = await receivedRequest(business, 'change_of_address');
    expect(JSON.stringify(request)).not.toContain(OLD_ADDRESS);
    expect(request).toMatchObject({ confidential_address: true });

    // The shared two got nothing.
    for (const { email } of SHARED) expect(await mailTo(page, email, sentAt - 1000)).toEqual([]);

    // Each shared company: the steps (first confirmation), then "Yes, send now" (second).
    for (const { name, email } of SHARED) {
      const row = journeyCompany(page, name);
      // The box follows the server's answer (the first confirmation is recorded there).
      await row.getByLabel(STEPS_DONE_LABEL).click();
      await expectToast(page, `${name}: steps taken`);
      await expect(row.getByLabel(STEPS_DONE_LABEL)).toBeChecked();
      expect(await mailTo(page, email, sentAt - 1000)).toEqual([]);
      await row.getByRole('button', { name: `Send to ${name}` }).click();
      const dialog = page.getByRole('alertdialog', { name: SAFE_SEND_CONFIRM_TITLE(name) });
      await expect(dialog).toContainText(SAFE_SEND_CONFIRM_TEXT);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: SAFE_SEND_CONFIRM_BUTTON }).click();
      await expect(row).toContainText(`Sent to ${name}.`);
      const mail = await waitForMail(page.request, email, /Change of address/, {
        after: sentAt - 1000,
      });
      expect(mail.text).toContain(CONFIDENTIALITY_REQUEST);
      expect(mail.text).not.toContain(OLD_ADDRESS);
    }

    // A company's answer reaches the person: only at the safe contact, neutral, no address.
    await answerThroughApi(business, request, 'applied', 'Safe mode walk');
    // The daily summary, run now (the dev clock): it goes to the safe contact only.
    const summary = await page.request.post('/dev/digests/run', {
      data: { minutes_ahead: 1, email: person.email },
    });
    expect(await summary.json()).toEqual({ sent: 1 });
    await expect
      .poll(async () => (await mailTo(page, SAFE_EMAIL, turnedOnAt)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    for (const mail of await mailTo(page, SAFE_EMAIL, turnedOnAt)) {
      expect(mail.subject).toBe(SAFE_NOTIFICATION_SUBJECT);
      expect(mail.text).not.toContain(NEW_ADDRESS);
      expect(mail.text).not.toContain(OLD_ADDRESS);
    }
    expect(await mailTo(page, person.email, turnedOnAt)).toEqual([]);

    // Privacy & Security lists the journey as On; the guidance page; both axe-clean.
    await page.goto('/privacy');
    const section = page.getByRole('region', { name: 'Safe mode' });
    await expect(
      section.getByRole('listitem').filter({ hasText: SAFE_JOURNEY_NAME }),
    ).toContainText('On');
    await expectAxeCleanAtBothWidths(page);
    await page.goto(SAFE_GUIDANCE_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Moving safely' })).toBeVisible();
    await expect(page.getByRole('button', { name: LEAVE_QUICKLY_LABEL })).toBeVisible();
    await expectAxeCleanAtBothWidths(page);

    // Leave quickly, by mouse: the neutral site, and Back does not return to Updately.
    const byMouse = await context.newPage();
    await byMouse.goto('/dashboard');
    // Early in the tab order of every page: right after the skip link.
    await expect(byMouse.getByRole('link', { name: SAFE_JOURNEY_NAME }).first()).toBeVisible();
    await byMouse.keyboard.press('Tab');
    await byMouse.keyboard.press('Tab');
    await expect(byMouse.getByRole('button', { name: LEAVE_QUICKLY_LABEL })).toBeFocused();
    await byMouse.getByRole('link', { name: SAFE_JOURNEY_NAME }).first().click();
    await expect(byMouse).toHaveURL(journeyPath);
    await byMouse.getByRole('button', { name: LEAVE_QUICKLY_LABEL }).click();
    await expect(byMouse.getByRole('heading', { name: 'Weather' })).toBeVisible();
    await byMouse.goBack().catch(() => null);
    expect(byMouse.url().startsWith(baseURL)).toBe(false);
    await byMouse.close();

    // And by Escape twice.
    const byKeys = await context.newPage();
    await byKeys.goto('/dashboard');
    await byKeys.getByRole('link', { name: SAFE_JOURNEY_NAME }).first().click();
    await expect(byKeys).toHaveURL(journeyPath);
    await byKeys.keyboard.press('Escape');
    await byKeys.keyboard.press('Escape');
    await expect(byKeys.getByRole('heading', { name: 'Weather' })).toBeVisible();
    await byKeys.goBack().catch(() => null);
    expect(byKeys.url().startsWith(baseURL)).toBe(false);
    await byKeys.close();
  } finally {
    await business.dispose();
  }
});

test('the guidance page: its sources, Leave quickly always there (by mouse and by Escape twice), axe-clean at 1280 and 375', async ({
  page,
  context,
}) => {
  const config = (await (await page.request.get('/api/config')).json()) as {
    safeExitUrl: string;
  };
  await stubExit(context, config.safeExitUrl);
  await page.goto(SAFE_GUIDANCE_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Moving safely' })).toBeVisible();
  await waitForHydration(page);
  for (const href of [
    'https://www.aec.gov.au/enrolling_to_vote/special_category/silent-elector.htm',
    'https://auspost.com.au/receiving/manage-your-mail/redirect-hold-mail',
    'https://www.1800respect.org.au/',
  ]) {
    await expect(page.locator(`a[href="${href}"]`)).toBeVisible();
  }
  await expect(page.getByText('Triple Zero (000)')).toBeVisible();
  await expect(page.getByText('1800 737 732')).toBeVisible();
  const leave = page.getByRole('button', { name: LEAVE_QUICKLY_LABEL });
  await expect(leave).toBeVisible();
  await expectAxeCleanAtBothWidths(page);

  await leave.click();
  await expect(page.getByRole('heading', { name: 'Weather' })).toBeVisible();

  await page.goto(SAFE_GUIDANCE_PATH);
  await waitForHydration(page);
  await expect(leave).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Weather' })).toBeVisible();
});
