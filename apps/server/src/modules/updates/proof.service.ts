import { and, asc, eq, inArray } from 'drizzle-orm';
import { UPDATE_CHANNEL_LABELS, UPDATE_STATUS_LABELS } from '@updately/shared/update-status';
import {
  UPDATE_FIELD_LABELS,
  type JourneyProof,
  type ProofCompany,
} from '@updately/shared/updates-api';
import type { Db } from '../../db/client';
import { updateRequestEvents, updateRequests } from '../../db/schema';
import { toCsv } from '../../lib/csv';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { readItems } from '../../platform/update-engine/request-values';
import type { UpdateEventRow } from '../../platform/update-engine/transition';
import { getOwnedJourney } from '../journeys/journeys.service';
import { personIdentifiers } from './update-plan';
import { toUpdateEvent } from './update-requests.service';

/** The events that record an answer, and how each is shown on the proof. */
const ANSWERS = new Set(['confirmed', 'rejected', 'verification_needed', 'marked_done']);

/**
 * The proof of update for a journey: per company, the channel, exactly what was sent, when, and
 * the evidence of the answer (who confirmed, when, how). Four queries.
 */
export async function buildJourneyProof(
  db: Db,
  cipher: ValueCipher,
  userId: string,
  journeyId: string,
  now = new Date(),
): Promise<JourneyProof> {
  const journey = await getOwnedJourney(db, userId, journeyId);
  const rows = await db
    .select()
    .from(updateRequests)
    .where(and(eq(updateRequests.journey_id, journeyId), eq(updateRequests.user_id, userId)))
    .orderBy(asc(updateRequests.company_name), asc(updateRequests.created_at));
  const ids = rows.map((r) => r.id);
  const events = ids.length
    ? await db
        .select()
        .from(updateRequestEvents)
        .where(inArray(updateRequestEvents.request_id, ids))
        .orderBy(asc(updateRequestEvents.request_id), asc(updateRequestEvents.seq))
    : [];
  const eventsById = new Map<string, UpdateEventRow[]>();
  for (const event of events) {
    eventsById.set(event.request_id, [...(eventsById.get(event.request_id) ?? []), event]);
  }
  const items = await readItems(db, cipher, ids);
  const person = await personIdentifiers(db, userId);
  return {
    journey: { id: journey.id, name: journey.name, type: journey.type },
    person: { name: person.full_name, email: person.account_email },
    generated_at: now.toISOString(),
    companies: rows.map((row): ProofCompany => {
      const timeline = eventsById.get(row.id) ?? [];
      const approved = timeline.find((e) => e.type === 'approved');
      const answer = [...timeline].reverse().find((e) => ANSWERS.has(e.type));
      return {
        company_name: row.company_name,
        reference: row.reference,
        channel: row.channel,
        status: row.status,
        destination: row.destination,
        sent: (items.get(row.id) ?? []).map((i) => ({
          field: i.field,
          value: i.value,
          outcome: i.outcome,
        })),
        effective_date: row.effective_date,
        approved_at: approved?.created_at.toISOString() ?? null,
        sent_at: row.sent_at?.toISOString() ?? null,
        evidence: answer ? answerEvidence(answer, row.destination) : null,
        events: timeline.map(toUpdateEvent),
      };
    }),
  };
}

function answerEvidence(
  event: UpdateEventRow,
  destination: string | null,
): ProofCompany['evidence'] {
  const evidence = event.evidence ?? {};
  const text = (key: string) =>
    typeof evidence[key] === 'string' ? (evidence[key] as string) : null;
  if (event.actor === 'person') {
    return {
      kind: 'self_attested',
      by: 'You (self-attested)',
      at: event.created_at.toISOString(),
      ip_address: text('ip_address'),
      user_agent: text('user_agent'),
    };
  }
  const via = text('via');
  const named = text('confirmed_by');
  return {
    kind: via === 'api' ? 'company_api' : 'company_link',
    by:
      via === 'api'
        ? `${named ?? 'The company'} through its integration`
        : `${named ?? 'Someone'} using the link sent to ${destination ?? 'the company'}`,
    at: event.created_at.toISOString(),
    ip_address: text('ip_address'),
    user_agent: text('user_agent'),
  };
}

/** The same proof as a spreadsheet: one row per company. */
export function proofCsv(proof: JourneyProof): string {
  return toCsv(
    [
      'Company',
      'Reference',
      'Channel',
      'Status',
      'Sent to',
      'Details sent',
      'Effective from',
      'Approved at',
      'Sent at',
      'Answer by',
      'Answered at',
      'Answer from IP address',
      'Answer from browser',
    ],
    proof.companies.map((c) => [
      c.company_name,
      c.reference,
      UPDATE_CHANNEL_LABELS[c.channel],
      UPDATE_STATUS_LABELS[c.status],
      c.destination,
      c.sent.map((s) => `${UPDATE_FIELD_LABELS[s.field]}: ${s.value}`).join('; '),
      c.effective_date,
      c.approved_at,
      c.sent_at,
      c.evidence?.by,
      c.evidence?.at,
      c.evidence?.ip_address,
      c.evidence?.user_agent,
    ]),
  );
}
