import type { Browser, Page } from '@playwright/test';
import { confirmedBy, DONE_BY_YOU } from '@updately/shared/update-attestation';

import type { ActionCounter } from './action-counter';
import { apiAs } from './api';
import { addCustomFootprint, brandIdByName, journeyCompany, openJourneyCompany } from './app';
import { expect } from './fixtures';
import { waitForMail } from './mail';

/** A directory brand with a first-request email (the email channel writes to the dev mailbox). */
export type EmailedBrand = { name: string; email: string };

/**
 * Data items given to a walk's own (custom) companies: enough for auto-link to link them to any
 * life event (each event links the footprints sharing one of its PII fields).
 */
export const CUSTOM_COMPANY_ITEMS = [
  'address',
  'email',
  'phone',
  'last_name',
  'next_of_kin',
  'dependents',
  'employment_information',
  'education',
];

/** Ten companies: one claimed by the walk's organisation, the emailed ones, the rest manual. */
export const WALK_COMPANY_COUNT = 10;

/**
 * The person's companies, set up through the API (not counted as the person's actions): the
 * claimed brand and the emailed brands from the directory, and custom companies (told by the
 * person's checklist) up to ten. Answers the custom companies' names.
 */
export async function addWalkFootprints(
  page: Page,
  { claimed, emailed, label }: { claimed: string; emailed: readonly EmailedBrand[]; label: string },
): Promise<string[]> {
  const brandIds = await Promise.all(
    [claimed, ...emailed.map((b) => b.name)].map((name) => brandIdByName(page, name)),
  );
  const added = await apiAs(page).post('/api/footprints', { brandIds });
  expect(added.status).toBe(201);
  const manual = Array.from(
    { length: WALK_COMPANY_COUNT - brandIds.length },
    (_, i) => `${label} Company ${String.fromCharCode(65 + i)}`,
  );
  for (const name of manual) await addCustomFootprint(page, name, CUSTOM_COMPANY_ITEMS);
  return manual;
}

/** Opens the start-journey dialog from My journeys and picks the life event (2 actions). */
export async function openStartJourney(page: Page, act: ActionCounter, typeLabel: string) {
  await page.goto('/app/journeys');
  await act.click(page.getByRole('button', { name: 'Start a journey' }).first(), 'Start a journey');
  const dialog = page.getByRole('dialog', { name: 'Start a journey' });
  await act.click(dialog.getByRole('radio', { name: typeLabel, exact: true }), typeLabel);
  return dialog;
}

/** The journey's id from a /journeys/{id}[/...] URL. */
export function journeyIdIn(url: string): string {
  const id = /\/journeys\/([0-9a-f-]{36})/.exec(url)?.[1];
  if (!id) throw new Error(`No journey id in ${url}`);
  return id;
}

/**
 * The company answers by the link in its email: it opens the page in a browser of its own and
 * presses the answer's button. Answers the request's reference.
 */
export async function answerByEmailLink(
  browser: Browser,
  page: Page,
  {
    to,
    subject,
    after,
    link,
    button,
    confirmedBy: who,
  }: {
    to: string;
    subject: RegExp;
    after: number;
    /** The label of the link's line in the mail, e.g. "Updated". */
    link: string;
    /** The button on the link's page. */
    button: string;
    confirmedBy: string;
  },
): Promise<{ reference: string; text: string }> {
  const mail = await waitForMail(page.request, to, subject, { after: after - 1000 });
  const reference = /Reference: (UPD-\S+)/.exec(mail.text)?.[1];
  const url = new RegExp(`^${link}: (\\S+)$`, 'm').exec(mail.text)?.[1];
  if (!reference || !url) throw new Error(`No reference or "${link}" link in: ${mail.text}`);
  const context = await browser.newContext();
  try {
    const companyPage = await context.newPage();
    await companyPage.goto(url);
    await expect(companyPage.getByText(reference)).toBeVisible();
    await companyPage.getByLabel('Your name or team (optional)').fill(who);
    await companyPage.getByRole('button', { name: button }).click();
    await expect(companyPage.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  } finally {
    await context.close();
  }
  return { reference, text: mail.text };
}

/** The person marks their own checklist item done (2 actions: open it, mark it). */
export async function markDoneByHand(page: Page, act: ActionCounter, company: string) {
  const row = journeyCompany(page, company);
  const toggle = row.getByRole('button', { name: `Details for ${company}` });
  await act.click(toggle, `details of ${company}`);
  await act.click(
    row.getByRole('button', { name: `Mark as done: ${company}` }),
    `Mark as done: ${company}`,
  );
  await expect(journeyCompany(page, company)).toContainText(DONE_BY_YOU);
}

/** The three answers, on the journey page as they arrive (no reload). */
export async function expectAnswersLive(
  page: Page,
  answers: { api: string; email: string; manual: string },
) {
  await expect(journeyCompany(page, answers.api)).toContainText(confirmedBy(answers.api));
  await expect(journeyCompany(page, answers.email)).toContainText(confirmedBy(answers.email));
  await expect(journeyCompany(page, answers.manual)).toContainText(DONE_BY_YOU);
}

/** Opens a company's details on the journey page (for reading; not counted). */
export const companyDetails = openJourneyCompany;
