import { MESSAGES } from '@updately/shared/messages';
import type { Page } from '@playwright/test';

import { chooseOption } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signInAsAdmin, signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

async function openFeedback(page: Page) {
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('button', { name: 'Feedback' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('feedback needs a type and text; sends the trimmed text with the current page', async ({
  page,
}) => {
  await signUp(page, 'feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const dialog = await openFeedback(page);
  const send = dialog.getByRole('button', { name: 'Send feedback' });
  const text = dialog.getByLabel('Your feedback');
  await expect(send).toBeDisabled();
  await expectNoAxeViolations(page);

  await text.fill('The export button is hard to find.');
  await expect(send).toBeDisabled();
  await text.fill('');
  await chooseOption(page, 'Type of feedback', 'Bug report');
  await expect(send).toBeDisabled();
  await text.fill('   ');
  await expect(send).toBeDisabled();
  // Sending by keyboard with nothing but spaces says what is missing.
  await text.press('Control+Enter');
  await expectToast(
    page,
    MESSAGES.missingInformation.title,
    MESSAGES.missingInformation.description,
  );

  await text.fill('  The export button is hard to find.  ');
  await expect(send).toBeEnabled();
  const request = page.waitForRequest(
    (r) => r.url().endsWith('/api/feedback') && r.method() === 'POST',
  );
  await send.click();
  expect((await request).postDataJSON()).toEqual({
    feedbackType: 'bug',
    content: 'The export button is hard to find.',
    pageLocation: '/dashboard',
  });
  await expectToast(page, MESSAGES.feedbackSubmitted.title, MESSAGES.feedbackSubmitted.description);
  await expect(dialog).toBeHidden();
});

test('send stays disabled while sending, and a server error says Submission failed', async ({
  page,
}) => {
  await signUp(page, 'feedback-fail');
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/feedback', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } },
    });
  });

  const dialog = await openFeedback(page);
  await chooseOption(page, 'Type of feedback', 'Suggestion');
  await dialog.getByLabel('Your feedback').fill('Dark mode, please.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  release();
  await expectToast(page, MESSAGES.feedbackFailed.title, MESSAGES.feedbackFailed.description);
  // Nothing is lost: the dialog stays open with the text.
  await expect(dialog.getByLabel('Your feedback')).toHaveValue('Dark mode, please.');
  await expect(dialog.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
});

test('admins see feedback in Feedback Management and change its status', async ({ page }) => {
  const admin = await signInAsAdmin(page, 'feedback');
  const content = `Admin check ${Date.now()}`;
  await page.goto('/help');
  const dialog = await openFeedback(page);
  await chooseOption(page, 'Type of feedback', 'Other');
  await dialog.getByLabel('Your feedback').fill(content);
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expectToast(page, MESSAGES.feedbackSubmitted.title);

  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Feedback Management' })
    .click();
  await expect(page).toHaveURL('/admin/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback Management' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: content });
  await expect(row).toContainText('Other');
  await expect(row).toContainText('/help');
  await expect(row).toContainText(admin.email);
  await expectNoAxeViolations(page);

  await row.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Resolved' }).click();
  await expectToast(page, 'Status updated');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: content }).getByRole('combobox')).toHaveText(
    'Resolved',
  );
});
