import { z } from 'zod';
import { AU_STATES, postcodeMatchesState, type AuState } from './au-address';
import type { RequestKind } from './request-kinds';
import type { UpdateChannel } from './update-status';

/**
 * How a brand can be reached besides email and an integration (issue 26): its web form, a postal
 * address for written requests (its privacy officer's, from its privacy policy), and a phone
 * number with hours. Every value carries the brand's own page it was read from and the day.
 */

/** A written request's address, as the brand's page prints it. */
export const postalAddressSchema = z.object({
  /** Who the letter is addressed to ("Privacy Officer"), when the page names someone. */
  recipient: z.string().trim().min(1).max(120).nullable(),
  organisation: z.string().trim().min(1).max(160),
  line1: z.string().trim().min(1).max(160),
  line2: z.string().trim().min(1).max(160).nullable(),
  suburb: z.string().trim().min(1).max(80),
  state: z.enum(AU_STATES),
  postcode: z.string().regex(/^\d{4}$/, 'A postcode has 4 digits.'),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const WEB_FORM_PURPOSES = [
  'change_of_details',
  'customer_service',
  'privacy_request',
] as const;
export type WebFormPurpose = (typeof WEB_FORM_PURPOSES)[number];
export const WEB_FORM_PURPOSE_LABELS: Record<WebFormPurpose, string> = {
  change_of_details: 'Change of details form',
  customer_service: 'Customer service form',
  privacy_request: 'Privacy request form',
};

/** Australian numbers in E.164: +61 then 13 xx xx, 1300/1800 numbers, or a 9-digit number. */
export const E164_AU = /^\+61(13\d{4}|1[38]00\d{6}|[2-478]\d{8})$/;
/** Any E.164 number (a few brands publish only an overseas line). */
export const E164 = /^\+[1-9]\d{6,14}$/;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD.');
const httpsUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^https:\/\/[^\s]+$/, 'A link starts with https://.');

/** Where a value was read: the brand's own page (some older pages are still on http). */
const sourceUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^https?:\/\/[^\s]+$/, 'A source is a web address.');

/** The channel fields of a brand (data/brands.json, the brand table, the admin editor). */
export type BrandChannelFields = {
  web_form_url: string | null;
  web_form_purpose: WebFormPurpose | null;
  web_form_source: string | null;
  web_form_checked_on: string | null;
  postal_address: PostalAddress | null;
  postal_address_source: string | null;
  postal_address_checked_on: string | null;
  phone: string | null;
  phone_hours: string | null;
  phone_source: string | null;
  phone_checked_on: string | null;
};

export const EMPTY_BRAND_CHANNELS: BrandChannelFields = {
  web_form_url: null,
  web_form_purpose: null,
  web_form_source: null,
  web_form_checked_on: null,
  postal_address: null,
  postal_address_source: null,
  postal_address_checked_on: null,
  phone: null,
  phone_hours: null,
  phone_source: null,
  phone_checked_on: null,
};

/** The channel fields in the data file's order (one list for the seed, the admin files, merges). */
export const BRAND_CHANNEL_FIELDS = Object.keys(
  EMPTY_BRAND_CHANNELS,
) as (keyof BrandChannelFields)[];

export const brandChannelFieldsSchema = z.object({
  web_form_url: httpsUrl.nullable(),
  web_form_purpose: z.enum(WEB_FORM_PURPOSES).nullable(),
  web_form_source: sourceUrl.nullable(),
  web_form_checked_on: isoDay.nullable(),
  postal_address: postalAddressSchema.nullable(),
  postal_address_source: sourceUrl.nullable(),
  postal_address_checked_on: isoDay.nullable(),
  phone: z.string().regex(E164, 'A phone number is in E.164 form, like +611300123456.').nullable(),
  phone_hours: z.string().trim().min(1).max(200).nullable(),
  phone_source: sourceUrl.nullable(),
  phone_checked_on: isoDay.nullable(),
});

/**
 * Every reason a brand's channel values break the directory's rules (empty when they keep them):
 * each value has its source page and the day it was read, and none without a value; a postal
 * address's postcode belongs to its state. The data test, the seed, the admin import and editor
 * and approved suggestions all ask this.
 */
