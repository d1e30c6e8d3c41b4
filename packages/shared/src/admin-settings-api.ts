import { z } from 'zod';
import { DOCUMENT_RETENTION_DAYS } from './documents';

/** The keys of platform_settings an admin can change. */
export const SETTING_KEYS = ['updateFollowUp', 'pricePerField', 'display', 'documents'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const FOLLOW_UP_MAX_DAYS = 365;
export const FOLLOW_UP_MAX_REMINDERS = 5;
/** Days after the sending day a company is expected to answer by (the OAIC's 30 days). */
export const EXPECTED_BY_DEFAULT_DAYS = 30;
export const PRICE_PER_FIELD_MAX = 100;

const day = (what: string) =>
  z
    .number({ error: `${what} is a whole number of days.` })
    .int(`${what} is a whole number of days.`)
    .min(1, `${what} is at least 1 day.`)
    .max(FOLLOW_UP_MAX_DAYS, `${what} is at most ${FOLLOW_UP_MAX_DAYS} days.`);

/**
 * The update engine's follow-ups, in days after a request is sent: reminders to the company,
 * then the person is asked to act (needs you), then the request expires. Strictly increasing.
 * Apart from them, the day an answer is expected by (after it, the request is overdue).
 */
export const followUpSettingsSchema = z
  .object({
    reminderDays: z
      .array(day('A reminder'))
      .max(FOLLOW_UP_MAX_REMINDERS, `At most ${FOLLOW_UP_MAX_REMINDERS} reminders.`),
    needsYouDays: day('Asking the person'),
    expiryDays: day('Expiry'),
    // A value stored before this setting existed reads as the default.
    expectedByDays: day('The expected answer').default(EXPECTED_BY_DEFAULT_DAYS),
  })
  .superRefine((value, ctx) => {
    const { reminderDays, needsYouDays, expiryDays } = value;
    if (reminderDays.some((d, i) => i > 0 && d <= reminderDays[i - 1]!)) {
      ctx.addIssue({
        code: 'custom',
        path: ['reminderDays'],
        message: 'Reminder days go up: each one later than the one before.',
      });
    }
    const lastReminder = reminderDays.at(-1);
    if (lastReminder !== undefined && needsYouDays <= lastReminder) {
      ctx.addIssue({
        code: 'custom',
        path: ['needsYouDays'],
        message: 'Asking the person comes after the last reminder.',
      });
    }
    if (expiryDays <= needsYouDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['expiryDays'],
        message: 'Expiry comes after asking the person.',
      });
    }
  });
export type FollowUpSettings = z.infer<typeof followUpSettingsSchema>;

/** What a business pays per field confirmed applied: 0 to 100, at most two decimals. */
export const priceSettingsSchema = z.object({
  pricePerField: z
    .string({ error: 'Enter a price such as 0.50.' })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Enter a price such as 0.50 (at most two decimals).')
    .refine((v) => Number(v) <= PRICE_PER_FIELD_MAX, `The price is at most ${PRICE_PER_FIELD_MAX}.`)
    .transform((v) => Number(v).toFixed(2)),
});
export type PriceSettings = z.output<typeof priceSettingsSchema>;

/** Digits of an ABN: 11, spaces allowed (the checksum is checked on the server). */
const ABN_FORMAT = /^(\d\s*){11}$/;

/** What the public footer and emails call the product and the company behind it. */
export const displaySettingsSchema = z.object({
  appName: z
    .string({ error: 'Enter the product name.' })
    .trim()
    .min(1, 'Enter the product name.')
    .max(60, 'The product name has 60 characters at most.'),
  legalName: z
    .string({ error: 'Enter the legal name.' })
    .trim()
    .min(1, 'Enter the legal name.')
    .max(120, 'The legal name has 120 characters at most.'),
  abn: z
    .string({ error: 'Enter the ABN.' })
    .trim()
    .regex(ABN_FORMAT, 'An ABN has 11 digits, such as 51 824 753 556.')
    // The usual way of writing one: 51 824 753 556.
    .transform((v) =>
      v.replace(/\s/g, '').replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4'),
    ),
});
export type DisplaySettings = z.output<typeof displaySettingsSchema>;

export const DOCUMENT_RETENTION_MAX_DAYS = 3650;

/** How long a journey's documents are kept after it is completed. */
export const documentSettingsSchema = z.object({
  retentionDays: z
    .number({ error: 'Keeping documents is a whole number of days.' })
    .int('Keeping documents is a whole number of days.')
    .min(1, 'Documents are kept at least 1 day.')
    .max(
      DOCUMENT_RETENTION_MAX_DAYS,
      `Documents are kept at most ${DOCUMENT_RETENTION_MAX_DAYS} days.`,
    )
    .default(DOCUMENT_RETENTION_DAYS),
});
export type DocumentSettings = z.output<typeof documentSettingsSchema>;

const followUpValue = z.object({
  reminderDays: z.array(z.number()),
  needsYouDays: z.number(),
  expiryDays: z.number(),
  expectedByDays: z.number(),
});
const priceValue = z.object({ pricePerField: z.string() });
const displayValue = z.object({ appName: z.string(), legalName: z.string(), abn: z.string() });
const documentsValue = z.object({ retentionDays: z.number() });

const section = <T extends z.ZodType>(value: T) =>
  z.object({
    /** In force now: the admin's value, or the configured default. */
    value,
    /** The configured default (lib/config) that applies without an admin's value. */
    defaults: value,
    /** When an admin last changed it; null while the default applies. */
    updatedAt: z.string().nullable(),
  });

/** GET /api/admin/settings, and the answer of each PUT. */
export const adminSettingsSchema = z.object({
  followUp: section(followUpValue),
  price: section(priceValue).extend({ currency: z.string() }),
  display: section(displayValue),
  documents: section(documentsValue),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
