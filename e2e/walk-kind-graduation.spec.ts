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

const STUDY = {
  type: 'study',
  course: 'Bachelor of Nursing',
  study_completed_on: dayFromToday(-5),
};

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
    fillDetails: async (page, act, dialog) => {
      const journeyId = await startJourney(page, act, dialog, 'Graduated');
      await detailsThroughApi(page, journeyId, { change_of_employment: STUDY });
      await openReview(page, act);
    },
    mail: {
      subject: /Change of study/,
      link: 'Updated',
      button: "Confirm: we've updated the records",
      says: [STUDY.course],
    },
    apiChanges: [{ field: 'study_completed', value: STUDY.study_completed_on }],
    byHand: MARKED_DONE,
  });
});
