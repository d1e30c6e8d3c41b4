import type { Browser, Page } from '@playwright/test';
import { DOCUMENT_RETENTION_DAYS } from '@updately/shared/documents';

import { ActionCounter } from './support/action-counter';
import { baseURL } from './support/api';
import { chooseOption } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import {
  documentsLinkIn,
  documentsSection,
  pdfFile,
  pdfText,
  uploadDocument,
  uploadedDocument,
} from './support/document-walk';
import { expect, test } from './support/fixtures';
import { acceptInvitation, invitePerson } from './support/journey-people';
import { dayFromToday, MAX_WALK_ACTIONS, openReview, startJourney } from './support/kind-walk';
import {
  addCompaniesByHand,
  choose,
  saveDetails,
  typeFields,
  whatChanged,
} from './support/kind-walk-details';
import { linkIn, waitForMail } from './support/mail';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { newUser, signUp, signUpByApi } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS * 3 });

const DECEASED = 'Harold James Whitfield';
const JOURNEY = "Dad's estate";
const CERTIFICATE = 'Death certificate';
const LETTERS = 'Letters of administration';

/**
 * Directory brands reached by email. Banking requires the death certificate and the proof of the
 * person's authority (for an administrator, the letters of administration); insurance the
 * certificate; subscriptions nothing (the seeded category defaults).
 */
const BANK = { name: 'HSBC Australia', email: 'privacy@hsbc.com.au' };
const INSURER = { name: 'APIA', email: 'customerservice@apia.com.au' };
const OWNER_ADDS = [BANK.name, INSURER.name, 'Canva', 'Netflix'];
/** The company the co-executor adds. */
const CO_EXECUTOR_ADDS = 'Dropbox';

/** One company on the Review page (its list item). */
const reviewCompany = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

/**
 * Issue 25's "Done when": a bereaved person uploads a death certificate and letters of
 * administration once, invites a co-executor who adds a company, sends to 5 companies of which 2
 * require the certificate; each company opens its link and sees the stamped copy; the person sees
 * each view; after completion plus the retention period (a test clock), the files are gone from
 * storage and the database.
 */
