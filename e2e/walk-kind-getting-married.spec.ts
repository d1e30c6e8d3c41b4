import { test } from './support/fixtures';
import {
  dayFromToday,
  detailsThroughApi,
  MARKED_DONE,
  openReview,
  startJourney,
  walkKind,
} from './support/kind-walk';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

const NAME = {
  former_name: 'Ada Tester',
  given_names: 'Ada',
  family_name: 'Lovelace',
  effective_date: dayFromToday(-7),
  basis: 'marriage',
};

test('Getting Married: the new name reaches an integration, an inbox and a checklist; each answer shows live and in the proof', async ({
  page,
  browser,
}) => {
  await walkKind(page, browser, {
    event: 'Getting Married',
    label: 'Wed',
    kind: 'change_of_name',
    claimed: [
      { name: 'NAB', domain: 'nab.com.au' },
      { name: 'Bankwest', domain: 'bankwest.com.au' },
    ],
    emailed: [
      { name: 'Momentum Energy', email: 'info@momentum.com.au' },
      { name: 'Jacana Energy', email: 'customercare@jacanaenergy.com.au' },
    ],
    fillDetails: async (page, act, dialog) => {
      const journeyId = await startJourney(page, act, dialog, 'Our wedding');
      await detailsThroughApi(page, journeyId, { change_of_name: NAME });
      await openReview(page, act);
    },
    mail: {
      subject: /Change of name/,
      link: 'Updated',
      button: "Confirm: we've updated the records",
      says: ['Ada Tester', 'Lovelace'],
    },
    apiChanges: [{ field: 'name', value: 'Ada Lovelace' }],
    byHand: MARKED_DONE,
  });
});
