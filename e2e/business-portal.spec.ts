import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';

import { apiAs } from './support/api';
import { chooseOption, expectNoHorizontalOverflow } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import {
  approvedRequestTo,
  CLAIMABLE_BRANDS,
  PERSON_ADDRESS,
  startWebhookReceiver,
} from './support/business';
import { expect, test } from './support/fixtures';
import { claimCodeIn, linkIn, waitForMail } from './support/mail';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { createUser, fillSignIn, signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 120_000 });

const portalNav = (page: Page) => page.getByRole('navigation', { name: 'Business portal' });

/** Follows a portal link in the sidebar and waits for the page's heading. */
async function openPortalPage(page: Page, link: string, heading = link) {
  await portalNav(page).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

test('a business creates its organisation, claims a brand, connects, confirms a request and sees the usage', async ({
  page,
}) => {
  const brand = CLAIMABLE_BRANDS[test.info().retry % CLAIMABLE_BRANDS.length]!;
  const orgName = `Mutual Test ${randomUUID().slice(0, 6)}`;
  await signUp(page, 'business');

  // From the account menu into the portal (the sidebar lists it for members of an organisation):
  // nothing yet but the way to create an organisation.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Ada Tester/ })
    .click();
  await page.getByRole('menuitem', { name: 'Business portal' }).click();
  await expect(page).toHaveURL('/business');
  await expect(page.getByRole('heading', { level: 1, name: 'Business portal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByText('Enter the organisation’s name.')).toBeVisible();
  await page.getByLabel('Organisation name').fill(orgName);
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expectToast(page, `${orgName} is ready`);
  await expect(page.getByText('Requests waiting for your answer')).toBeVisible();
  await expect(page.getByText('No answers yet')).toBeVisible();
  await expectNoAxeViolations(page);

  // Claim the brand with a code sent to a role address at its registrable domain.
  await openPortalPage(page, 'Integration');
  await expect(page.getByRole('heading', { name: 'No brands claimed yet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Claim a brand' }).click();
  const claimDialog = page.getByRole('dialog', { name: 'Claim a brand' });
  await claimDialog.getByLabel('Search the directory').fill(brand.name);
  await claimDialog.getByRole('radio', { name: new RegExp(`^${brand.name}`) }).click();
  const methods = claimDialog.getByRole('radiogroup', {
    name: `How will you prove ${brand.name} is yours?`,
  });
  await expect(methods.getByRole('radio')).toHaveCount(3);
  await methods
    .getByRole('radio', { name: new RegExp(`^Email a code to one of ${brand.name}`) })
    .click();
  await claimDialog.getByRole('button', { name: 'Send the code' }).click();
  await expect(claimDialog.getByText('Choose the address for the code.')).toBeVisible();
  const addresses = claimDialog.getByRole('radiogroup', { name: 'Send the code to' });
  // Only administrative addresses at the exact domain: no other mailbox, no subdomain.
  await expect(addresses.getByRole('radio')).toHaveCount(5);
  await expect(addresses.getByRole('radio', { name: `privacy@${brand.domain}` })).toHaveCount(0);
  const codeAddress = `admin@${brand.domain}`;
  await addresses.getByRole('radio', { name: codeAddress }).click();
  await expectNoAxeViolations(page);
  const asked = Date.now() - 1000;
  await claimDialog.getByRole('button', { name: 'Send the code' }).click();
  await expectToast(page, 'Code sent — enter it below', `We emailed a code to ${codeAddress}`);
  await expect(claimDialog).toBeHidden();
  const mail = await waitForMail(page.request, codeAddress, /code to claim/, { after: asked });
  const code = claimCodeIn(mail);
  const claims = page.getByRole('region', { name: 'Your brands' });
  await expect(claims).toContainText('Pending');
  await claims
    .getByLabel(`Code for ${brand.name}`)
    .fill(code === '00000-00000' ? '11111-11111' : '00000-00000');
  await claims.getByRole('button', { name: 'Verify' }).click();
  await expect(claims.getByText('That code is not right.')).toBeVisible();
  await claims.getByLabel(`Code for ${brand.name}`).fill(code.toLowerCase());
  await claims.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, `${brand.name} verified`);
  await expect(claims).toContainText('Verified by email code');

  // An API key, shown once, that the Business API takes.
  await page.getByRole('button', { name: 'Create API key' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Create an API key' });
  await keyDialog.getByLabel('Key name').fill('CRM sync');
  await keyDialog.getByRole('button', { name: 'Create key' }).click();
  const shownKey = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shownKey).toContainText('you won’t see it again');
  const key = await shownKey.getByLabel('API key').inputValue();
  await expect(shownKey.getByRole('button', { name: 'Copy API key' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shownKey.getByRole('button', { name: 'Done' }).click();
  const keys = page.getByRole('region', { name: 'API keys' });
  await expect(keys).toContainText('CRM sync');
  await expect(keys).not.toContainText(key);
  const viaKey = await page.request.get('/api/v1/requests', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(viaKey.status()).toBe(200);

  // A webhook endpoint (a local receiver), its secret shown once, and a signed test event.
  const receiver = await startWebhookReceiver();
  try {
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const hookDialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await hookDialog.getByLabel('Endpoint URL').fill(receiver.url);
    await hookDialog.getByRole('button', { name: 'Add endpoint' }).click();
    const shownSecret = page.getByRole('dialog', { name: 'Your endpoint’s signing secret' });
    const secret = await shownSecret.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shownSecret.getByRole('button', { name: 'Done' }).click();
    const endpoint = page.getByRole('article', { name: receiver.url });
    await expect(endpoint).toContainText('Enabled');
    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    await expectToast(page, 'Test event sent');
    await expect.poll(() => receiver.received.length).toBeGreaterThan(0);
    const [delivery] = receiver.received;
    const event = new Webhook(secret).verify(
      delivery!.body,
      delivery!.headers as Record<string, string>,
    ) as { type: string };
    expect(event.type).toBe('webhook.test');
    const log = endpoint.getByRole('region', { name: 'Delivery log' });
    await expect(async () => {
      await log.getByRole('button', { name: 'Refresh delivery log' }).click();
      await expect(log).toContainText('HTTP 200', { timeout: 2_000 });
    }).toPass();
    await expect(log).toContainText('webhook.test');
    await expectNoAxeViolations(page);
    await endpoint.getByRole('switch', { name: 'Send events to this endpoint' }).click();
    await expectToast(page, 'Endpoint disabled');
    await expect(endpoint.getByRole('button', { name: 'Send test event' })).toBeDisabled();
    await endpoint.getByRole('switch', { name: 'Send events to this endpoint' }).click();
    await expectToast(page, 'Endpoint enabled');

    await confirmARequest(page, brand.name, receiver);
  } finally {
    await receiver.close();
  }
});

/** A customer of the brand sends a new address; the portal answers it; billing shows it. */
async function confirmARequest(
  page: Page,
  brandName: string,
  receiver: Awaited<ReturnType<typeof startWebhookReceiver>>,
) {
  const { reference } = await approvedRequestTo(brandName);
  // The endpoint hears of it (update_request.created), signed like the test event.
  await expect
    .poll(() => receiver.received.some((r) => r.body.includes('update_request.created')))
    .toBe(true);
  await openPortalPage(page, 'Requests');
  const openRequest = page.getByRole('button', { name: `Open request ${reference}` });
  await expect(async () => {
    await page.reload();
    // The page loads in full first (slow on a busy machine); then the request is there or not.
    await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await expect(openRequest).toBeVisible({ timeout: 2_000 });
    await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText(
      'Waiting for your answer',
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 60_000 });
  await expectNoAxeViolations(page);
  await chooseOption(page, 'Status', 'Confirmed');
  await expect(page.getByRole('heading', { name: 'No requests with this status' })).toBeVisible();
  await chooseOption(page, 'Status', 'All statuses');
  await openRequest.click();
  const requestDialog = page.getByRole('dialog', { name: `Request ${reference}` });
  await expect(requestDialog).toContainText(PERSON_ADDRESS);
  await expect(requestDialog).toContainText('I ask');
  await requestDialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(requestDialog.getByText('Say whether this change was applied.')).toBeVisible();
  await expectNoAxeViolations(page);
  await requestDialog.getByRole('radio', { name: 'Applied', exact: true }).click();
  await requestDialog.getByLabel('Your name or team (optional)').fill('Sam, Member Care');
  await requestDialog.getByRole('button', { name: 'Send answer' }).click();
  await expectToast(page, `Answer sent for ${reference}`);
  await expect(requestDialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('Confirmed');

  // The usage: one field billed, by day, with the CSV.
  await openPortalPage(page, 'Billing');
  await expect(page.getByText('Month to date')).toBeVisible();
  const figures = page.getByRole('region', { name: /billed/ });
  await expect(figures).toContainText('$0.50');
  await expect(figures.getByText('1', { exact: true })).toBeVisible();
  await expect(page.getByText(/Fields confirmed each day/)).toBeVisible();
  await expectNoAxeViolations(page);
  const csvHref = await page.getByRole('link', { name: /Download CSV/ }).getAttribute('href');
  const csv = await page.request.get(csvHref!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(reference);

  // Home shows the answer and the usage; Team lists the owner.
  await openPortalPage(page, 'Home', 'Business portal');
  await expect(page.getByText('100%')).toBeVisible();
  await expect(page.getByText('1 field confirmed')).toBeVisible();
  await openPortalPage(page, 'Team');
  await expect(page.getByRole('region', { name: 'Members' })).toContainText('Owner');
  await expectNoAxeViolations(page);

  // At 375 px: no page scrolls sideways, and the menu is a drawer.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page, [
    '/business',
    '/business/requests',
    '/business/integration',
    '/business/team',
    '/business/billing',
  ]);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(portalNav(page).getByRole('link', { name: 'Requests' })).toBeVisible();
  await expectNoAxeViolations(page);
}

test('an invited colleague accepts from the email link and gets a role', async ({
  page,
  browser,
}) => {
  const orgName = `Invite Test ${randomUUID().slice(0, 6)}`;
  await signUp(page, 'owner');
  const created = await apiAs(page).post<{ id: string }>('/api/auth/organization/create', {
    name: orgName,
    slug: `invite-test-${randomUUID().slice(0, 8)}`,
  });
  expect(created.status).toBe(200);
  const colleague = await createUser({ label: 'colleague' });

  await page.goto('/business/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No invitations waiting' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const inviteDialog = page.getByRole('dialog', { name: 'Invite someone' });
  await inviteDialog.getByLabel('Email address').fill(colleague.email);
  await expectNoAxeViolations(page);
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, `Invitation sent to ${colleague.email}`);
  await expect(page.getByRole('region', { name: 'Invitations' })).toContainText(colleague.email);

  // The colleague follows the link: signs in first, then accepts.
  const link = linkIn(await waitForMail(page.request, colleague.email, /invited you/));
  const context = await browser.newContext();
  const colleaguePage = await context.newPage();
  await colleaguePage.goto(link);
  await expect(colleaguePage).toHaveURL(/\/login\?redirectTo=/);
  await fillSignIn(colleaguePage, colleague.email, colleague.password);
  await expect(
    colleaguePage.getByRole('heading', { level: 2, name: `Join ${orgName}` }),
  ).toBeVisible();
  await expectNoAxeViolations(colleaguePage);
  await colleaguePage.getByRole('button', { name: 'Accept invitation' }).click();
  await expectToast(colleaguePage, `Welcome to ${orgName}`);
  await expect(colleaguePage).toHaveURL('/business');
  await expect(colleaguePage.getByText(`How ${orgName} is answering`)).toBeVisible();
  await context.close();

  // The owner sees the new member and makes them an admin.
  await page.reload();
  const who = `${colleague.firstName} ${colleague.lastName}`;
  await expect(page.getByRole('region', { name: 'Members' })).toContainText(colleague.email);
  await expect(page.getByRole('heading', { name: 'No invitations waiting' })).toBeVisible();
  await chooseOption(page, `Role of ${who}`, 'Admin');
  await expectToast(page, `${who} is now admin`);
  await expectNoAxeViolations(page);
});
