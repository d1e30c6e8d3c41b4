import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';
import { NEWSLETTER_EMAIL_PATTERN } from './newsletter';

export const COMPANY_SIZES = ['1-49', '50-249', '250-999', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  '1-49': '1 to 49 staff',
  '50-249': '50 to 249 staff',
  '250-999': '250 to 999 staff',
  '1000+': '1,000 staff or more',
};

export const BUSINESS_LEAD_LIMITS = { company: 120, name: 120, phone: 30, message: 2000 } as const;

/** Enquiries per client IP in one window, like the newsletter's. */
export const BUSINESS_LEAD_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(max, `Your ${label} has ${max} characters at most.`);

/** POST /api/business-leads: an enquiry from the For Business page. */
export const businessLeadSchema = z.object({
  company: text('company name', BUSINESS_LEAD_LIMITS.company),
  name: text('name', BUSINESS_LEAD_LIMITS.name),
  email: z
    .string({ error: 'Enter a valid work email address.' })
    .trim()
    .max(EMAIL_MAX_LENGTH, `Your email has ${EMAIL_MAX_LENGTH} characters at most.`)
    .regex(NEWSLETTER_EMAIL_PATTERN, 'Enter a valid work email address.'),
  phone: z
    .string()
    .trim()
    .max(BUSINESS_LEAD_LIMITS.phone, 'Enter a phone number of 30 characters at most.')
    .regex(/^[+\d\s().-]*$/, 'Use digits, spaces and + ( ) . - only in the phone number.')
    .optional()
    .default(''),
  companySize: z.enum(COMPANY_SIZES, { error: 'Choose your company size.' }),
  message: z
    .string({ error: 'Tell us a little about what you need.' })
    .trim()
    .min(10, 'Tell us a little about what you need (10 characters at least).')
    .max(
      BUSINESS_LEAD_LIMITS.message,
      `Your message has ${BUSINESS_LEAD_LIMITS.message} characters at most.`,
    ),
  turnstileToken: z.string().max(4096).default(''),
});
export type BusinessLeadInput = z.input<typeof businessLeadSchema>;

export const businessLeadCreatedSchema = z.object({ id: z.string() });
export type BusinessLeadCreated = z.infer<typeof businessLeadCreatedSchema>;
