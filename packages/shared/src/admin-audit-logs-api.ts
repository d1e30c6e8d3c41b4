import { z } from 'zod';
import { AUDIT_RESOURCE_TYPES } from './activity-api';
import { checkTimeRange, cursorSchema, LIST_ORDERS, timeRangeShape } from './admin-time-range';
import { EMAIL_MAX_LENGTH } from './constants';

export const ADMIN_AUDIT_LOGS_PAGE_MAX = 100;
/** The CSV export holds at most this many entries (the newest that match). */
export const AUDIT_CSV_MAX_ROWS = 50_000;

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/** Who acted: a user's id, or their email address (looked up first). */
export const auditUserFilterSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .refine((v) => UUID_SHAPE.test(v) || EMAIL_SHAPE.test(v), {
    error: 'user is an email address or a user id.',
  });

export const isUserId = (value: string) => UUID_SHAPE.test(value);

/** The filters of the list and of the CSV export. */
const auditFilterShape = {
  user: auditUserFilterSchema.optional(),
  action: z.string().trim().min(1).max(100).optional(),
  resource_type: z
    .enum(AUDIT_RESOURCE_TYPES, { error: 'resource_type is one of the audit resource types.' })
    .optional(),
  resource_id: z.string().trim().min(1).max(200).optional(),
  ...timeRangeShape,
};

export const adminAuditLogsExportQuerySchema = z
  .object(auditFilterShape)
  .superRefine(checkTimeRange);
export type AdminAuditLogsFilters = z.output<typeof adminAuditLogsExportQuerySchema>;

/** GET /api/admin/audit-logs: newest first (or oldest), keyset-paged on (created_at, id). */
export const adminAuditLogsQuerySchema = z
  .object({
    ...auditFilterShape,
    order: z.enum(LIST_ORDERS).default('desc'),
    cursor: cursorSchema,
    limit: z.coerce.number().int().min(1).max(ADMIN_AUDIT_LOGS_PAGE_MAX).default(25),
  })
  .superRefine(checkTimeRange);
export type AdminAuditLogsQuery = z.output<typeof adminAuditLogsQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  /** Null once the user is deleted: the entry stays, de-identified. */
  actor: z.object({ id: z.uuid(), email: z.string() }).nullable(),
  action: z.string(),
  resource_type: z.enum(AUDIT_RESOURCE_TYPES),
  resource_id: z.string().nullable(),
  old_values: z.unknown(),
  new_values: z.unknown(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditLogListSchema = z.object({
  items: z.array(adminAuditEntrySchema),
  next_cursor: z.string().nullable(),
});
export type AdminAuditLogList = z.infer<typeof adminAuditLogListSchema>;

export const adminAuditActionsSchema = z.object({ actions: z.array(z.string()) });
export type AdminAuditActions = z.infer<typeof adminAuditActionsSchema>;

export const AUDIT_RESOURCE_TYPE_LABELS: Record<(typeof AUDIT_RESOURCE_TYPES)[number], string> = {
  USER: 'User',
  FOOTPRINT: 'Footprint',
  JOURNEY: 'Journey',
  OAUTH_CONNECTION: 'OAuth connection',
  UPDATE_REQUEST: 'Update request',
  ORGANIZATION: 'Organisation',
  BRAND_CLAIM: 'Brand claim',
  API_KEY: 'API key',
  BRAND: 'Brand',
  SETTINGS: 'Settings',
  ERROR: 'Error',
};
