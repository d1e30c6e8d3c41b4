import type { FollowUpLetter } from '@updately/shared/follow-up-letter-api';
import { REQUEST_KIND_LABELS, type RequestKind } from '@updately/shared/request-kinds';
import type { UpdateChannel } from '@updately/shared/update-status';
import type { UpdateField } from '@updately/shared/updates-api';
import { formatCalendarDay, formatInstantDay } from '../../lib/dates';
import { actingIntro, actingSignature } from '@updately/shared/acting-for';
import { kindMailWords } from '../../platform/update-engine/kind-mail-words';
import { customerName, type RequestActing } from '../../platform/update-engine/request-acting';

export type FollowUpLetterInput = {
  appName: string;
  companyName: string;
  to: string | null;
  channel: UpdateChannel;
  reference: string;
  kind: RequestKind;
  items: readonly { field: UpdateField; value: string }[];
  sentAt: Date;
  expectedBy: string | null;
  /** Who signs: the person. */
  personName: string | null;
  /** Who the person acts for: the letter says so, and they sign with their role. */
  acting?: RequestActing | null;
};

const CORRECTIONS: readonly RequestKind[] = [
  'change_of_address',
  'change_of_contact',
  'change_of_name',
];

/** The OAIC's page for privacy complaints (complain to the company first). */
export const OAIC_COMPLAINTS_URL = 'https://www.oaic.gov.au/privacy/privacy-complaints';

/**
 * A ready-to-send follow-up for a company that has not answered: what was asked and when, the
 * date an answer was expected by, Australian Privacy Principle 13 (reasonable steps to correct
 * within a reasonable period, 30 days in the OAIC's guidance; written reasons for a refusal),
 * and the way to complain to the OAIC. Pure: the same request gives the same letter.
 */
export function followUpLetter(input: FollowUpLetterInput): FollowUpLetter {
  const acting = input.acting ?? null;
  const name = customerName(acting, input.items, 'me');
  const words = kindMailWords(input.kind, name, input.items);
  const what = REQUEST_KIND_LABELS[input.kind].toLowerCase();
  const firstSent = formatInstantDay(input.sentAt);
  const byWhom =
    input.channel === 'web_form'
      ? `On ${firstSent} I sent you this request through your web form`
      : input.channel === 'phone'
        ? `On ${firstSent} I asked you for this by phone`
        : input.channel === 'manual' || input.channel === 'letter'
          ? `On ${firstSent} I wrote to you`
          : `On ${firstSent}, ${input.appName} wrote to you on my behalf, with my consent,`;
  const correction = CORRECTIONS.includes(input.kind);
  const app13 = [
    correction
      ? 'Under Australian Privacy Principle 13 (Privacy Act 1988), when asked to correct personal information you hold, you must take reasonable steps to correct it within a reasonable period.'
      : 'Where this request concerns personal information you hold, Australian Privacy Principle 13 (Privacy Act 1988) requires you to take reasonable steps to correct it within a reasonable period when asked.',
    "The Office of the Australian Information Commissioner (OAIC)'s guidance is that a reasonable period is usually within 30 days.",
    'If you refuse, you must give me written reasons for the refusal and tell me how to complain.',
  ].join(' ');
  const body = [
    `Dear ${input.companyName} team,`,
    '',
    ...(acting ? [actingIntro(acting), ''] : []),
    `${byWhom} about a ${what} (reference ${input.reference}).`,
    '',
    'What was asked:',
    ...words.list.map((l) => `- ${l}`),
    ...words.rows.map((r) => `- ${r.label}: ${r.value}`),
    '',
    input.expectedBy
      ? `An answer was expected by ${formatCalendarDay(input.expectedBy)}, and I have not received one.`
      : 'I have not received an answer.',
    '',
    app13,
    '',
    'Please make the change, or tell me in writing why you cannot, and quote the reference above.',
    '',
    `If I do not hear from you, I may complain to the OAIC (${OAIC_COMPLAINTS_URL}, 1300 363 992): it asks people to complain to the organisation first and to allow it 30 days to respond. This letter is that complaint.`,
    '',
    'Yours sincerely,',
    acting ? actingSignature(acting.person, acting) : (input.personName ?? 'Your customer'),
  ].join('\n');
  return {
    to: input.to,
    subject: `Follow-up: ${REQUEST_KIND_LABELS[input.kind]} (ref ${input.reference}) — no answer yet`,
    body,
  };
}
