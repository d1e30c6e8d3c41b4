import type { BrandCategory } from './brands';
import type { JourneyType } from './journey-types';

/**
 * What one update request asks a company to do. Each kind has its own payload
 * (request-kind-payloads), its own wording in every channel (request-kind-words) and its own
 * fields, each answered on its own.
 */
export const REQUEST_KINDS = [
  'change_of_address',
  'change_of_contact',
  'change_of_name',
  'notification_of_death',
  'add_dependant',
  'secure_account',
  'change_of_employment',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  change_of_address: 'Change of address',
  change_of_contact: 'Change of contact details',
  change_of_name: 'Change of name',
  notification_of_death: 'Notification of death',
  add_dependant: 'Add a dependant',
  secure_account: 'Secure the account',
  change_of_employment: 'Change of employment',
};

export const isRequestKind = (value: string): value is RequestKind =>
  (REQUEST_KINDS as readonly string[]).includes(value);

/** Whose account the request is about. */
export const REQUEST_SUBJECTS = ['self', 'deceased', 'dependant'] as const;
export type RequestSubject = (typeof REQUEST_SUBJECTS)[number];

export const REQUEST_KIND_SUBJECT: Record<RequestKind, RequestSubject> = {
  change_of_address: 'self',
  change_of_contact: 'self',
  change_of_name: 'self',
  notification_of_death: 'deceased',
  add_dependant: 'dependant',
  secure_account: 'self',
  change_of_employment: 'self',
};

/** The kinds each life event sends, its own first. */
export const JOURNEY_REQUEST_KINDS: Record<JourneyType, readonly RequestKind[]> = {
  moving_house: ['change_of_address', 'change_of_contact'],
  changing_jobs: ['change_of_employment', 'change_of_address', 'change_of_contact'],
  getting_married: ['change_of_name', 'change_of_address', 'change_of_contact'],
  getting_hacked: ['secure_account', 'change_of_contact'],
  having_baby: ['add_dependant', 'change_of_address', 'change_of_contact'],
  losing_loved_one: ['notification_of_death', 'change_of_contact'],
  graduation: ['change_of_employment', 'change_of_address', 'change_of_contact'],
};

/** The event's own kind: what its "what changed" step is mostly about. */
export const journeyMainKind = (type: JourneyType): RequestKind => JOURNEY_REQUEST_KINDS[type][0]!;

/**
 * Losing a Loved One tells the deceased's companies, not the person's own: the journey holds its
 * own list, and auto-link does not apply.
 */
export const journeyHasOwnCompanies = (type: JourneyType): boolean => type === 'losing_loved_one';

/** Credit reporting bodies: a hacked person asks them for a credit ban (Privacy Act s 20K). */
export const CREDIT_REPORTING_BODY_SLUGS = ['equifax', 'experian', 'illion'] as const;
export const isCreditReportingBody = (slug: string | null | undefined): boolean =>
  !!slug && (CREDIT_REPORTING_BODY_SLUGS as readonly string[]).includes(slug);

/** The company a kind may apply to by default: its directory category, slug and data held. */
export type KindCompany = {
  category: string | null;
  slug: string | null;
  /** The directory's data collection items (PII field types); empty for a custom company. */
  data_items: readonly string[];
};

const CATEGORY_DEFAULTS: Partial<Record<RequestKind, readonly BrandCategory[]>> = {
  add_dependant: ['health', 'insurance', 'government', 'banking'],
  secure_account: ['banking', 'telco', 'social', 'subscriptions', 'government'],
  change_of_employment: ['superannuation', 'insurance', 'banking', 'education', 'transport'],
};

/**
 * Whether `kind` applies to `company` unless the person says otherwise (Review and send can switch
 * it either way). A custom company, whose data the directory does not know, holds everything.
 */
export function kindAppliesByDefault(kind: RequestKind, company: KindCompany): boolean {
  const custom = company.category === null;
  const holds = (...items: string[]) =>
    custom || company.data_items.length === 0 || items.some((i) => company.data_items.includes(i));
  switch (kind) {
    case 'change_of_address':
      return holds('address', 'billing_address');
    case 'change_of_contact':
      return holds('email', 'phone');
    case 'change_of_name':
    case 'notification_of_death':
      return true;
    case 'secure_account':
      if (isCreditReportingBody(company.slug)) return true;
      return (
        custom || CATEGORY_DEFAULTS.secure_account!.includes(company.category as BrandCategory)
      );
    default:
      return (
        custom || (CATEGORY_DEFAULTS[kind]?.includes(company.category as BrandCategory) ?? false)
      );
  }
}

/** Kinds an integration handles when its business has not said: what v1 always carried. */
export const DEFAULT_HANDLED_KINDS: readonly RequestKind[] = [
  'change_of_address',
  'change_of_contact',
];
