import type { PiiFieldType } from './pii-fields';

export const JOURNEY_TYPES = [
  'moving_house',
  'changing_jobs',
  'getting_married',
  'getting_hacked',
  'having_baby',
  'losing_loved_one',
  'graduation',
] as const;
export type JourneyType = (typeof JOURNEY_TYPES)[number];

export const JOURNEY_TYPE_LABELS: Record<JourneyType, string> = {
  moving_house: 'Moving Home',
  changing_jobs: 'Changing Jobs',
  getting_married: 'Getting Married',
  getting_hacked: 'Got Hacked',
  having_baby: 'Having a Baby',
  losing_loved_one: 'Losing a Loved One',
  graduation: 'Graduation',
};

export const JOURNEY_STATUSES = ['active', 'completed', 'archived'] as const;
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];

export const PRIORITY_LEVELS = ['high', 'standard', 'low'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];

/** Seeded defaults for the spec's get_journey_pii_fields; admins can change them. */
export const DEFAULT_JOURNEY_PII_FIELDS: Record<JourneyType, readonly PiiFieldType[]> = {
  moving_house: [
    'address',
    'billing_address',
    'country',
    'state',
    'town_city',
    'post_code',
    'location_data',
  ],
  changing_jobs: ['email', 'phone', 'employment_information', 'bank_account_details', 'address'],
  getting_married: ['last_name', 'marital_status', 'next_of_kin', 'id_card', 'passport', 'email'],
  getting_hacked: [
    'email',
    'phone',
    'password',
    'username',
    'payment_information',
    'bank_account_details',
  ],
  having_baby: ['dependents', 'next_of_kin', 'health_information', 'address'],
  losing_loved_one: [
    'next_of_kin',
    'marital_status',
    'dependents',
    'bank_account_details',
    'address',
  ],
  graduation: ['education', 'employment_information', 'email', 'address'],
};
