import { z } from 'zod';
import { auAddressSchema, formatAddressLine, type AuAddress } from './au-address';
import { actingIssue, resolveActing } from './acting-for';
import { EMAIL_MAX_LENGTH } from './constants';
import { brandIdsSchema, footprintSchema, piiFieldTypeSchema } from './footprints-api';
import {
  JOURNEY_STATUSES,
  JOURNEY_TYPES,
  PRIORITY_LEVELS,
  type JourneyType,
  type PriorityLevel,
} from './journey-types';
import { ACTING_ROLES, JOURNEY_MEMBER_ROLES, JOURNEY_SUBJECTS } from './journey-people';
import { PII_FIELD_TYPES } from './pii-fields';
import { companySafetySchema, journeySafeModeSchema } from './safe-mode';
import {
  addDependantDetailsSchema,
  changeOfAddressDetailsSchema,
  changeOfEmploymentDetailsSchema,
  changeOfNameDetailsSchema,
  journeyDetailsSchema,
  notificationOfDeathDetailsSchema,
  secureAccountDetailsSchema,
  type JourneyDetails,
} from './request-kind-payloads';
import { JOURNEY_REQUEST_KINDS, REQUEST_KIND_LABELS, type RequestKind } from './request-kinds';
import { UPDATE_STATUSES } from './update-status';

export const JOURNEY_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const JOURNEY_PHONE_PATTERN = /^\+?[\d\s().-]{6,25}$/;
export const JOURNEY_LINK_BATCH_MAX = 500;

export type JourneyTargetField = 'target_address' | 'moving_date' | 'target_email' | 'target_phone';

/**
 * Every life event may send a new email and phone (a change of contact); those that send a change
 * of address also ask for the new address and the day it applies from.
 */
export function journeyTargetFields(type: JourneyType): readonly JourneyTargetField[] {
  return JOURNEY_REQUEST_KINDS[type].includes('change_of_address')
    ? ['target_address', 'moving_date', 'target_email', 'target_phone']
    : ['target_email', 'target_phone'];
}

/** The kinds whose details a journey stores (JourneyDetails' keys). */
export type DetailKind = Exclude<RequestKind, 'change_of_contact'>;

/** PATCH: each kind's details replace the stored ones; null removes them. */
export const journeyDetailsPatchSchema = z.object({
  change_of_address: changeOfAddressDetailsSchema.nullable().optional(),
  change_of_name: changeOfNameDetailsSchema.nullable().optional(),
  notification_of_death: notificationOfDeathDetailsSchema.nullable().optional(),
  add_dependant: addDependantDetailsSchema.nullable().optional(),
  secure_account: secureAccountDetailsSchema.nullable().optional(),
  change_of_employment: changeOfEmploymentDetailsSchema.nullable().optional(),
});
export type JourneyDetailsPatch = z.infer<typeof journeyDetailsPatchSchema>;

/** The first details given of a kind the journey type does not send, if any. */
export function misplacedJourneyDetails(
  type: JourneyType,
  details: JourneyDetails | JourneyDetailsPatch | undefined,
): RequestKind | undefined {
  if (!details) return undefined;
  const offered: readonly string[] = JOURNEY_REQUEST_KINDS[type];
  return (Object.keys(details) as RequestKind[]).find(
    (kind) =>
      (kind as string) !== 'acting_for' &&
      details[kind as DetailKind] != null &&
      !offered.includes(kind),
  );
}

const detailsIssue = (
  type: JourneyType,
  details: JourneyDetails | JourneyDetailsPatch | undefined,
  ctx: z.RefinementCtx,
) => {
  const kind = misplacedJourneyDetails(type, details);
  if (kind) {
    ctx.addIssue({
      code: 'custom',
      path: ['details', kind],
      message: `${REQUEST_KIND_LABELS[kind]} is not sent for this life event.`,
    });
  }
};

/** Digits with an optional leading +, spaces, dots, dashes and brackets: 6 to 15 digits. */
export function isValidJourneyPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return JOURNEY_PHONE_PATTERN.test(value) && digits >= 6 && digits <= 15;
}

const journeyTypeSchema = z.enum(JOURNEY_TYPES, { error: 'Choose one of the 7 journey types.' });

/** Trimmed; the server sanitises it (no markup survives) and cuts it to 120 characters. */
const journeyNameSchema = z
  .string({ error: 'Enter a name for the journey.' })
  .trim()
  .min(1, 'Enter a name for the journey.')
  .max(1000, 'The journey name is too long.');

// Optional targets: null or '' clear the value.
const targetAddressSchema = z
  .string()
  .trim()
  .max(300, 'The new address is too long (300 characters at most).')
  .nullable()
  .optional();
