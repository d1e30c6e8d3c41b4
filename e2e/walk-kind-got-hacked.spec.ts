import { SECURE_ACTION_LABELS } from '@updately/shared/request-kind-payloads';

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

const HACK = {
  date_noticed: dayFromToday(-2),
  what_happened: 'Someone signed in from overseas and changed my recovery email',
  actions: ['lock_access', 'end_sessions', 'check_contact_details'],
};

test('Got Hacked: the request to secure the account reaches an integration, an inbox and a checklist; each answer shows live and in the proof', async ({
  page,
  browser,
}) => {
  await walkKind(page, browser, {
    event: 'Got Hacked',
    label: 'Hack',
    kind: 'secure_account',
    claimed: [
      { name: 'Suncorp Bank', domain: 'suncorpbank.com.au' },
      { name: 'Latitude Financial Services', domain: 'latitudefinancial.com.au' },
    ],
    emailed: [
      { name: 'Felix Mobile', email: 'support@felixmobile.com.au' },
      { name: 'Zip', email: 'hello@care.zip.co' },
    ],
    fillDetails: async (page, act, dialog) => {
      const journeyId = await startJourney(page, act, dialog, 'Hacked email');
      await detailsThroughApi(page, journeyId, { secure_account: HACK });
      await openReview(page, act);
    },
    mail: {
      subject: /Secure the account/,
      link: 'Updated',
      button: "Confirm: we've updated the records",
      says: [SECURE_ACTION_LABELS.lock_access, HACK.what_happened],
    },
    apiChanges: [{ field: 'lock_access', value: SECURE_ACTION_LABELS.lock_access }],
    byHand: MARKED_DONE,
  });
});
