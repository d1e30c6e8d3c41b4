import { documentAccessText } from '@updately/shared/document-proof';
import { REQUEST_KIND_LABELS } from '@updately/shared/request-kinds';
import { UPDATE_CHANNEL_LABELS } from '@updately/shared/update-status';
import {
  UPDATE_FIELD_LABELS,
  isIdentifierField,
  type JourneyProof,
} from '@updately/shared/updates-api';
import { toCsv } from '../../lib/csv';
import { ANSWER_WORDS, SUBJECT_WORDS, readableValue } from './proof-words';

type Sent = JourneyProof['companies'][number]['sent'];

/** Address parts travel as data for the API; the proof reads the one-line address. */
const PARTS = new Set(['address_parts', 'postal_address_parts']);

const details = (sent: Sent, identity: boolean) =>
  sent
    .filter((s) => isIdentifierField(s.field) === identity && !PARTS.has(s.field))
    .map((s) => `${UPDATE_FIELD_LABELS[s.field]}: ${readableValue(s.field, s.value)}`)
    .join('; ');

/** Each field the company answers, with its answer in words ("New address: No account held"). */
const answers = (sent: Sent) =>
  sent
    .flatMap((s) =>
      s.outcome === 'not_applicable'
        ? []
        : [`${UPDATE_FIELD_LABELS[s.field]}: ${ANSWER_WORDS[s.outcome]}`],
    )
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
      'Request',
      'About',
      'Instruction',
      'Reference',
      'Sent to',
      'Details changed',
      'Answers',
      'To find the account',
      'Effective from',
      'Expected by',
      'Approved at',
      'Sent at',
      'Checklist ready at',
      'Answer by',
      'Answered at',
      'Answer from IP address',
      'Answer from browser',
      'Documents shared',
      'Document views and downloads',
    ],
    proof.companies.map((c) => [
      c.company_name,
      c.status_text,
      c.completed_by === 'company' ? 'the company' : c.completed_by === 'person' ? 'you' : '',
      UPDATE_CHANNEL_LABELS[c.channel],
      REQUEST_KIND_LABELS[c.kind],
      SUBJECT_WORDS[c.subject],
      c.instruction,
      c.reference,
      c.destination,
      details(c.sent, false),
      answers(c.sent),
      details(c.sent, true),
      c.effective_date,
      c.expected_by,
      c.approved_at,
      c.sent_at,
      c.checklist_ready_at,
      c.evidence?.by,
      c.evidence?.at,
      c.evidence?.ip_address,
      c.evidence?.browser,
      c.documents.map((d) => d.label).join('; '),
      c.document_accesses.map((a) => `${documentAccessText(a)} at ${a.at}`).join('; '),
    ]),
  );
}
