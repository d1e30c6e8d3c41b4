import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  brandContactSuggestions,
  brandDirectory,
  journeyHousehold,
  journeyMembers,
  newsletterSubscribers,
  sessions,
  twoFactors,
  webhookDeliveries,
} from './db/schema';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from './seed/factories/journey-factories';
import { avatarForm, imageBytes } from './test/account-test-kit';
import { signUpAdmin, signUpWithTotp } from './test/admin-test-kit';
import { TURNSTILE_PASS_TOKEN } from './test/turnstile-stand-in';
import { linkIn, waitForMail } from './test/mailbox';
import { approveAddress, waitForStatus } from './test/update-kit';
import { createBrand } from './seed/factories/brand-factories';
import { createDocument } from './seed/factories/document-factories';
import { issueTime } from './platform/documents/document-links';
import { issueDocumentShares } from './platform/documents/document-shares';
import { storageFor } from './platform/storage/storage-for';
import { samplePdf } from './test/pdf-text';
import { createTestApp, type TestApp } from './test/test-app';
import { claimBrand, createKey, createOrganization } from './test/business-kit';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Who may call each route. Every route the app serves (Hono's route list, which includes every
 * operation of /api/openapi.json) and every endpoint better-auth serves under /api/auth must have
 * a row here: a route added later fails this test until it declares who may call it.
 *
 * - public: anyone.
 * - dev: the development mailbox (this machine only; see dev-mailbox.int.test.ts).
 * - user: any signed-in user, on their own data; anonymous 401.
 * - owner: a path id that belongs to one user; anonymous 401, any other user 404 (never 403, so
 *   nobody learns what exists), admins too unless `admin` may.
 * - admin: administrators (with two-factor on); anonymous 401, users 403.
 * - owner 'organization': members of the organisation in the path (the user owns one); anybody
 *   else 404, admins included — the admin area has its own routes.
 * - invitee: an invitation's token, accepted only by the signed-in account it was sent to (the
 *   other user here); anyone else signed in 403, anonymous 401.
 * - api-key: the Business API takes an organisation's API key and nothing else: every session
 *   (anonymous, user, admin) gets 401 (api-v1.int.test.ts covers keys).
 * - auth-public / auth-session / server-only: better-auth endpoints reachable by anyone, never
 *   succeeding without a session (or the two-factor cookie of a sign-in in progress), or refused
 *   over HTTP (404) for everyone.
 */
type Who =
  | 'public'
  | 'dev'
  | 'user'
  | {
      owner: 'footprint' | 'journey' | 'link' | 'session' | 'user' | 'update' | 'organization';
      admin?: boolean;
    }
  | 'admin'
  | 'invitee'
  | 'api-key'
  | 'auth-public'
  | 'auth-session'
  | 'server-only';

