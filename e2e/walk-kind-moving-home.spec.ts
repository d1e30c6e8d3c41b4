import { DONE_BY_YOU, confirmedBy } from '@updately/shared/update-attestation';

import { ActionCounter } from './support/action-counter';
import { journeyCompany } from './support/app';
import { expect, test } from './support/fixtures';
import {
  addWalkFootprints,
  answerByEmailLink,
  expectAnswersLive,
  journeyIdIn,
  markDoneByHand,
  openStartJourney,
  WALK_COMPANY_COUNT,
} from './support/kind-walk';
import {
  answerThroughApi,
  receivedRequest,
  walkBusiness,
  type ClaimableBrand,
} from './support/kind-walk-business';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 90_000 });

const MAX_ACTIONS = 30;
// Claimed for the whole server run: a retry takes the next.
const CLAIMED: ClaimableBrand[] = [
  { name: 'Westpac', domain: 'westpac.com.au' },
  { name: 'St.George Bank', domain: 'stgeorge.com.au' },
];
const EMAILED = [
  { name: 'Amber Electric', email: 'info@amber.com.au' },
  { name: 'Powershop', email: 'info@powershop.com.au' },
];
const ADDRESS = '12 Brunswick St, Fitzroy VIC 3065';

test('Moving Home: the new address reaches an integration, an inbox and a checklist, and each answer shows live and in the proof', async ({
  page,
  browser,
}) => {
  const claimed = CLAIMED[test.info().retry % CLAIMED.length]!;
  await signUp(page, 'walk-move');
  const business = await walkBusiness(page, claimed, ['change_of_address']);
  try {
    const manual = await addWalkFootprints(page, {
      claimed: claimed.name,
      emailed: EMAILED,
      label: 'Move',
    });
    const act = new ActionCounter();

    // Start: the event and what changed.
    const dialog = await openStartJourney(page, act, 'Moving Home');
    await act.type(dialog.getByLabel('Street address'), ADDRESS, 'the new address');
    await act.click(dialog.getByRole('button', { name: 'Start journey' }), 'Start journey');
    await expect(page).toHaveURL(/\/journeys\/[0-9a-f-]{36}\/review$/);
    const journeyId = journeyIdIn(page.url());

    // Pick and review: every company, each by its channel.
    await expect(
      page.getByText(`Companies to tell (${WALK_COMPANY_COUNT} of ${WALK_COMPANY_COUNT} chosen)`),
    ).toBeVisible();
    await expect(page.getByText(`We email ${EMAILED[0]!.email} on your behalf.`)).toBeVisible();
    await expect(page.getByText('connected')).toHaveCount(1);
    const sentAt = Date.now();
    await act.click(page.getByRole('button', { name: /^Approve and send/ }), 'Approve and send');
    await expect(page).toHaveURL(`/journeys/${journeyId}`);
    await expect(journeyCompany(page, EMAILED[0]!.name)).toContainText('Sent by Updately');

    // The company answers: through the Business API, by the email link, and (the person) by hand.
    const request = await receivedRequest(business, 'change_of_address');
    expect(request.changes).toContainEqual({ field: 'address', value: ADDRESS });
    expect(await answerThroughApi(business, request, 'applied', 'CRM sync')).toMatchObject({
      status: 'completed',
    });
    const emailed = await answerByEmailLink(browser, page, {
      to: EMAILED[0]!.email,
      subject: /Change of address/,
      after: sentAt,
      link: 'Updated',
      button: "Confirm: we've updated the records",
      confirmedBy: 'Sam, Customer Care',
    });
    expect(emailed.text).toContain(ADDRESS);
    await markDoneByHand(page, act, manual[0]!);
    await expectAnswersLive(page, {
      api: claimed.name,
      email: EMAILED[0]!.name,
      manual: manual[0]!,
    });

    // The proof says who answered what.
    await act.click(page.getByRole('link', { name: 'Proof of update' }), 'Proof of update');
    await expect(page.getByRole('heading', { level: 1, name: 'Proof of update' })).toBeVisible();
    await expect(page.getByRole('region', { name: claimed.name })).toContainText(
      confirmedBy(claimed.name),
    );
    await expect(page.getByRole('region', { name: EMAILED[0]!.name })).toContainText(
      `Sam, Customer Care using the link sent to ${EMAILED[0]!.email}`,
    );
    await expect(page.getByRole('region', { name: manual[0]! })).toContainText(DONE_BY_YOU);

    expect(act.count, act.steps.join('\n')).toBeLessThanOrEqual(MAX_ACTIONS);
  } finally {
    await business.dispose();
  }
});
