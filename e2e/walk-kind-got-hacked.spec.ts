import { SECURE_ACTION_LABELS } from '@updately/shared/request-kind-payloads';

import { expect, test } from './support/fixtures';
import { dayFromToday, MARKED_DONE, openReview, startJourney, walkKind } from './support/kind-walk';
import { saveDetails, typeFields, whatChanged, pickFootprints } from './support/kind-walk-details';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

const WHAT_HAPPENED = 'Someone signed in from overseas and changed my recovery email';
const ASKED = [SECURE_ACTION_LABELS.lock_access, SECURE_ACTION_LABELS.end_sessions];

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
    fillDetails: async (page, act, dialog, walk) => {
      await startJourney(page, act, dialog, 'Hacked email');
      await pickFootprints(page, act, walk.companies);
      await typeFields(page, act, {
        'Date you noticed': dayFromToday(-2),
        'What happened': WHAT_HAPPENED,
      });
      // Every action is asked for unless the person unticks it.
      for (const action of ASKED) {
        await expect(whatChanged(page).getByRole('checkbox', { name: action })).toBeChecked();
      }
      await saveDetails(page, act);
      await openReview(page, act);
    },
    mail: {
      subject: /^Secure the account of your customer/,
      link: 'Updated',
      button: "Confirm: we've updated the records",
      says: [...ASKED, WHAT_HAPPENED, 'We never send or ask for passwords'],
    },
    apiChanges: [
      { field: 'lock_access', value: SECURE_ACTION_LABELS.lock_access },
      { field: 'end_sessions', value: SECURE_ACTION_LABELS.end_sessions },
    ],
    byHand: MARKED_DONE,
  });
});
