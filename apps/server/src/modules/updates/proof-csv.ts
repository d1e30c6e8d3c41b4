import { UPDATE_CHANNEL_LABELS } from '@updately/shared/update-status';
import { UPDATE_FIELD_LABELS, type JourneyProof } from '@updately/shared/updates-api';
import { toCsv } from '../../lib/csv';

const details = (sent: JourneyProof['companies'][number]['sent'], identity: boolean) =>
  sent
    .filter((s) => (s.outcome === 'not_applicable') === identity)
    .map((s) => `${UPDATE_FIELD_LABELS[s.field]}: ${s.value}`)
    .join('; ');

/**
 * The same proof as a spreadsheet: one row per company, who did what first, then the details.
 * A checklist has no "Sent at" (nothing was sent); identity fields sit in their own column, as
 * they have no outcome.
 */
export function proofCsv(proof: JourneyProof): string {
  return toCsv(
    [
      'Company',
      'Who did what',
      'Completed by',
      'Channel',
      'Reference',
      'Sent to',
      'Details changed',
      'To find the account',
      'Effective from',
      'Approved at',
      'Sent at',
      'Checklist ready at',
      'Answer by',
      'Answered at',
      'Answer from IP address',
      'Answer from browser',
    ],
    proof.companies.map((c) => [
      c.company_name,
      c.status_text,
      c.completed_by === 'company' ? 'the company' : c.completed_by === 'person' ? 'you' : '',
      UPDATE_CHANNEL_LABELS[c.channel],
      c.reference,
      c.destination,
      details(c.sent, false),
      details(c.sent, true),
      c.effective_date,
      c.approved_at,
      c.sent_at,
      c.checklist_ready_at,
      c.evidence?.by,
      c.evidence?.at,
      c.evidence?.ip_address,
      c.evidence?.browser,
    ]),
  );
}
