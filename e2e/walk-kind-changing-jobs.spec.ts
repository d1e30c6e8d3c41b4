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

const JOB = {
  type: 'employer',
  employer_name: 'Harbour Analytics Pty Ltd',
  start_date: dayFromToday(14),
};

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
    fillDetails: async (page, act, dialog) => {
      const journeyId = await startJourney(page, act, dialog, 'New job');
      await detailsThroughApi(page, journeyId, { change_of_employment: JOB });
      await openReview(page, act);
    },
    mail: {
      subject: /Change of employment/,
      link: 'Updated',
      button: "Confirm: we've updated the records",
      says: [JOB.employer_name],
    },
    apiChanges: [{ field: 'employer', value: JOB.employer_name }],
    byHand: MARKED_DONE,
  });
});
