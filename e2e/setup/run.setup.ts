import { test } from '@playwright/test';

import { saveRunSetup } from '../support/run-setup';
import { newUser, signUpByApi } from '../support/users';

// Runs once before every spec (playwright.config.ts: the `run setup` project). A pending sign-up
// made now is over a minute old by the time the spec that needs an old one runs, so that spec
// waits only for what is left of the minute instead of a whole one.
test('a pending sign-up made at the start of the run', async ({ request }) => {
  const user = newUser('pending');
  await signUpByApi(request, user);
  saveRunSetup({ pendingSignUp: { ...user, signedUpAt: Date.now() } });
});
