import { apiAs } from './support/api';
import { brandIdByName, expectNoHorizontalOverflow } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 60_000 });

const DONOR = 'Margaret Chen';
// A directory brand that publishes a contact address: the e2e server's dev mailbox gets it.
const ORIGIN = { name: 'Origin Energy', email: 'support@originenergy.com.au' };

test('an attorney starts a move for the adult they act for; the company reads who writes for whom', async ({
  page,
}) => {
  await signUp(page, 'attorney');
  const api = apiAs(page);
  const brandIds = [await brandIdByName(page, ORIGIN.name)];
  expect((await api.post('/api/footprints', { brandIds })).status).toBe(201);

  await page.goto('/app/journeys');
  await page.getByRole('button', { name: 'Start a journey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a journey' });
  await dialog.getByRole('radio', { name: 'Moving Home' }).click();

  // Who it is for: myself unless chosen; someone else asks for a role and their name.
  const who = dialog.getByRole('radiogroup', { name: 'Who is this for?' });
  await expect(who.getByRole('radio', { name: 'Myself' })).toBeChecked();
  await expect(dialog.getByLabel('Their full name')).toHaveCount(0);
  await who
    .getByRole('radio', { name: 'An adult I hold an enduring power of attorney for' })
    .check();
  await expect(dialog.getByRole('combobox', { name: 'Your role' })).toContainText(
    'Attorney (enduring power of attorney)',
  );
  await dialog.getByLabel('Street address').fill('3 High St, Northcote VIC 3070');
  await dialog.getByLabel('Journey name').fill("Mum's move");
  await dialog.getByRole('button', { name: 'Start journey' }).click();
  await expect(dialog.getByText('Enter their full name.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Their full name').fill(DONOR);
  await dialog.getByRole('button', { name: 'Start journey' }).click();
  await expect(dialog).toBeHidden();

  // With a company linked and an address, a move opens on Review.
  await expect(page).toHaveURL(/\/journeys\/[0-9a-f-]{36}\/review$/);
  const journeyPath = new URL(page.url()).pathname.replace(/\/review$/, '');
  const sentAfter = Date.now();
  await page.getByRole('button', { name: 'Approve and send 1 update' }).click();
  await expectToast(page, '1 sent for you');
  await expect(page).toHaveURL(journeyPath);
  await expect(page.getByTestId('journey-acting')).toHaveText(`Acting as Attorney for ${DONOR}`);
  await expectNoAxeViolations(page);

  const mail = await waitForMail(page.request, ORIGIN.email, /Change of address/, {
    after: sentAfter - 1000,
  });
  expect(mail.subject).toContain(`for your customer ${DONOR}`);
  expect(mail.text).toContain(
    `I am writing as attorney under an enduring power of attorney for ${DONOR}.`,
  );
  expect(mail.text).toMatch(/^— .+ \(Attorney\), through Updately$/m);

  // Once sent, who the journey is for stays: the edit dialog says why.
  await page.getByRole('button', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit journey' });
  await expect(edit.getByLabel('Their full name')).toHaveValue(DONOR);
  await edit.getByLabel('Their full name').fill('Someone Else');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Could not update the journey');
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // 375px: the journey and the start dialog fit and stay accessible.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalOverflow(page, [journeyPath]);
  await expect(page.getByTestId('journey-acting')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/app/journeys');
  await page.getByRole('button', { name: 'Start a journey' }).click();
  await dialog.getByRole('radio', { name: 'Losing a Loved One' }).click();
  // Losing a Loved One is about the person who died: the one choice, chosen.
  await expect(who.getByRole('radio')).toHaveCount(1);
  await expect(who.getByRole('radio', { name: 'Someone who has died' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Your role' })).toContainText('Executor');
  await expectNoAxeViolations(page);
});
