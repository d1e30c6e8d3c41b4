import type { Browser, Locator, Page } from '@playwright/test';
import { REQUEST_KIND_LABELS, type RequestKind } from '@updately/shared/request-kinds';
import { confirmedBy, DONE_BY_YOU } from '@updately/shared/update-attestation';

import { ActionCounter } from './action-counter';
import { apiAs } from './api';
import { addCustomFootprint, brandIdByName } from './app';
import { expect, test } from './fixtures';
import {
  answerByEmailLink,
  answerThroughApi,
  receivedRequest,
  walkBusiness,
  type ClaimableBrand,
  type EmailedBrand,
} from './kind-walk-business';
import { signUp } from './users';

/**
 * The budget: a walk to 10 companies takes at most 30 of the person's actions, counted as
 * walk-twenty-companies counts them (a click, a typed field, a choice in a select: 1 each). The
 * set-up through the API (the person's account and footprints, the business, its claim, key and
 * kinds) and the company's own answers are not the person's actions.
 */
export const MAX_WALK_ACTIONS = 30;
export const WALK_COMPANY_COUNT = 10;

/** A walk's custom companies hold these (Moving Home links the footprints holding an address). */
const CUSTOM_COMPANY_ITEMS = ['address', 'email', 'phone'];

/** What the person reads for each answer, on the journey page and on the proof. */
export type AnswerWords = { live: string; proof: string };

/**
 * One life event's walk. Everything the walks share is in walkKind; a plan says what differs: the
 * event's details, the kind the companies answer, and the words the person reads.
 */
export type KindWalkPlan = {
  /** The event as the start dialog lists it ("Moving Home"). */
  event: string;
  /** A short word for the walk's accounts and custom companies. */
  label: string;
  /** The event's own kind: the business opts into it and answers it. */
  kind: RequestKind;
  /** Brands the walk's organisation may claim (claimed for the whole run: a retry takes the next). */
  claimed: readonly ClaimableBrand[];
  /** Directory brands with a first-request email; the first answers by its link. */
  emailed: readonly EmailedBrand[];
  /** Losing a Loved One: the companies are the journey's own, added once it exists. */
  ownCompanies?: boolean;
  /**
   * The person's steps from the chosen event to the Review page: the event's details, in the
   * start dialog and/or on the journey page.
   */
  fillDetails: (page: Page, act: ActionCounter, dialog: Locator, walk: WalkSetUp) => Promise<void>;
  /** The person's steps on Review before approving (a per-company choice), if any. */
  review?: (page: Page, act: ActionCounter, walk: WalkSetUp) => Promise<void>;
  /**
   * The event's kind needs documents the walk does not upload (issue 25): approving warns first,
   * naming the claimed company among those that need one, and the person sends anyway.
   */
  sendWithoutDocuments?: boolean;
  /**
   * The company's email and the answer given by its link; `words` default to a confirmation
   * (e.g. "Confirmed by Amber Electric", "Sam, Customer Care using the link sent to ...").
   */
  mail: {
    subject: RegExp;
    link: string;
    button: string;
    says: readonly string[];
    words?: AnswerWords;
  };
  /** The field values the integration reads (a subset of the request's `changes`). */
  apiChanges: readonly { field: string; value: string }[];
  /** How the checklist company is answered by the person. */
  byHand: { button: (company: string) => RegExp; words: AnswerWords };
};

/** What the set-up made for a walk, handed to its plan's steps. */
export type WalkSetUp = {
  claimed: ClaimableBrand;
  /** The companies told by the person's own checklist (custom companies). */
  manual: readonly string[];
  /** The directory brands: the claimed one, then the emailed ones. */
  directory: readonly string[];
  /** Every company of the walk: the directory brands, then the custom ones. */
  companies: readonly string[];
};

function walkSetUp(page: Page, plan: KindWalkPlan, claimed: ClaimableBrand): WalkSetUp {
  const directory = [claimed.name, ...plan.emailed.map((b) => b.name)];
  const manual = Array.from(
    { length: WALK_COMPANY_COUNT - directory.length },
    (_, i) => `${plan.label} Company ${String.fromCharCode(65 + i)}`,
  );
  return {
    claimed,
    manual,
    directory,
    companies: [...directory, ...manual],
  };
}