test('the bereaved family: documents once, a co-executor, two companies see stamped copies, then the files are gone', async ({
  page,
  browser,
}) => {
  await signUp(page, 'bereaved');
  const act = new ActionCounter();

  // The journey, as the administrator of the estate.
  await page.goto('/app/journeys');
  await act.click(page.getByRole('button', { name: 'Start a journey' }).first(), 'Start');
  const dialog = page.getByRole('dialog', { name: 'Start a journey' });
  await act.click(dialog.getByRole('radio', { name: 'Losing a Loved One', exact: true }), 'event');
  const who = dialog.getByRole('radiogroup', { name: 'Who is this for?' });
  await expect(who.getByRole('radio', { name: 'Someone who has died' })).toBeChecked();
  act.steps.push('choose the role');
  await chooseOption(page, 'Your role', 'Administrator');
  const journeyId = await startJourney(page, act, dialog, JOURNEY);

  await addCompaniesByHand(page, act, { directory: OWNER_ADDS, byName: [] });
  await typeFields(page, act, {
    'Their full name': DECEASED,
    'Their date of birth': '1944-08-19',
    'Date of death': dayFromToday(-12),
    'Their last address': '7 Sturt St, Ballarat VIC 3350',
    'Your name': 'Ruth Whitfield',
    'Your address for correspondence': '21 Lygon St, Carlton VIC 3053',
  });
  await choose(
    act,
    whatChanged(page).getByLabel('Your relationship to them'),
    'Administrator',
    'relationship',
  );
  await saveDetails(page, act);
  await expect(page.getByTestId('journey-acting')).toHaveText(
    `Acting as Administrator for ${DECEASED}`,
  );

  // The documents, uploaded once.
  await uploadDocument(page, act, CERTIFICATE, await pdfFile('certificate.pdf', CERTIFICATE));
  await uploadDocument(page, act, LETTERS, await pdfFile('letters.pdf', LETTERS));
  await expectNoAxeViolations(page);

  // The co-executor, invited as an editor, adds a company.
  const coExecutor = newUser('coexecutor');
  act.steps.push("type the co-executor's email", 'choose Editor', 'click Send invitation');
  const invitation = await invitePerson(page, coExecutor.email, 'Editor');
  await coExecutorAddsCompany(browser, coExecutor, invitation);
  await page.reload();
  const coName = `${coExecutor.firstName} ${coExecutor.lastName}`;
  await expect(page.getByText(`${CO_EXECUTOR_ADDS} added by ${coName}`)).toBeVisible();

  // Review: per company, which documents go; the consent names them.
  await openReview(page, act);
  await expect(page.getByRole('heading', { level: 1, name: 'Review and send' })).toBeVisible();
  await expect(page.getByText('Companies to tell (5 of 5 chosen)')).toBeVisible();
  await expect(reviewCompany(page, BANK.name)).toContainText(
    `Documents shared with ${BANK.name}: ${CERTIFICATE} and ${LETTERS}`,
  );
  await expect(reviewCompany(page, INSURER.name)).toContainText(
    `Documents shared with ${INSURER.name}: ${CERTIFICATE}`,
  );
  await expect(reviewCompany(page, INSURER.name)).not.toContainText(LETTERS);
  for (const name of ['Canva', 'Netflix', CO_EXECUTOR_ADDS]) {
    await expect(reviewCompany(page, name)).not.toContainText('Documents shared');
  }
  await expect(page.locator('#consent-text')).toContainText(
    `to share my ${CERTIFICATE} and ${LETTERS} with the 2 companies that require them`,
  );
  const sentAt = Date.now() - 1000;
  await act.click(page.getByRole('button', { name: 'Approve and send 5 updates' }), 'Approve');
  await expect(page).toHaveURL(`/journeys/${journeyId}`);

  // Each requiring company opens its emailed link and sees its stamped copies.
  await companyOpensItsDocuments(browser, BANK, [CERTIFICATE, LETTERS], sentAt, true);
  await companyOpensItsDocuments(browser, INSURER, [CERTIFICATE], sentAt, false);

  // The person sees each view.
  await page.reload();
  const certificate = uploadedDocument(page, CERTIFICATE);
  const seenBy = (company: string) => new RegExp(`${company} viewed it on .+ \\(email link\\)`);
  await expect(certificate.getByRole('listitem')).toHaveCount(2);
  await expect(certificate).toContainText(seenBy(BANK.name));
  await expect(certificate).toContainText(seenBy(INSURER.name));
  const letters = uploadedDocument(page, LETTERS);
  await expect(letters.getByRole('listitem')).toHaveCount(1);
  await expect(letters).toContainText(seenBy(BANK.name));
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Completed, then the retention period passes (the dev route's moved clock).
  await act.click(page.getByRole('button', { name: 'Mark journey complete' }), 'complete');
  await expectToast(page, 'Journey completed');
  const pruned = await page.request.post('/dev/documents/prune', {
    data: { journey_id: journeyId, days_ahead: DOCUMENT_RETENTION_DAYS + 1 },
  });
  expect(pruned.status()).toBe(200);
  expect(await pruned.json()).toEqual({
    removed: 2,
    rows_left: 0,
    objects_before: 2,
    objects_left: 0,
  });
  await page.reload();
  await expect(
    documentsSection(page).getByRole('heading', { name: 'No documents yet' }),
  ).toBeVisible();

  // The kind walks' budget, plus what this issue adds: two uploads and one invitation.
  console.log(`Bereaved walk: ${act.count} actions\n  ${act.steps.join('\n  ')}`);
  expect(act.count, act.steps.join('\n')).toBeLessThanOrEqual(MAX_WALK_ACTIONS + 2 * 3 + 3);
});

/**
 * The co-executor: their own account, confirmed from the mailbox; they accept the invitation
 * and add one of the deceased's companies from the directory.
 */
async function coExecutorAddsCompany(
  browser: Browser,
  coExecutor: ReturnType<typeof newUser>,
  invitation: string,
) {
  const context = await browser.newContext();
  const their = await context.newPage();
  try {
    await signUpByApi(their.request, coExecutor);
    await their.goto(
      linkIn(await waitForMail(their.request, coExecutor.email, /Confirm your email/)),
    );
    await expect(their).toHaveURL(/\/dashboard$/);
    await acceptInvitation(their, invitation, JOURNEY);
    await expect(their.getByText('You share this journey as an editor.')).toBeVisible();
    await addCompaniesByHand(their, new ActionCounter(), {
      directory: [CO_EXECUTOR_ADDS],
      byName: [],
    });
  } finally {
    await context.close();
  }
}

/**
 * The company: the "Documents for this request" link in its email, the page listing exactly the
 * documents its request needs, and each stamped copy (a PDF saying who it was provided to).
 */
async function companyOpensItsDocuments(
  browser: Browser,
  company: { name: string; email: string },
  documents: readonly string[],
  sentAt: number,
  checkA11y: boolean,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    const mail = await waitForMail(
      page.request,
      company.email,
      new RegExp(`^Notification of death: ${DECEASED}`),
      { after: sentAt },
    );
    expect(mail.text).toContain('Documents for this request');
    await page.goto(documentsLinkIn(mail.text, company.name));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Documents for this request' }),
    ).toBeVisible();
    const intro = page.getByText(`For ${company.name}, request`);
    const reference = /request (\S+)\. Each copy/.exec((await intro.textContent()) ?? '')?.[1];
    expect(reference, 'the request reference on the page').toBeTruthy();
    const list = page.getByRole('list', { name: 'Documents' });
    await expect(list.getByRole('listitem')).toHaveCount(documents.length);

    for (const type of documents) {
      const view = list.getByRole('link', { name: `View ${type} (opens in a new tab)` });
      const copy = await page.request.get((await view.getAttribute('href'))!);
      expect(copy.status()).toBe(200);
      expect(copy.headers()['content-type']).toBe('application/pdf');
      const bytes = await copy.body();
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(bytes);
      expect(text).toContain(`Provided to ${company.name} for ${reference} on`);
      expect(text).toContain(type);
    }

    if (checkA11y) {
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoAxeViolations(page);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
    }
  } finally {
    await context.close();
  }
}
