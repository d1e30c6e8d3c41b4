import { z } from 'zod';
import { WEB_FORM_PURPOSES } from './brand-channels';
import { actingForSchema } from './acting-for';
import { needsPersonStep, type UpdateChannel } from './update-status';

/**
 * The person's own steps on the web form and phone channels (issue 26): recording a submitted
 * form and the outcome of a call, the words the journey page and the proof use for them, and the
 * order of "Review and send" (the work that needs the person first).
 */

/** Channels only the person can use (no provider, no mail): nothing is dispatched on them. */
export const isPersonOnlyChannel = (channel: UpdateChannel) =>
  channel === 'web_form' || channel === 'phone';

/** Review and send: person-step channels first (the most effort first), then Updately's own. */
export const REVIEW_CHANNEL_ORDER: readonly UpdateChannel[] = [
  'phone',
  'letter',
  'web_form',
  'manual',
  'email',
  'api',
];

/** The companies in review order: by channel rank, keeping their order within a channel. */
export function orderForReview<T extends { channel: UpdateChannel }>(companies: readonly T[]): T[] {
  const rank = (c: T) => REVIEW_CHANNEL_ORDER.indexOf(c.channel);
  return companies
    .map((company, i) => ({ company, i }))
    .sort((a, b) => rank(a.company) - rank(b.company) || a.i - b.i)
    .map(({ company }) => company);
}

const STEP_WORDS: Record<'letter' | 'web_form' | 'phone' | 'manual', [string, string]> = {
  letter: ['letter to post', 'letters to post'],
  web_form: ['form', 'forms'],
  phone: ['call', 'calls'],
  manual: ['to update yourself', 'to update yourself'],
};
const SUMMARY_ORDER = ['letter', 'web_form', 'phone', 'manual'] as const;

/** "3 need you: 1 letter to post, 1 form, 1 call"; null when no company needs the person. */
export function personStepSummary(channels: readonly UpdateChannel[]): string | null {
  const steps = channels.filter(needsPersonStep);
  if (steps.length === 0) return null;
  const parts = SUMMARY_ORDER.flatMap((channel) => {
    const n = steps.filter((c) => c === channel).length;
    return n === 0 ? [] : [`${n} ${STEP_WORDS[channel][n === 1 ? 0 : 1]}`];
  });
  return `${steps.length} ${steps.length === 1 ? 'needs' : 'need'} you: ${parts.join(', ')}`;
}

export const COMPANY_REFERENCE_MAX = 100;

/** "Submitted": the company's reference number is optional but asked for. */
export const formSubmittedSchema = z.object({
  company_reference: z
    .string()
    .trim()
    .max(COMPANY_REFERENCE_MAX, `Keep their reference under ${COMPANY_REFERENCE_MAX} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type FormSubmittedInput = z.input<typeof formSubmittedSchema>;

export const CALL_OUTCOMES = ['done', 'call_back', 'refused'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
/** A call-back is at most this many days away. */
export const CALL_BACK_MAX_DAYS = 60;
export const REFUSAL_REASON_MAX = 500;

export const callOutcomeSchema = z.discriminatedUnion(
  'outcome',
  [
    z.object({ outcome: z.literal('done') }),
    z.object({
      outcome: z.literal('call_back'),
      call_back_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the day to call back.'),
    }),
    z.object({
      outcome: z.literal('refused'),
      reason: z
        .string({ error: 'Say why they would not make the change.' })
        .trim()
        .min(1, 'Say why they would not make the change.')
        .max(REFUSAL_REASON_MAX, `Keep the reason under ${REFUSAL_REASON_MAX} characters.`),
    }),
  ],
  { error: 'Choose how the call went.' },
);
export type CallOutcomeInput = z.infer<typeof callOutcomeSchema>;

/** What the person needs for their step on a request: the form, or the number and a caller. */
export const personStepSchema = z.object({
  web_form_url: z.string().nullable(),
  web_form_purpose: z.enum(WEB_FORM_PURPOSES).nullable(),
  phone: z.string().nullable(),
  phone_hours: z.string().nullable(),
  /** Who calls: the person's name. */
  caller: z.string(),
  /** Whom they act for, when the journey is about someone else. */
  acting: actingForSchema.nullable(),
  /** Safe mode: what to ask on the form or the call (CONFIDENTIALITY_REQUEST); null otherwise. */
  confidentiality_request: z.string().nullable(),
  /** The person's latest step (a form submitted, a call logged), with its evidence. */
  last_step: z
    .object({
      type: z.enum(['form_submitted', 'phone_call_logged']),
      at: z.string(),
      evidence: z.record(z.string(), z.unknown()).nullable(),
    })
    .nullable(),
});
export type PersonStep = z.infer<typeof personStepSchema>;

/** The message of a call-back reminder (status_reason `call_back`). */
export const callBackMessage = (company: string) => `Call ${company} back today`;

type Evidence = Record<string, unknown> | null | undefined;

/** A phone call's outcome, in words, from its event's evidence. */
export function callOutcomeText(evidence: Evidence, formatDay: (day: string) => string): string {
  const e = evidence ?? {};
  switch (e.outcome) {
    case 'done':
      return 'You called: the change is made';
    case 'call_back':
      return typeof e.call_back_on === 'string'
        ? `You called: call back on ${formatDay(e.call_back_on)}`
        : 'You called: call back later';
    case 'refused':
      return typeof e.reason === 'string'
        ? `You called: they refused (“${e.reason}”)`
        : 'You called: they refused';
    default:
      return 'You called them';
  }
}

/** "Submitted on 27 Nov 2026 · their reference ABC123" (without a reference: the date only). */
export function formSubmittedText(day: string, reference: unknown): string {
  return typeof reference === 'string' && reference
    ? `Submitted on ${day} · their reference ${reference}`
    : `Submitted on ${day}`;
}