/** The person's own companies, through the API (the set-up, not the person's actions). */
async function addWalkFootprints(page: Page, walk: WalkSetUp, emailed: readonly EmailedBrand[]) {
  const brandIds = await Promise.all(
    [walk.claimed.name, ...emailed.map((b) => b.name)].map((name) => brandIdByName(page, name)),
  );
  const added = await apiAs(page).post('/api/footprints', { brandIds });
  expect(added.status).toBe(201);
  for (const name of walk.manual) await addCustomFootprint(page, name, CUSTOM_COMPANY_ITEMS);
}

/**
 * Names the journey in the start dialog and starts it (2 actions); answers its id. A journey
 * without all its details opens on its own page, one ready to send on Review.
 */
export async function startJourney(page: Page, act: ActionCounter, dialog: Locator, name: string) {
  await act.type(dialog.getByLabel('Journey name'), name, 'the journey name');
  await act.click(dialog.getByRole('button', { name: 'Start journey' }), 'Start journey');
  await expect(page).toHaveURL(/\/journeys\/[0-9a-f-]{36}(\/review)?$/);
  return journeyIdIn(page.url());
}

/** From the journey page to Review (1 action). */
export async function openReview(page: Page, act: ActionCounter) {
  await act.click(page.getByRole('link', { name: 'Review and send' }).first(), 'Review and send');
}

/**
 * A company's row on the journey page: the person's companies, or the deceased's ("Their
 * companies") on a Losing a Loved One journey.
 */
const journeyCompany = (page: Page, name: string) =>
  page
    .getByRole('region', { name: /^(Companies to update|Their companies)$/ })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** One company on the Review page (its list item). */
const reviewCompany = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

/** The journey's id from a /journeys/{id}[/...] URL. */
export function journeyIdIn(url: string): string {
  const id = /\/journeys\/([0-9a-f-]{36})/.exec(url)?.[1];
  if (!id) throw new Error(`No journey id in ${url}`);
  return id;
}

/**
 * The walk of the "Done when", for one life event: a new person with ten companies (one
 * claimed by an organisation whose integration opted into the event's kind, emailed ones from
 * the directory, the rest on the person's checklist) starts the journey, fills the event's
 * details, reviews and sends; then the integration answers through the Business API, the emailed
 * company by its link, and the person ticks off a checklist item. The person sees each answer
 * live (no reload) and on the proof, within 30 actions.
 */
