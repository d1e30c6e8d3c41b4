import type { Locator, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

import { apiAs, apiPost } from './support/api';
import { axeViolations } from './support/axe';
import { organisationWithData, startWebhookReceiver } from './support/business';
import { expect, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';
import { PUBLIC_PAGES } from './support/public-pages';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { createUser, DEMO_USER, signInAsAdmin, signInAsDemo, signUp } from './support/users';

/**
 * Every page, at a desktop and a phone width, checked by axe (WCAG 2.2 AA, target size included)
 * once its data is on screen. Each test signs in once and collects every violation, so one run
 * names them all: "path @ width: rule: nodes".
 */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

type Check = {
  path: string;
  /** What shows the page is there with its data (beyond its heading and nothing busy). */
  loaded?: (page: Page) => Locator;
  /** A state to check after the page itself (a dialog opened, a step further). */
  then?: { name: string; open: (page: Page) => Promise<void> };
};

/** The page has its heading, nothing is loading, and (when given) its data is showing. */
async function settle(page: Page, check: Check) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading', exact: true })).toHaveCount(0);
  if (check.loaded) await expect(check.loaded(page).first()).toBeVisible();
}

async function sweep(page: Page, checks: Check[]) {
  const found: string[] = [];
  const record = async (where: string) => {
    for (const violation of await axeViolations(page)) found.push(`${where}: ${violation}`);
  };
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const check of checks) {
      await page.goto(check.path);
      await settle(page, check);
      await record(`${check.path} @ ${viewport.width}`);
      if (check.then) {
        await check.then.open(page);
        await record(`${check.path} (${check.then.name}) @ ${viewport.width}`);
      }
    }
  }
  expect(found, 'axe violations (page @ width: rule: nodes)').toEqual([]);
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]');

test('public pages are axe-clean at 1280 and 375 px', async ({ page }) => {
  test.setTimeout(180_000);
  await sweep(page, [
    ...PUBLIC_PAGES.map(({ path }) => ({ path, loaded: hydrated })),
    ...['/login', '/login?method=code', '/signup', '/forgot-password', '/reset-password'].map(
      (path) => ({ path, loaded: hydrated }),
    ),
    { path: '/reset-password?token=placeholder', loaded: hydrated },
    { path: '/no/such/page' },
  ]);
});

test('app pages with the demo user’s data are axe-clean at 1280 and 375 px', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAsDemo(page);
  const { body } = await apiAs(page).get<{ items: { id: string; name: string }[] }>(
    '/api/journeys',
  );
  const journey = body.items.find((j) => j.name.startsWith('Moving to Brunswick'))!.id;
  await sweep(page, [
    {
      path: '/dashboard',
      loaded: (p) => p.getByRole('region', { name: 'Active journeys' }).getByText('8 of 20'),
      then: {
        name: 'feedback dialog',
        open: async (p) => {
          // Below 768 px the sidebar, which holds the button, is a drawer.
          if (p.viewportSize()!.width < 768) {
            await p.getByRole('button', { name: 'Toggle sidebar' }).click();
          }
          await p.getByRole('button', { name: 'Feedback' }).click();
          await expect(p.getByRole('dialog', { name: 'Send feedback' })).toBeVisible();
        },
      },
    },
    {
      path: '/footprints',
      loaded: (p) => p.getByRole('main').getByRole('article'),
      then: {
        name: 'user menu',
        open: async (p) => {
          await p.getByRole('button', { name: 'Alex Nguyen' }).click();
          await expect(p.getByRole('menu')).toContainText(DEMO_USER.email);
        },
      },
    },
    {
      path: '/app/journeys',
      loaded: (p) => p.getByRole('article', { name: /Moving to Brunswick/ }),
      then: {
        name: 'start-journey dialog',
        open: async (p) => {
          await p.getByRole('button', { name: 'Start a journey' }).first().click();
          await expect(p.getByRole('dialog', { name: 'Start a journey' })).toBeVisible();
        },
      },
    },
    {
      path: `/journeys/${journey}`,
      loaded: (p) => p.getByRole('region', { name: 'Companies to update' }).getByRole('article'),
      then: {
        name: 'details open on a row of each kind',
        open: async (p) => {
          const companies = p.getByRole('region', { name: 'Companies to update' });
          for (const kind of ['Needs you', 'Confirmed', 'Not sent yet', 'Rejected']) {
            const row = companies.getByRole('article').filter({ hasText: kind }).first();
            await row.getByRole('button', { name: /^Details for / }).click();
            await expect(row.getByRole('heading', { level: 4 }).first()).toBeVisible();
          }
          // From the top: a row scrolled under the sticky header counts as obscured for axe.
          await p.evaluate(() => window.scrollTo(0, 0));
        },
      },
    },
    {
      path: `/journeys/${journey}/review`,
      loaded: (p) => p.getByRole('region', { name: 'Already told' }),
    },
    {
      path: `/journeys/${journey}/proof`,
      loaded: (p) => p.getByText('4 confirmed by the company · 4 done by you'),
    },
    { path: '/profile' },
    {
      path: '/privacy',
      loaded: (p) => p.getByRole('region', { name: 'Companies you asked us to tell' }),
    },
    {
      path: '/help',
      // The last page in the shell: at 1280 px this collapses the sidebar (kept in a cookie).
      then: {
        name: 'sidebar toggled: a drawer at 375 px, icons at 1280 px',
        open: async (p) => {
          await p.getByRole('button', { name: 'Toggle sidebar' }).click();
          const drawer = p.getByRole('dialog', { name: 'Updately menu' });
          const collapsed = p.locator('[data-slot="sidebar"][data-state="collapsed"]');
          await expect(drawer.or(collapsed)).toBeVisible();
        },
      },
    },
    { path: '/onboarding' },
    { path: '/moving-home/start' },
  ]);
});