const APP_ROUTES: Record<string, Who> = {
  'GET /.well-known/jwks.json': 'public',
  'GET /dev/mailbox': 'dev',
  'POST /dev/documents/prune': 'dev',
  'POST /dev/digests/run': 'dev',
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/init.js': 'public',
  'GET /api/docs/:asset': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/v1/openapi.json': 'public',
  'GET /api/v1/docs': 'public',
  'GET /api/v1/docs/init.js': 'public',
  'GET /api/v1/docs/recipes': 'public',
  'GET /api/me': 'public',
  'GET /api/config': 'public',
  'GET /api/account/activity': 'user',
  'GET /api/realtime': 'user',
  'GET /api/brands': 'user',
  'GET /api/brands/:id': 'user',
  'GET /api/footprints': 'user',
  'POST /api/footprints': 'user',
  'PATCH /api/footprints/:id': { owner: 'footprint' },
  'DELETE /api/footprints/:id': { owner: 'footprint' },
  'POST /api/journeys': 'user',
  'GET /api/journeys': 'user',
  'GET /api/journeys/:id': { owner: 'journey' },
  'PATCH /api/journeys/:id': { owner: 'journey' },
  'POST /api/journeys/:id/footprints': { owner: 'journey' },
  'PATCH /api/journeys/:id/footprints/:footprintId': { owner: 'link' },
  'DELETE /api/journeys/:id/footprints/:footprintId': { owner: 'link' },
  // A Losing a Loved One journey's own companies (the deceased's).
  'POST /api/journeys/:id/companies': { owner: 'journey' },
  // Before the company's delete below: a suggestion of how to reach it (issue 26).
  'POST /api/journeys/:id/companies/:footprintId/contact-suggestions': { owner: 'journey' },
  'DELETE /api/journeys/:id/companies/:footprintId': { owner: 'journey' },
  // Editors and viewers of a journey: documents.int.test.ts.
  'POST /api/journeys/:id/documents': { owner: 'journey' },
  'GET /api/journeys/:id/documents': { owner: 'journey' },
  'GET /api/journeys/:id/documents/:documentId/file': { owner: 'journey' },
  'DELETE /api/journeys/:id/documents/:documentId': { owner: 'journey' },
  // A Moving Home household: members, joint accounts, the joint holder's approval.
  'POST /api/journeys/:id/household': { owner: 'journey' },
  'GET /api/journeys/:id/household': { owner: 'journey' },
  'DELETE /api/journeys/:id/household/:memberId': { owner: 'journey' },
  'PUT /api/journeys/:id/companies/:footprintId/joint': { owner: 'journey' },
  'POST /api/journeys/:id/safe-mode': { owner: 'journey' },
  'PUT /api/journeys/:id/companies/:footprintId/safety': { owner: 'journey' },
  'POST /api/journeys/:id/companies/:footprintId/safety/send': { owner: 'journey' },
  'GET /api/journeys/:id/joint-requests': { owner: 'journey' },
  // The joint holder (the matrix user) of another person's request: anyone else 404.
  'POST /api/household/joint-requests/:requestId/approve': { owner: 'update' },
  'POST /api/household/joint-requests/:requestId/decline': { owner: 'update' },
  // The people who share a journey (members have their own tests: journey-people.int.test.ts).
  'POST /api/journeys/:id/invitations': { owner: 'journey' },
  'GET /api/journeys/:id/people': { owner: 'journey' },
  'DELETE /api/journeys/:id/invitations/:invitationId': { owner: 'journey' },
  'PATCH /api/journeys/:id/members/:userId': { owner: 'journey' },
  'DELETE /api/journeys/:id/members/:userId': { owner: 'journey' },
  'GET /api/invitations/:token': 'public',
  'POST /api/invitations/:token/accept': 'invitee',
  'GET /api/onboarding': 'user',
  'POST /api/onboarding/general': 'user',
  'POST /api/onboarding/moving-house': 'user',
  'GET /api/journey-pii-fields/:journeyType': 'user',
  'PUT /api/journey-pii-fields/:journeyType': 'admin',
  'GET /api/account/profile': 'user',
  'PATCH /api/account/profile': 'user',
  'POST /api/account/avatar': 'user',
  'GET /api/account/avatar/:userId': { owner: 'user', admin: true },
  'DELETE /api/account/avatar': 'user',
  'GET /api/account/consents': 'user',
  'POST /api/account/consents': 'user',
  'GET /api/account/sessions': 'user',
  'DELETE /api/account/sessions/:id': { owner: 'session' },
  'POST /api/account/sessions/revoke': 'user',
  'GET /api/account/reauthenticate': 'user',
  'POST /api/account/reauthenticate': 'user',
  'POST /api/account/reauthenticate/verify': 'user',
  'POST /api/account/password': 'user',
  'GET /api/account/export': 'user',
  'DELETE /api/account': 'user',
  'POST /api/feedback': 'user',
  'GET /api/admin/feedback': 'admin',
  'PATCH /api/admin/feedback/:id': 'admin',
  'POST /api/newsletter/subscribe': 'public',
  'GET /api/newsletter/confirm': 'public',
  'POST /api/newsletter/confirm': 'public',
  'GET /api/newsletter/unsubscribe': 'public',
  'POST /api/newsletter/unsubscribe': 'public',
  'POST /api/business-leads': 'public',
  'POST /api/sign-up/phone': 'public',
  'GET /api/admin/users': 'admin',
  'POST /api/admin/users': 'admin',
  'POST /api/admin/users/invite': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'PUT /api/admin/users/:id': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  'POST /api/admin/users/:id/ban': 'admin',
  'POST /api/admin/users/:id/unban': 'admin',
  'POST /api/admin/users/:id/links': 'admin',
  'GET /api/admin/users/:id/factors': 'admin',
  'DELETE /api/admin/users/:id/factors/:factorId': 'admin',
  'DELETE /api/admin/users/:id/factors': 'admin',
  'DELETE /api/admin/users/:id/sessions': 'admin',
  'GET /api/admin/analytics': 'admin',
  'GET /api/admin/analytics.csv': 'admin',
  'GET /api/admin/security': 'admin',
  'GET /api/admin/approvals': 'admin',
  'POST /api/admin/approvals/:id/approve': 'admin',
  'POST /api/admin/approvals/:id/reject': 'admin',
  'POST /api/admin/approvals/:id/cancel': 'admin',
  'POST /api/admin/approvals/:id/link': 'admin',
  'POST /api/admin/approvals/:id/document': 'admin',
  'POST /api/admin/journeys/:id/documents/:documentId/open': 'admin',
  'GET /api/admin/journeys': 'admin',
  'GET /api/admin/journeys/:id': 'admin',
  'POST /api/admin/journeys/:id/reveal': 'admin',
  'POST /api/admin/journeys/:id/safe-reveal-requests': 'admin',
  'GET /api/admin/audit-logs': 'admin',
  'GET /api/admin/audit-logs/actions': 'admin',
  'GET /api/admin/audit-logs/export.csv': 'admin',
  'GET /api/journeys/:id/review': { owner: 'journey' },
  'POST /api/journeys/:id/updates': { owner: 'journey' },
  'GET /api/journeys/:id/updates': { owner: 'journey' },
  'GET /api/journeys/:id/deadlines': { owner: 'journey' },
  'GET /api/journeys/:id/proof': { owner: 'journey' },
  'GET /api/updates/:id': { owner: 'update' },
  'POST /api/updates/:id/cancel': { owner: 'update' },
  'POST /api/updates/:id/resend': { owner: 'update' },
  'POST /api/updates/:id/done': { owner: 'update' },
  'POST /api/updates/:id/no-account': { owner: 'update' },
  'POST /api/updates/:id/form-submitted': { owner: 'update' },
  'POST /api/updates/:id/call': { owner: 'update' },
  'GET /api/updates/:id/follow-up-letter': { owner: 'update' },
  'PATCH /api/updates/:id/items/:field': { owner: 'update' },
  'GET /api/updates/:id/letter.pdf': { owner: 'update' },
  'POST /api/updates/:id/posted': { owner: 'update' },
  'GET /api/journeys/:id/letters': { owner: 'journey' },
  'GET /api/journeys/:id/letters.pdf': { owner: 'journey' },
  'POST /api/journeys/:id/letters/posted': { owner: 'journey' },
  'GET /api/account/update-consents': 'user',
  'GET /api/account/notifications': 'user',
  'PUT /api/account/notifications': 'user',
  // The signed link in a company's email is the key: anyone holding it, no session.
  'GET /company/updates/:token/:purpose': 'public',
  'POST /company/updates/:token/:purpose': 'public',
  // A letter's short URL: the code printed on it is the key (it redirects to the signed page).
  'GET /l/:code': 'public',
  // A company's link to its request's documents: the signed link is the key, no session.
  'GET /api/document-links/:token': 'public',
  'GET /api/document-links/:token/documents/:documentId': 'public',
  'GET /api/updates/:id/document-link': { owner: 'update' },
  'POST /api/updates/:id/document-link': { owner: 'update' },
  'POST /api/updates/:id/document-link/revoke': { owner: 'update' },
  'GET /api/business/organizations': 'user',
  'GET /api/business/organizations/:orgId/summary': { owner: 'organization' },
  'GET /api/business/organizations/:orgId/claims': { owner: 'organization' },
  'POST /api/business/organizations/:orgId/claims': { owner: 'organization' },
  'POST /api/business/organizations/:orgId/claims/:claimId/verify': { owner: 'organization' },
  'POST /api/business/organizations/:orgId/claims/:claimId/check-dns': { owner: 'organization' },
  'GET /api/business/organizations/:orgId/claim-options/:brandId': { owner: 'organization' },
  'GET /api/business/organizations/:orgId/api-keys': { owner: 'organization' },
  'POST /api/business/organizations/:orgId/api-keys': { owner: 'organization' },
  'DELETE /api/business/organizations/:orgId/api-keys/:keyId': { owner: 'organization' },
  'GET /api/business/organizations/:orgId/requests': { owner: 'organization' },
  'GET /api/business/organizations/:orgId/requests/:id': { owner: 'organization' },
  'POST /api/business/organizations/:orgId/requests/:id/confirm': { owner: 'organization' },
  'GET /api/business/organizations/:orgId/usage': { owner: 'organization' },
  'GET /api/business/organizations/:orgId/integration/kinds': { owner: 'organization' },
  'PUT /api/business/organizations/:orgId/integration/kinds': { owner: 'organization' },
  'GET /api/business/organizations/:orgId/usage.csv': { owner: 'organization' },
  'GET /api/business/organizations/:orgId/webhooks': { owner: 'organization' },
  'POST /api/business/organizations/:orgId/webhooks': { owner: 'organization' },
  'PATCH /api/business/organizations/:orgId/webhooks/:endpointId': { owner: 'organization' },
  'POST /api/business/organizations/:orgId/webhooks/:endpointId/rotate-secret': {
    owner: 'organization',
  },
  'POST /api/business/organizations/:orgId/webhooks/:endpointId/test': { owner: 'organization' },
  'GET /api/business/organizations/:orgId/webhooks/:endpointId/deliveries': {
    owner: 'organization',
  },
  'POST /api/business/organizations/:orgId/webhooks/:endpointId/deliveries/:deliveryId/replay': {
    owner: 'organization',
  },
  // Last of the endpoint's rows: the owner's delete removes it.
  'DELETE /api/business/organizations/:orgId/webhooks/:endpointId': { owner: 'organization' },
  'GET /api/admin/brand-claims': 'admin',
  'POST /api/admin/brand-claims/:id/approve': 'admin',
  'POST /api/admin/brand-claims/:id/reject': 'admin',
  'POST /api/admin/brand-claims/:id/revoke': 'admin',
  'GET /api/admin/brand-suggestions': 'admin',
  'POST /api/admin/brand-suggestions/:id/approve': 'admin',
  'POST /api/admin/brand-suggestions/:id/reject': 'admin',
  'GET /api/admin/brand-coverage': 'admin',
  'GET /api/admin/brand-coverage/brands': 'admin',
  'GET /api/admin/brands': 'admin',
  'POST /api/admin/brands': 'admin',
  'GET /api/admin/brands/export': 'admin',
  'POST /api/admin/brands/import': 'admin',
  'GET /api/admin/brands/:id': 'admin',
  'PUT /api/admin/brands/:id': 'admin',
  'DELETE /api/admin/brands/:id': 'admin',
  'POST /api/admin/brands/:id/merge': 'admin',
  'GET /api/admin/brands/:id/documents': 'admin',
  'PUT /api/admin/brands/:id/documents': 'admin',
  'GET /api/admin/document-defaults': 'admin',
  'PUT /api/admin/document-defaults/:category': 'admin',
  'GET /api/admin/integrations': 'admin',
  'GET /api/admin/integrations/:brandId': 'admin',
  'PUT /api/admin/integrations/:brandId/channel': 'admin',
  'PUT /api/admin/integrations/:brandId/mapping': 'admin',
  'POST /api/admin/integrations/:brandId/test-delivery': 'admin',
  'GET /api/admin/error-groups': 'admin',
  'GET /api/admin/error-groups/:fingerprint': 'admin',
  'POST /api/admin/error-groups/:fingerprint/resolve': 'admin',
  'POST /api/admin/error-groups/:fingerprint/reopen': 'admin',
  'POST /api/client-errors': 'public',
  'GET /api/admin/settings': 'admin',
  'PUT /api/admin/settings/follow-up': 'admin',
  'PUT /api/admin/settings/price': 'admin',
  'PUT /api/admin/settings/display': 'admin',
  'PUT /api/admin/settings/documents': 'admin',
  'GET /api/v1/requests': 'api-key',
  'GET /api/v1/integration/kinds': 'api-key',
  'PUT /api/v1/integration/kinds': 'api-key',
  'GET /api/v1/requests/:id': 'api-key',
  'GET /api/v1/requests/:id/documents': 'api-key',
  'GET /api/v1/requests/:id/documents/:document': 'api-key',
  'POST /api/v1/requests/:id/acknowledge': 'api-key',
  'POST /api/v1/requests/:id/confirm': 'api-key',
  'POST /api/v1/hooks': 'api-key',
  'DELETE /api/v1/hooks/:id': 'api-key',
};

