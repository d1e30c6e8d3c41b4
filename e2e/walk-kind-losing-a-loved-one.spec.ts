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

const DEATH = {
  deceased: {
    full_name: 'Margaret Joan Tester',
    date_of_birth: '1941-03-02',
    date_of_death: dayFromToday(-10),
    last_address: '4 Wattle Grove, Ballarat VIC 3350',
  },
  notifier: {
    name: 'Ada Tester',
    relationship: 'executor',
    address: '12 Brunswick St, Fitzroy VIC 3065',
  },
};

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
      const journeyId = await startJourney(page, act, dialog, "Mum's estate");
      await walk.addJourneyCompanies(journeyId);
      await detailsThroughApi(page, journeyId, { notification_of_death: DEATH });
      await openReview(page, act);
    },
    mail: {
      subject: /Notification of death/,
      link: 'Done',
      button: "Confirm: we've updated the records",
      says: [DEATH.deceased.full_name],
    },
    apiChanges: [{ field: 'instruction', value: 'close_account' }],
    byHand: MARKED_DONE,
  });
});
