import type { Page } from '@playwright/test';

import { chooseOption } from './app';
import { expect } from './fixtures';
import { linkIn, waitForMail } from './mail';
import { expectToast } from './toasts';

/**
 * On the journey's page (as its owner): the People section's "Invite someone" form, sent. Answers
 * the invitation link from the dev mailbox.
 */
export async function invitePerson(
  page: Page,
  email: string,
  role: 'Editor' | 'Viewer',
): Promise<string> {
  const people = page.getByRole('region', { name: 'People' });
  await people.getByLabel('Email address').fill(email);
  await chooseOption(page, 'Role', role);
  await people.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, `Invitation sent to ${email}`);
  await expect(people.getByRole('list', { name: 'Invitations waiting' })).toContainText(email);
  return linkIn(await waitForMail(page.request, email, /invited you to share/));
}

/** Opens the invitation link signed in as the invitee, accepts it, and lands on the journey. */
export async function acceptInvitation(page: Page, link: string, journeyName: string) {
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Invitation to share a journey' }),
  ).toBeVisible();
  await expect(page.getByText(`“${journeyName}”`)).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: journeyName })).toBeVisible();
}
