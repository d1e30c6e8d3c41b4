import type { Page } from '@playwright/test';
import { MESSAGES } from '@updately/shared/messages';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { codeIn, waitForMail } from './support/mail';
import { AUTH_ANSWER, configureAuthSpec } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { expectOwnAccountDeleted, newUser, signUp, signUpWithEmailCode } from './support/users';

configureAuthSpec();

/*
 * The server asks to confirm it's you only of sessions older than 10 minutes, and offers no
 * setting to age one in a test. So each journey answers the action's FIRST call with the
 * server's own "not fresh" answer (page.route), and everything after it is real: the code is
 * sent and mailed, verified by the server, and the action then passes on the real server
 * because the step-up made the session fresh.
 */
async function refuseFirstCall(
  page: Page,
  url: string,
  method: string,
  refusal: { status: number; body: unknown },
) {
  let refused = false;
  await page.route(url, async (route) => {
    if (refused || route.request().method() !== method) return route.fallback();
    refused = true;
    await route.fulfill({ status: refusal.status, json: refusal.body });
  });
}

/** better-auth's answer to a change of email or two-factor from a stale session. */
const NOT_FRESH = {
  status: 403,
  body: {
    code: 'SESSION_NOT_FRESH',
    message: "For your security, confirm it's you: enter your password, or use a code we send you.",
  },
};

/** Asks for a change of email on /profile; answers the section. */
async function askToChangeEmail(page: Page, newEmail: string) {
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Email address' });
  await section.getByLabel('New email address').fill(newEmail);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  return section;
}

const WRONG_CODE = "That code isn't right, or it has expired. Ask for a new code.";

test('a passwordless account deletes itself by confirming with an emailed code', async ({
  page,
}) => {
  const { email } = await signUpWithEmailCode(page, 'step-up-delete');
  await refuseFirstCall(page, '**/api/account', 'DELETE', {
    status: 403,
    body: {
      error: {
        code: 'FORBIDDEN',
        message:
          "For your security, confirm it's you (your password, or a code we send you) to delete your account.",
      },
    },
  });
  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  // An account without a password is never asked for one.
  await expect(dialog.getByText(/confirm it's you with a code/)).toBeVisible();
  await expect(dialog.getByLabel('Your password')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(stepUp).toBeVisible();
  await expect(stepUp.getByRole('button', { name: 'Use my password' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const asked = Date.now();
  await stepUp.getByRole('button', { name: 'Email me a code' }).click();
  await expect(stepUp.getByRole('status')).toContainText('We sent a 6-digit code to', AUTH_ANSWER);

  const field = stepUp.getByLabel('Code from the email');
  await field.fill('12345');
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(field).toHaveAccessibleDescription('Enter the 6-digit code.');

  const code = codeIn(await waitForMail(page.request, email, /Confirm it's you/, { after: asked }));
  await field.fill(code === '000000' ? '111111' : '000000');
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(field).toHaveAccessibleDescription(WRONG_CODE);

  await field.fill(code);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expectOwnAccountDeleted(page);
});

test('a session older than 10 minutes changes its email after confirming with a code', async ({
  page,
}) => {
  const user = await signUp(page, 'step-up-email');
  await refuseFirstCall(page, '**/api/auth/change-email', 'POST', NOT_FRESH);
  const newEmail = newUser('step-up-new').email;
  const section = await askToChangeEmail(page, newEmail);

  const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(stepUp).toBeVisible();
  // This account has a password, so it is offered too; it confirms by email here.
  await expect(stepUp.getByRole('button', { name: 'Use my password' })).toBeVisible();
  const asked = Date.now();
  await stepUp.getByRole('button', { name: 'Email me a code' }).click();
  const code = codeIn(
    await waitForMail(page.request, user.email, /Confirm it's you/, { after: asked }),
  );
  await stepUp.getByLabel('Code from the email').fill(code);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();

  await expect(stepUp).toBeHidden();
  await expect(section.getByRole('status')).toContainText(
    `We sent a confirmation link to ${newEmail}`,
    AUTH_ANSWER,
  );
});

test('cancelling the step-up says why the change did not happen', async ({ page }) => {
  await signUp(page, 'step-up-cancel');
  await refuseFirstCall(page, '**/api/auth/change-email', 'POST', NOT_FRESH);
  await askToChangeEmail(page, newUser('step-up-cancel-new').email);
  const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
  await stepUp.getByRole('button', { name: 'Use my password' }).click();
  await stepUp.getByLabel('Your password').fill('not my password at all');
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp.getByLabel('Your password')).toHaveAccessibleDescription(/./);
  await page.keyboard.press('Escape');
  await expect(stepUp).toBeHidden();
  await expectToast(page, MESSAGES.updateFailed, "For your security, confirm it's you");
});

test('a passwordless account sets up two-factor authentication after confirming with a code', async ({
  page,
}) => {
  const { email } = await signUpWithEmailCode(page, 'step-up-2fa');
  await refuseFirstCall(page, '**/api/auth/two-factor/enable', 'POST', NOT_FRESH);
  await page.goto('/profile#two-factor');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(section.getByLabel('Your password')).toHaveCount(0);
  await section.getByRole('button', { name: 'Set up two-factor authentication' }).click();

  const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(stepUp.getByRole('button', { name: 'Use my password' })).toHaveCount(0);
  const asked = Date.now();
  await stepUp.getByRole('button', { name: 'Email me a code' }).click();
  const code = codeIn(await waitForMail(page.request, email, /Confirm it's you/, { after: asked }));
  await stepUp.getByLabel('Code from the email').fill(code);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();

  await expect(section.getByRole('link', { name: /setup link/ })).toBeVisible(AUTH_ANSWER);
});
