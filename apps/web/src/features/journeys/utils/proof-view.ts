import type { ProofCompany } from '@updately/shared/updates-api';

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
