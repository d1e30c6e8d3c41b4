import type { DocumentType } from './documents';

/**
 * Who a journey is about, who acts for them, and the people who share it (issue 25).
 */

/** Who the journey is about. */
export const JOURNEY_SUBJECTS = ['self', 'deceased', 'child', 'partner', 'attorney_for'] as const;
export type JourneySubject = (typeof JOURNEY_SUBJECTS)[number];

export const JOURNEY_SUBJECT_LABELS: Record<JourneySubject, string> = {
  self: 'Myself',
  deceased: 'Someone who has died',
  child: 'My child',
  partner: 'My partner',
  attorney_for: 'An adult I hold an enduring power of attorney for',
};

/** The person's authority to act for the subject. */
export const ACTING_ROLES = [
  'executor',
  'administrator',
  'next_of_kin',
  'parent_guardian',
  'partner',
  'attorney',
] as const;
export type ActingRole = (typeof ACTING_ROLES)[number];

export const ACTING_ROLE_LABELS: Record<ActingRole, string> = {
  executor: 'Executor',
  administrator: 'Administrator',
  next_of_kin: 'Next of kin',
  parent_guardian: 'Parent or guardian',
  partner: 'Partner',
  attorney: 'Attorney (enduring power of attorney)',
};

/** The roles that fit each subject (the first is the default). */
export const ROLES_FOR_SUBJECT: Record<Exclude<JourneySubject, 'self'>, readonly ActingRole[]> = {
  deceased: ['executor', 'administrator', 'next_of_kin'],
  child: ['parent_guardian'],
  partner: ['partner'],
  attorney_for: ['attorney'],
};

/** A person's place on someone else's journey. The owner is not a member row. */
export const JOURNEY_MEMBER_ROLES = ['editor', 'viewer'] as const;
export type JourneyMemberRole = (typeof JOURNEY_MEMBER_ROLES)[number];
export type JourneyAccessRole = 'owner' | JourneyMemberRole;

export const JOURNEY_MEMBER_ROLE_LABELS: Record<JourneyMemberRole, string> = {
  editor: 'Editor',
  viewer: 'Viewer',
};

/** People per journey, the owner included. */
export const JOURNEY_MAX_PEOPLE = 10;
export const JOURNEY_INVITATIONS_PER_DAY = 20;
export const JOURNEY_INVITATION_DAYS = 7;

/** Household members on a Moving Home journey. */
export const HOUSEHOLD_RELATIONS = ['partner', 'adult', 'child'] as const;
export type HouseholdRelation = (typeof HOUSEHOLD_RELATIONS)[number];

/** The documents that prove a role's authority, offered to companies that require them. */
export const AUTHORITY_DOCUMENTS: Record<ActingRole, readonly DocumentType[]> = {
  executor: ['grant_of_probate', 'will'],
  administrator: ['letters_of_administration'],
  next_of_kin: [],
  parent_guardian: ['birth_certificate'],
  partner: ['marriage_certificate'],
  attorney: ['other'],
};
