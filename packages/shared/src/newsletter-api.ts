import { z } from 'zod';
import { NEWSLETTER_SOURCES, isValidNewsletterEmail, sanitizeNewsletterEmail } from './newsletter';

export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address.';

/**
 * POST /api/newsletter/subscribe, the spec's newsletter_sync: body email and turnstileToken.
 * The email is sanitised and checked with the same rule as the form.
 */
export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_INVALID_EMAIL })
    .transform(sanitizeNewsletterEmail)
    .refine(isValidNewsletterEmail, NEWSLETTER_INVALID_EMAIL),
  turnstileToken: z.string().max(4096).default(''),
  source: z.enum(NEWSLETTER_SOURCES).default('landing'),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResultSchema = z.object({
  success: z.literal(true),
  /** pending: a confirmation email is on its way; confirmed: already subscribed, nothing sent. */
  /** Always 'pending': the answer never reveals whether an address is subscribed already. */
  status: z.literal('pending'),
});
export type NewsletterSubscribeResult = z.infer<typeof newsletterSubscribeResultSchema>;
