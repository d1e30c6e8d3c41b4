import { z } from 'zod';
import type { DocumentType } from './documents';
import {
  ACTING_ROLES,
  ACTING_ROLE_LABELS,
  AUTHORITY_DOCUMENTS,
  JOURNEY_SUBJECTS,
  ROLES_FOR_SUBJECT,
  type ActingRole,
  type JourneySubject,
} from './journey-people';
import type { JourneyType } from './journey-types';
import type { JourneyDetails, NotifierRelationship } from './request-kind-payloads';

/**
 * Acting for someone else (issue 25): who a journey is about, the person's authority, and the
 * words companies read. A journey about its owner (`self`) has no role and no subject name.
 */

/** The subjects each life event may be about (the first is the default). */
export const SUBJECTS_FOR_JOURNEY_TYPE: Record<JourneyType, readonly JourneySubject[]> = {
  moving_house: ['self', 'child', 'partner', 'attorney_for'],
  changing_jobs: ['self', 'partner', 'attorney_for'],
  getting_married: ['self', 'attorney_for'],
  getting_hacked: ['self', 'child', 'partner', 'attorney_for'],
  // The new child is the request's subject already (add_dependant): the journey stays the parent's.
  having_baby: ['self'],
  losing_loved_one: ['deceased'],
  graduation: ['self', 'child', 'attorney_for'],
};

/** Who acts for whom, as companies are told: null when the person acts for themself. */
export type ActingFor = {
  subject: Exclude<JourneySubject, 'self'>;
  role: ActingRole;
  /** The subject's full name (for a death, the deceased's name in the death details). */
  name: string;
};

export const actingForSchema = z
  .object({
    subject: z.enum(JOURNEY_SUBJECTS).exclude(['self']),
    role: z.enum(ACTING_ROLES),
    name: z.string(),
  })
  .meta({ id: 'ActingFor' });

export const SUBJECT_NAME_FOR_DEATH_MESSAGE =
  "The name of the person who died is taken from the death details: leave 'subject_name' out.";
export const SUBJECT_LOCKED_MESSAGE =
  'Who this journey is for and your role cannot change once a request has been sent: companies already have them. Start a new journey instead.';

/** The notifier's relationship, when it is a role for a death. */
export const deathRoleOf = (
  relationship: NotifierRelationship | undefined,
): ActingRole | undefined => (relationship && relationship !== 'other' ? relationship : undefined);

/**
 * The subject and role a journey gets when the request leaves them out: Losing a Loved One is
 * about the deceased, with the notifier's relationship as the role (else executor); a subject
 * other than self takes its first role; self has none.
 */
export function resolveActing(
  type: JourneyType,
  input: { subject?: JourneySubject; acting_role?: ActingRole | null },
  details?: JourneyDetails,
): { subject: JourneySubject; acting_role: ActingRole | null } {
  const subject = input.subject ?? SUBJECTS_FOR_JOURNEY_TYPE[type][0]!;
  if (subject === 'self') return { subject, acting_role: input.acting_role ?? null };
  const fallback =
    subject === 'deceased'
      ? (deathRoleOf(details?.notification_of_death?.notifier.relationship) ?? 'executor')
      : ROLES_FOR_SUBJECT[subject][0]!;
  return { subject, acting_role: input.acting_role ?? fallback };
}

export type ActingIssue = { path: 'subject' | 'acting_role' | 'subject_name'; message: string };

/**
 * What is wrong with a journey's subject, role and subject name, if anything: the subject must
 * fit the life event, the role the subject; self has no role; someone else (not the deceased,
 * whose name is in the death details) needs a name.
 */
