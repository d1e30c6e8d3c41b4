import { zodResolver } from '@hookform/resolvers/zod';
import { auAddressSchema, splitAddressLine } from '@updately/shared/au-address';
import type { JourneyType } from '@updately/shared/journey-types';
import {
  updateJourneySchema,
  type Journey,
  type UpdateJourneyInput,
} from '@updately/shared/journeys-api';
import {
  addDependantDetailsSchema,
  changeOfAddressDetailsSchema,
  changeOfEmploymentDetailsSchema,
  changeOfNameDetailsSchema,
  notificationOfDeathDetailsSchema,
  secureAccountDetailsSchema,
  SECURE_ACTIONS,
} from '@updately/shared/request-kind-payloads';
import { JOURNEY_REQUEST_KINDS, journeyMainKind } from '@updately/shared/request-kinds';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

export type AddressValues = { street: string; suburb: string; state: string; postcode: string };

/** The "what changed" form: every kind's fields as text, read by the event's own schema. */
export type EventDetailsValues = {
  details: {
    change_of_address: { postal_address: AddressValues };
    change_of_name: Record<
      'former_name' | 'given_names' | 'family_name' | 'effective_date' | 'basis',
      string
    >;
    notification_of_death: {
      deceased: Record<'full_name' | 'date_of_birth' | 'date_of_death' | 'last_address', string>;
      notifier: Record<'name' | 'relationship' | 'address', string>;
    };
    add_dependant: Record<
      'given_names' | 'family_name' | 'date_of_birth' | 'relationship' | 'action',
      string
    >;
    secure_account: { date_noticed: string; what_happened: string; actions: string[] };
    change_of_employment: Record<
      'type' | 'employer_name' | 'employer_abn' | 'start_date' | 'course' | 'study_completed_on',
      string
    >;
  };
  new_address: AddressValues;
  moving_date: string;
  target_email: string;
  target_phone: string;
};

export const sendsAddress = (type: JourneyType) =>
  JOURNEY_REQUEST_KINDS[type].includes('change_of_address');

const DETAIL_SCHEMAS = {
  change_of_address: changeOfAddressDetailsSchema,
  change_of_name: changeOfNameDetailsSchema,
  notification_of_death: notificationOfDeathDetailsSchema,
  add_dependant: addDependantDetailsSchema,
  secure_account: secureAccountDetailsSchema,
  change_of_employment: changeOfEmploymentDetailsSchema,
} as const;
type DetailKind = keyof typeof DETAIL_SCHEMAS;

/** Whether the journey still lacks what its own kind needs (the first step on its page). */
export function eventDetailsMissing(journey: Journey): boolean {
  const main = journeyMainKind(journey.type);
  if (main === 'change_of_address') return !journey.target_address;
  return !journey.details?.[main as DetailKind];
}

/** PATCH /api/journeys/{id} for this event: its own kind, an address if it sends one, contact. */
export function eventDetailsSchema(type: JourneyType) {
  const main = journeyMainKind(type) as DetailKind;
  const address = sendsAddress(type);
  const { target_email, target_phone, moving_date } = updateJourneySchema.shape;
  return z.object({
    details: z.object({
      ...(main === 'change_of_address' ? {} : { [main]: DETAIL_SCHEMAS[main] }),
      ...(address && { change_of_address: changeOfAddressDetailsSchema.nullable() }),
    }),
    ...(address && {
      new_address: type === 'moving_house' ? auAddressSchema : auAddressSchema.optional(),
      moving_date,
    }),
    target_email,
    target_phone,
  });
}

const blank = (value: unknown): boolean =>
  value === undefined ||
  value === '' ||
  (typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(blank));

/** Blank text and wholly blank groups left out (optional parts are then simply absent). */
function withoutBlanks(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value) || typeof value !== 'object' || value === null) return value;
  if (blank(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value)
      .map(([key, inner]) => [key, withoutBlanks(inner)])
      .filter(([, inner]) => inner !== undefined),
  );
}

