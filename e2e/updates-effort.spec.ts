import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';

import { apiAs } from './support/api';
import { expect, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { newUser } from './support/users';

/** The most user actions (a click, filling one field, or one choice) the walk may take. */
const MAX_ACTIONS = 30;
const MAX_MS = 5 * 60_000;
/** Where `npm run bench` reads the figures of the last run. */
export const EFFORT_RESULT = path.resolve('test-results/effort-walk.json');

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + MAX_MS });

test('from sign-up to 20 companies told of a new address in at most 30 actions and 5 minutes', async ({
  page,
}) => {
  const started = Date.now();
  const actions: string[] = [];
  const click = async (target: Locator, what: string) => {
    actions.push(`click ${what}`);
    await target.click();
  };
  const fill = async (target: Locator, value: string, what: string) => {
    actions.push(`fill ${what}`);
    await target.fill(value);
  };
  const user = newUser('effort');

  await page.goto('/');
  await click(page.getByRole('link', { name: 'Get started free' }).first(), 'Get started free');
  await expect(page).toHaveURL(/\/signup/);
  await fill(page.getByLabel('First name'), user.firstName, 'first name');
  await fill(page.getByLabel('Last name'), user.lastName, 'last name');
  await fill(page.getByLabel('Email'), user.email, 'email');
  await fill(page.getByLabel('Password', { exact: true }), user.password, 'password');
  await expect(page.getByTestId('turnstile-stand-in')).toBeVisible();
  await click(page.getByRole('button', { name: 'Create account' }), 'Create account');
  await expect(page.getByText('We sent a confirmation link to')).toBeVisible();

  const mail = await waitForMail(page.request, user.email, /Confirm your email/);
  actions.push('click the confirmation link in the email');
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/dashboard$/);

  await click(page.getByRole('link', { name: "I'm moving home" }), "I'm moving home");
  await click(
    page.getByRole('button', { name: 'Select the companies most people update' }),
    'Select the companies most people update',
  );
  await expect(page.getByRole('status').filter({ hasText: '20 companies selected' })).toBeVisible();
  await click(page.getByRole('button', { name: 'Next: about your move' }), 'Next');
  await fill(page.getByLabel('Journey name'), 'Moving to Carlton', 'journey name');
  await fill(page.getByLabel('New address (optional)'), '27 Lygon St, Carlton VIC 3053', 'address');
  await fill(page.getByLabel('Moving day (optional)'), '2027-05-02', 'moving day');
  await click(page.getByRole('button', { name: 'Start journey' }), 'Start journey');
  await expect(page).toHaveURL(/\/journeys\/[0-9a-f-]{36}$/);
  const journeyId = page.url().split('/').pop()!;

  await click(page.getByRole('link', { name: 'Review and send' }), 'Review and send');
  await expect(page.getByText('Companies to tell (20 of 20 chosen)')).toBeVisible();
  await click(page.getByRole('button', { name: 'Approve and send 20 updates' }), 'Approve');
  await expect(page).toHaveURL(`/journeys/${journeyId}`);

  // Told: every update is out (an email sent, or the person's checklist ready), none waiting.
  await expect
    .poll(
      async () => {
        const { body } = await apiAs(page).get<{ items: { status: string }[] }>(
          `/api/journeys/${journeyId}/updates`,
        );
        return body.items.filter((r) => r.status === 'sent').length;
      },
      { timeout: 60_000, message: '20 updates sent' },
    )
    .toBe(20);
  const elapsed = Date.now() - started;

  mkdirSync(path.dirname(EFFORT_RESULT), { recursive: true });
  writeFileSync(
    EFFORT_RESULT,
    JSON.stringify({ actions: actions.length, elapsedMs: elapsed, steps: actions }, null, 2),
  );
  console.log(`effort walk: ${actions.length} actions, ${(elapsed / 1000).toFixed(1)} s`);
  expect(actions.length, actions.join('\n')).toBeLessThanOrEqual(MAX_ACTIONS);
  expect(elapsed).toBeLessThan(MAX_MS);
});
