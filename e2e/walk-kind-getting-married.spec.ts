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
    fillDetails: async (page, act, dialog, walk) => {
      await startJourney(page, act, dialog, 'Our wedding');
      await pickFootprints(page, act, walk.companies);
      await typeFields(page, act, {
        'Former full name': 'Ada Tester',
        'New given names': 'Ada',
        'New family name': 'Lovelace',
        'New name applies from': dayFromToday(-7),
      });
      await choose(
        act,
        whatChanged(page).getByLabel('The new name comes from'),
        'Marriage',
        'basis',
      );
      await saveDetails(page, act);
      await openReview(page, act);
    },
    // No marriage certificate uploaded: the bank needs one, and the person sends without it.
    sendWithoutDocuments: true,
    mail: {
      subject: /^Change of name for your customer Ada Tester/,
      link: 'Updated',
      button: "Confirm: we've updated the records",
      says: ['New family name: Lovelace', 'Australian Privacy Principle 13'],
    },
    apiChanges: [{ field: 'name', value: 'Ada Lovelace' }],
    byHand: MARKED_DONE,
  });
});
