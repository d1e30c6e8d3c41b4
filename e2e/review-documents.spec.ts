import type { Page } from '@playwright/test';
import { COMPANY_NOT_SHARED } from '@updately/shared/safe-mode';

import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 60_000 });

/** One company on the review page (its list item). */
const reviewCompany = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

const CERTIFICATE = {
  id: '33333333-3333-4333-8333-333333333333',
  type: 'death_certificate',
  label: 'Death certificate',
};
const LETTERS = {
  id: '44444444-4444-4444-8444-444444444444',
  type: 'letters_of_administration',
  label: 'Letters of administration',
};

/**
 * Issue 25: Review and send says which of the journey's documents go to each company, which
 * required ones are missing (with the way to upload them), names the documents in the consent,
 * and warns before sending without them. The review is the server's answer as the integration
 * tests prove it (review-documents.int.test.ts); here the page is checked against it.
 */
test('review and send shows the documents each company gets, and the consent names them', async ({
  page,
}) => {
  await signUp(page, 'documents');
  const api = apiAs(page);
  const journey = await api.post<{ id: string }>('/api/journeys', {
    type: 'losing_loved_one',
    name: 'For Dad',
    details: {
      notification_of_death: {
        deceased: {
          full_name: 'Paolo Rossi',
          date_of_birth: '1948-06-12',
          date_of_death: '2026-10-20',
          last_address: '3 Elm St, Ballarat VIC 3350',
        },
        notifier: {
          name: 'Gina Rossi',
          relationship: 'administrator',
          address: '9 Oak St, Carlton VIC 3053',
        },
      },
    },
  });
  expect(journey.status, JSON.stringify(journey.body)).toBe(201);
  const id = journey.body.id;
  const death = (documents: (typeof CERTIFICATE)[], missing: string[] = []) => ({
    kind: 'notification_of_death',
    selected: true,
    fields: [{ field: 'instruction', value: 'close_account' }],
    missing: null,
    instruction: 'close_account',
    open_request: null,
    documents,
    missing_documents: missing,
    channel: 'email',
    destination: 'care@company.example',
  });
  const company = (footprint_id: string, company_name: string, kind: ReturnType<typeof death>) => ({
    footprint_id,
    company_name,
    category_label: 'Banking',
    channel: 'email',
    destination: 'care@company.example',
    fields: [],
    open_request: null,
    safety: COMPANY_NOT_SHARED,
    kinds: [kind],
  });
  const ids = {
    bank: '11111111-1111-4111-8111-111111111111',
    telco: '22222222-2222-4222-8222-222222222222',
    stream: '55555555-5555-4555-8555-555555555555',
    superFund: '66666666-6666-4666-8666-666666666666',
  };
  await page.route(`**/api/journeys/${id}/review`, (route) =>
    route.fulfill({
      json: {
        journey_id: id,
        effective_date: null,
        identifiers: { full_name: 'Gina Rossi', account_email: 'gina@example.com' },
        consent: {
          version: '1.0',
          text: 'I ask Updately to send the details shown to each company selected, on my behalf, and to keep a record of what was sent and of each answer.',
          product: 'Updately',
        },
        companies: [
          company(ids.bank, 'Bank of Ballarat', death([CERTIFICATE, LETTERS])),
          company(ids.telco, 'Telco One', death([CERTIFICATE])),
          company(ids.stream, 'StreamCo', death([])),
          company(ids.superFund, 'Super Co', death([CERTIFICATE], ['letters of administration'])),
        ],
      },
    }),
  );
  let sent: unknown = null;
  await page.route(`**/api/journeys/${id}/updates`, (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sent = route.request().postDataJSON();
    return route.fulfill({ status: 201, json: { items: [] } });
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/journeys/${id}/review`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review and send' })).toBeVisible();

  // Per company, the documents that go; nothing for a company that requires none.
  await expect(reviewCompany(page, 'Bank of Ballarat')).toContainText(
    'Documents shared with Bank of Ballarat: Death certificate and Letters of administration',
  );
  await expect(reviewCompany(page, 'Telco One')).toContainText(
    'Documents shared with Telco One: Death certificate',
  );
  await expect(reviewCompany(page, 'StreamCo')).not.toContainText('Documents shared');
  // A required document that is not uploaded: said, with the way to upload it.
  const superFund = reviewCompany(page, 'Super Co');
  await expect(superFund).toContainText('Super Co needs letters of administration');
  await expect(
    superFund.getByRole('link', { name: 'upload it in Documents for Super Co' }),
  ).toHaveAttribute('href', `/journeys/${id}#documents`);

  // The consent names the documents and how many companies get them.
  const consent = page.locator('#consent-text');
  await expect(consent).toContainText(
    'to share my Death certificate and Letters of administration with the 3 companies that require them',
  );
  await reviewCompany(page, 'Telco One')
    .getByRole('checkbox', { name: 'Telco One', exact: true })
    .click();
  await expect(consent).toContainText('with the 2 companies that require them');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);

  // Approving with a document missing warns first; approving again sends without it.
  await page.getByRole('button', { name: 'Approve and send 3 updates' }).click();
  await expectToast(page, 'Some companies need documents you have not uploaded');
  const warning = page.getByRole('region', { name: 'Documents not uploaded yet' });
  await expect(warning).toContainText('Super Co needs letters of administration.');
  await expect(warning).toBeFocused();
  expect(sent).toBeNull();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);

  await page.getByRole('button', { name: 'Send anyway (3 updates)' }).click();
  await expect.poll(() => sent).not.toBeNull();
  expect(
    (sent as { companies: { footprint_id: string }[] }).companies.map((c) => c.footprint_id),
  ).toEqual([ids.bank, ids.stream, ids.superFund]);
});

