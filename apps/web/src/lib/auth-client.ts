import {
  adminClient,
  emailOTPClient,
  inferAdditionalFields,
  phoneNumberClient,
  twoFactorClient,
} from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The better-auth client for /api/auth. Only auth pages and signed-in code import it, so the
 * public pages' bundles never carry it. The two-factor redirect is handled by the sign-in form
 * (it reads `twoFactorRedirect` from the answer), not by a page change.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    inferAdditionalFields({
      user: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
      },
    }),
    twoFactorClient(),
    emailOTPClient(),
    phoneNumberClient(),
    adminClient(),
  ],
});
