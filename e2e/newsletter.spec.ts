import { randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { EMAIL_MAX_LENGTH } from '@updately/shared/constants';
import { MESSAGES } from '@updately/shared/messages';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { waitForHydration } from './support/public-pages';
import { TURNSTILE_PASS_TOKEN } from './support/turnstile';

const M = MESSAGES.newsletter;
const SUBSCRIBE = '**/api/newsletter/subscribe';

const newsletter = (page: Page) =>
  page.getByRole('region', { name: 'Hear when new journeys go live' });
const emailField = (page: Page) => newsletter(page).getByLabel('Email address');
const submit = (page: Page) => newsletter(page).getByRole('button', { name: /Subscrib/ });

async function openNewsletter(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await emailField(page).focus();
  // The bot-check widget appears once the form is in use.
  await expect(newsletter(page).getByTestId('turnstile-stand-in')).toBeVisible();
}

const uniqueEmail = () => `news-${randomUUID().slice(0, 8)}@e2e.test`;

/** Answers the subscribe call as a server would, for the paths the e2e server cannot produce. */
function answer(status: number, body: string, contentType = 'application/json') {
  return (route: Route) => route.fulfill({ status, contentType, body });
}
const apiError = (code: string, message: string) => JSON.stringify({ error: { code, message } });

async function expectMessage(page: Page, message: string) {
  await expect(newsletter(page).getByText(message, { exact: true })).toBeVisible();
}

test('a valid email subscribes with the widget token, clears the field and mails a double opt-in', async ({
  page,
}) => {
  await openNewsletter(page);
  const email = uniqueEmail();
  await emailField(page).fill(email);
  const request = page.waitForRequest(SUBSCRIBE);
  await submit(page).click();
  expect((await request).postDataJSON()).toEqual({
    email,
    turnstileToken: TURNSTILE_PASS_TOKEN,
    source: 'landing',
  });
  await expect(newsletter(page).getByRole('status')).toHaveText(M.success);
  await expect(emailField(page)).toHaveValue('');
  await expectNoAxeViolations(page);

  // Double opt-in: the confirmation link shows a page with a button; then the unsubscribe link.
  const mail = await waitForMail(page.request, email, /Confirm your Updately newsletter/);
  const confirmUrl = mail.text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/)![0];
  const unsubscribeUrl = mail.text.match(
    /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/,
  )![0];
  await page.goto(confirmUrl.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed");
  await expectNoAxeViolations(page);
  await page.goto(unsubscribeUrl.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're unsubscribed");
});

test('an invalid email shows the message and keeps submit disabled', async ({ page }) => {
  await openNewsletter(page);
  await expect(submit(page)).toBeDisabled();
  await emailField(page).fill('not-an-email');
  await expect(submit(page)).toBeDisabled();
  await emailField(page).blur();
  await expectMessage(page, M.invalidEmail);
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
  await emailField(page).fill('jo@example.com.au');
  await expect(submit(page)).toBeEnabled();
  await expect(newsletter(page).getByText(M.invalidEmail)).toHaveCount(0);
});

test('the input strips the spec characters, trims, and holds at most 254 characters', async ({
  page,
}) => {
  await openNewsletter(page);
  await emailField(page).fill(` <jo>"o'\`{}()[];\\@example.com `);
  await expect(emailField(page)).toHaveValue('joo@example.com');
  await emailField(page).fill('');
  await emailField(page).pressSequentially('a(b)@x.io;');
  await expect(emailField(page)).toHaveValue('ab@x.io');

  await expect(emailField(page)).toHaveAttribute('maxlength', String(EMAIL_MAX_LENGTH));
  await expect(emailField(page)).toHaveAttribute('pattern', /@/);
  await emailField(page).fill(`${'a'.repeat(300)}@example.com`);
  expect((await emailField(page).inputValue()).length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
});

test('submit is disabled while a submission runs', async ({ page }) => {
  let release: () => void = () => {};
  await page.route(SUBSCRIBE, async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.fulfill({ json: { success: true, status: 'pending' } });
  });
  await openNewsletter(page);
  await emailField(page).fill(uniqueEmail());
  await submit(page).click();
  await expect(submit(page)).toBeDisabled();
  await expect(submit(page)).toHaveText('Subscribing…');
  release();
  await expectMessage(page, M.success);
  await expect(submit(page)).toHaveText('Subscribe');
});

test('a token siteverify rejects answers TURNSTILE_FAILED', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __turnstileToken: string }).__turnstileToken = 'rejected-token';
  });
  await openNewsletter(page);
  await emailField(page).fill(uniqueEmail());
  await submit(page).click();
  await expect(newsletter(page).getByRole('alert')).toHaveText(M.turnstileFailed);
});

