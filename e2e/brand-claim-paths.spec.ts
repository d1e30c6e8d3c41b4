import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';

import { apiPost } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { publishTxtRecord } from './support/business';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signInAsAdmin, signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 60_000 });

// Brands no other spec claims; a retry takes the next (a claim is for the server's whole run).
const DNS_BRANDS = [
  { name: 'Hays', domain: 'hays.com.au' },
  { name: 'Adecco', domain: 'adecco.com.au' },
] as const;
// Internet providers: their domains give customers mailboxes, so only an admin's review.
const ISP_BRANDS = [
  { name: 'TPG', domain: 'tpg.com.au' },
  { name: 'Dodo', domain: 'dodo.com' },
] as const;

/** A new business owner with an organisation, on the portal's Integration page. */
async function businessOnIntegrationPage(page: Page, orgName: string) {
  await signUp(page, 'claimant');
  const org = await apiPost(page.request, '/api/auth/organization/create', {
    name: orgName,
    slug: `claims-${randomUUID().slice(0, 8)}`,
  });
  expect(org.status(), await org.text()).toBe(200);
  await page.goto('/business/integration');
  await expect(page.getByRole('heading', { level: 1, name: 'Integration' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No brands claimed yet' })).toBeVisible();
}

async function chooseBrand(page: Page, name: string) {
  await page.getByRole('button', { name: 'Claim a brand' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim a brand' });
  await dialog.getByLabel('Search the directory').fill(name);
  await dialog.getByRole('radio', { name: new RegExp(`^${name}\\b`) }).click();
  return {
    dialog,
    methods: dialog.getByRole('radiogroup', { name: `How will you prove ${name} is yours?` }),
  };
}

test('a business claims a brand by publishing the TXT record the portal gives it (375 px wide)', async ({
  page,
}) => {
  const brand = DNS_BRANDS[test.info().retry % DNS_BRANDS.length]!;
  await page.setViewportSize({ width: 375, height: 800 });
  await businessOnIntegrationPage(page, `Recruiters ${randomUUID().slice(0, 6)}`);

  const { dialog, methods } = await chooseBrand(page, brand.name);
  await expect(methods.getByRole('radio')).toHaveCount(3);
  await methods
    .getByRole('radio', { name: new RegExp(`^Add a DNS record at ${brand.domain}`) })
    .click();
  await expect(dialog).toContainText(`_updately-claim.${brand.domain}`);
  await expectNoAxeViolations(page);
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'the dialog fits 375 px').toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Get the DNS record' }).click();
  await expectToast(page, `DNS record ready for ${brand.name} — publish it below`);
  await expect(dialog).toBeHidden();

  const claims = page.getByRole('region', { name: 'Your brands' });
  const record = claims.getByRole('definition').filter({ hasText: 'updately-claim=' });
  const value = (await record.locator('code').textContent())!;
  expect(value).toMatch(/^updately-claim=[0-9a-z]{26}$/);
  await expect(claims).toContainText(`_updately-claim.${brand.domain}`);
  await expectNoAxeViolations(page);

  // Not published yet: the check says so, and the claim stays pending.
  await claims.getByRole('button', { name: 'Check DNS' }).click();
  await expectToast(page, 'Not verified yet', `_updately-claim.${brand.domain}`);
  await expect(claims).toContainText('Pending');

  await publishTxtRecord(`_updately-claim.${brand.domain}`, value);
  await claims.getByRole('button', { name: 'Check DNS' }).click();
  await expectToast(page, `${brand.name} verified`);
  await expect(claims).toContainText('Verified by DNS record');
  await expect(claims.getByRole('button', { name: 'Check DNS' })).toHaveCount(0);
});

test('an internet provider’s brand offers only an administrator’s review, which an admin approves in /admin/brands', async ({
  page,
}) => {
  const brand = ISP_BRANDS[test.info().retry % ISP_BRANDS.length]!;
  const orgName = `Telco Partners ${randomUUID().slice(0, 6)}`;
  await businessOnIntegrationPage(page, orgName);

  const { dialog, methods } = await chooseBrand(page, brand.name);
  await expect(dialog.getByText('Only an administrator can verify this claim')).toBeVisible();
  await expect(dialog).toContainText(`${brand.domain} gives mailboxes to the public`);
  await expect(methods.getByRole('radio')).toHaveCount(1);
  await expect(
    methods.getByRole('radio', { name: /^Ask an administrator to review/ }),
  ).toBeChecked();
  await expect(dialog.getByRole('radiogroup', { name: 'Send the code to' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Ask for review' }).click();
  await expectToast(
    page,
    `Review asked for ${brand.name}`,
    'An administrator will review the claim.',
  );
  const claims = page.getByRole('region', { name: 'Your brands' });
  await expect(claims).toContainText('waiting for an administrator to review it');

  // The API refuses a customer's mailbox at the provider's domain too.
  const orgs = (await (await page.request.get('/api/business/organizations')).json()) as {
    items: { id: string }[];
  };
  const brands = (await (
    await page.request.get(`/api/brands?q=${encodeURIComponent(brand.name)}&pageSize=20`)
  ).json()) as { items: { id: string; name: string }[] };
  const refused = await apiPost(
    page.request,
    `/api/business/organizations/${orgs.items[0]!.id}/claims`,
    {
      brand_id: brands.items.find((b) => b.name === brand.name)!.id,
      email: `jo.bloggs@${brand.domain}`,
    },
  );
  expect(refused.status()).toBe(400);

  await signInAsAdmin(page, 'claim-paths');
  await page.goto('/admin/brands');
  const waiting = page.getByRole('region', { name: 'Claims waiting for a decision' });
  const row = waiting.getByRole('row').filter({ hasText: orgName });
  await expect(row).toContainText(brand.name);
  await expect(row).toContainText('Asks for a review');
  await waiting
    .getByRole('button', { name: `Approve ${orgName}'s claim to ${brand.name}` })
    .click();
  await page
    .getByRole('alertdialog', { name: `Approve ${orgName}'s claim to ${brand.name}?` })
    .getByRole('button', { name: 'Approve claim' })
    .click();
  await expectToast(page, 'Claim approved', `${brand.name} · ${orgName}`);
  const verified = page.getByRole('region', { name: 'Verified claims' });
  await expect(verified.getByRole('row').filter({ hasText: orgName })).toContainText(
    'Admin review',
  );
});
