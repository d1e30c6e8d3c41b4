import { z } from 'zod';
import type { JourneyType } from './journey-types';

/**
 * Safe mode (issue 27, ADR 0049): a journey flag for a person moving away from someone. Shared
 * companies are never dispatched without two confirmations, requests carry no old address and ask
 * for the new one to be kept confidential, and Updately's own messages go only to a safe contact
 * and never contain an address.
 */

/** The journeys that offer it on their own page; Privacy & Security offers it for any journey. */
export const SAFE_MODE_OFFERED_ON: readonly JourneyType[] = ['moving_house'];

export const SAFE_MODE_OFFER =
  "I'm moving away from someone and need my new address kept from them";

/** What turning it on changes, in calm words, shown before the person turns it on. */
export const SAFE_MODE_CHANGES = [
  'Nothing goes to a company you share with them until you have taken the safer steps and confirmed twice.',
  'Companies are never sent your old address, and each is asked to keep your new address confidential and not to confirm it by post.',
  'Everything Updately sends about this journey goes only to the safe contact you choose, and never contains your address.',
  'The journey gets a neutral name, and a "Leave quickly" button stays on every page.',
] as const;

export const SAFE_MODE_ON_MESSAGE = 'Safe mode is on for this journey.';
export const SAFE_MODE_TOO_LATE =
  'Safe mode can only be turned on before anything is sent on this journey.';
export const SAFE_MODE_NOT_ON = 'Safe mode is not on for this journey.';
export const SAFE_CONTACT_REQUIRED = 'Give a safe email or phone number (or both).';

/** The name a safe-mode journey shows in lists, tabs and notifications. */
export const SAFE_JOURNEY_NAME = 'Private journey';
/** Every message Updately sends the person about a safe-mode journey has this subject. */
export const SAFE_NOTIFICATION_SUBJECT = 'An update on your request';
export const SAFE_NOTIFICATION_TEXT =
  'There is an update on your request. Sign in to Updately to see it.';

/** What each safe-mode request asks the company, whatever the channel. */
export const CONFIDENTIALITY_REQUEST =
  'Please mark this new address as confidential: do not disclose it to anyone else on the account, and do not confirm this change by post to the previous address.';

/** The safer order for a company the other person shares or can see. */
export const SHARED_COMPANY_STEPS = [
  'Ask the company to separate the account, or to remove the other person from it, before anything else.',
  'Ask them to flag your new address as confidential and not to send anything about it to the old address.',
  'Ask how they will confirm the change, and that it is not by post or email the other person can see.',
] as const;
export const SHARED_COMPANY_EXPLAINED =
  'Someone you are moving away from shares this account or can see it, so nothing goes to it automatically.';
export const STEPS_DONE_LABEL = "I've taken these steps with the company";
export const SAFE_SEND_CONFIRM_TITLE = (company: string) => `Send to ${company} now?`;
export const SAFE_SEND_CONFIRM_TEXT =
  'Only send once the other person can no longer see this account. This cannot be undone.';
export const SAFE_SEND_CONFIRM_BUTTON = 'Yes, send now';
export const SAFE_STEPS_NOT_DONE = 'Take the safer steps with this company first.';
export const SAFE_HELD_STATUS = 'Held: shared with someone';

export const LEAVE_QUICKLY_LABEL = 'Leave quickly';
/** Where "Leave quickly" goes: a neutral site (PUBLIC config `safeExitUrl` may override). */
export const DEFAULT_SAFE_EXIT_URL = 'https://www.bom.gov.au/';
/** Two Escapes within this long leave too. */
export const LEAVE_ESCAPE_WINDOW_MS = 1_000;

/** The guidance page. */
export const SAFE_GUIDANCE_PATH = '/help/moving-safely';

const email = z.email('Enter a valid email address.').max(254);
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{8,20}$/, 'Enter a valid phone number.');

/** POST /api/journeys/{id}/safe-mode: turn it on (and set the safe contact), or change the contact. */
export const safeModeInputSchema = z
  .object({
    safe_contact_email: email.nullish(),
    safe_contact_phone: phone.nullish(),
  })
  .refine((v) => Boolean(v.safe_contact_email || v.safe_contact_phone), {
    message: SAFE_CONTACT_REQUIRED,
  });
export type SafeModeInput = z.infer<typeof safeModeInputSchema>;

/** PUT /api/journeys/{id}/companies/{footprintId}/safety */
export const companySafetyInputSchema = z
  .object({
    /** The other person shares this account or can see it. */
    shared: z.boolean().optional(),
    /** Send the journey's postal address (PO Box, a friend, a parcel locker) instead of the home. */
    use_postal_address: z.boolean().optional(),
    /** First confirmation: the safer steps are taken (a shared company only). */
    steps_done: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change.' });
export type CompanySafetyInput = z.infer<typeof companySafetyInputSchema>;

/** POST /api/journeys/{id}/companies/{footprintId}/safety/send: the second confirmation. */
export const safeSendInputSchema = z.object({
  confirm: z.literal(true, { error: 'Confirm that you want to send now.' }),
});

export const journeySafeModeSchema = z.object({
  on: z.literal(true),
  turned_on_at: z.string(),
  safe_contact_email: z.string().nullable(),
  safe_contact_phone: z.string().nullable(),
});
export type JourneySafeMode = z.infer<typeof journeySafeModeSchema>;

export const companySafetySchema = z.object({
  shared: z.boolean(),
  use_postal_address: z.boolean(),
  steps_done_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
});
export type CompanySafety = z.infer<typeof companySafetySchema>;

/** A shared company may be sent only after both confirmations. */
export const sharedCompanyCleared = (s: Pick<CompanySafety, 'steps_done_at' | 'confirmed_at'>) =>
  Boolean(s.steps_done_at && s.confirmed_at);

/** A company nobody has marked as shared (every company of a journey without safe mode). */
export const COMPANY_NOT_SHARED: CompanySafety = {
  shared: false,
  use_postal_address: false,
  steps_done_at: null,
  confirmed_at: null,
};

export const SAFE_MODE_OWNER_ONLY = "Only the journey's owner can change its safe mode.";
export const SAFE_STEPS_SHARED_ONLY = 'Only a company marked as shared has safer steps to take.';
export const SAFE_POSTAL_ADDRESS_MISSING = (company: string) =>
  `${company} is set to receive your postal address, but this journey has none. Add a postal address to the journey first.`;
