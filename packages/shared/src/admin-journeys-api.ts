import { z } from 'zod';
import { documentAccessSchema } from './document-links-api';
import { DOCUMENT_CONTENT_TYPES, DOCUMENT_TYPES } from './documents';
import { checkTimeRange, cursorSchema, LIST_ORDERS, timeRangeShape } from './admin-time-range';
import { JOURNEY_STATUSES, JOURNEY_TYPES, PRIORITY_LEVELS } from './journey-types';
import { UPDATE_CHANNELS, UPDATE_STATUSES } from './update-status';

export const ADMIN_JOURNEYS_PAGE_MAX = 100;

/**
 * GET /api/admin/journeys: newest (or oldest) first, keyset-paged on (created_at, id), filtered
 * by type, status and a creation time range.
 */
export const adminJourneysQuerySchema = z
  .object({
    type: z.enum(JOURNEY_TYPES, { error: 'type is one of the 7 journey types.' }).optional(),
    status: z
      .enum(JOURNEY_STATUSES, { error: `status is one of ${JOURNEY_STATUSES.join(', ')}.` })
      .optional(),
    ...timeRangeShape,
    order: z.enum(LIST_ORDERS).default('desc'),
    cursor: cursorSchema,
    limit: z.coerce.number().int().min(1).max(ADMIN_JOURNEYS_PAGE_MAX).default(25),
  })
  .superRefine(checkTimeRange);
export type AdminJourneysQuery = z.output<typeof adminJourneysQuerySchema>;

const updateStatusSchema = z.enum(UPDATE_STATUSES);

/**
 * Personal values arrive masked (`a••••@example.com`, `M••••`): null when there is none. The
 * journey's name is masked too, since people write places and names into it.
 */
const maskedSchema = z.string().nullable();

/**
 * A safe-mode journey (issue 27) shows no personal value at all (null), and its name is
 * SAFE_JOURNEY_NAME: seeing them needs a second admin's approval (`safe_journey_reveal`).
 */
export const ADMIN_HIDDEN_REASONS = ['safe_mode'] as const;
const hiddenSchema = z.enum(ADMIN_HIDDEN_REASONS).nullable();
export const ADMIN_HIDDEN_SAFE_MODE = 'Hidden: safe mode';

export const adminJourneySummarySchema = z.object({
  id: z.uuid(),
  type: z.enum(JOURNEY_TYPES),
  status: z.enum(JOURNEY_STATUSES),
  name: maskedSchema,
  owner_email: maskedSchema,
  hidden: hiddenSchema,
  created_at: z.string(),
  completed_at: z.string().nullable(),
  company_count: z.number().int(),
  /** Each company's latest update request, counted by status. */
  update_counts: z.partialRecord(updateStatusSchema, z.number().int()),
});
export type AdminJourneySummary = z.infer<typeof adminJourneySummarySchema>;

export const adminJourneyListSchema = z.object({
  items: z.array(adminJourneySummarySchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
export type AdminJourneyList = z.infer<typeof adminJourneyListSchema>;

export const adminUpdateRequestSchema = z.object({
  id: z.uuid(),
  channel: z.enum(UPDATE_CHANNELS),
  status: updateStatusSchema,
  reference: z.string(),
  status_reason: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type AdminUpdateRequest = z.infer<typeof adminUpdateRequestSchema>;

/** A company the journey tells: a linked footprint, or one whose link is gone but whose requests stay. */
export const adminJourneyCompanySchema = z.object({
  footprint_id: z.uuid(),
  name: z.string(),
  category_label: z.string().nullable(),
  is_custom: z.boolean(),
  linked: z.boolean(),
  priority_level: z.enum(PRIORITY_LEVELS).nullable(),
  completed_at: z.string().nullable(),
  /** Newest first. */
  requests: z.array(adminUpdateRequestSchema),
});
export type AdminJourneyCompany = z.infer<typeof adminJourneyCompanySchema>;

/** A document of the journey as an admin sees it: what it is and who opened it, never its name
 * or contents. */
export const adminJourneyDocumentSchema = z.object({
  id: z.uuid(),
  type: z.enum(DOCUMENT_TYPES),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
  accesses: z.array(documentAccessSchema),
});
export type AdminJourneyDocument = z.infer<typeof adminJourneyDocumentSchema>;

export const adminJourneyDetailSchema = z.object({
  id: z.uuid(),
  type: z.enum(JOURNEY_TYPES),
  status: z.enum(JOURNEY_STATUSES),
  name: maskedSchema,
  target_address: maskedSchema,
  target_email: maskedSchema,
  target_phone: maskedSchema,
  moving_date: maskedSchema,
  hidden: hiddenSchema,
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  owner: z.object({ id: z.uuid(), email: maskedSchema, name: maskedSchema }),
  companies: z.array(adminJourneyCompanySchema),
  documents: z.array(adminJourneyDocumentSchema),
});
export type AdminJourneyDetail = z.infer<typeof adminJourneyDetailSchema>;

/** The personal values a reveal shows, in the order the page lists them. */
export const REVEALED_JOURNEY_FIELDS = [
  'name',
  'target_address',
  'moving_date',
  'target_email',
  'target_phone',
  'owner_name',
  'owner_email',
] as const;
export type RevealedJourneyField = (typeof REVEALED_JOURNEY_FIELDS)[number];

export const REVEALED_JOURNEY_FIELD_LABELS: Record<RevealedJourneyField, string> = {
  name: 'Journey name',
  target_address: 'New address',
  moving_date: 'Moving day',
  target_email: 'New email',
  target_phone: 'New phone',
  owner_name: 'Owner name',
  owner_email: 'Owner email',
};

/** POST /api/admin/journeys/{id}/reveal: the values, once the reveal is in the audit log. */
export const adminJourneyRevealSchema = z.object({
  journey_id: z.uuid(),
  values: z.record(z.enum(REVEALED_JOURNEY_FIELDS), z.string().nullable()),
  revealed_at: z.string(),
});
export type AdminJourneyReveal = z.infer<typeof adminJourneyRevealSchema>;

export const ADMIN_JOURNEY_REVEAL_ACTION = 'admin.journey.revealed';

/** The two-admin reveal of a safe-mode journey, step by step in the audit log. */
export const SAFE_JOURNEY_REVEAL_AUDIT = {
  requested: 'admin.safe_journey_reveal_requested',
  granted: 'admin.safe_journey_reveal_granted',
  revealed: 'admin.safe_journey_reveal_revealed',
} as const;
export const SAFE_JOURNEY_REVEAL_NEEDS_APPROVAL =
  'This journey is in safe mode: another admin must approve seeing its personal values (once).';
