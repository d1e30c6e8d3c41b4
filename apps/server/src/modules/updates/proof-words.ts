import {
  DONE_BY_YOU,
  SENT_BY_UPDATELY,
  TO_DO_YOU,
  confirmedBy,
  progressSummary,
  type CompletedBy,
} from '@updately/shared/update-attestation';
import { UPDATE_STATUS_LABELS, isFinalStatus } from '@updately/shared/update-status';
import type { ProofCompany, ProofSummary } from '@updately/shared/updates-api';

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

/** Who did what, in the shared words: a checklist is never "sent", "done" is never "confirmed". */
export function proofStatusText(row: Row, completedBy: CompletedBy | null): string {
  const company = row.company_name;
  switch (row.status) {
    case 'completed':
      return completedBy === 'company' ? confirmedBy(company) : DONE_BY_YOU;
    case 'sent':
      return row.channel === 'manual' ? TO_DO_YOU : SENT_BY_UPDATELY;
    case 'queued':
      return row.channel === 'manual' ? TO_DO_YOU : 'Queued to be sent by Updately';
    case 'acknowledged':
      return `${SENT_BY_UPDATELY}; acknowledged by ${company}`;
    case 'rejected':
      return `Refused by ${company}`;
    case 'cancelled':
      return 'Cancelled by you';
    case 'expired':
      return 'Expired without an answer';
    default:
      return UPDATE_STATUS_LABELS[row.status];
  }
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
    sent_by_updately: count((r) => r.channel !== 'manual' && r.sent_at !== null),
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
