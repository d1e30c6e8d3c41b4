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

/** One entry of the reviewed brand directory data file (data/brands.json). */
export type BrandSeed = {
  slug: string;
  name: string;
  category: BrandCategory;
  footprint_tags: string[];
  data_collection_items: PiiFieldType[];
  website: string | null;
  account_settings_url: string | null;
  /** A contact address the brand publishes for customers, only with its source page. */
  contact_email: string | null;
  /** The brand's own page that shows contact_email, and the day it was read (YYYY-MM-DD). */
  contact_email_source: string | null;
  contact_email_checked_on: string | null;
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
