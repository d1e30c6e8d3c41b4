import { z } from 'zod';

/**
 * GET /api/updates/{id}/follow-up-letter: a letter the person can send a company that has not
 * answered by its expected-by date, citing Australian Privacy Principle 13. Plain text.
 */
export const followUpLetterSchema = z.object({
  /** Where the request went (the company's address), or null when we never wrote to one. */
  to: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
});
export type FollowUpLetter = z.infer<typeof followUpLetterSchema>;