export function brandChannelProblems(brand: BrandChannelFields): string[] {
  const problems: string[] = [];
  const sourced = (label: string, value: unknown, source: string | null, day: string | null) => {
    if (value !== null && (!source || !day))
      problems.push(`The ${label} needs its source page and the day it was read.`);
    if (value === null && (source || day)) problems.push(`A ${label} source without a value.`);
  };
  sourced('web form', brand.web_form_url, brand.web_form_source, brand.web_form_checked_on);
  if (brand.web_form_url && !brand.web_form_purpose) problems.push('The web form has no purpose.');
  sourced(
    'postal address',
    brand.postal_address,
    brand.postal_address_source,
    brand.postal_address_checked_on,
  );
  const address = brand.postal_address;
  if (address && !postcodeMatchesState(address.state as AuState, address.postcode))
    problems.push(`Postcode ${address.postcode} is not in ${address.state}.`);
  sourced('phone number', brand.phone, brand.phone_source, brand.phone_checked_on);
  if (brand.phone_hours && !brand.phone) problems.push('Phone hours without a number.');
  return problems;
}

/** A postal address as the lines of an envelope window. */
export function postalAddressLines(address: PostalAddress): string[] {
  return [
    address.recipient,
    address.organisation,
    address.line1,
    address.line2,
    `${address.suburb.toUpperCase()} ${address.state} ${address.postcode}`,
  ].filter((line): line is string => Boolean(line));
}

/** "+611300123456" → "1300 123 456"; "+61291234567" → "(02) 9123 4567"; others unchanged. */
export function formatAuPhone(e164: string): string {
  if (!e164.startsWith('+61')) return e164;
  const n = e164.slice(3);
  if (/^13\d{4}$/.test(n)) return `${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4)}`;
  if (/^1[38]00\d{6}$/.test(n)) return `${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)}`;
  if (/^4\d{8}$/.test(n)) return `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
  return `(0${n[0]}) ${n.slice(1, 5)} ${n.slice(5)}`;
}

/** Kinds a change-of-details form is for; any other form (and letters, calls) takes any kind. */
const CHANGE_OF_DETAILS_KINDS: readonly RequestKind[] = [
  'change_of_address',
  'change_of_contact',
  'change_of_name',
  'change_of_employment',
  'add_dependant',
];

/** What the channel choice needs to know about a company for one kind of request. */
export type ChannelOptions = {
  /** The channel an admin set for the brand (brand_update_channels), if any. */
  configured: UpdateChannel | null;
  /** A first-request email address (never a complaints inbox). */
  contactEmail: string | null;
  /** The kinds the claiming business's integration handles, or null when none claims it. */
  handledKinds: readonly string[] | null;
  webFormUrl: string | null;
  webFormPurpose: WebFormPurpose | null;
  hasPostalAddress: boolean;
  phone: string | null;
};

/**
 * The best channel a company really has for a kind, in the order: API (an integration
 * that opted into the kind) → email → web form → letter → phone → manual. An admin's `manual`
 * keeps a company on the checklist; an admin's other choice is tried first when it can be used.
 */
export function chooseChannelForKind(
  options: ChannelOptions,
  kind: RequestKind,
): { channel: UpdateChannel; destination: string | null } {
  const { configured } = options;
  if (configured === 'manual') return { channel: 'manual', destination: null };
  const usable = availableChannels(options, kind);
  const pick = configured && usable.includes(configured) ? configured : usable[0]!;
  return { channel: pick, destination: pick === 'email' ? options.contactEmail : null };
}

/** Every channel a company can be reached on for a kind, best first (always ending in manual). */
export function availableChannels(options: ChannelOptions, kind: RequestKind): UpdateChannel[] {
  const channels: UpdateChannel[] = [];
  if (
    options.configured === 'api' &&
    (options.handledKinds === null || options.handledKinds.includes(kind))
  )
    channels.push('api');
  if (options.contactEmail) channels.push('email');
  if (
    options.webFormUrl &&
    (options.webFormPurpose !== 'change_of_details' || CHANGE_OF_DETAILS_KINDS.includes(kind))
  )
    channels.push('web_form');
  if (options.hasPostalAddress) channels.push('letter');
  if (options.phone) channels.push('phone');
  channels.push('manual');
  return channels;
}

/** A brand's best channel for any request (the admin coverage page and the bench). */
export const BEST_CHANNEL_ORDER = [
  'api',
  'email',
  'web_form',
  'letter',
  'phone',
  'manual',
] as const;