const movingDateSchema = z
  .union([z.iso.date({ error: 'Moving day must be a date (YYYY-MM-DD).' }), z.literal('')])
  .nullable()
  .optional();
const targetEmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, `The new email has ${EMAIL_MAX_LENGTH} characters at most.`)
  .refine((v) => v === '' || JOURNEY_EMAIL_PATTERN.test(v), 'Enter a valid new email address.')
  .nullable()
  .optional();
const targetPhoneSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isValidJourneyPhone(v), 'Enter a valid new phone number.')
  .nullable()
  .optional();

const journeyTargetsShape = {
  target_address: targetAddressSchema,
  moving_date: movingDateSchema,
  target_email: targetEmailSchema,
  target_phone: targetPhoneSchema,
};
export type JourneyTargetsInput = {
  [K in JourneyTargetField]?: string | null;
};

/** The first target field given that the journey type does not ask for, if any. */
export function misplacedJourneyTarget(
  type: JourneyType,
  targets: JourneyTargetsInput,
): JourneyTargetField | undefined {
  const allowed = journeyTargetFields(type);
  const given = (Object.keys(journeyTargetsShape) as JourneyTargetField[]).filter(
    (field) => targets[field] !== undefined && targets[field] !== null && targets[field] !== '',
  );
  return given.find((field) => !allowed.includes(field));
}

export const JOURNEY_TARGET_LABELS: Record<JourneyTargetField, string> = {
  target_address: 'A new address',
  moving_date: 'A moving day',
  target_email: 'A new email',
  target_phone: 'A new phone',
};

const subjectSchema = z.enum(JOURNEY_SUBJECTS, { error: 'Choose who this journey is for.' });
const actingRoleSchema = z.enum(ACTING_ROLES, { error: 'Choose your role.' }).nullable();
/** The name of the person acted for (sealed in the journey's details as `acting_for`). */
const subjectNameSchema = z
  .string({ error: 'Enter their full name.' })
  .trim()
  .min(1, 'Enter their full name.')
  .max(120, 'Keep their full name under 120 characters.');

const actingShape = {
  /** Who the journey is about (default: the person, or the deceased for Losing a Loved One). */
  subject: subjectSchema.optional(),
  /** The person's authority for the subject; null (or absent) for self. */
  acting_role: actingRoleSchema.optional(),
  /** The subject's full name when not self (a death's is in the death details). */
  subject_name: subjectNameSchema.nullable().optional(),
};

export const NEW_ADDRESS_REQUIRED = 'Enter your new address: a move needs one.';

/**
 * POST /api/journeys: the start-journey dialog's payload. A Moving Home journey's address may
 * come in parts (`new_address`: street, suburb, state, postcode, checked against each other);
 * the parts become the one line companies read (`target_address`).
 */
export const createJourneySchema = z
  .object({
    type: journeyTypeSchema,
    name: journeyNameSchema,
    ...journeyTargetsShape,
    new_address: auAddressSchema.optional(),
    /** The event's details beyond address, email and phone (a new name, the deceased...). */
    details: journeyDetailsSchema.omit({ acting_for: true }).optional(),
    ...actingShape,
  })
  .superRefine((value, ctx) => {
    detailsIssue(value.type, value.details, ctx);
    const acting = actingIssue(
      value.type,
      resolveActing(value.type, value, value.details),
      value.subject_name,
    );
    if (acting) ctx.addIssue({ code: 'custom', path: [acting.path], message: acting.message });
    const misplaced = misplacedJourneyTarget(value.type, value);
    if (misplaced) {
      ctx.addIssue({
        code: 'custom',
        path: [misplaced],
        message: `${JOURNEY_TARGET_LABELS[misplaced]} is not asked for this journey type.`,
      });
    }
    if (value.new_address && !journeyTargetFields(value.type).includes('target_address')) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_address'],
        message: `${JOURNEY_TARGET_LABELS.target_address} is not asked for this journey type.`,
      });
    }
    if (value.new_address && value.target_address) {
      ctx.addIssue({
        code: 'custom',
        path: ['target_address'],
        message: 'Send the new address once: in parts (new_address) or as one line.',
      });
    }
  });
export type CreateJourneyInput = z.infer<typeof createJourneySchema>;

/** The journey's stored targets: an address given in parts becomes its one line. */
export function withAddressLine<
  T extends { new_address?: AuAddress; target_address?: string | null },
>(input: T): Omit<T, 'new_address'> {
  const { new_address, ...rest } = input;
  return new_address ? { ...rest, target_address: formatAddressLine(new_address) } : rest;
}

