import { z } from 'zod';

/** Where an error group's occurrences come from. */
export const ERROR_SOURCES = ['server', 'client'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];

/** How the web app caught a client error. */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'boundary'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const ERROR_GROUP_STATUSES = ['open', 'resolved'] as const;
export type ErrorGroupStatus = (typeof ERROR_GROUP_STATUSES)[number];

/** POST /api/client-errors: the largest body accepted (413 beyond). */
export const CLIENT_ERROR_BODY_LIMIT_BYTES = 16 * 1024;
/** POST /api/client-errors: reports accepted per IP and window (429 beyond). */
export const CLIENT_ERROR_RATE_LIMIT = { max: 30, windowMs: 60_000 } as const;
/**
 * POST /api/client-errors: reports accepted per session (per IP when signed out) an hour (429
 * beyond): two page loads' worth of the web app's own limit.
 */
export const CLIENT_ERROR_SESSION_BUDGET = { max: 20, windowMs: 60 * 60_000 } as const;
/** The web app sends at most this many reports per page load. */
export const CLIENT_ERROR_REPORTS_PER_PAGE = 10;

export const CLIENT_ERROR_MESSAGE_MAX = 1000;
export const CLIENT_ERROR_STACK_MAX = 8000;

/** A same-site pathname: one leading slash, no query string, no fragment, no whitespace. */
const PATHNAME = /^\/(?!\/)[^\s?#\\]*$/;

/**
 * What the web app reports about one error: no personal data (only the pathname of the page,
 * never its query string; the server scrubs the message and stack again).
 */
export const clientErrorReportSchema = z.object({
  name: z.string().trim().min(1).max(200),
  message: z.string().max(CLIENT_ERROR_MESSAGE_MAX),
  stack: z.string().max(CLIENT_ERROR_STACK_MAX).optional(),
  kind: z.enum(CLIENT_ERROR_KINDS),
  path: z
    .string()
    .max(500)
    .regex(PATHNAME, 'path is the page pathname, without query string or fragment'),
  componentStack: z.string().max(CLIENT_ERROR_STACK_MAX).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** A fingerprint: the hex sha256 of what makes two errors the same problem. */
export const FINGERPRINT_PATTERN = /^[0-9a-f]{64}$/;

export const errorGroupSchema = z.object({
  fingerprint: z.string(),
  source: z.enum(ERROR_SOURCES),
  name: z.string(),
  message: z.string(),
  count: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** The admin who resolved it last (kept when it comes back: then it shows as reopened). */
  resolvedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  /** Open again after having been resolved (it recurred, or an admin reopened it). */
  reopened: z.boolean(),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

export const ERROR_GROUP_PAGE_MAX = 100;

export const errorGroupListQuerySchema = z.object({
  status: z.enum(ERROR_GROUP_STATUSES).optional(),
  source: z.enum(ERROR_SOURCES).optional(),
  limit: z.coerce.number().int().min(1).max(ERROR_GROUP_PAGE_MAX).default(50),
  /** The nextCursor of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type ErrorGroupListQuery = z.infer<typeof errorGroupListQuerySchema>;

export const errorGroupListSchema = z.object({
  items: z.array(errorGroupSchema),
  nextCursor: z.string().nullable(),
});
export type ErrorGroupList = z.infer<typeof errorGroupListSchema>;

export const errorOccurrenceSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  requestId: z.string().nullable(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  message: z.string(),
  stack: z.string().nullable(),
  /** For client errors: error, unhandledrejection or boundary. */
  kind: z.string().nullable(),
  componentStack: z.string().nullable(),
  /** Whether a signed-in user met it (who is not shown here). */
  signedIn: z.boolean(),
});
export type ErrorOccurrence = z.infer<typeof errorOccurrenceSchema>;

/** The occurrences shown with a group, newest first. */
export const ERROR_OCCURRENCES_SHOWN = 20;

export const errorGroupDetailSchema = z.object({
  group: errorGroupSchema,
  occurrences: z.array(errorOccurrenceSchema),
});
export type ErrorGroupDetail = z.infer<typeof errorGroupDetailSchema>;