export async function walkKind(page: Page, browser: Browser, plan: KindWalkPlan) {
  const claimed = plan.claimed[test.info().retry % plan.claimed.length]!;
  const emailed = plan.emailed[0]!;
  const [, business] = await Promise.all([
    signUp(page, `walk-${plan.label.toLowerCase()}`),
    walkBusiness(claimed, [plan.kind]),
  ]);
  try {
    const walk = walkSetUp(page, plan, claimed);
    if (!plan.ownCompanies) await addWalkFootprints(page, walk, plan.emailed);
    const manual = walk.manual;
    const act = new ActionCounter();

    // Start the journey: the event, then what changed.
    await page.goto('/app/journeys');
    await act.click(page.getByRole('button', { name: 'Start a journey' }).first(), 'Start');
    const dialog = page.getByRole('dialog', { name: 'Start a journey' });
    await act.click(dialog.getByRole('radio', { name: plan.event, exact: true }), plan.event);
    await plan.fillDetails(page, act, dialog, walk);
    await expect(page).toHaveURL(/\/journeys\/[0-9a-f-]{36}\/review$/);
    const journeyId = journeyIdIn(page.url());

    // Review: every company chosen, each told its own way.
    await expect(
      page.getByText(`Companies to tell (${WALK_COMPANY_COUNT} of ${WALK_COMPANY_COUNT} chosen)`),
    ).toBeVisible();
    const kindLabel = REQUEST_KIND_LABELS[plan.kind];
    for (const [company, how] of [
      [claimed.name, 'through their integration'],
      [emailed.name, `by email to ${emailed.email}`],
      [manual[0]!, 'your checklist'],
    ] as const) {
      await expect(
        reviewCompany(page, company).getByRole('checkbox', { name: `${kindLabel} ${how}` }),
      ).toBeChecked();
    }
    await plan.review?.(page, act, walk);
    const sentAt = Date.now();
    await act.click(page.getByRole('button', { name: /^Approve and send/ }), 'Approve and send');
    if (plan.sendWithoutDocuments) {
      await expect(page.getByRole('region', { name: 'Documents not uploaded yet' })).toContainText(
        `${claimed.name} needs`,
      );
      await act.click(page.getByRole('button', { name: /^Send anyway/ }), 'Send anyway');
    }
    await expect(page).toHaveURL(`/journeys/${journeyId}`);
    await expect(journeyCompany(page, emailed.name)).toContainText('Sent by Updately');
    // Marks this page load: the answers must reach it without a reload.
    await page.evaluate(() => ((window as unknown as { walkMark: boolean }).walkMark = true));

    // The answers: the integration through the API and the emailed company by its link, at once.
    const [request, mail] = await Promise.all([
      receivedRequest(business, plan.kind),
      answerByEmailLink(browser, page, {
        to: emailed.email,
        subject: plan.mail.subject,
        after: sentAt,
        link: plan.mail.link,
        button: plan.mail.button,
        confirmedBy: 'Sam, Customer Care',
      }),
    ]);
    for (const change of plan.apiChanges) expect(request.changes).toContainEqual(change);
    for (const words of plan.mail.says) expect(mail.text).toContain(words);
    expect(await answerThroughApi(business, request, 'applied', 'CRM sync')).toMatchObject({
      status: 'completed',
    });

    // The person answers for the checklist company.
    const checklist = manual[0]!;
    const row = journeyCompany(page, checklist);
    await act.click(row.getByRole('button', { name: `Details for ${checklist}` }), 'details');
    await act.click(row.getByRole('button', { name: plan.byHand.button(checklist) }), 'by hand');

    // Each answer, live on the open page.
    await expect(journeyCompany(page, claimed.name)).toContainText(confirmedBy(claimed.name));
    const mailWords = plan.mail.words ?? {
      live: confirmedBy(emailed.name),
      proof: `Sam, Customer Care using the link sent to ${emailed.email}`,
    };
    await expect(journeyCompany(page, emailed.name)).toContainText(mailWords.live);
    await expect(journeyCompany(page, checklist)).toContainText(plan.byHand.words.live);
    expect(
      await page.evaluate(() => (window as unknown as { walkMark?: boolean }).walkMark),
      'the journey page was not reloaded',
    ).toBe(true);

    // And on the proof.
    await act.click(page.getByRole('link', { name: 'Proof of update' }), 'Proof of update');
    await expect(page.getByRole('heading', { level: 1, name: 'Proof of update' })).toBeVisible();
    const claimedProof = page.getByRole('region', { name: claimed.name });
    await expect(claimedProof).toContainText('CRM sync through its integration');
    // What was asked, named.
    await expect(claimedProof).toContainText(kindLabel);
    await expect(page.getByRole('region', { name: emailed.name })).toContainText(mailWords.proof);
    await expect(page.getByRole('region', { name: checklist })).toContainText(
      plan.byHand.words.proof,
    );

    console.log(`${plan.event} walk: ${act.count} actions\n  ${act.steps.join('\n  ')}`);
    expect(act.count, act.steps.join('\n')).toBeLessThanOrEqual(MAX_WALK_ACTIONS);
    return { journeyId, act };
  } finally {
    await business.dispose();
  }
}

/** The person's own "done": never the company's confirmation. */
export const MARKED_DONE: KindWalkPlan['byHand'] = {
  // "Mark as done: Acme", or "Mark as done: Acme (change of name)" beside another kind's request.
  button: (company) => new RegExp(`^Mark as done: ${company}\\b`),
  words: { live: DONE_BY_YOU, proof: DONE_BY_YOU },
};

/** A day `days` from today (negative: before), as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
