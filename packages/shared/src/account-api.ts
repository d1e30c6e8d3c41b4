import { z } from 'zod';

export const NAME_MAX_LENGTH = 80;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
export const CONSENT_TYPES = ['data_processing', 'marketing'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];
export const DELETE_CONFIRMATION = 'DELETE';

// Markup and control characters have no place in a name (it is shown across the app and in mail).
const MARKUP_OR_CONTROL = /[<>\p{Cc}]/u;

export function nameSchema(label: string) {
  return z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(NAME_MAX_LENGTH, `Your ${label} has ${NAME_MAX_LENGTH} characters at most.`)
    .refine((v) => !MARKUP_OR_CONTROL.test(v), `Your ${label} cannot contain < or >.`);
}

/** PATCH /api/account/profile: either name or both, trimmed, 1 to 80 characters, no markup. */
export const updateProfileSchema = z
  .object({
    first_name: nameSchema('first name').optional(),
    last_name: nameSchema('last name').optional(),
  })
  .refine((v) => v.first_name !== undefined || v.last_name !== undefined, {
    message: 'Nothing to change: send first_name or last_name.',
  });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const accountProfileSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  auth_provider: z.string(),
  data_processing_consent: z.boolean(),
  marketing_consent: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const avatarResultSchema = z.object({ avatar_url: z.string().nullable() });
export type AvatarResult = z.infer<typeof avatarResultSchema>;

/** POST /api/account/consents: records a new consent row each time. */
export const recordConsentSchema = z.object({
  consentType: z.enum(CONSENT_TYPES, { error: 'consentType is data_processing or marketing.' }),
  granted: z.boolean({ error: 'granted is true or false.' }),
});
export type RecordConsentInput = z.infer<typeof recordConsentSchema>;

export const consentEntrySchema = z.object({
  id: z.string(),
  consent_type: z.string(),
  granted: z.boolean(),
  version: z.string(),
  created_at: z.string(),
});
export type ConsentEntry = z.infer<typeof consentEntrySchema>;

export const consentStateSchema = z.object({
  granted: z.boolean(),
  /** Of the latest record; null when the state is the default and nothing was recorded. */
  version: z.string().nullable(),
  updated_at: z.string().nullable(),
});

/** GET /api/account/consents: the current state of each consent and the history, newest first. */
export const consentsSchema = z.object({
  current: z.object({ data_processing: consentStateSchema, marketing: consentStateSchema }),
  history: z.array(consentEntrySchema),
});
export type Consents = z.infer<typeof consentsSchema>;

export const accountSessionSchema = z.object({
  id: z.string(),
  /** Plain words, e.g. 'Chrome', 'macOS', 'Desktop' and 'Chrome on macOS'. */
  browser: z.string(),
  os: z.string(),
  device: z.string(),
  description: z.string(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

export const revokeSessionsSchema = z.object({
  scope: z.enum(['others', 'all'], { error: "scope is 'others' or 'all'." }),
});
export type RevokeSessionsInput = z.infer<typeof revokeSessionsSchema>;

/** `signedOut`: this device's session ended too, so the client goes to `/`. */
export const revokeResultSchema = z.object({ success: z.literal(true), signedOut: z.boolean() });
export type RevokeResult = z.infer<typeof revokeResultSchema>;

/**
 * DELETE /api/account: the typed confirmation, and the password unless the session was started
 * within the last 10 minutes.
 */
export const deleteAccountSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm.` }),
  password: z.string().min(1, 'Enter your password.').max(1024).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
export const deleteAccountResultSchema = z.object({ success: z.literal(true) });

const rows = z.array(z.record(z.string(), z.unknown()));

/** GET /api/account/export (APP 12): every row the product holds about the caller. */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  user: z.record(z.string(), z.unknown()),
  profile: z.record(z.string(), z.unknown()).nullable(),
  consents: rows,
  roles: rows,
  admin_email_grants: rows,
  accounts: rows,
  sessions: rows,
  two_factors: rows,
  authenticator_codes_used: rows,
  identity_confirmations: rows,
  confirmation_codes_pending: rows,
  footprints: rows,
  journeys: rows,
  journey_footprints: rows,
  /** The household of the person's Moving Home journeys, and the households they joined. */
  journey_household: rows,
  /** Ways to reach a company the person suggested to the directory, and each decision. */
  contact_suggestions: rows,
  feedback: rows,
  audit_logs: rows,
  error_logs: rows,
  /** Each approval to tell a company, with its evidence. */
  update_consents: rows,
  /** What was sent to each company (values decrypted for their owner) and each answer. */
  update_requests: rows,
  update_request_events: rows,
  /** The business organisations the person belongs to, with their role. */
  organization_memberships: rows,
  /** The documents the person's journeys hold: each one's details and the file itself
   * (`file_base64`, null when it could not be read). */
  documents: rows,
  /** Other people's journeys shared with the person, with their role. */
  shared_journeys: rows,
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The download's file name, from the export's UTC date. */
export function exportFileName(at: Date): string {
  return `updately-export-${at.toISOString().slice(0, 10)}.json`;
}

/** How a signed-in person confirms it is them before a sensitive change (step-up). */
export const REAUTH_CHANNELS = ['email', 'sms'] as const;
export type ReauthChannel = (typeof REAUTH_CHANNELS)[number];

export const reauthOptionsSchema = z.object({
  /** The session may make sensitive changes until then (null: confirm first). */
  freshUntil: z.string().nullable(),
  methods: z.object({
    password: z.boolean(),
    email: z.boolean(),
    sms: z.boolean(),
    totp: z.boolean(),
  }),
});
export type ReauthOptions = z.infer<typeof reauthOptionsSchema>;

/** POST /api/account/reauthenticate: send a code to the account's email or verified phone. */
export const sendReauthCodeSchema = z.object({
  channel: z.enum(REAUTH_CHANNELS, { error: 'channel is email or sms.' }),
});
export type SendReauthCodeInput = z.infer<typeof sendReauthCodeSchema>;

export const reauthCodeSentSchema = z.object({
  channel: z.enum(REAUTH_CHANNELS),
  /** Where it went, partly hidden: "a•••@example.com", "•••• 678". */
  sentTo: z.string(),
});
export type ReauthCodeSent = z.infer<typeof reauthCodeSentSchema>;

const sixDigits = z
  .string({ error: 'Enter the 6-digit code.' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code.');

/** POST /api/account/reauthenticate/verify: the password, the code sent, or an authenticator code. */
export const verifyReauthSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('password'),
    password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(256),
  }),
  z.object({ method: z.literal('code'), code: sixDigits }),
  z.object({ method: z.literal('totp'), code: sixDigits }),
]);
export type VerifyReauthInput = z.infer<typeof verifyReauthSchema>;

export const reauthVerifiedSchema = z.object({ freshUntil: z.string() });
export type ReauthVerified = z.infer<typeof reauthVerifiedSchema>;

/** POST /api/account/password: a first password for an account that has none (code or Google sign-in). */
export const setPasswordSchema = z.object({
  newPassword: z.string({ error: 'Enter a password.' }).min(1, 'Enter a password.').max(256),
});
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;
export const setPasswordResultSchema = z.object({ success: z.literal(true) });
