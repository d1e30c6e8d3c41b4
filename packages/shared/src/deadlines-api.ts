import { z } from 'zod';
import { REQUEST_KINDS } from './request-kinds';
import { UPDATE_CHANNELS } from './update-status';

/**
 * GET /api/journeys/{id}/deadlines: the dates that matter on a journey, soonest first — the
 * person's own legal deadlines (a law sets them, e.g. a licence address within 14 days; stored per
 * brand with the page that says so) and each company's expected answer date (`expected_by`).
 */
export const journeyDeadlineSchema = z.object({
  type: z.enum(['legal', 'expected_by']),
  due_on: z.string(),
  company_name: z.string(),
  footprint_id: z.string().nullable(),
  request_id: z.string().nullable(),
  kind: z.enum(REQUEST_KINDS),
  channel: z.enum(UPDATE_CHANNELS).nullable(),
  /** "Update your licence address within 14 days of moving" / "Answer expected by AGL". */
  description: z.string(),
  /** The page that sets a legal deadline; null for an expected answer. */
  source_url: z.string().nullable(),
  /** Past its date and still open. */
  overdue: z.boolean(),
  /** The request behind it is done (then it is shown as met). */
  done: z.boolean(),
});
export type JourneyDeadline = z.infer<typeof journeyDeadlineSchema>;

export const journeyDeadlineListSchema = z.object({ items: z.array(journeyDeadlineSchema) });
export type JourneyDeadlineList = z.infer<typeof journeyDeadlineListSchema>;

/** A legal deadline in the directory data (brands.json `deadlines`) and the admin import. */
export const brandDeadlineSchema = z.object({
  kind: z.enum(REQUEST_KINDS),
  days: z.number().int().min(1).max(365),
  description: z.string().trim().min(1).max(300),
  source_url: z.url({ protocol: /^https$/ }),
});
export type BrandDeadline = z.infer<typeof brandDeadlineSchema>;
