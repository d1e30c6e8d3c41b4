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

const CHILD = {
  given_names: 'Mia Rose',
  family_name: 'Tester',
  date_of_birth: dayFromToday(-20),
  relationship: 'daughter',
  action: 'add_to_policy',
};

test('Having a Baby: adding the child reaches an integration, an inbox and a checklist; each answer shows live and in the proof', async ({
  page,
  browser,
}) => {
  await walkKind(page, browser, {
    event: 'Having a Baby',
    label: 'Baby',
    kind: 'add_dependant',
    claimed: [
      { name: 'Macquarie Bank', domain: 'macquarie.com.au' },
      { name: 'Bupa', domain: 'bupa.com.au' },
    ],
    emailed: [
      { name: 'nib', email: 'nib@nib.com.au' },
      { name: 'Teachers Health', email: 'info@teachershealth.com.au' },
    ],
    fillDetails: async (page, act, dialog) => {
      const journeyId = await startJourney(page, act, dialog, 'Welcome Mia');
      await detailsThroughApi(page, journeyId, { add_dependant: CHILD });
      await openReview(page, act);
    },
    mail: {
      subject: /Add a dependant/,
      link: 'Updated',
      button: "Confirm: we've updated the records",
      says: ['Mia Rose', 'Add to my policy'],
    },
    apiChanges: [{ field: 'dependant', value: 'Mia Rose Tester' }],
    byHand: MARKED_DONE,
  });
});
