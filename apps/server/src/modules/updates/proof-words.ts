import { actingProofLine } from '@updately/shared/acting-for';
import type { RequestActing } from '../../platform/update-engine/request-acting';
import {
  DONE_BY_YOU,
  SENT_BY_UPDATELY,
  TO_DO_YOU,
  confirmedBy,
  progressSummary,
  type CompletedBy,
} from '@updately/shared/update-attestation';
import {
  UPDATE_STATUS_LABELS,
  isDeliveredByUpdately,
  isFinalStatus,
  needsPersonStep,
  type UpdateChannel,
} from '@updately/shared/update-status';
import { kindValueText } from '@updately/shared/request-kind-fields';
import {
  DEPENDANT_ACTION_LABELS,
  DEPENDANT_RELATIONSHIP_LABELS,
  NAME_CHANGE_BASIS_LABELS,
  NOTIFIER_RELATIONSHIP_LABELS,
} from '@updately/shared/request-kind-payloads';
import type { RequestSubject } from '@updately/shared/request-kinds';
import type { ItemOutcome, ProofCompany, ProofSummary } from '@updately/shared/updates-api';

type Row = Pick<ProofCompany, 'company_name' | 'channel' | 'status'>;

/** Who completed a request, from its timeline: the event that completed it says. */
export function completedByOf(
  status: ProofCompany['status'],
  events: readonly { type: string; to_status: string }[],
): CompletedBy | null {
  if (status !== 'completed') return null;
  const done = [...events].reverse().find((e) => e.to_status === 'completed');
  return done?.type === 'confirmed' ? 'company' : 'person';
}

/** Who did what, in the shared words: a checklist is never "sent", "done" is never "confirmed".
 * A request answered "no account held" for every field says so, and who said it. */
export function proofStatusText(
  row: Row,
  completedBy: CompletedBy | null,
  noAccount = false,
  /** The person reported the refusal (a call), not the company itself. */
  refusalReported = false,
): string {
  const company = row.company_name;
  switch (row.status) {
    case 'completed':
      if (noAccount) return noAccountText(completedBy === 'company' ? company : 'you');
      return completedBy === 'company' ? confirmedBy(company) : DONE_BY_YOU;
    case 'sent':
      return row.channel === 'manual' ? TO_DO_YOU : sentWords(row.channel);
    case 'queued':
      // Web form, letter, phone: the request waits for the person's own step.
      return needsPersonStep(row.channel) ? TO_DO_YOU : 'Queued to be sent by Updately';
    case 'acknowledged':
      return `${sentWords(row.channel)}; acknowledged by ${company}`;
    case 'rejected':
      return refusalReported ? `Refused by ${company} (told to you)` : `Refused by ${company}`;
    case 'cancelled':
      return 'Cancelled by you';
    case 'expired':
      return 'Expired without an answer';
    default:
      return UPDATE_STATUS_LABELS[row.status];
  }
}

/** Who reached the company: Updately (email, API), or the person on their own channel. */
export const PERSON_SENT_WORDS: Partial<Record<UpdateChannel, string>> = {
  web_form: 'Form submitted by you',
  letter: 'Letter posted by you',
  phone: 'Called by you',
};
const sentWords = (channel: UpdateChannel) => PERSON_SENT_WORDS[channel] ?? SENT_BY_UPDATELY;

export const noAccountText = (who: string) => `No account held (said by ${who})`;

/** Whether every field the company answers reads "no account held". */
export function answeredNoAccount(answers: readonly { outcome: string }[]): boolean {
  return answers.length > 0 && answers.every((a) => a.outcome === 'no_account');
}

/** A field's answer in words, for the proof's CSV. */
export const ANSWER_WORDS: Record<ItemOutcome, string> = {
  pending: 'No answer yet',
  applied: 'Updated',
  rejected: 'Refused',
  no_account: 'No account held',
};

/** Whose account a request is about, in words. */
export const SUBJECT_WORDS: Record<RequestSubject, string> = {
  self: 'You',
  deceased: 'The person who died',
  dependant: 'Your dependant',
};

const CODE_LABELS: Record<string, Record<string, string>> = {
  basis: NAME_CHANGE_BASIS_LABELS,
  notifier_relationship: NOTIFIER_RELATIONSHIP_LABELS,
  dependant_relationship: DEPENDANT_RELATIONSHIP_LABELS,
  dependant_action: DEPENDANT_ACTION_LABELS,
};

/** A stored value as a person reads it: a code (an instruction, a basis...) becomes its words. */
export function readableValue(field: string, value: string): string {
  return CODE_LABELS[field]?.[value] ?? kindValueText(field, value);
}

/** The header's counts: company confirmations apart from the person's own, then what is open. */
export function proofSummary(
  rows: readonly Pick<ProofCompany, 'status' | 'channel' | 'sent_at' | 'completed_by'>[],
): ProofSummary {
  const count = (test: (r: (typeof rows)[number]) => boolean) => rows.filter(test).length;
  const summary = {
    total: rows.length,
    confirmed_by_company: count((r) => r.completed_by === 'company'),
    done_by_you: count((r) => r.completed_by === 'person'),
    waiting: count((r) => !isFinalStatus(r.status)),
    closed: count((r) => r.status !== 'completed' && isFinalStatus(r.status)),
    checklists: count((r) => r.channel === 'manual'),
    sent_by_updately: count((r) => isDeliveredByUpdately(r.channel) && r.sent_at !== null),
  };
  const progress = progressSummary({
    confirmed: summary.confirmed_by_company,
    doneByYou: summary.done_by_you,
    waiting: summary.waiting,
  });
  const closed = summary.closed ? `${summary.closed} closed without the change` : '';
  const open = summary.total - summary.closed > 0 || !closed;
  return { ...summary, text: [open ? progress : '', closed].filter(Boolean).join(' · ') };
}

/** "Sam Doe, executor for Jane Doe": who sent the requests, for someone else; null for self. */
export const proofActingLine = (acting: RequestActing | null): string | null =>
  acting ? actingProofLine(acting.person, acting) : null;
