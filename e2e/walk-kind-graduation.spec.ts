import { test } from './support/fixtures';
import { dayFromToday, MARKED_DONE, openReview, startJourney, walkKind } from './support/kind-walk';
import { saveDetails, typeFields, whatChanged, pickFootprints } from './support/kind-walk-details';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

const COURSE = 'Bachelor of Nursing';
const COMPLETED = dayFromToday(-5);

test('Graduation: the finished study reaches an integration, an inbox and a checklist; each answer shows live and in the proof', async ({
  page,
  browser,
}) => {
  await walkKind(page, browser, {
    event: 'Graduation',
    label: 'Grad',
    kind: 'change_of_employment',
    claimed: [
      { name: 'UniSuper', domain: 'unisuper.com.au' },
      { name: 'Cbus', domain: 'cbussuper.com.au' },
    ],
    emailed: [
      { name: 'Colonial First State', email: 'contactus@colonialfirststate.com.au' },
      { name: 'Zurich Australia', email: 'client.service@zurich.com.au' },
    ],
    fillDetails: async (page, act, dialog, walk) => {
      await startJourney(page, act, dialog, 'Graduated');
      await pickFootprints(page, act, walk.companies);
      await act.click(
        whatChanged(page).getByRole('radio', { name: 'Study completed' }),
        'Study completed',
      );
      await typeFields(page, act, {
        'Course (optional)': COURSE,
        'Study completed on': COMPLETED,
      });
      await saveDetails(page, act);
      await openReview(page, act);
    },
    mail: {
      subject: /^Change of study for your customer/,
      link: 'Updated',
      button: "Confirm: we've updated the records",
      says: [`Course: ${COURSE}`],
    },
    apiChanges: [{ field: 'study_completed', value: COMPLETED }],
    byHand: MARKED_DONE,
  });
});
