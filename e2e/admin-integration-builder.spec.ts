import { request as playwrightRequest, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';

import { apiPost, baseURL } from './support/api';
import { brandIdByName, chooseOption } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { claimWithRoleAddress, startWebhookReceiver } from './support/business';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { createUser, signInAsAdmin } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 60_000 });

// Brands no other spec uses. Griffith has no contact address in the directory (so: manual until
// an admin sets one); a claim is for good, so a retry claims the next brand (universities are
// claimed by admin review only: their domains give students mailboxes).
const EMAILED = 'Griffith University';
const EMAILED_ADDRESS = 'privacy@griffith.edu.au';
const CLAIMABLE = [
  { name: 'Airtasker', domain: 'airtasker.com' },
  { name: 'Newcastle Permanent', domain: 'newcastlepermanent.com.au' },
] as const;
const ORGANISATION = 'Southern Cross Learning';

async function pickBrand(page: Page, name: string) {
  await page.getByLabel('Search brands').fill(name);
  const brands = page.getByRole('region', { name: 'Brands and their update channels' });
  await brands.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached();
}

test('an admin sets a brand’s email channel, maps a claimed brand’s fields and sends it a signed test delivery', async ({
  page,
}) => {
  const claimable = CLAIMABLE[test.info().retry % CLAIMABLE.length]!;
  await signInAsAdmin(page, 'integrations');

  // A business claims the brand (code from the mailbox) and adds a webhook endpoint.
  const business = await playwrightRequest.newContext({ baseURL });
  const receiver = await startWebhookReceiver();
  try {
    await createUser({ signedInAs: business, label: 'integrator' });
    const org = await apiPost(business, '/api/auth/organization/create', {
      name: ORGANISATION,
      slug: `southern-cross-${Date.now()}`,
    });
    const orgId = ((await org.json()) as { id: string }).id;
    const base = `/api/business/organizations/${orgId}`;
    await claimWithRoleAddress(business, orgId, {
      id: await brandIdByName(page, claimable.name),
      domain: claimable.domain,
    });
    const made = await apiPost(business, `${base}/webhooks`, { url: receiver.url });
    expect(made.status()).toBe(201);
    const endpoint = (await made.json()) as { secret: string };

    await page.goto('/admin/integration-builder');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Integration Builder' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No brand chosen' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Email, with an address of the admin's choosing.
    await pickBrand(page, EMAILED);
    const channel = page.getByRole('region', { name: 'Update channel', exact: true });
    await channel.getByRole('radio', { name: 'Email' }).click();
    await channel.getByLabel('Contact address').fill(EMAILED_ADDRESS);
    await channel.getByRole('button', { name: 'Save channel' }).click();
    await expectToast(page, 'Channel saved', `${EMAILED}: Email to ${EMAILED_ADDRESS}`);
    await expect(channel).toContainText(`New requests are emailed to ${EMAILED_ADDRESS}.`);
    const row = page
      .getByRole('region', { name: 'Brands and their update channels' })
      .getByRole('row')
      .filter({ hasText: EMAILED });
    await expect(row).toContainText('Email');
    await expect(row).toContainText(EMAILED_ADDRESS);
    await chooseOption(page, 'Channel', 'Email');
    await expect(row).toBeVisible();
    await chooseOption(page, 'Channel', 'All channels');

    // The claimed brand: its organisation, endpoint, field names and a test delivery.
    await pickBrand(page, claimable.name);
    // The brand is in the URL: a refresh (or a shared link) opens it again (issue 23).
    await expect(page).toHaveURL(/\/admin\/integration-builder\?brand=[0-9a-f-]{36}$/);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: claimable.name, exact: true }),
    ).toBeAttached();
    await expect(channel).toContainText(`New requests go to ${ORGANISATION}’s integration`);
    const integration = page.getByRole('region', { name: 'Business integration', exact: true });
    await expect(integration).toContainText(`Claimed by ${ORGANISATION}`);
    const endpoints = integration.getByRole('region', {
      name: 'Webhook endpoints and their health',
    });
    await expect(endpoints.getByRole('row').filter({ hasText: receiver.url })).toContainText(
      'Enabled',
    );

    const mapping = page.getByRole('region', { name: 'Field mapping', exact: true });
    await mapping.getByLabel('Address (address)').fill('1st line');
    await mapping.getByRole('button', { name: 'Save field names' }).click();
    await expect(mapping.getByLabel('Address (address)')).toHaveAttribute('aria-invalid', 'true');
    await expect(mapping.getByLabel('Address (address)')).toBeFocused();
    await mapping.getByLabel('Address (address)').fill('postal_address');
    await mapping.getByLabel('Phone (phone)').fill('mobile');
    await mapping.getByRole('button', { name: 'Save field names' }).click();
    await expectToast(page, 'Field names saved', `${claimable.name}: 2 of 3 fields named.`);

    const tester = page.getByRole('region', { name: 'Test delivery', exact: true });
    await tester.getByRole('button', { name: 'Send test delivery' }).click();
    await expect(tester.getByRole('status')).toContainText('Delivered', { timeout: 20_000 });
    await expect(tester.getByRole('status')).toContainText('HTTP 200');
    const sent = tester.getByRole('region', { name: 'Signed request', exact: true });
    await expect(sent).toContainText(`POST ${receiver.url}`);
    await expect(sent.getByLabel('Request headers')).toContainText('webhook-signature');
    await expect(sent.getByLabel('Request headers')).toContainText('v1,');
    await expect(sent.getByLabel('Request body')).toContainText('"postal_address"');
    await expect(sent.getByLabel('Request body')).toContainText('"mobile"');
    const response = tester.getByRole('region', { name: 'Response', exact: true });
    await expect(response).toContainText('Status 200');
    await expect(response.getByLabel('Response body')).toContainText('"ok": true');
    await expect(page.getByText(endpoint.secret)).toHaveCount(0);

    // What arrived is what the page shows, and it verifies with the endpoint's secret.
    await expect.poll(() => receiver.received.length).toBe(1);
    const [arrived] = receiver.received;
    const verified = new Webhook(endpoint.secret).verify(
      arrived!.body,
      arrived!.headers as Record<string, string>,
    ) as { type: string };
    expect(verified.type).toBe('webhook.test');
    await expect(sent.getByLabel('Request headers')).toContainText(
      String(arrived!.headers['webhook-signature']),
    );
    // The delivery log has it too.
    const deliveries = integration.getByRole('region', { name: /deliveries, newest first/ });
    await expect(deliveries.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText(
      '200',
    );
    await expectNoAxeViolations(page);

    // On a phone: nothing scrolls sideways but the tables, inside their own regions.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(tester.getByRole('button', { name: 'Send test delivery' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  } finally {
    await business.dispose();
    await receiver.close();
  }
});
