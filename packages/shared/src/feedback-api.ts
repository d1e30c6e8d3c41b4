import { z } from 'zod';
import { FEEDBACK_TYPES } from './feedback';

export const FEEDBACK_CONTENT_MAX_LENGTH = 5000;
export const PAGE_LOCATION_MAX_LENGTH = 500;
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'resolved', 'dismissed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const ADMIN_FEEDBACK_PAGE_MAX = 100;

// A same-site path: one leading slash (`//host` would be another site), no whitespace.
const PAGE_PATH = /^\/(?!\/)[^\s\\]*$/;

const feedbackTypeSchema = z.enum(FEEDBACK_TYPES, { error: 'Choose suggestion, bug or other.' });
const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES, {
  error: `status is one of ${FEEDBACK_STATUSES.join(', ')}.`,
});

/** POST /api/feedback (SPEC.md section 5): a type and non-empty trimmed text; the current path. */
export const createFeedbackSchema = z.object({
  feedbackType: feedbackTypeSchema,
  content: z
    .string({ error: 'Enter your feedback.' })
    .trim()
    .min(1, 'Enter your feedback.')
    .max(
      FEEDBACK_CONTENT_MAX_LENGTH,
      `Feedback has ${FEEDBACK_CONTENT_MAX_LENGTH} characters at most.`,
    ),
  pageLocation: z
    .string({ error: 'pageLocation is the current path.' })
    .max(
      PAGE_LOCATION_MAX_LENGTH,
      `pageLocation has ${PAGE_LOCATION_MAX_LENGTH} characters at most.`,
    )
    .regex(PAGE_PATH, "pageLocation is a path starting with '/'."),
});
export type CreateFeedbackInput = z.infer<typeof createFeedbackSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  feedback_type: feedbackTypeSchema,
  content: z.string(),
  page_location: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** GET /api/admin/feedback: newest first, filtered by status and type. */
export const adminFeedbackQuerySchema = z.object({
  status: feedbackStatusSchema.optional(),
  type: feedbackTypeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_FEEDBACK_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuerySchema>;

export const adminFeedbackSchema = feedbackSchema.extend({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const adminFeedbackListSchema = z.object({
  items: z.array(adminFeedbackSchema),
  total: z.number().int(),
});
export type AdminFeedbackList = z.infer<typeof adminFeedbackListSchema>;

export const updateFeedbackStatusSchema = z.object({ status: feedbackStatusSchema });
export type UpdateFeedbackStatusInput = z.infer<typeof updateFeedbackStatusSchema>;