/** A one-page PDF, as a person would upload one. */
async function letterPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText('Letter', { x: 20, y: 100, size: 12 });
  return Buffer.from(await doc.save());
}

test('issue 25 pages (a shared journey, an invitation, a company’s documents) are axe-clean at 1280 and 375 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(AUTH_TEST_TIMEOUT_MS + 180_000);
  await signUp(page, 'a11y-people');
  const api = apiAs(page);
  const journey = await api.post<{ id: string }>('/api/journeys', {
    type: 'moving_house',
    name: 'Moving to Fitzroy',
    target_address: '12 Gore St, Fitzroy VIC 3065',
    moving_date: '2027-03-01',
  });
  expect(journey.status).toBe(201);
  const id = journey.body.id;
  // Something in each section: a document, a household dependant, an invitation waiting.
  const upload = await page.request.post(`/api/journeys/${id}/documents`, {
    headers: { origin: new URL(page.url()).origin },
    multipart: {
      type: 'other',
      file: { name: 'lease.pdf', mimeType: 'application/pdf', buffer: await letterPdf() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  expect(
    (await api.post(`/api/journeys/${id}/household`, { relation: 'child', name: 'Kim' })).status,
  ).toBe(201);
  const invitee = await createUser({ label: 'a11y-invitee' });
  expect(
    (await api.post(`/api/journeys/${id}/invitations`, { email: invitee.email, role: 'viewer' }))
      .status,
  ).toBe(201);
  const invitation = linkIn(await waitForMail(page.request, invitee.email, /invited you/));

  // The company's page behind a documents link: its answer stands in for a sent request's.
  await page.route('**/api/document-links/a11y-sweep-token', (route) =>
    route.fulfill({
      json: {
        company_name: 'Powershop',
        reference: 'UPD-7K3M-9QX2',
        expires_at: '2027-04-01T00:00:00.000Z',
        documents: [
          { id: 'doc-1', type: 'other', content_type: 'application/pdf', size_bytes: 48_000 },
        ],
      },
    }),
  );
  await sweep(page, [
    {
      path: `/journeys/${id}`,
      loaded: (p) =>
        p
          .getByRole('region', { name: 'People' })
          .getByRole('list', { name: 'Invitations waiting' })
          .getByText(invitee.email),
      then: {
        name: 'household and documents shown',
        open: async (p) => {
          await expect(p.getByRole('region', { name: 'Household' })).toContainText('Kim');
          await expect(
            p.getByRole('region', { name: 'Documents' }).getByRole('list', {
              name: 'Uploaded documents',
            }),
          ).toContainText('lease.pdf');
          await p.evaluate(() => window.scrollTo(0, 0));
        },
      },
    },
    {
      path: '/documents/a11y-sweep-token',
      loaded: (p) => p.getByRole('list', { name: 'Documents' }),
    },
    { path: '/documents/not-a-link-we-gave-out', loaded: (p) => p.getByRole('alert') },
  ]);
  // The invitation as its link opens it, signed out.
  const signedOut = await browser.newContext();
  try {
    await sweep(await signedOut.newPage(), [
      {
        path: new URL(invitation).pathname,
        loaded: (p) => p.getByRole('region', { name: 'The invitation' }),
      },
    ]);
  } finally {
    await signedOut.close();
  }
});

/** Brands no other spec claims (a claim is for good): a retry takes the next. */
const SWEEP_BRANDS = [
  { name: 'Real Insurance', domain: 'realinsurance.com.au' },
  { name: 'ubank', domain: 'ubank.com.au' },
] as const;

test('business portal pages with an organisation’s data are axe-clean at 1280 and 375 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(AUTH_TEST_TIMEOUT_MS + 180_000);
  const brand = SWEEP_BRANDS[test.info().retry % SWEEP_BRANDS.length]!;
  await createUser({ signedInAs: page.request, label: 'a11y-business' });
  const receiver = await startWebhookReceiver();
  const invitee = await browser.newContext();
  try {
    const colleague = await createUser({ signedInAs: invitee.request, label: 'a11y-colleague' });
    const { invitationId, reference } = await organisationWithData(page, brand, {
      webhookUrl: receiver.url,
      inviteeEmail: colleague.email,
    });
    await sweep(page, [
      { path: '/business', loaded: (p) => p.getByText('1 field confirmed') },
      {
        path: '/business/requests',
        loaded: (p) => p.getByRole('row', { name: new RegExp(reference) }),
        then: {
          name: 'request dialog',
          open: async (p) => {
            await p.getByRole('button', { name: `Open request ${reference}` }).click();
            await expect(p.getByRole('dialog', { name: `Request ${reference}` })).toBeVisible();
          },
        },
      },
      {
        path: '/business/integration',
        loaded: (p) => p.getByRole('region', { name: 'API keys' }).getByText('CRM sync'),
        then: {
          name: 'delivery log',
          open: async (p) => {
            await p.getByRole('button', { name: 'Show delivery log' }).click();
            const log = p.getByRole('region', { name: 'Delivery log' });
            await expect(async () => {
              await log.getByRole('button', { name: 'Refresh delivery log' }).click();
              await expect(log.getByText('webhook.test').first()).toBeVisible({ timeout: 2_000 });
            }).toPass();
          },
        },
      },
      { path: '/business/team', loaded: (p) => p.getByRole('region', { name: 'Invitations' }) },
      { path: '/business/billing', loaded: (p) => p.getByText(/Fields confirmed each day/) },
    ]);
    await sweep(await invitee.newPage(), [
      {
        path: `/business/invitations/${invitationId}`,
        loaded: (p) => p.getByRole('button', { name: 'Accept invitation' }),
      },
    ]);
  } finally {
    await invitee.close();
    await receiver.close();
  }
});

test('admin pages with data are axe-clean at 1280 and 375 px', async ({ page }) => {
  test.setTimeout(AUTH_TEST_TIMEOUT_MS + 180_000);
  await signInAsAdmin(page, 'a11y');
  // Something on the pages that only list what happened: feedback and a client error.
  const feedback = await apiAs(page).post('/api/feedback', {
    feedbackType: 'suggestion',
    content: 'The journey page could show the moving date.',
    pageLocation: '/dashboard',
  });
  expect(feedback.status).toBe(201);
  const reported = await apiPost(page.request, '/api/client-errors', {
    name: 'TypeError',
    message: 'Cannot read properties of undefined (reading "id")',
    stack: 'TypeError: Cannot read properties of undefined\n    at JourneyPage (journey.tsx:12:7)',
    kind: 'error',
    path: '/journeys/1',
  });
  expect(reported.status()).toBe(204);

  await sweep(page, [
    { path: '/admin', loaded: (p) => p.getByRole('region', { name: 'Summary' }) },
    {
      path: '/admin/users',
      loaded: (p) => p.getByRole('region', { name: 'Users, newest first' }).getByRole('row').nth(1),
      then: {
        name: 'user dialog',
        open: async (p) => {
          await p.getByLabel('Search by name or email').fill(DEMO_USER.email);
          await p.getByRole('button', { name: 'Alex Nguyen' }).click();
          await expect(p.getByRole('dialog', { name: 'Alex Nguyen' })).toBeVisible();
        },
      },
    },
    {
      path: '/admin/journeys',
      loaded: (p) => p.getByRole('button', { name: /View details/ }),
      then: {
        name: 'journey dialog',
        open: async (p) => {
          await p
            .getByRole('button', { name: /View details/ })
            .first()
            .click();
          await expect(p.getByRole('dialog')).toBeVisible();
        },
      },
    },
    { path: '/admin/brands', loaded: (p) => p.getByRole('table').first() },
    {
      path: '/admin/integration-builder',
      then: {
        name: 'a brand chosen',
        open: async (p) => {
          await p.getByLabel('Search brands').fill('AGL');
          await p
            .getByRole('region', { name: 'Brands and their update channels' })
            .getByRole('button', { name: 'AGL', exact: true })
            .click();
          await expect(
            p.getByRole('heading', { level: 2, name: 'AGL', exact: true }),
          ).toBeVisible();
        },
      },
    },
    { path: '/admin/audit-logs', loaded: (p) => p.getByRole('table').getByRole('row').nth(1) },
    {
      path: '/admin/error-logs',
      loaded: (p) => p.getByRole('row').filter({ hasText: 'Cannot read properties' }),
      then: {
        name: 'error dialog',
        open: async (p) => {
          await p.getByRole('button', { name: /Cannot read properties/ }).click();
          await expect(p.getByRole('dialog')).toBeVisible();
          await expect(p.getByLabel('Stack trace')).toBeVisible();
        },
      },
    },
    { path: '/admin/security' },
    { path: '/admin/settings' },
    {
      path: '/admin/feedback',
      loaded: (p) => p.getByRole('row').filter({ hasText: 'could show the moving date' }),
    },
  ]);
});