/**
 * The proof lists, per request, the documents shared and each time the company opened one (the
 * server's listing is proven in review-documents.int.test.ts; here the page shows it).
 */
test('the proof lists the documents shared with each company and every view', async ({ page }) => {
  await signUp(page, 'doc-proof');
  const api = apiAs(page);
  const journey = await api.post<{ id: string }>('/api/journeys', {
    type: 'moving_house',
    name: 'Proof of documents',
  });
  expect(journey.status, JSON.stringify(journey.body)).toBe(201);
  const id = journey.body.id;
  const at = '2026-11-20T01:00:00.000Z';
  await page.route(
    (url) => url.pathname === `/api/journeys/${id}/proof`,
    (route) =>
      route.fulfill({
        json: {
          journey: { id, name: 'For Dad', type: 'losing_loved_one' },
          person: { name: 'Gina Rossi', email: 'gina@example.com', acting_as: null },
          generated_at: at,
          summary: {
            total: 1,
            confirmed_by_company: 0,
            done_by_you: 0,
            waiting: 1,
            closed: 0,
            checklists: 0,
            sent_by_updately: 1,
            text: '1 waiting',
          },
          companies: [
            {
              company_name: 'Bank of Ballarat',
              reference: 'UPD-7K3M-9QX2',
              kind: 'notification_of_death',
              subject: 'deceased',
              instruction: 'Close the account',
              expected_by: null,
              channel: 'email',
              status: 'sent',
              completed_by: null,
              status_text: 'Sent by Updately',
              destination: 'care@bank.example',
              sent: [],
              effective_date: null,
              approved_at: at,
              sent_at: at,
              checklist_ready_at: null,
              evidence: null,
              events: [],
              documents: [
                { type: 'death_certificate', label: 'Death certificate' },
                { type: 'letters_of_administration', label: 'Letters of administration' },
              ],
              document_accesses: [
                {
                  document: 'Death certificate',
                  company_name: 'Bank of Ballarat',
                  channel: 'email_link',
                  action: 'view',
                  at,
                },
                {
                  document: 'Letters of administration',
                  company_name: 'Bank of Ballarat',
                  channel: 'api',
                  action: 'download',
                  at,
                },
              ],
            },
          ],
        },
      }),
  );
  await page.goto(`/journeys/${id}/proof`);
  const entry = page.getByRole('region', { name: 'Bank of Ballarat' });
  await expect(entry).toContainText(
    'Shared with your consent: Death certificate, Letters of administration',
  );
  await expect(entry).toContainText('Death certificate: Viewed by Bank of Ballarat (email link)');
  await expect(entry).toContainText(
    'Letters of administration: Downloaded by Bank of Ballarat (API)',
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
});
