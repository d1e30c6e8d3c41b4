import { test } from './support/fixtures';
import { dayFromToday, MARKED_DONE, openReview, startJourney, walkKind } from './support/kind-walk';
import {
  choose,
  saveDetails,
  typeFields,
  whatChanged,
  pickFootprints,
} from './support/kind-walk-details';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

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
    fillDetails: async (page, act, dialog, walk) => {
      await startJourney(page, act, dialog, 'Welcome Mia');
      await pickFootprints(page, act, walk.companies);
      await typeFields(page, act, {
        "Child's given names": 'Mia Rose',
        "Child's family name": 'Tester',
        'Date of birth': dayFromToday(-20),
      });
      const form = whatChanged(page);
      await choose(act, form.getByLabel('Relationship'), 'Daughter', 'relationship');
      await choose(act, form.getByLabel('What companies should do'), 'Add to my policy', 'action');
      await saveDetails(page, act);
      await openReview(page, act);
    },
    mail: {
      subject: /^Add a dependant for your customer/,
      link: 'Updated',
      button: "Confirm: we've updated the records",
      says: ["Child's given names: Mia Rose", 'What to do: Add to my policy'],
    },
    apiChanges: [{ field: 'dependant', value: 'Mia Rose Tester' }],
    byHand: MARKED_DONE,
  });
});
