import { resolveActing, SUBJECTS_FOR_JOURNEY_TYPE } from '@updately/shared/acting-for';
import {
  ROLES_FOR_SUBJECT,
  type ActingRole,
  type JourneySubject,
} from '@updately/shared/journey-people';
import type { JourneyType } from '@updately/shared/journey-types';
import type { Journey } from '@updately/shared/journeys-api';

/** "Who is this for?", "Your role" and "Their full name", as a form holds them. */
export type ActingValues = {
  subject: JourneySubject;
  acting_role: ActingRole | '';
  subject_name: string;
};
export type ActingField = keyof ActingValues;
export const ACTING_FIELDS: ActingField[] = ['subject', 'acting_role', 'subject_name'];

/** The subjects a life event offers, and the roles of a subject (none for self). */
export const subjectsFor = (type: JourneyType) => SUBJECTS_FOR_JOURNEY_TYPE[type];
export const rolesFor = (subject: JourneySubject): readonly ActingRole[] =>
  subject === 'self' ? [] : ROLES_FOR_SUBJECT[subject];

/** Needs a name typed in: someone living (a death's name is in its details). */
export const asksSubjectName = (subject: JourneySubject) =>
  subject !== 'self' && subject !== 'deceased';

/** A new journey of `type`: its default subject and role, no name. */
export function actingDefaults(type: JourneyType | ''): ActingValues {
  if (!type) return { subject: 'self', acting_role: '', subject_name: '' };
  const acting = resolveActing(type, {});
  return { subject: acting.subject, acting_role: acting.acting_role ?? '', subject_name: '' };
}

/** A subject chosen: its first role, the name kept only where one is asked. */
export function withSubject(values: ActingValues, subject: JourneySubject): ActingValues {
  return {
    subject,
    acting_role: rolesFor(subject)[0] ?? '',
    subject_name: asksSubjectName(subject) ? values.subject_name : '',
  };
}

export function journeyActingValues(journey: Journey): ActingValues {
  return {
    subject: journey.subject,
    acting_role: journey.acting_role ?? '',
    subject_name: journey.details?.acting_for?.name ?? '',
  };
}

/**
 * The payload's part: nothing for yourself (the server's default), blanks left out so the
 * rules give the messages.
 */
export function actingPayload(values: ActingValues) {
  if (values.subject === 'self') return {};
  const name = values.subject_name.trim();
  return {
    subject: values.subject,
    acting_role: values.acting_role || null,
    ...(asksSubjectName(values.subject) && name ? { subject_name: name } : {}),
  };
}

/**
 * An edit's part: only when something changed (a journey whose requests were sent keeps who it
 * is for, and an unrelated edit must not be refused for it).
 */
export function actingChanges(before: ActingValues, values: ActingValues) {
  const same =
    before.subject === values.subject &&
    before.acting_role === values.acting_role &&
    before.subject_name.trim() === values.subject_name.trim();
  if (same) return {};
  if (values.subject === 'self') return { subject: 'self' as const, acting_role: null };
  const payload = actingPayload(values);
  return asksSubjectName(values.subject) ? { subject_name: null, ...payload } : payload;
}
