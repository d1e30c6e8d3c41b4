import { expect, test } from './support/fixtures';
import { MARKED_DONE, walkKind } from './support/kind-walk';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

const ADDRESS = '12 Brunswick St, Fitzroy VIC 3065';

test('Moving Home: the new address reaches an integration, an inbox and a checklist; each answer shows live and in the proof', async ({
  page,
  browser,
}) => {
  await walkKind(page, browser, {
    event: 'Moving Home',
    label: 'Move',
    kind: 'change_of_address',
    claimed: [
      { name: 'Westpac', domain: 'westpac.com.au' },
      { name: 'St.George Bank', domain: 'stgeorge.com.au' },
    ],
    emailed: [
      { name: 'Amber Electric', email: 'info@amber.com.au' },
      { name: 'Powershop', email: 'info@powershop.com.au' },
    ],
    fillDetails: async (page, act, dialog) => {
      await act.type(dialog.getByLabel('Street address'), ADDRESS, 'the new address');
      await expect(dialog.getByLabel('Journey name')).toHaveValue(/^Moving to Fitzroy/);
      // With companies linked and an address, a move opens on Review.
      await act.click(dialog.getByRole('button', { name: 'Start journey' }), 'Start journey');
    },
    mail: {
      subject: /Change of address/,
      link: 'Updated',
      button: "Confirm: we've updated the records",
      says: [ADDRESS],
    },
    apiChanges: [{ field: 'address', value: ADDRESS }],
    byHand: MARKED_DONE,
  });
});
