import { test } from './support/fixtures';
import { dayFromToday, openReview, startJourney, walkKind } from './support/kind-walk';
import {
  addCompaniesByHand,
  choose,
  saveDetails,
  typeFields,
  whatChanged,
} from './support/kind-walk-details';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

const DECEASED = 'Margaret Joan Tester';

test("Losing a Loved One: the death notification reaches the deceased's integration, inbox and checklist companies; each answer shows live and in the proof", async ({
  page,
  browser,
}) => {
  await walkKind(page, browser, {
    event: 'Losing a Loved One',
    label: 'Estate',
    kind: 'notification_of_death',
    ownCompanies: true,
    claimed: [
      { name: 'ANZ', domain: 'anz.com.au' },
      { name: 'Revolut', domain: 'revolut.com' },
    ],
    emailed: [
      { name: 'Kogan', email: 'sales@kogan.com.au' },
      { name: 'Big W', email: 'bigwcontactus@bigw.com.au' },
    ],
    fillDetails: async (page, act, dialog, walk) => {
      await startJourney(page, act, dialog, "Mum's estate");
      // The person adds all ten: the directory ones one by one, the others as a list.
      await addCompaniesByHand(page, act, { directory: walk.directory, byName: walk.manual });
      await typeFields(page, act, {
        'Their full name': DECEASED,
        'Their date of birth': '1941-03-02',
        'Date of death': dayFromToday(-10),
        'Their last address': '4 Wattle Grove, Ballarat VIC 3350',
        'Your name': 'Ada Tester',
        'Your address for correspondence': '12 Brunswick St, Fitzroy VIC 3065',
      });
      await choose(
        act,
        whatChanged(page).getByLabel('Your relationship to them'),
        'Executor',
        'relationship',
      );
      await saveDetails(page, act);
      await openReview(page, act);
    },
    // A bank holds the account until probate unless told otherwise: this one is closed.
    review: async (page, act, walk) => {
      const instruction = page.getByRole('combobox', {
        name: `What ${walk.claimed.name} should do`,
      });
      await act.click(instruction, 'instruction');
      await act.click(page.getByRole('option', { name: 'Close the account' }), 'Close the account');
    },
    // No death certificate uploaded: the bank needs one, and the person sends without it.
    sendWithoutDocuments: true,
    // The emailed company holds no account: it says so by the mail's own link.
    mail: {
      subject: new RegExp(`^Notification of death: ${DECEASED}`),
      link: 'No account held',
      button: 'Confirm: we hold no account',
      says: ['Date of death', 'The instruction for this account'],
      words: {
        live: 'No account held (said by Kogan)',
        proof: 'Sam, Customer Care using the link sent to sales@kogan.com.au',
      },
    },
    apiChanges: [{ field: 'instruction', value: 'close_account' }],
    byHand: {
      button: (company) => new RegExp(`^No account held at ${company}$`),
      words: { live: 'No account held (said by you)', proof: 'No account held' },
    },
  });
});
