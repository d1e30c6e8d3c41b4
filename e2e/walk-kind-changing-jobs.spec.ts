import { test } from './support/fixtures';
import { dayFromToday, MARKED_DONE, openReview, startJourney, walkKind } from './support/kind-walk';
import { saveDetails, typeFields, pickFootprints } from './support/kind-walk-details';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

const EMPLOYER = 'Harbour Analytics Pty Ltd';

test('Changing Jobs: the new employer reaches an integration, an inbox and a checklist; each answer shows live and in the proof', async ({
  page,
  browser,
}) => {
  await walkKind(page, browser, {
    event: 'Changing Jobs',
    label: 'Job',
    kind: 'change_of_employment',
    claimed: [
      { name: 'Aware Super', domain: 'aware.com.au' },
      { name: 'Hostplus', domain: 'hostplus.com.au' },
    ],
    emailed: [
      { name: 'Brighter Super', email: 'info@brightersuper.com.au' },
      { name: 'Australian Ethical', email: 'members@australianethical.com.au' },
    ],
    fillDetails: async (page, act, dialog, walk) => {
      await startJourney(page, act, dialog, 'New job');
      await pickFootprints(page, act, walk.companies);
      // A new employer is the form's first choice.
      await typeFields(page, act, {
        'New employer': EMPLOYER,
        'Start date': dayFromToday(14),
      });
      await saveDetails(page, act);
      await openReview(page, act);
    },
    mail: {
      subject: /^Change of employment for your customer/,
      link: 'Updated',
      button: "Confirm: we've updated the records",
      says: [`New employer: ${EMPLOYER}`],
    },
    apiChanges: [{ field: 'employer', value: EMPLOYER }],
    byHand: MARKED_DONE,
  });
});
