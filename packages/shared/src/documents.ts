/**
 * Evidence documents a journey holds (issue 25): uploaded once, shared only with the companies
 * whose request needs them, every view recorded.
 */
export const DOCUMENT_TYPES = [
  'death_certificate',
  'grant_of_probate',
  'letters_of_administration',
  'will',
  'marriage_certificate',
  'change_of_name_certificate',
  'birth_certificate',
  'police_report',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  death_certificate: 'Death certificate',
  grant_of_probate: 'Grant of probate',
  letters_of_administration: 'Letters of administration',
  will: 'Will',
  marriage_certificate: 'Marriage certificate',
  change_of_name_certificate: 'Change-of-name certificate',
  birth_certificate: 'Birth certificate',
  police_report: 'Police or IDCARE report',
  other: 'Other document',
};

/** What the bytes may be (judged by the bytes, never the name or the claimed type). */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Per account, across every journey it owns. */
export const DOCUMENT_QUOTA_BYTES = 100 * 1024 * 1024;
export const DOCUMENT_QUOTA_FILES = 50;
/** Default days a document is kept after its journey is completed (admin setting). */
export const DOCUMENT_RETENTION_DAYS = 30;
/** How long a company's email link to a request's documents works. */
export const DOCUMENT_LINK_DAYS = 7;

/** How a company reached a document, and what it did. */
export const DOCUMENT_ACCESS_CHANNELS = ['email_link', 'api', 'admin'] as const;
export type DocumentAccessChannel = (typeof DOCUMENT_ACCESS_CHANNELS)[number];
export const DOCUMENT_ACCESS_ACTIONS = ['view', 'download'] as const;
export type DocumentAccessAction = (typeof DOCUMENT_ACCESS_ACTIONS)[number];

/** The line stamped on every page a company is given. */
export function documentStamp(company: string, reference: string, date: string): string {
  return `Provided to ${company} for ${reference} on ${date} by Updately`;
}