/** PATCH /api/journeys/{id}: any of these; status `completed` records the completion time. */
export const updateJourneySchema = z
  .object({
    name: journeyNameSchema.optional(),
    ...journeyTargetsShape,
    /** A new address in parts (stored as its one line). */
    new_address: auAddressSchema.optional(),
    details: journeyDetailsPatchSchema.optional(),
    status: z
      .enum(JOURNEY_STATUSES, { error: 'Status is active, completed or archived.' })
      .optional(),
    /** Checked against the journey's type on the server; locked once a request was sent. */
    ...actingShape,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Nothing to change: send a name, a target, a moving day or a status.',
  });
export type UpdateJourneyInput = z.infer<typeof updateJourneySchema>;

export const fieldsToUpdateSchema = z.object({
  address: z.boolean(),
  email: z.boolean(),
  phone: z.boolean(),
});
export type FieldsToUpdate = z.infer<typeof fieldsToUpdateSchema>;

/** Every new link, automatic or chosen: the spec's defaults (SPEC.md sections 4 and 9). */
export const DEFAULT_LINK_VALUES: {
  priority_level: PriorityLevel;
  fields_to_update: FieldsToUpdate;
} = {
  priority_level: 'standard',
  fields_to_update: { address: true, email: false, phone: false },
};

export const linkFootprintsSchema = z.object({
  footprintIds: z
    .array(z.uuid({ error: 'Footprint ids must be UUIDs.' }))
    .min(1, 'Choose at least one footprint.')
    .max(JOURNEY_LINK_BATCH_MAX, `Link ${JOURNEY_LINK_BATCH_MAX} footprints at most at a time.`),
});
export type LinkFootprintsInput = z.infer<typeof linkFootprintsSchema>;

/** PATCH /api/journeys/{id}/footprints/{footprintId}: `fields_to_update` may be partial. */
export const updateJourneyFootprintSchema = z
  .object({
    priority_level: z
      .enum(PRIORITY_LEVELS, { error: 'Priority is high, standard or low.' })
      .optional(),
    fields_to_update: fieldsToUpdateSchema.partial().optional(),
    done: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Nothing to change: send priority_level, fields_to_update or done.',
  });
export type UpdateJourneyFootprintInput = z.infer<typeof updateJourneyFootprintSchema>;

/**
 * POST /api/journeys/{id}/companies: one of the deceased's companies (Losing a Loved One), from
 * the directory (`brand_id`) or by name (`custom_brand_name`). It belongs to this journey only.
 */
export const addJourneyCompanySchema = z
  .object({
    brand_id: z.uuid({ error: 'Choose a company from the directory.' }).optional(),
    custom_brand_name: z
      .string()
      .trim()
      .min(1, 'Enter the company name.')
      .max(200, 'The company name is too long (200 characters at most).')
      .optional(),
  })
  .refine((v) => (v.brand_id === undefined) !== (v.custom_brand_name === undefined), {
    message: 'Send either brand_id or custom_brand_name.',
  });
export type AddJourneyCompanyInput = z.infer<typeof addJourneyCompanySchema>;

export const OWN_COMPANIES_ONLY_MESSAGE =
  "This journey tells the deceased's companies: add them with Add a company, not from your own footprints.";
export const NOT_OWN_COMPANIES_MESSAGE =
  'Only a Losing a Loved One journey holds companies of its own: link your footprints instead.';