test('a transport error shows the generic message and resets the widget', async ({ page }) => {
  await page.route(SUBSCRIBE, (route) => route.abort('connectionreset'));
  await openNewsletter(page);
  await emailField(page).fill(uniqueEmail());
  await submit(page).click();
  await expect(newsletter(page).getByRole('alert')).toHaveText(M.generic);
  expect(
    await page.evaluate(
      () => (window as unknown as { __turnstileResets?: number }).__turnstileResets,
    ),
  ).toBeGreaterThanOrEqual(1);
  // The field keeps its value so the visitor can try again.
  await expect(emailField(page)).not.toHaveValue('');
});

for (const [name, status, body, message] of [
  ['RATE_LIMITED', 429, apiError('RATE_LIMITED', M.rateLimited), M.rateLimited],
  [
    'BUBBLE_ERROR (the list webhook failed)',
    502,
    apiError('BUBBLE_ERROR', 'List down'),
    M.bubbleError,
  ],
  [
    'other error text containing "email"',
    400,
    apiError('VALIDATION_FAILED', 'email: That email domain does not accept mail'),
    M.invalidEmail,
  ],
  ['any other error', 500, apiError('INTERNAL', 'Database unavailable'), M.generic],
  ['an exception (an answer that is not the API’s)', 200, 'not json at all', M.exception],
] as const) {
  test(`${name} shows "${message}"`, async ({ page }) => {
    await page.route(SUBSCRIBE, answer(status, body));
    await openNewsletter(page);
    await emailField(page).fill(uniqueEmail());
    await submit(page).click();
    await expect(newsletter(page).getByRole('alert')).toHaveText(message);
  });
}

/** Holds the responses for scripts matching `pattern` until `release()` is called. */
async function holdScripts(page: Page, pattern: RegExp) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    },
  );
  return { release, held };
}

test('an email typed before the page script runs is kept and can be sent', async ({ page }) => {
  const scripts = await holdScripts(page, /^\/assets\/islands-[^/]+\.js$/);
  // A module script delays DOMContentLoaded: wait only for the prerendered field itself.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(emailField(page)).toBeVisible();
  const email = uniqueEmail();
  // Plain HTML until the islands script arrives: the field takes the text, Subscribe waits.
  await emailField(page).pressSequentially(email);
  await expect(emailField(page)).toHaveValue(email);
  await expect(submit(page)).toBeDisabled();
  expect(scripts.held.length).toBeGreaterThan(0);
  scripts.release();
  await waitForHydration(page);
  await expect(emailField(page)).toHaveValue(email);
  await expect(submit(page)).toBeEnabled();
  const request = page.waitForRequest(SUBSCRIBE);
  await submit(page).click();
  expect((await request).postDataJSON()).toMatchObject({ email, source: 'landing' });
  await expect(newsletter(page).getByRole('status')).toHaveText(M.success);
});

test('an email typed while the form is still loading is kept and enables Subscribe', async ({
  page,
}) => {
  const form = await holdScripts(page, /^\/assets\/newsletter-signup-[^/]+\.js$/);
  await page.goto('/');
  await waitForHydration(page);
  const email = uniqueEmail();
  // Focusing the field starts loading the form's island; it is held while the visitor types.
  await emailField(page).pressSequentially(email);
  await expect.poll(() => form.held.length).toBeGreaterThan(0);
  await expect(submit(page)).toBeDisabled();
  form.release();
  await expect(submit(page)).toBeEnabled();
  await expect(emailField(page)).toHaveValue(email);
  await expect(newsletter(page).getByTestId('turnstile-stand-in')).toBeVisible();
  const request = page.waitForRequest(SUBSCRIBE);
  await submit(page).click();
  expect((await request).postDataJSON()).toMatchObject({ email, source: 'landing' });
  await expect(newsletter(page).getByRole('status')).toHaveText(M.success);
});