/** better-auth's endpoints, by the path they are served at under /api/auth. */
const AUTH_ROUTES: Record<string, Who> = {
  '/sign-in/social': 'auth-public',
  '/callback/:id': 'auth-public',
  '/get-session': 'auth-public',
  '/sign-out': 'auth-public',
  '/sign-up/email': 'auth-public',
  '/sign-in/email': 'auth-public',
  '/reset-password': 'auth-public',
  '/verify-password': 'server-only',
  '/verify-email': 'auth-public',
  '/send-verification-email': 'auth-public',
  '/change-email': 'auth-session',
  '/change-password': 'auth-session',
  '/update-session': 'auth-session',
  '/update-user': 'auth-session',
  '/delete-user': 'auth-session',
  '/request-password-reset': 'auth-public',
  '/reset-password/:token': 'auth-public',
  '/list-sessions': 'auth-session',
  '/revoke-session': 'auth-session',
  '/revoke-sessions': 'auth-session',
  '/revoke-other-sessions': 'auth-session',
  '/link-social': 'auth-session',
  '/list-accounts': 'auth-session',
  '/delete-user/callback': 'auth-public',
  '/unlink-account': 'auth-session',
  '/refresh-token': 'auth-session',
  '/get-access-token': 'auth-session',
  '/account-info': 'auth-session',
  '/two-factor/get-totp-uri': 'auth-session',
  '/two-factor/verify-totp': 'auth-session',
  '/two-factor/send-otp': 'auth-session',
  '/two-factor/verify-otp': 'auth-session',
  '/two-factor/verify-backup-code': 'auth-session',
  '/two-factor/generate-backup-codes': 'auth-session',
  '/two-factor/enable': 'auth-session',
  '/two-factor/disable': 'auth-session',
  '/email-otp/send-verification-otp': 'auth-public',
  '/email-otp/check-verification-otp': 'auth-public',
  '/email-otp/verify-email': 'auth-public',
  '/sign-in/email-otp': 'auth-public',
  '/email-otp/request-password-reset': 'auth-public',
  '/forget-password/email-otp': 'auth-public',
  '/email-otp/reset-password': 'auth-public',
  '/email-otp/request-email-change': 'auth-session',
  '/email-otp/change-email': 'auth-session',
  '/sign-in/phone-number': 'auth-public',
  '/phone-number/send-otp': 'auth-public',
  '/phone-number/verify': 'auth-public',
  '/phone-number/request-password-reset': 'auth-public',
  '/phone-number/reset-password': 'auth-public',
  '/sign-in/magic-link': 'server-only',
  '/magic-link/verify': 'auth-public',
  '/jwks': 'auth-public',
  '/token': 'auth-session',
  '/ok': 'auth-public',
  '/error': 'auth-public',
  // Business organisations (better-auth's organization plugin): a session and membership.
  '/organization/create': 'auth-session',
  '/organization/update': 'auth-session',
  '/organization/delete': 'auth-session',
  '/organization/set-active': 'auth-session',
  '/organization/get-organization': 'auth-session',
  '/organization/get-full-organization': 'auth-session',
  '/organization/list': 'auth-session',
  '/organization/invite-member': 'auth-session',
  '/organization/cancel-invitation': 'auth-session',
  '/organization/accept-invitation': 'auth-session',
  '/organization/get-invitation': 'auth-session',
  '/organization/reject-invitation': 'auth-session',
  '/organization/list-invitations': 'auth-session',
  '/organization/get-active-member': 'auth-session',
  '/organization/check-slug': 'auth-session',
  '/organization/remove-member': 'auth-session',
  '/organization/update-member-role': 'auth-session',
  '/organization/leave': 'auth-session',
  '/organization/list-user-invitations': 'auth-session',
  '/organization/list-members': 'auth-session',
  '/organization/get-active-member-role': 'auth-session',
  '/organization/has-permission': 'auth-session',
};
/** better-auth's admin plugin bypasses user_roles and the audit log: all of it is server-only. */
const AUTH_SERVER_ONLY_PREFIX = '/admin/';

