import type { BrandChannelFields } from './brand-channels';
import type { BrandDeadline } from './deadlines-api';
import { MOVING_SUGGESTION_SLUGS } from './moving-needs';
import type { PiiFieldType } from './pii-fields';

export const BRAND_CATEGORIES = [
  'banking',
  'superannuation',
  'telco',
  'energy',
  'water',
  'insurance',
  'health',
  'government',
  'retail',
  'subscriptions',
  'transport',
  'education',
  'employment',
  'social',
  'travel',
] as const;
export type BrandCategory = (typeof BRAND_CATEGORIES)[number];

export const BRAND_CATEGORY_LABELS: Record<BrandCategory, string> = {
  banking: 'Banking & payments',
  superannuation: 'Superannuation',
  telco: 'Phone & internet',
  energy: 'Energy',
  water: 'Water',
  insurance: 'Insurance',
  health: 'Health funds',
  government: 'Government',
  retail: 'Shopping & loyalty',
  subscriptions: 'Subscriptions',
  transport: 'Transport',
  education: 'Education',
  employment: 'Work & payroll',
  social: 'Social networks',
  travel: 'Travel',
};

/**
 * What a published email address is for. A first request (a correction under APP 13) goes only
 * to a change-of-details, customer-service or privacy-officer address; a complaints address
 * (internal dispute resolution, customer advocate) is written to only to escalate an overdue one.
 */
export const EMAIL_PURPOSES = [
  'change_of_details',
  'customer_service',
  'privacy_officer',
  'complaints',
] as const;
export type EmailPurpose = (typeof EMAIL_PURPOSES)[number];

export const FIRST_REQUEST_EMAIL_PURPOSES = [
  'change_of_details',
  'customer_service',
  'privacy_officer',
] as const satisfies readonly EmailPurpose[];
export const ESCALATION_EMAIL_PURPOSES = ['complaints'] as const satisfies readonly EmailPurpose[];

export const EMAIL_PURPOSE_LABELS: Record<EmailPurpose, string> = {
  change_of_details: 'Change of details',
  customer_service: 'Customer service',
  privacy_officer: 'Privacy officer',
  complaints: 'Complaints / internal dispute resolution',
};

export const isEmailPurpose = (value: unknown): value is EmailPurpose =>
  typeof value === 'string' && (EMAIL_PURPOSES as readonly string[]).includes(value);

export const isFirstRequestPurpose = (value: unknown): boolean =>
  typeof value === 'string' && (FIRST_REQUEST_EMAIL_PURPOSES as readonly string[]).includes(value);

/** The email and link fields of a brand that the purpose rule reads. */
export type BrandContactFields = {
  contact_email: string | null;
  contact_email_purpose?: string | null;
  contact_email_source: string | null;
  escalation_email?: string | null;
  escalation_email_purpose?: string | null;
  escalation_email_source?: string | null;
  account_settings_url?: string | null;
  account_settings_source?: string | null;
};

/**
 * Every reason a brand's addresses break the purpose rule (empty when they keep it): the first
 * request goes only to a first-request purpose, a complaints address only to escalation, and
 * every address and link carries its source. The data test, the seed and the admin import and
 * editor all ask this.
 */
export function brandContactProblems(brand: BrandContactFields): string[] {
  const problems: string[] = [];
  if (brand.contact_email) {
    if (!brand.contact_email_purpose) problems.push('The first-request email has no purpose.');
    else if (!isFirstRequestPurpose(brand.contact_email_purpose))
      problems.push(
        `A first request can't go to a ${brand.contact_email_purpose} address: use a change-of-details, customer-service or privacy-officer address.`,
      );
    if (!brand.contact_email_source) problems.push('The first-request email has no source.');
  }
  if (brand.escalation_email) {
    if (brand.escalation_email_purpose !== 'complaints')
      problems.push('The escalation email must be a complaints address.');
    if (!brand.escalation_email_source) problems.push('The escalation email has no source.');
  }
  if (brand.account_settings_url && !brand.account_settings_source)
    problems.push('The change-of-details page has no source.');
  return problems;
}

/** One entry of the reviewed brand directory data file (data/brands.json). */
export type BrandSeed = BrandChannelFields & {
  slug: string;
  name: string;
  category: BrandCategory;
  footprint_tags: string[];
  data_collection_items: PiiFieldType[];
  website: string | null;
  /** The brand's change-of-details page (or its help page that says how), never its home page. */
  account_settings_url: string | null;
  /** The page that shows account_settings_url is the right one (often the page itself). */
  account_settings_source: string | null;
  /** The address a first request goes to, only with its purpose and source page. */
  contact_email: string | null;
  contact_email_purpose: EmailPurpose | null;
  /** The brand's own page that shows contact_email, and the day it was read (YYYY-MM-DD). */
  contact_email_source: string | null;
  contact_email_checked_on: string | null;
  /** A complaints / dispute / customer-advocate address: only for escalating an overdue request. */
  escalation_email: string | null;
  escalation_email_purpose: EmailPurpose | null;
  escalation_email_source: string | null;
  escalation_email_checked_on: string | null;
  /** Deadlines a law sets the person for telling this brand, each with the page that says so. */
  deadlines?: BrandDeadline[];
};

/**
 * The companies most people tell when they move (the demo data's journey): the
 * government records, the utilities, the bank, insurer, health fund, super fund and loyalty
 * schemes that post to a home address. Slugs of data/brands.json.
 */
export const MOVING_ESSENTIALS = [
  'australian-electoral-commission',
  'australian-taxation-office',
  'medicare',
  'transport-for-nsw',
  'origin-energy',
  'agl',
  'south-east-water',
  'telstra',
  'iinet',
  'commonwealth-bank',
  'ing',
  'westpac',
  'aami',
  'nrma-insurance',
  'medibank',
  'nib',
  'australiansuper',
  'aware-super',
  'amazon-australia',
  'everyday-rewards',
] as const;

/** Named sets of brands the directory can be asked for. */
export const BRAND_SETS = {
  moving_essentials: MOVING_ESSENTIALS,
  /** Every likely answer of Moving Home's questions (moving-needs.ts). */
  moving_suggestions: MOVING_SUGGESTION_SLUGS,
} as const;
export type BrandSet = keyof typeof BRAND_SETS;
