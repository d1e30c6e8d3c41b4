export const PII_FIELD_GROUPS = [
  {
    group: 'Contact Information',
    fields: ['first_name', 'last_name', 'email', 'phone', 'address', 'billing_address'],
  },
  { group: 'Location Details', fields: ['country', 'state', 'town_city', 'post_code'] },
  {
    group: 'Personal Details',
    fields: ['date_of_birth', 'gender', 'marital_status', 'dependents'],
  },
  { group: 'Identity Documents', fields: ['passport', 'id_card'] },
  {
    group: 'Financial Information',
    fields: ['bank_account_details', 'payment_information', 'personal_finance_information'],
  },
  {
    group: 'Professional & Other',
    fields: [
      'employment_information',
      'education',
      'health_information',
      'next_of_kin',
      'profile_picture',
      'username',
      'password',
    ],
  },
  {
    group: 'Technical Data',
    fields: [
      'ip_address',
      'location_data',
      'browser_information',
      'device_information',
      'cookies',
      'biometric_data',
    ],
  },
] as const;

export type PiiGroup = (typeof PII_FIELD_GROUPS)[number]['group'];
export type PiiFieldType = (typeof PII_FIELD_GROUPS)[number]['fields'][number];

export const PII_FIELD_TYPES = PII_FIELD_GROUPS.flatMap((g) => g.fields) as readonly PiiFieldType[];

const LABEL_OVERRIDES: Partial<Record<PiiFieldType, string>> = {
  town_city: 'Town / city',
  id_card: 'ID card',
  ip_address: 'IP address',
};

export function piiFieldLabel(field: PiiFieldType): string {
  return LABELS.get(field) ?? labelOf(field);
}

function labelOf(field: PiiFieldType): string {
  const override = LABEL_OVERRIDES[field];
  if (override) return override;
  const words = field.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Every list of footprints labels each of their data items: look the labels up, once built.
const LABELS = new Map(PII_FIELD_TYPES.map((field) => [field, labelOf(field)]));
const FIELD_TYPES = new Set<string>(PII_FIELD_TYPES);

export function piiFieldGroup(field: PiiFieldType): PiiGroup {
  const found = PII_FIELD_GROUPS.find((g) => (g.fields as readonly string[]).includes(field));
  if (!found) throw new Error(`Unknown PII field type: ${field}`);
  return found.group;
}

export function isPiiFieldType(value: string): value is PiiFieldType {
  return FIELD_TYPES.has(value);
}