/**
 * A valid body where validation would otherwise answer before the access check: the matrix
 * must reach the check itself (owner routes answer 404 to others only for a well-formed request).
 */
const BODIES: Record<string, unknown> = {
  'PUT /api/admin/document-defaults/:category': {
    rules: [{ kind: 'notification_of_death', document_types: ['death_certificate'] }],
  },
  'PATCH /api/footprints/:id': { tags: ['checked'] },
  'PATCH /api/journeys/:id': { name: 'Renamed by the matrix' },
  'PATCH /api/journeys/:id/footprints/:footprintId': { priority_level: 'high' },
  'POST /api/journeys/:id/invitations': { email: 'matrix-invitee@example.com', role: 'viewer' },
  'PATCH /api/journeys/:id/members/:userId': { role: 'editor' },
  'PATCH /api/updates/:id/items/:field': { value: '1 Matrix Street, Carlton VIC 3053' },
  'POST /api/updates/:id/form-submitted': { company_reference: 'MATRIX-1' },
  'POST /api/updates/:id/call': { outcome: 'done' },
  'POST /api/updates/:id/posted': { posted_on: new Date().toISOString().slice(0, 10) },
  'POST /api/journeys/:id/letters/posted': { posted_on: '2026-01-01' },
  'POST /api/journeys/:id/household': { relation: 'child', name: 'Matrix Child' },
  'PUT /api/journeys/:id/companies/:footprintId/joint': { household_ids: [] },
  'POST /api/journeys/:id/safe-mode': { safe_contact_email: 'matrix-safe@example.com' },
  'PUT /api/journeys/:id/companies/:footprintId/safety': { shared: true },
  'POST /api/journeys/:id/companies/:footprintId/safety/send': { confirm: true },
  'POST /api/household/joint-requests/:requestId/approve': { consent_version: '1.0' },
  'POST /api/household/joint-requests/:requestId/decline': { reason: 'Checked by the matrix' },
  'PUT /api/account/notifications': { update_digest: true },
  'POST /api/business/organizations/:orgId/claims/:claimId/verify': { code: 'K7Q2M-9XH4T' },
  'POST /api/admin/brand-claims/:id/revoke': { reason: 'Checked by the matrix' },
  'POST /api/business/organizations/:orgId/api-keys': { name: 'Matrix key' },
  'POST /api/business/organizations/:orgId/requests/:id/confirm': {
    fields: [{ field: 'address', outcome: 'applied' }],
  },
  'POST /api/v1/requests/:id/confirm': { fields: [{ field: 'address', outcome: 'applied' }] },
  'POST /api/business/organizations/:orgId/webhooks': { url: 'https://hooks.example.com/matrix' },
  'PATCH /api/business/organizations/:orgId/webhooks/:endpointId': { enabled: true },
  'POST /api/v1/hooks': {
    target_url: 'https://hooks.example.com/zap',
    event: 'update_request.created',
  },
  '/change-email': { newEmail: 'new-address@example.com' },
  '/change-password': {
    currentPassword: 'a long enough passphrase',
    newPassword: 'another long passphrase',
  },
  '/revoke-session': { token: 'not-a-session' },
  '/link-social': { provider: 'google' },
  '/unlink-account': { providerId: 'google' },
  '/refresh-token': { providerId: 'google' },
  '/get-access-token': { providerId: 'google' },
  '/two-factor/verify-totp': { code: '123456' },
  '/two-factor/send-otp': {},
  '/two-factor/verify-otp': { code: '123456' },
  '/two-factor/verify-backup-code': { code: 'abcde-fghij' },
  '/email-otp/request-email-change': { newEmail: 'new-address@example.com' },
  '/email-otp/change-email': { newEmail: 'new-address@example.com', otp: '123456' },
};

