import {
  admin,
  emailOTP,
  genericOAuth,
  jwt,
  magicLink,
  oneTap,
  organization,
  phoneNumber,
  twoFactor,
} from 'better-auth/plugins';
import type { Config } from '../lib/config';
import type { Mailer } from '../platform/mail/mailer';
import { mailTemplates } from '../platform/mail/templates';
import type { SmsSender } from '../platform/sms/sms-sender';
import { normalisePhoneNumber } from './phone-numbers';

/** Organisations a user may belong to (creating one more is refused). */
export const ORGANIZATIONS_PER_USER = 5;

const MINUTE = 60;
/** How long an admin-generated sign-in link works. */
export const SIGN_IN_LINK_TTL_SECONDS = 15 * MINUTE;

type Deps = {
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  google?: { clientId: string };
};

/** better-auth's plugins, as an inferred array so that `auth.api` knows their endpoints. */
export function authPlugins({ config, mailer, sms, google }: Deps) {
  const app = config.APP_NAME;
  const sso =
    config.SSO_PROVIDER_ID && config.SSO_DISCOVERY_URL && config.SSO_CLIENT_ID
      ? genericOAuth({
          config: [
            {
              providerId: config.SSO_PROVIDER_ID,
              discoveryUrl: config.SSO_DISCOVERY_URL,
              clientId: config.SSO_CLIENT_ID,
              clientSecret: config.SSO_CLIENT_SECRET,
              pkce: true,
              scopes: ['openid', 'email', 'profile'],
              mapProfileToUser: namesFromClaims,
            },
          ],
        })
      : undefined;

  return [
    admin({ defaultRole: 'user', adminRoles: ['admin'] }),
    // Passwordless users (email OTP, Google) enrol with a fresh session instead (auth-hooks.ts).
    twoFactor({ issuer: app, allowPasswordless: true }),
    emailOTP({
      otpLength: 6,
      expiresIn: 5 * MINUTE,
      allowedAttempts: 3,
      // The spec's "create-user default true": a code for an unknown email creates the account.
      disableSignUp: false,
      sendVerificationOTP: ({ email, otp }) =>
        mailer.send(mailTemplates.signInCode(app, email, otp)),
    }),
    phoneNumber({
      // auth-hooks.ts has already rewritten it to E.164 or refused it.
      phoneNumberValidator: (phone) => normalisePhoneNumber(phone, config.smsCountries) === phone,
      otpLength: 6,
      expiresIn: 5 * MINUTE,
      allowedAttempts: 3,
      requireVerification: true,
      sendOTP: ({ phoneNumber: to, code }) =>
        sms.send(to, `Your ${app} code is ${code}. It expires in 5 minutes.`),
      signUpOnVerification: {
        getTempEmail: (phone) => `${phone.replace(/\D/g, '')}@phone.invalid`,
        getTempName: (phone) => phone,
      },
    }),
    // Only admin-generated sign-in links (the public endpoint is server-only, see auth-hooks.ts).
    magicLink({
      expiresIn: SIGN_IN_LINK_TTL_SECONDS,
      disableSignUp: true,
      sendMagicLink: async ({ email, url, metadata }) => {
        if (typeof metadata?.deliver === 'function') return metadata.deliver(url);
        await mailer.send(mailTemplates.signInLink(app, email, url));
      },
    }),
    // JWKS for services that verify our tokens; no JWT is signed on every request.
    jwt({ disableSettingJwtHeader: true }),
    // Business accounts: owner / admin / member, invitations by email (48 h).
    organization({
      allowUserToCreateOrganization: true,
      // One person cannot run brand claims from any number of organisations (review 2, N3).
      organizationLimit: ORGANIZATIONS_PER_USER,
      creatorRole: 'owner',
      // Never deleted: its usage ledger and audit trail must stay.
      disableOrganizationDeletion: true,
      invitationExpiresIn: 48 * 60 * MINUTE,
      sendInvitationEmail: ({ id, email, organization: org, inviter }) =>
        mailer.send(
          mailTemplates.organizationInvitation(
            app,
            email,
            org.name,
            inviter.user.name,
            `${config.appUrl}/business/invitations/${id}`,
          ),
        ),
    }),
    ...(google ? [oneTap({ clientId: google.clientId })] : []),
    ...(sso ? [sso] : []),
  ];
}

/** OpenID Connect's given and family names become the profile's first and last name. */
export function namesFromClaims(profile: object) {
  const claims = profile as { given_name?: unknown; family_name?: unknown };
  const name = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return { firstName: name(claims.given_name), lastName: name(claims.family_name) };
}
