import { request as playwrightRequest } from '@playwright/test';

import { apiPost, baseURL } from './support/api';
import { brandIdByName } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { createUser, signInAsAdmin } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 30_000 });

// Brands no other spec claims (an approved claim turns the brand's channel to `api`).
const APPROVED = 'Bendigo Bank';
const REJECTED = 'Bank of Queensland';

test('an admin approves and rejects businesses’ claims that asked for a review, and revokes one', async ({
  page,
}) => {
  await signInAsAdmin(page, 'claims');
  const business = await playwrightRequest.newContext({ baseURL });
  try {
    const owner = await createUser({ signedInAs: business, label: 'claimant' });
    const org = await apiPost(business, '/api/auth/organization/create', {
      name: 'Regional Lending Co',
      slug: `regional-${Date.now()}`,
    });
    const orgId = ((await org.json()) as { id: string }).id;
    for (const name of [APPROVED, REJECTED]) {
      const claim = await apiPost(business, `/api/business/organizations/${orgId}/claims`, {
        brand_id: await brandIdByName(page, name),
      });
      expect(claim.status(), await claim.text()).toBe(201);
    }

    await page.goto('/admin/brands');
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    const claims = page.getByRole('region', { name: 'Claims waiting for a decision' });
    const row = (brand: string) => claims.getByRole('row').filter({ hasText: brand });
    await expect(row(APPROVED)).toContainText('Regional Lending Co');
    await expect(row(APPROVED)).toContainText(owner.email);
    await expectNoAxeViolations(page);

    // The checks in words: a claimant at example.com for a bank named otherwise matches nothing.
    await expect(row(APPROVED)).toContainText('Email domain does not match');
    await expect(row(APPROVED)).toContainText('Organisation name does not match the brand');
    await claims
      .getByRole('button', { name: `Approve Regional Lending Co's claim to ${APPROVED}` })
      .click();
    const approve = page.getByRole('alertdialog', {
      name: `Approve Regional Lending Co's claim to ${APPROVED}?`,
    });
    await expect(approve).toContainText('Warning: Email domain does not match');
    await expect(approve).toContainText('Warning: Organisation name does not match the brand');
    await expect(approve).toContainText('emailed the decision');
    await expectNoAxeViolations(page);
    // Cancel is the safe default: nothing is decided.
    await approve.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(APPROVED)).toHaveCount(1);
    await claims
      .getByRole('button', { name: `Approve Regional Lending Co's claim to ${APPROVED}` })
      .click();
    await approve.getByRole('button', { name: 'Approve claim' }).click();
    await expectToast(page, 'Claim approved', `${APPROVED} · Regional Lending Co`);
    await expect(row(APPROVED)).toHaveCount(0);
    await claims
      .getByRole('button', { name: `Reject Regional Lending Co's claim to ${REJECTED}` })
      .click();
    await page
      .getByRole('alertdialog', { name: `Reject Regional Lending Co's claim to ${REJECTED}?` })
      .getByRole('button', { name: 'Reject claim' })
      .click();
    await expectToast(page, 'Claim rejected', `${REJECTED} · Regional Lending Co`);
    // (Other specs' claims may be waiting too: only these two are checked.)
    await expect(row(REJECTED)).toHaveCount(0);

    // The approved claim is listed as verified, and an admin may revoke it, with a reason.
    const verified = page.getByRole('region', { name: 'Verified claims' });
    const verifiedRow = verified.getByRole('row').filter({ hasText: 'Regional Lending Co' });
    await expect(verifiedRow).toContainText(APPROVED);
    await verified
      .getByRole('button', { name: `Revoke Regional Lending Co's claim to ${APPROVED}` })
      .click();
    const revoke = page.getByRole('dialog', {
      name: `Revoke Regional Lending Co's claim to ${APPROVED}?`,
    });
    await revoke.getByRole('button', { name: 'Revoke claim' }).click();
    await expect(revoke.getByText('Say why the claim is revoked.')).toBeVisible();
    await revoke.getByLabel('Reason').fill('The bank says this business does not act for it.');
    await expectNoAxeViolations(page);
    await revoke.getByRole('button', { name: 'Revoke claim' }).click();
    await expectToast(page, 'Claim revoked', `${APPROVED} · Regional Lending Co`);
    await expect(verifiedRow).toHaveCount(0);

    const mine = await business.get(`/api/business/organizations/${orgId}/claims`);
    const statuses = Object.fromEntries(
      ((await mine.json()) as { items: { brand: { name: string }; status: string }[] }).items.map(
        (c) => [c.brand.name, c.status],
      ),
    );
    expect(statuses).toEqual({ [APPROVED]: 'revoked', [REJECTED]: 'rejected' });
  } finally {
    await business.dispose();
  }
});