/** The catch-alls that only route: the 404 of unknown API paths and the better-auth mount. */
const MOUNTS = new Set(['ALL /api/*', 'GET /api/auth/*', 'POST /api/auth/*']);

type Caller = 'anonymous' | 'user' | 'other' | 'admin';
const DENIED = new Set([401, 403]);

describe('authorization matrix: every route x {anonymous, user, other user, admin}', () => {
  let t: TestApp;
  const cookies: Partial<Record<Caller, string>> = {};
  const ids: Record<string, string> = {};
  let appRoutes: string[] = [];
  let authRoutes: { path: string; methods: string[] }[] = [];

  // Many accounts, a business, approvals and a household: slow on a loaded machine.
  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.signUp();
    const other = await t.signUp();
    const admin = await signUpAdmin(t);
    const target = await signUpWithTotp(t, { name: 'Target' });
    const doomed = await t.signUp();
    Object.assign(cookies, { user: user.cookie, other: other.cookie, admin: admin.cookie });
    const db = t.database.db;
    const footprints = await createFootprints(db, user.id, 3, { custom: true });
    const journey = await createJourney(db, user.id, { target_address: '1 Matrix Street' });
    await createJourneyLinks(db, user.id, journey.id, [footprints[1]!.id]);
    // Two updates of the user's: one to do themselves, one emailed (whose link the company holds).
    const emailed = await createBrand(db);
    const [emailedFootprint] = await createFootprints(db, user.id, 1, { brandIds: [emailed.id] });
    await createJourneyLinks(db, user.id, journey.id, [emailedFootprint!.id]);
    const updates = await approveAddress(t, user.cookie, journey.id, [
      footprints[1]!.id,
      emailedFootprint!.id,
    ]);
    const manualUpdate = updates.find((u) => u.channel === 'manual')!;
    const emailedUpdate = await waitForStatus(
      t,
      updates.find((u) => u.channel === 'email')!.id,
      'sent',
    );
    BODIES['POST /api/journeys/:id/updates'] = {
      consent_version: '1.0',
      // The emailed company stays linked (the matrix unlinks the other): the owner gets 409.
      companies: [{ footprint_id: emailedFootprint!.id, fields: ['address'] }],
    };
    const [brand] = await db.select({ id: brandDirectory.id }).from(brandDirectory).limit(1);
    // A second session of the user, for the route that ends one (not the one the test uses).
    await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    });
    const [secondSession] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    Object.assign(ids, {
      footprint: footprints[0]!.id,
      linkFootprint: footprints[1]!.id,
      journey: journey.id,
      session: secondSession!.id,
      user: user.id,
      brand: brand!.id,
      target: target.id,
      doomed: doomed.id,
      factor: (
        await db
          .select({ id: twoFactors.id })
          .from(twoFactors)
          .where(eq(twoFactors.userId, target.id))
      )[0]!.id,
      newsletterToken: await newsletterToken(),
      update: manualUpdate.id,
      companyToken: t.deps.updates.links.token({
        requestId: emailedUpdate.id,
        attempt: emailedUpdate.attempt,
        purpose: 'updated',
        expiresAt: emailedUpdate.links_expire_at!,
      }),
    });
    // The emailed update carries a document, with its company's link issued.
    const document = await createDocument(db, storageFor(t.deps.config), t.deps.updates.cipher, {
      journeyId: journey.id,
      ownerId: user.id,
      bytes: await samplePdf(1),
      requestIds: [emailedUpdate.id],
    });
    const issuedAt = issueTime();
    await db.transaction((tx) => issueDocumentShares(tx, [emailedUpdate.id], issuedAt));
    Object.assign(ids, {
      documentFile: document.id,
      documentToken: t.deps.updates.documentLinks.token({ requestId: emailedUpdate.id, issuedAt }),
    });
    BODIES['POST /api/journeys/:id/footprints'] = { footprintIds: [footprints[2]!.id] };
    // A letter of the user's, in a journey of its own, for the letter's short URL.
    const byPost = await createBrand(db, {
      contact_email: null,
      postal_address: {
        recipient: null,
        organisation: 'Matrix Post Pty Ltd',
        line1: 'PO Box 1',
        line2: null,
        suburb: 'Carlton',
        state: 'VIC',
        postcode: '3053',
      },
    });
    const [postFootprint] = await createFootprints(db, user.id, 1, { brandIds: [byPost.id] });
    const letterJourney = await createJourney(db, user.id, { target_address: '1 Matrix Street' });
    await createJourneyLinks(db, user.id, letterJourney.id, [postFootprint!.id]);
    const [letter] = await approveAddress(t, user.cookie, letterJourney.id, [postFootprint!.id]);
    const pdf = await t.request(`/api/updates/${letter!.id}/letter.pdf`, { cookie: user.cookie });
    expect(pdf.status).toBe(200);
    ids.letterCode = t.deps.updates.letterCodes.code(letter!.id, 1);
    // A Losing a Loved One journey with one company of its own, for the routes that keep its list.
    const death = await t.request('/api/journeys', {
      method: 'POST',
      cookie: user.cookie,
      json: { type: 'losing_loved_one', name: 'For Mum' },
    });
    expect(death.status).toBe(201);
    ids.deathJourney = ((await death.json()) as { id: string }).id;
    const company = await t.request(`/api/journeys/${ids.deathJourney}/companies`, {
      method: 'POST',
      cookie: user.cookie,
      json: { custom_brand_name: 'Matrix Mutual' },
    });
    expect(company.status).toBe(201);
    ids.deathCompany = ((await company.json()) as { footprint_id: string }).footprint_id;
    BODIES['POST /api/journeys/:id/companies'] = { custom_brand_name: 'Matrix Insurance' };
    BODIES['POST /api/journeys/:id/companies/:footprintId/contact-suggestions'] = {
      channel: 'phone',
      value: { phone: '1300 123 456', hours: null },
      source_url: 'https://matrix.example/contact',
    };
    const [suggestion] = await db
      .insert(brandContactSuggestions)
      .values({
        company_name: 'Matrix Mutual',
        user_id: user.id,
        channel: 'phone',
        value: { phone: '+611300123456', hours: null },
        source_url: 'https://matrix.example/contact',
      })
      .returning();
    ids.suggestion = suggestion!.id;
    // A member of the journey and a pending invitation to it, for the owner's people routes; an
    // invitation to another journey of the user's, sent to the other user (who accepts it).
    const member = await t.signUp();
    await db
      .insert(journeyMembers)
      .values({ journey_id: journey.id, user_id: member.id, role: 'viewer' });
    const pendingInvitation = await t.request(`/api/journeys/${journey.id}/invitations`, {
      method: 'POST',
      cookie: user.cookie,
      json: { email: 'matrix-pending@example.com', role: 'editor' },
    });
    expect(pendingInvitation.status).toBe(201);
    const shared = await createJourney(db, user.id, { name: 'Matrix shared' });
    const toOther = await t.request(`/api/journeys/${shared.id}/invitations`, {
      method: 'POST',
      cookie: user.cookie,
      json: { email: other.email, role: 'viewer' },
    });
    expect(toOther.status).toBe(201);
    Object.assign(ids, {
      member: member.id,
      invitation: ((await pendingInvitation.json()) as { id: string }).id,
      invitationToken: new URL(
        linkIn((await waitForMail(t, other.email, /Matrix shared/)).text),
      ).pathname
        .split('/')
        .at(-1)!,
    });
    BODIES['PUT /api/business/organizations/:orgId/integration/kinds'] = {
      kinds: ['change_of_address'],
    };
    // The user also runs a business: an organisation with a verified brand (told of a request
    // of the user's own, through the api channel), a claim waiting for an admin and an API key.
    const organization = await createOrganization(t, user.cookie, 'Matrix Pty Ltd');
    const { brand: claimedBrand } = await claimBrand(t, user.cookie, organization);
    const [toldFootprint] = await createFootprints(db, user.id, 1, { brandIds: [claimedBrand.id] });
    await createJourneyLinks(db, user.id, journey.id, [toldFootprint!.id]);
    const [toldUpdate] = await approveAddress(t, user.cookie, journey.id, [toldFootprint!.id]);
    await waitForStatus(t, toldUpdate!.id, 'sent');
    const pendingBrand = await createBrand(db);
    const pending = await t.request(`/api/business/organizations/${organization}/claims`, {
      method: 'POST',
      cookie: user.cookie,
      json: { brand_id: pendingBrand.id },
    });
    expect(pending.status).toBe(201);
    BODIES['POST /api/business/organizations/:orgId/claims'] = {
      brand_id: (await createBrand(db)).id,
    };
    Object.assign(ids, {
      organization,
      claim: ((await pending.json()) as { id: string }).id,
      businessRequest: toldUpdate!.id,
      apiKey: (await createKey(t, user.cookie, organization)).id,
    });
    // A webhook endpoint of the organisation with one attempt in its log.
    const endpoint = await t.request(`/api/business/organizations/${organization}/webhooks`, {
      method: 'POST',
      cookie: user.cookie,
      json: { url: 'https://hooks.example.com/updately', event_types: ['update_request.expired'] },
    });
    expect(endpoint.status).toBe(201);
    ids.webhookEndpoint = ((await endpoint.json()) as { id: string }).id;
    const [attempt] = await db
      .insert(webhookDeliveries)
      .values({
        endpoint_id: ids.webhookEndpoint,
        message_id: 'msg_matrix',
        event_type: 'webhook.test',
        payload: { type: 'webhook.test', timestamp: new Date().toISOString(), data: {} },
        attempt: 1,
        response_status: 500,
      })
      .returning({ id: webhookDeliveries.id });
    ids.webhookDelivery = attempt!.id;
    // Requests of the two-admin rule about another admin: one per decision the matrix admin makes
    // (approve and reject another admin's; cancel and reveal the link of their own).
    const second = await signUpAdmin(t);
    const adminTarget = await signUpWithTotp(t, { admin: true, name: 'Admin Target' });
    const ask = async (cookie: string, method: string, path: string, json?: unknown) => {
      const res = await t.request(`/api/admin/users/${adminTarget.id}${path}`, {
        method,
        json,
        cookie,
      });
      expect(res.status).toBe(202);
      return ((await res.json()) as { approval: { id: string } }).approval.id;
    };
    Object.assign(ids, {
      approve: await ask(second.cookie, 'DELETE', '/factors'),
      reject: await ask(second.cookie, 'PUT', '', { isAdmin: false }),
      cancel: await ask(admin.cookie, 'POST', '/links', { type: 'sign-in' }),
      link: await ask(admin.cookie, 'POST', '/links', { type: 'recovery' }),
    });
    // A household member of the user's Moving Home journey, and a joint request of another
    // person's household that waits for the user's approval (the user is its joint holder).
    const child = await t.request(`/api/journeys/${journey.id}/household`, {
      method: 'POST',
      cookie: user.cookie,
      json: { relation: 'child', name: 'Matrix Child' },
    });
    expect(child.status).toBe(201);
    ids.householdMember = ((await child.json()) as { id: string }).id;
    ids.jointFootprint = emailedFootprint!.id;
    ids.jointRequest = await jointRequestHeldBy(user.id);
    // The matrix admin's own request to open the user's document (pending: opening it is a 409).
    const open = await t.request(
      `/api/admin/journeys/${ids.journey}/documents/${ids.documentFile}/open`,
      { method: 'POST', cookie: admin.cookie },
    );
    expect(open.status).toBe(202);
    ids.document = ((await open.json()) as { approval: { id: string } }).approval.id;
    const avatar = await t.request('/api/account/avatar', {
      method: 'POST',
      body: avatarForm(imageBytes.png(), 'image/png'),
      cookie: user.cookie,
    });
    expect(avatar.status).toBe(200);
    const upload = new FormData();
    upload.set('type', 'other');
    upload.set('file', new Blob([imageBytes.png()], { type: 'image/png' }), 'scan.png');
    const uploaded = await t.request(`/api/journeys/${journey.id}/documents`, {
      method: 'POST',
      body: upload,
      cookie: user.cookie,
    });
    expect(uploaded.status).toBe(201);
    // The upload answers with the journey's list, which also holds the emailed update's document.
    const listed = ((await uploaded.json()) as { documents: { id: string }[] }).documents;
    ids.journeyDocument = listed.find((d) => d.id !== ids.documentFile)!.id;
    appRoutes = [
      ...new Set(
        t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
      ),
    ];
    authRoutes = Object.values(t.deps.auth.api)
      .map((endpoint) => endpoint as { path?: string; options?: { method?: string | string[] } })
      .filter((endpoint) => typeof endpoint.path === 'string')
      .map((endpoint) => ({
        path: endpoint.path!,
        methods: [endpoint.options?.method ?? 'GET'].flat(),
      }));
  }, 120_000);
  afterAll(() => t.close());

  async function jointRequestHeldBy(holderId: string): Promise<string> {
    const db = t.database.db;
    const partnerOf = await t.signUp();
    const move = await createJourney(db, partnerOf.id, { target_address: '2 Matrix Street' });
    const brand = await createBrand(db);
    const [footprint] = await createFootprints(db, partnerOf.id, 1, { brandIds: [brand.id] });
    await createJourneyLinks(db, partnerOf.id, move.id, [footprint!.id]);
    const member = await t.request(`/api/journeys/${move.id}/household`, {
      method: 'POST',
      cookie: partnerOf.cookie,
      json: { relation: 'partner', name: 'Matrix Partner' },
    });
    const memberId = ((await member.json()) as { id: string }).id;
    await db
      .update(journeyHousehold)
      .set({ user_id: holderId })
      .where(eq(journeyHousehold.id, memberId));
    await t.request(`/api/journeys/${move.id}/companies/${footprint!.id}/joint`, {
      method: 'PUT',
      cookie: partnerOf.cookie,
      json: { household_ids: [memberId] },
    });
    const [request] = await approveAddress(t, partnerOf.cookie, move.id, [footprint!.id]);
    expect(request!.status).toBe('pending_consent');
    return request!.id;
  }

  async function newsletterToken(): Promise<string> {
    const email = `reader-${crypto.randomUUID()}@example.com`;
    await t.request('/api/newsletter/subscribe', {
      method: 'POST',
      json: { email, turnstileToken: TURNSTILE_PASS_TOKEN, source: 'footer' },
    });
    const [row] = await t.database.db
      .select({ token: newsletterSubscribers.token })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return row!.token;
  }

  it('has a row for every route the app serves, every documented operation and every auth endpoint', async () => {
    const served = appRoutes.filter((key) => !MOUNTS.has(key));
    expect(
      served.filter((key) => !(key in APP_ROUTES)),
      'app routes without a row',
    ).toEqual([]);
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(
      documented.filter((key) => !(key in APP_ROUTES)),
      'documented without a row',
    ).toEqual([]);
    const unlisted = authRoutes
      .map((r) => r.path)
      .filter((path) => !(path in AUTH_ROUTES) && !path.startsWith(AUTH_SERVER_ONLY_PREFIX));
    expect(unlisted, 'auth endpoints without a row').toEqual([]);
    expect(
      Object.keys(APP_ROUTES).filter((key) => !appRoutes.includes(key)),
      'stale rows',
    ).toEqual([]);
  });

  /** The path with each parameter replaced by an id the user owns (or a fixed value). */
  function concrete(method: string, path: string): string {
    if (method === 'DELETE' && path === '/api/admin/users/:id')
      return `/api/admin/users/${ids.doomed}`;
    if (path.startsWith('/api/newsletter/')) return `${path}?token=${ids.newsletterToken}`;
    if (path.startsWith('/api/admin/approvals/:id/')) {
      return path.replace(':id', ids[path.split('/').at(-1)!]!);
    }
    return path
      .replace('/api/invitations/:token', `/api/invitations/${ids.invitationToken}`)
      .replace(':invitationId', ids.invitation!)
      .replace('/members/:userId', `/members/${ids.member}`)
      .replace(
        '/organizations/:orgId/requests/:id',
        `/organizations/${ids.organization}/requests/${ids.businessRequest}`,
      )
      .replace(
        '/api/business/organizations/:orgId',
        `/api/business/organizations/${ids.organization}`,
      )
      .replace(':claimId', ids.claim!)
      .replace('/claim-options/:brandId', `/claim-options/${ids.brand}`)
      .replace(':keyId', ids.apiKey!)
      .replace(':endpointId', ids.webhookEndpoint!)
      .replace(':deliveryId', ids.webhookDelivery!)
      .replace('/api/admin/brand-claims/:id', `/api/admin/brand-claims/${ids.claim}`)
      .replace('/api/admin/brand-suggestions/:id', `/api/admin/brand-suggestions/${ids.suggestion}`)
      .replace('/api/v1/requests/:id', `/api/v1/requests/${NO_SUCH_ID}`)
      .replace(
        '/api/journeys/:id/footprints/:footprintId',
        `/api/journeys/${ids.journey}/footprints/${ids.linkFootprint}`,
      )
      .replace('/household/:memberId', `/household/${ids.householdMember}`)
      .replace('/joint-requests/:requestId', `/joint-requests/${ids.jointRequest}`)
      .replace(
        '/api/journeys/:id/companies/:footprintId/joint',
        `/api/journeys/${ids.journey}/companies/${ids.jointFootprint}/joint`,
      )
      .replace(
        '/api/journeys/:id/documents/:documentId',
        `/api/journeys/${ids.journey}/documents/${ids.journeyDocument}`,
      )
      .replace(
        '/api/journeys/:id/companies/:footprintId',
        `/api/journeys/${ids.deathJourney}/companies/${ids.deathCompany}`,
      )
      .replace('/api/journeys/:id/companies', `/api/journeys/${ids.deathJourney}/companies`)
      .replace('/api/journeys/:id', `/api/journeys/${ids.journey}`)
      .replace('/api/updates/:id', `/api/updates/${ids.update}`)
      .replace(':field', 'address')
      .replace('/company/updates/:token/:purpose', `/company/updates/${ids.companyToken}/updated`)
      .replace('/l/:code', `/l/${ids.letterCode}`)
      .replace('/api/document-links/:token', `/api/document-links/${ids.documentToken}`)
      .replace('/api/admin/journeys/:id/documents', `/api/admin/journeys/${ids.journey}/documents`)
      .replace(':documentId', ids.documentFile!)
      .replace('/api/footprints/:id', `/api/footprints/${ids.footprint}`)
      .replace('/api/brands/:id', `/api/brands/${ids.brand}`)
      .replace('/api/account/sessions/:id', `/api/account/sessions/${ids.session}`)
      .replace('/api/account/avatar/:userId', `/api/account/avatar/${ids.user}`)
      .replace('/api/admin/users/:id', `/api/admin/users/${ids.target}`)
      .replace(
        '/api/admin/feedback/:id',
        '/api/admin/feedback/7d1f3b2a-5c4e-4f6a-8b9c-0d1e2f3a4b5c',
      )
      .replace(':factorId', ids.factor!)
      .replace(':journeyType', 'moving_house')
      .replace(':category', 'telco')
      .replace(':asset', 'swagger-ui.css')
      .replace(':token', 'not-a-real-token')
      .replace(':id', 'google');
  }

  async function call(
    caller: Caller,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<number> {
    const cookie = caller === 'anonymous' ? undefined : cookies[caller];
    const withBody = !['GET', 'HEAD', 'DELETE'].includes(method) || path === '/api/account';
    const json = body ?? {};
    const res = await t.request(path, { method, cookie, ...(withBody ? { json } : {}) });
    await res.body?.cancel(); // the realtime stream never ends by itself
    return res.status;
  }

  /** What each caller must get: 'denied' (401/403), a status, or 'allowed' (anything else). */
  function expectations(who: Who): Record<Caller, 'allowed' | 'denied' | number> {
    if (who === 'public' || who === 'dev') {
      return { anonymous: 'allowed', other: 'allowed', admin: 'allowed', user: 'allowed' };
    }
    if (who === 'user')
      return { anonymous: 401, other: 'allowed', admin: 'allowed', user: 'allowed' };
    if (who === 'admin') return { anonymous: 401, other: 403, user: 403, admin: 'allowed' };
    if (who === 'api-key') return { anonymous: 401, other: 401, user: 401, admin: 401 };
    if (who === 'invitee') return { anonymous: 401, other: 'allowed', admin: 403, user: 403 };
    if (typeof who === 'object') {
      return { anonymous: 401, other: 404, admin: who.admin ? 'allowed' : 404, user: 'allowed' };
    }
    throw new Error(`not an app rule: ${String(who)}`);
  }

  // Other users and admins go first, so the owner's own deletes run last.
  const ORDER: Caller[] = ['anonymous', 'other', 'admin', 'user'];

  it('gives every app route exactly the access its row declares', async () => {
    const wrong: string[] = [];
    for (const [key, who] of Object.entries(APP_ROUTES)) {
      const [method, path] = key.split(' ') as [string, string];
      const expected = expectations(who);
      for (const caller of ORDER) {
        const status = await call(caller, method, concrete(method, path), BODIES[key]);
        const want = expected[caller];
        const ok =
          want === 'allowed'
            ? !DENIED.has(status) && status !== 404
            : want === 'denied'
              ? DENIED.has(status)
              : status === want;
        if (!ok) wrong.push(`${key} as ${caller}: ${status}, expected ${want}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('gives every better-auth endpoint the access its row declares', async () => {
    const wrong: string[] = [];
    for (const { path, methods } of authRoutes) {
      const who: Who = path.startsWith(AUTH_SERVER_ONLY_PREFIX)
        ? 'server-only'
        : AUTH_ROUTES[path]!;
      const method = methods.includes('POST') ? 'POST' : methods[0]!;
      const url = `/api/auth${concrete(method, path)}`;
      const anonymous = await call('anonymous', method, url, BODIES[path]);
      if (who === 'server-only') {
        const signedIn = await call('admin', method, url, BODIES[path]);
        if (anonymous !== 404 || signedIn !== 404) {
          wrong.push(`${path}: ${anonymous}/${signedIn}, expected 404 over HTTP for everyone`);
        }
      } else if (who === 'auth-session' && (anonymous < 400 || anonymous >= 500)) {
        // 401, or a 400/404 for a provider or factor this app does not configure: never a success.
        wrong.push(`${path} as anonymous: ${anonymous}, expected a refusal`);
      } else if (who === 'auth-public' && (anonymous === 404 || anonymous === 403)) {
        wrong.push(`${path} as anonymous: ${anonymous}, expected it to be reachable`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
