import {
  isChangeField,
  UPDATE_FIELD_LABELS,
  type ProofCompany,
} from '@updately/shared/updates-api';

import { readableValue } from './kind-values';

/**
 * The moment that matters for a row of the proof, named: the answer (by the company or by the
 * person), else when Updately sent it, else when the checklist was ready (never "Sent"), else the
 * approval.
 */
export function proofWhen(
  company: Pick<
    ProofCompany,
    'completed_by' | 'evidence' | 'sent_at' | 'checklist_ready_at' | 'approved_at'
  >,
): { label: string; at: string } | null {
  if (company.evidence) {
    const label =
      company.completed_by === 'company'
        ? 'Confirmed'
        : company.completed_by === 'person'
          ? 'Marked done by you'
          : 'Answered';
    return { label, at: company.evidence.at };
  }
  if (company.sent_at) return { label: 'Sent', at: company.sent_at };
  if (company.checklist_ready_at)
    return { label: 'Checklist ready', at: company.checklist_ready_at };
  if (company.approved_at) return { label: 'Approved', at: company.approved_at };
  return null;
}

/** A company's answer to one field on the proof, in words; null for what only identifies. */
export function proofAnswerText(outcome: ProofCompany['sent'][number]['outcome']): string | null {
  switch (outcome) {
    case 'applied':
      return 'Applied';
    case 'rejected':
      return 'Refused';
    case 'no_account':
      return 'No account held';
    case 'pending':
      return 'No answer yet';
    default:
      return null;
  }
}

/**
 * What went to one company, readable: what was asked with each answer (no structured parts, an
 * instruction in words), then what only helps find the account.
 */
export function proofItems(company: Pick<ProofCompany, 'sent' | 'instruction'>) {
  const readable = company.sent.filter((item) => !item.field.endsWith('_parts'));
  const asked = readable
    .filter((item) => item.outcome !== 'not_applicable')
    .map((item) => ({
      field: item.field,
      label: UPDATE_FIELD_LABELS[item.field],
      value:
        item.field === 'instruction' && company.instruction
          ? company.instruction
          : readableValue(item.field, item.value),
      answer: isChangeField(item.field) ? proofAnswerText(item.outcome) : null,
    }));
  const identity = readable
    .filter((item) => item.outcome === 'not_applicable')
    .map((item) => `${UPDATE_FIELD_LABELS[item.field]}: ${item.value}`)
    .join(' · ');
  // An instruction the values do not carry still shows (older records).
  const instruction =
    company.instruction && !asked.some((item) => item.field === 'instruction')
      ? company.instruction
      : null;
  return { asked, identity, instruction };
}
