import { z } from 'zod';
import { UPDATE_STATUSES } from './update-status';

/** A calendar day, YYYY-MM-DD, that exists. */
const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter a real date.')
  .refine(
    (value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Enter a real date.',
  );

/** "Posted on <date>": the person posted the letter Updately wrote. */
export const letterPostedSchema = z.object({ posted_on: daySchema });
export type LetterPosted = z.infer<typeof letterPostedSchema>;

/** "I posted them all": every letter of the journey still waiting, or the ones named. */
export const lettersPostedSchema = z.object({
  posted_on: daySchema,
  request_ids: z.array(z.uuid()).min(1).max(200).optional(),
});
export type LettersPosted = z.infer<typeof lettersPostedSchema>;

/** One letter of a journey: where it goes and whether it has been posted. */
export const journeyLetterSchema = z.object({
  request_id: z.uuid(),
  company_name: z.string(),
  reference: z.string(),
  status: z.enum(UPDATE_STATUSES),
  /** The company's postal address, line by line (the envelope's). */
  address_lines: z.array(z.string()),
  posted_on: z.string().nullable(),
  /** Posted by the print-and-post service rather than by the person. */
  posted_by_provider: z.boolean(),
});
export type JourneyLetter = z.infer<typeof journeyLetterSchema>;

export const journeyLettersSchema = z.object({ items: z.array(journeyLetterSchema) });
export type JourneyLetters = z.infer<typeof journeyLettersSchema>;

export const lettersPostedResultSchema = z.object({ posted: z.number().int() });