export function actingIssue(
  type: JourneyType,
  acting: { subject: JourneySubject; acting_role: ActingRole | null },
  subjectName: string | null | undefined,
): ActingIssue | undefined {
  const { subject, acting_role: role } = acting;
  if (!SUBJECTS_FOR_JOURNEY_TYPE[type].includes(subject)) {
    return {
      path: 'subject',
      message:
        type === 'losing_loved_one'
          ? 'A Losing a Loved One journey is always about the person who died.'
          : `This life event cannot be about ${JOURNEY_SUBJECT_WORDS[subject]}.`,
    };
  }
  if (subject === 'self') {
    if (role) return { path: 'acting_role', message: 'Acting for yourself has no role.' };
    if (subjectName) {
      return {
        path: 'subject_name',
        message: 'A name is given only when acting for someone else.',
      };
    }
    return undefined;
  }
  if (!role || !ROLES_FOR_SUBJECT[subject].includes(role)) {
    const roles = ROLES_FOR_SUBJECT[subject].map((r) => ACTING_ROLE_LABELS[r]).join(', ');
    return { path: 'acting_role', message: `Choose a role that fits: ${roles}.` };
  }
  if (subject === 'deceased') {
    return subjectName
      ? { path: 'subject_name', message: SUBJECT_NAME_FOR_DEATH_MESSAGE }
      : undefined;
  }
  return subjectName ? undefined : { path: 'subject_name', message: 'Enter their full name.' };
}

const JOURNEY_SUBJECT_WORDS: Record<JourneySubject, string> = {
  self: 'yourself',
  deceased: 'someone who has died',
  child: 'your child',
  partner: 'your partner',
  attorney_for: 'an adult you hold an enduring power of attorney for',
};

/**
 * Who acts for whom on a journey, from its subject and role and its (opened) details; null for
 * self, or when the name is not there (a death without its details yet).
 */
export function journeyActingFor(journey: {
  subject: JourneySubject;
  acting_role: ActingRole | null;
  details?: JourneyDetails;
}): ActingFor | null {
  const { subject, acting_role: role, details } = journey;
  if (subject === 'self' || !role) return null;
  const name =
    subject === 'deceased'
      ? details?.notification_of_death?.deceased.full_name
      : details?.acting_for?.name;
  return name ? { subject, role, name } : null;
}

/** The role in a sentence: "executor", "attorney". */
export const ACTING_ROLE_WORDS: Record<ActingRole, string> = {
  executor: 'executor',
  administrator: 'administrator',
  next_of_kin: 'next of kin',
  parent_guardian: 'parent or guardian',
  partner: 'partner',
  attorney: 'attorney',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "as the executor of the estate of Jane Doe": how the person acts, for a company letter. */
export function actingAsWords(acting: ActingFor): string {
  const { role, name } = acting;
  switch (role) {
    case 'executor':
    case 'administrator':
      return `as the ${role} of the estate of ${name}`;
    case 'next_of_kin':
      return `as the next of kin of ${name}`;
    case 'parent_guardian':
      return `as the parent or guardian of ${name}`;
    case 'partner':
      return `as the partner of ${name}`;
    case 'attorney':
      return `as attorney under an enduring power of attorney for ${name}`;
  }
}

/** "I am writing as the executor of the estate of Jane Doe." */
export const actingIntro = (acting: ActingFor): string => `I am writing ${actingAsWords(acting)}.`;

/** "Sam Lee (Executor)": the letter's signature. */
export const actingSignature = (person: string, acting: ActingFor): string =>
  `${person} (${capitalise(ACTING_ROLE_WORDS[acting.role])})`;

/** "Sam Lee, executor for Jane Doe": the proof's line. */
export const actingProofLine = (person: string, acting: ActingFor): string =>
  `${person}, ${ACTING_ROLE_WORDS[acting.role]} for ${acting.name}`;

/** "Acting as Executor for Jane Doe": the journey's header. */
export const actingHeader = (acting: ActingFor): string =>
  `Acting as ${capitalise(ACTING_ROLE_WORDS[acting.role])} for ${acting.name}`;

/**
 * The documents that prove the person's authority on a journey (AUTHORITY_DOCUMENTS of its
 * role), offered to the companies that require them; none when the person acts for themself.
 */
export function authorityDocuments(journey: {
  subject: JourneySubject;
  acting_role: ActingRole | null;
}): readonly DocumentType[] {
  return journey.subject === 'self' || !journey.acting_role
    ? []
    : AUTHORITY_DOCUMENTS[journey.acting_role];
}