/** What the schema reads: blanks out, except those that mean "clear" or "required". */
export function eventDetailsCandidate(type: JourneyType, values: EventDetailsValues) {
  const main = journeyMainKind(type) as DetailKind;
  const address = sendsAddress(type);
  const postal = withoutBlanks(values.details.change_of_address.postal_address);
  return {
    details: {
      ...(main === 'change_of_address'
        ? {}
        : { [main]: withoutBlanks(values.details[main]) ?? {} }),
      ...(address && { change_of_address: postal ? { postal_address: postal } : null }),
    },
    ...(address && {
      // A move needs its address: its blank parts are each named; elsewhere it is optional.
      new_address: type === 'moving_house' ? values.new_address : withoutBlanks(values.new_address),
      moving_date: values.moving_date.trim(),
    }),
    target_email: values.target_email.trim(),
    target_phone: values.target_phone.trim(),
  };
}

/** Checks the form with the shared schema; its output is the PATCH body. */
export function eventDetailsResolver(
  type: JourneyType,
): Resolver<EventDetailsValues, unknown, UpdateJourneyInput> {
  const resolve = zodResolver(eventDetailsSchema(type));
  return (values, context, options) =>
    resolve(eventDetailsCandidate(type, values) as never, context, options as never) as ReturnType<
      Resolver<EventDetailsValues, unknown, UpdateJourneyInput>
    >;
}

const EMPTY_ADDRESS: AddressValues = { street: '', suburb: '', state: '', postcode: '' };
const text = (value: string | undefined | null) => value ?? '';

/** The form's values from what the journey holds (its address line split into parts). */
export function eventDetailsDefaults(journey: Journey): EventDetailsValues {
  const d = journey.details ?? {};
  const line = journey.target_address ? splitAddressLine(journey.target_address) : undefined;
  const employment = d.change_of_employment;
  return {
    details: {
      change_of_address: {
        postal_address: { ...EMPTY_ADDRESS, ...d.change_of_address?.postal_address },
      },
      change_of_name: {
        former_name: text(d.change_of_name?.former_name),
        given_names: text(d.change_of_name?.given_names),
        family_name: text(d.change_of_name?.family_name),
        effective_date: text(d.change_of_name?.effective_date),
        basis: text(d.change_of_name?.basis),
      },
      notification_of_death: {
        deceased: {
          full_name: text(d.notification_of_death?.deceased.full_name),
          date_of_birth: text(d.notification_of_death?.deceased.date_of_birth),
          date_of_death: text(d.notification_of_death?.deceased.date_of_death),
          last_address: text(d.notification_of_death?.deceased.last_address),
        },
        notifier: {
          name: text(d.notification_of_death?.notifier.name),
          relationship: text(d.notification_of_death?.notifier.relationship),
          address: text(d.notification_of_death?.notifier.address),
        },
      },
      add_dependant: {
        given_names: text(d.add_dependant?.given_names),
        family_name: text(d.add_dependant?.family_name),
        date_of_birth: text(d.add_dependant?.date_of_birth),
        relationship: text(d.add_dependant?.relationship),
        action: text(d.add_dependant?.action),
      },
      secure_account: {
        date_noticed: text(d.secure_account?.date_noticed),
        what_happened: text(d.secure_account?.what_happened),
        // Every action is asked for unless the person unticks it.
        actions: [...(d.secure_account?.actions ?? SECURE_ACTIONS)],
      },
      change_of_employment: {
        type: employment?.type ?? (journey.type === 'graduation' ? 'study' : 'employer'),
        employer_name: employment?.type === 'employer' ? employment.employer_name : '',
        employer_abn: employment?.type === 'employer' ? text(employment.employer_abn) : '',
        start_date: employment?.type === 'employer' ? employment.start_date : '',
        course: employment?.type === 'study' ? text(employment.course) : '',
        study_completed_on: employment?.type === 'study' ? employment.study_completed_on : '',
      },
    },
    new_address: line ?? EMPTY_ADDRESS,
    moving_date: text(journey.moving_date),
    target_email: text(journey.target_email),
    target_phone: text(journey.target_phone),
  };
}