export const journeySchema = z.object({
  id: z.string(),
  type: z.enum(JOURNEY_TYPES),
  name: z.string(),
  target_address: z.string().nullable(),
  target_email: z.string().nullable(),
  target_phone: z.string().nullable(),
  moving_date: z.string().nullable(),
  /** The event's details (decrypted for the owner); on the journey, its creation and changes,
   * not in the list. */
  details: journeyDetailsSchema.optional(),
  /** Who the journey is about; the name is in `details` (acting_for, or the death's). */
  subject: z.enum(JOURNEY_SUBJECTS),
  acting_role: z.enum(ACTING_ROLES).nullable(),
  status: z.enum(JOURNEY_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Journey = z.infer<typeof journeySchema>;

const progressShape = {
  /** Linked footprints. */
  footprint_count: z.number().int(),
  /** Linked footprints whose to-do is done. */
  completed_count: z.number().int(),
};

export const journeySummarySchema = journeySchema.extend({
  ...progressShape,
  /**
   * Each company's latest update, counted by status (statuses with none are left out); a sent
   * checklist (the manual channel: the person's own to-do) is counted as `checklist`.
   */
  update_counts: z.partialRecord(z.enum([...UPDATE_STATUSES, 'checklist']), z.number().int()),
  /** Someone else's journey shared with the caller: their role and the owner's name. */
  shared: z.object({ role: z.enum(JOURNEY_MEMBER_ROLES), owner_name: z.string() }).optional(),
  /** Safe mode is on (the name is already the neutral one). */
  safe_mode: z.boolean(),
});
export type JourneySummary = z.infer<typeof journeySummarySchema>;

export const journeyListSchema = z.object({ items: z.array(journeySummarySchema) });
export type JourneyList = z.infer<typeof journeyListSchema>;

/** A link is the pair (journey, footprint): addressed by the footprint's id within the journey. */
export const journeyFootprintSchema = z.object({
  journey_id: z.string(),
  footprint_id: z.string(),
  priority_level: z.enum(PRIORITY_LEVELS),
  fields_to_update: fieldsToUpdateSchema,
  completed_at: z.string().nullable(),
  created_at: z.string(),
  /** Safe mode: whether the other person shares the company, and the person's confirmations. */
  safety: companySafetySchema,
});
export type JourneyFootprint = z.infer<typeof journeyFootprintSchema>;

export const journeyFootprintDetailSchema = journeyFootprintSchema.extend({
  footprint: footprintSchema,
  /** The member who added it to someone else's journey (null when the owner did). */
  added_by_name: z.string().nullable().optional(),
});
export type JourneyFootprintDetail = z.infer<typeof journeyFootprintDetailSchema>;

/** POST /api/journeys/{id}/companies: the company, linked to the journey. */
export const journeyCompanySchema = journeyFootprintDetailSchema;
export type JourneyCompany = JourneyFootprintDetail;

export const journeyDetailSchema = journeySchema.extend({
  ...progressShape,
  footprints: z.array(journeyFootprintDetailSchema),
  /** The caller's place on the journey: viewers follow progress only. */
  my_role: z.enum(['owner', ...JOURNEY_MEMBER_ROLES]).optional(),
  /** Safe mode and its safe contact; null when it is off. */
  safe_mode: journeySafeModeSchema.nullable(),
});
export type JourneyDetail = z.infer<typeof journeyDetailSchema>;

export const linkFootprintsResultSchema = z.object({
  added: z.array(journeyFootprintSchema),
  /** Footprints already linked to the journey: left as they were. */
  skippedFootprintIds: z.array(z.string()),
});
export type LinkFootprintsResult = z.infer<typeof linkFootprintsResultSchema>;

// Onboarding

export const ONBOARDING_TYPES = ['general', ...JOURNEY_TYPES] as const;
export type OnboardingType = (typeof ONBOARDING_TYPES)[number];

export const onboardingEntrySchema = z.object({ type: z.string(), completed_at: z.string() });
export type OnboardingEntry = z.infer<typeof onboardingEntrySchema>;

export const onboardingStatusSchema = z.object({
  history: z.array(onboardingEntrySchema),
  completed_at: z.string().nullable(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

export const generalOnboardingSchema = z.object({ brandIds: brandIdsSchema });
export type GeneralOnboardingInput = z.infer<typeof generalOnboardingSchema>;

/** The Moving Home onboarding: its journey's new address is required, in parts. */
export const movingHouseOnboardingSchema = z.object({
  brandIds: brandIdsSchema,
  journey: z
    .object({
      name: journeyNameSchema,
      new_address: auAddressSchema.optional(),
      moving_date: movingDateSchema,
    })
    .superRefine((value, ctx) => {
      if (!value.new_address) {
        ctx.addIssue({ code: 'custom', path: ['new_address'], message: NEW_ADDRESS_REQUIRED });
      }
    }),
});
export type MovingHouseOnboardingInput = z.infer<typeof movingHouseOnboardingSchema>;

export const onboardingResultSchema = z.object({
  onboarding: onboardingStatusSchema,
  addedFootprintIds: z.array(z.string()),
  skippedBrandIds: z.array(z.string()),
});
export type OnboardingResult = z.infer<typeof onboardingResultSchema>;

export const movingHouseOnboardingResultSchema = onboardingResultSchema.extend({
  journeyId: z.string(),
  journey: journeySchema,
});
export type MovingHouseOnboardingResult = z.infer<typeof movingHouseOnboardingResultSchema>;

// PII fields per journey type (the spec's get_journey_pii_fields / update_journey_pii_fields)

export const journeyPiiFieldsSchema = z.object({
  journeyType: z.enum(JOURNEY_TYPES),
  fields: z.array(piiFieldTypeSchema),
});
export type JourneyPiiFields = z.infer<typeof journeyPiiFieldsSchema>;

export const updateJourneyPiiFieldsSchema = z.object({
  fields: z
    .array(piiFieldTypeSchema)
    .max(PII_FIELD_TYPES.length, `At most ${PII_FIELD_TYPES.length} field types.`),
});
export type UpdateJourneyPiiFieldsInput = z.infer<typeof updateJourneyPiiFieldsSchema>;
