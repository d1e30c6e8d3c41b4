import type { Page } from '@playwright/test';
import { COMPANY_NOT_SHARED } from '@updately/shared/safe-mode';

import { apiAs } from './support/api';
import { addCustomFootprint, brandIdByName, openJourneyCompany } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 60_000 });

const ADDRESS = '8 Gertrude St, Fitzroy VIC 3065';
// A directory brand that publishes a first-request address (the e2e server's mail goes to the
// dev mailbox, never a real company).
const ORIGIN = { name: 'Origin Energy', email: 'support@originenergy.com.au' };
const BAKERY = 'Corner Bakery Loyalty';

/** One company on the review page (its list item). */
const reviewCompany = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

test('review and send per kind: a marriage sends a new name and address, a kind switched off stays home', async ({
  page,
}) => {
  await signUp(page, 'kinds');
  const api = apiAs(page);
  const added = await api.post<{ added: { id: string }[] }>('/api/footprints', {
    brandIds: [await brandIdByName(page, ORIGIN.name)],
  });
  expect(added.status).toBe(201);
  const bakeryId = await addCustomFootprint(page, BAKERY, ['address']);
  const journey = await api.post<{ id: string }>('/api/journeys', {
    type: 'getting_married',
    name: 'Our wedding',
    target_address: ADDRESS,
    details: {
      change_of_name: {
        former_name: 'Alex Nguyen',
        given_names: 'Alex',
        family_name: 'Rivera',
        effective_date: '2027-02-14',
        basis: 'marriage',
      },
    },
  });
  expect(journey.status, JSON.stringify(journey.body)).toBe(201);
  const linked = await api.post(`/api/journeys/${journey.body.id}/footprints`, {
    footprintIds: [added.body.added[0]!.id, bakeryId],
  });
  expect(linked.status).toBeLessThan(300);

  await page.goto(`/journeys/${journey.body.id}/review`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review and send' })).toBeVisible();
  await expect(page.getByText('Companies to tell (2 of 2 chosen)')).toBeVisible();

  // Each kind the event sends, as a switch with its channel and the values that would go.
  const origin = reviewCompany(page, ORIGIN.name);
  const originName = origin.getByRole('checkbox', { name: /^Change of name/ });
  await expect(originName).toBeChecked();
  await expect(originName).toHaveAccessibleName(`Change of name by email to ${ORIGIN.email}`);
  await expect(origin.getByRole('checkbox', { name: /^Change of address/ })).toBeChecked();
  await expect(origin.getByText('New name: Alex Rivera')).toBeVisible();
  await expect(origin.getByText(`New address: ${ADDRESS}`)).toBeVisible();
  // No raw structured address goes on screen.
  await expect(origin).not.toContainText('address_parts');
  await expect(origin).not.toContainText('{');
  // A kind with nothing to send yet says why, and where to fill it in.
  await expect(origin).toContainText('Add your new email or phone to the journey first.');
  await expect(
    origin.getByRole('link', {
      name: 'Fill in the journey’s details for change of contact details',
    }),
  ).toHaveAttribute('href', `/journeys/${journey.body.id}`);

  const bakery = reviewCompany(page, BAKERY);
  await expect(
    bakery.getByRole('checkbox', { name: 'Change of name your checklist' }),
  ).toBeChecked();
  await expect(page.getByText('If you approve: 2 sent for you · 2 to do yourself.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve and send 4 updates' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // Switching a kind off leaves it out, of the count and of what the consent names.
  await bakery.getByRole('checkbox', { name: /^Change of address/ }).click();
  await expect(bakery.getByText(`New address: ${ADDRESS}`)).toBeHidden();
  await expect(page.getByText('If you approve: 2 sent for you · 1 to do yourself.')).toBeVisible();
  await expect(page.locator('#consent-text')).toContainText(
    'What goes: Change of name to 2 companies, change of address to 1 company.',
  );

  // Choose none, then all: the kinds chosen stay as they were.
  await page.getByRole('button', { name: 'Choose none' }).click();
  await expect(page.getByRole('button', { name: /Approve and send/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Choose all' }).click();
  await expect(bakery.getByRole('checkbox', { name: /^Change of address/ })).not.toBeChecked();

  const approval = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/api/journeys/${journey.body.id}/updates`),
  );
  await page.getByRole('button', { name: 'Approve and send 3 updates' }).click();
  const body = (await approval).postDataJSON() as {
    companies: { footprint_id: string; kinds: { kind: string }[] }[];
  };
  expect(body.companies.find((c) => c.footprint_id === bakeryId)?.kinds).toEqual([
    { kind: 'change_of_name' },
  ]);
  await expectToast(page, '2 sent for you · 1 to do yourself');
  await expect(page).toHaveURL(`/journeys/${journey.body.id}`);

  // The journey shows each kind's request; the checklist carries the kind's script.
  const originRow = await openJourneyCompany(page, ORIGIN.name);
  await expect(originRow.getByRole('heading', { name: 'Change of name' })).toBeVisible();
  await expect(originRow.getByRole('heading', { name: 'Change of address' })).toBeVisible();
  const bakeryRow = await openJourneyCompany(page, BAKERY);
  await expect(bakeryRow).toContainText(
    "What to say: “I'm calling to change the name on my account.”",
  );
  await expect(bakeryRow).toContainText('Tell me what evidence you need');
  await expect(bakeryRow.getByRole('button', { name: 'Copy new name' })).toBeVisible();
  await expect(
    bakeryRow.getByRole('button', { name: `No account held at ${BAKERY}` }),
  ).toBeVisible();
  const todo = page.getByRole('region', { name: 'Your next to-do' });
  await expect(todo).toContainText('Change of name');
  await expect(todo.getByRole('button', { name: /^No account held — next/ })).toBeVisible();
  // From the top: scrolled down, the sticky header covers what passes under it, and axe would
  // measure those targets as covered.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
});

test('a death notification asks each company what to do, and a transfer names the person', async ({
  page,
}) => {
  await signUp(page, 'death');
  const api = apiAs(page);
  const journey = await api.post<{ id: string }>('/api/journeys', {
    type: 'losing_loved_one',
    name: 'For Mum',
    details: {
      notification_of_death: {
        deceased: {
          full_name: 'Maria Rossi',
          date_of_birth: '1950-04-02',
          date_of_death: '2026-10-01',
          last_address: '3 Elm St, Ballarat VIC 3350',
        },
        notifier: {
          name: 'Gina Rossi',
          relationship: 'executor',
          address: '9 Oak St, Carlton VIC 3053',
        },
      },
    },
  });
  expect(journey.status, JSON.stringify(journey.body)).toBe(201);
  const id = journey.body.id;
  // The deceased's companies as the review describes them (their list is the journey's own,
  // added on the journey page): a bank held until probate, a streaming service closed.
  const death = (instruction: string, channel: string, destination: string | null) => ({
    kind: 'notification_of_death',
    selected: true,
    fields: [{ field: 'instruction', value: instruction }],
    missing: null,
    instruction,
    open_request: null,
    documents: [],
    missing_documents: [],
    channel,
    destination,
  });
  const company = (footprint_id: string, company_name: string, kind: ReturnType<typeof death>) => ({
    footprint_id,
    company_name,
    category_label: 'Banking',
    channel: kind.channel,
    destination: kind.destination,
    fields: [],
    open_request: null,
    safety: COMPANY_NOT_SHARED,
    kinds: [kind],
  });
  const bank = '11111111-1111-4111-8111-111111111111';
  const stream = '22222222-2222-4222-8222-222222222222';
  await page.route(`**/api/journeys/${id}/review`, (route) =>
    route.fulfill({
      json: {
        journey_id: id,
        effective_date: null,
        identifiers: { full_name: 'Gina Rossi', account_email: 'gina@example.com' },
        consent: {
          version: '1.0',
          text: 'I ask Updately to send the details shown…',
          product: 'Updately',
        },
        companies: [
          company(
            bank,
            'Bank of Ballarat',
            death('hold_until_probate', 'email', 'care@bank.example'),
          ),
          company(stream, 'StreamCo', death('close_account', 'manual', null)),
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

  await page.goto(`/journeys/${id}/review`);
  const bankItem = reviewCompany(page, 'Bank of Ballarat');
  await expect(
    bankItem.getByRole('checkbox', { name: 'Notification of death by email to care@bank.example' }),
  ).toBeChecked();
  // The default instruction per company, from the review.
  const bankInstruction = bankItem.getByRole('combobox', {
    name: 'What Bank of Ballarat should do',
  });
  await expect(bankInstruction).toHaveText('Hold the account until probate');
  await expect(
    reviewCompany(page, 'StreamCo').getByRole('combobox', { name: 'What StreamCo should do' }),
  ).toHaveText('Close the account');

  // A transfer asks to whom; approving without the name says so and goes nowhere.
  await bankInstruction.click();
  await page.getByRole('option', { name: 'Transfer the account to a named person' }).click();
  const transferTo = bankItem.getByRole('textbox', { name: 'Transfer to (name)' });
  await expect(transferTo).toBeVisible();
  await expect(bankItem).toContainText('Enter the name of the person the account goes to.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Approve and send 2 updates' }).click();
  await expectToast(page, 'Name the person each account goes to');
  await expect(transferTo).toBeFocused();
  expect(sent).toBeNull();

  await transferTo.fill('Gina Rossi');
  await expect(bankItem).not.toContainText('Enter the name of the person the account goes to.');
  await page.getByRole('button', { name: 'Approve and send 2 updates' }).click();
  await expect.poll(() => sent).not.toBeNull();
  expect(sent).toEqual({
    consent_version: '1.0',
    companies: [
      {
        footprint_id: bank,
        kinds: [
          {
            kind: 'notification_of_death',
            instruction: 'transfer_account',
            transfer_to: 'Gina Rossi',
          },
        ],
      },
      {
        footprint_id: stream,
        kinds: [{ kind: 'notification_of_death', instruction: 'close_account' }],
      },
    ],
  });
  await expect(page).toHaveURL(`/journeys/${id}`);
});

test('an overdue request shows each answer and opens a ready-to-send follow-up letter', async ({
  page,
}) => {
  await signUp(page, 'overdue');
  const api = apiAs(page);
  const footprintId = await addCustomFootprint(page, 'Harbour Insurance', ['address']);
  const journey = await api.post<{ id: string }>('/api/journeys', {
    type: 'moving_house',
    name: 'Moving to Fitzroy',
    target_address: ADDRESS,
    moving_date: '2026-10-01',
  });
  expect(journey.status).toBe(201);
  const id = journey.body.id;
  await api.post(`/api/journeys/${id}/footprints`, { footprintIds: [footprintId] });
  // The request as the server reports one past its expected answer date: the follow-up schedule
  // has moved it to needs_you with the reason "overdue" (weeks of waiting, stood in here).
  const event = {
    seq: 4,
    type: 'no_answer',
    actor: 'system',
    from_status: 'sent',
    to_status: 'needs_you',
    evidence: null,
    created_at: '2026-11-20T00:00:00.000Z',
  };
  const item = (field: string, value: string, outcome: string, reason_code: string | null) => ({
    field,
    value,
    outcome,
    reason_code,
    message: null,
  });
  const request = {
    id: '33333333-3333-4333-8333-333333333333',
    journey_id: id,
    footprint_id: footprintId,
    company_name: 'Harbour Insurance',
    kind: 'change_of_address',
    subject: 'self',
    channel: 'email',
    status: 'needs_you',
    reference: 'UPD-OVER-DUE1',
    destination: 'care@harbour.example',
    effective_date: '2026-10-01',
    expected_by: '2026-10-31',
    status_reason: 'overdue',
    status_message: null,
    items: [
      item('full_name', 'Alex Nguyen', 'pending', null),
      item('address', ADDRESS, 'applied', null),
      item('postal_address', 'PO Box 12, Fitzroy VIC 3065', 'rejected', 'not_supported'),
    ],
    last_event: event,
    sent_at: '2026-10-01T00:00:00.000Z',
    completed_at: null,
    completed_by: null,
    created_at: '2026-10-01T00:00:00.000Z',
    updated_at: '2026-11-20T00:00:00.000Z',
  };
  await page.route(`**/api/journeys/${id}/updates`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { items: [request] } })
      : route.fallback(),
  );
  await page.route(`**/api/updates/${request.id}/follow-up-letter`, (route) =>
    route.fulfill({
      json: {
        to: 'care@harbour.example',
        subject: 'Follow-up: change of address (UPD-OVER-DUE1)',
        body: 'Dear Harbour Insurance,\n\nI asked you on 1 October 2026 to update my address.',
      },
    }),
  );

  await page.goto(`/journeys/${id}`);
  const row = await openJourneyCompany(page, 'Harbour Insurance');
  await expect(row.getByRole('heading', { name: 'Change of address' })).toBeVisible();
  await expect(row).toContainText(/Answer was expected by 31 Oct 2026 \(\d+ days overdue\)/);
  await expect(row).toContainText('Harbour Insurance has not answered in time.');
  await expect(row).toContainText('Applied');
  await expect(row).toContainText('Refused: We cannot make this change this way');

  await row.getByRole('button', { name: 'Follow up with Harbour Insurance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Follow up with Harbour Insurance' });
  await expect(dialog).toContainText('I asked you on 1 October 2026 to update my address.');
  await expect(dialog.getByRole('link', { name: 'Open in your email' })).toHaveAttribute(
    'href',
    /^mailto:care@harbour\.example\?subject=Follow-up%3A%20change%20of%20address/,
  );
  await expect(dialog.getByRole('button', { name: 'Copy the letter' })).toBeVisible();
  await expectNoAxeViolations(page);
});
