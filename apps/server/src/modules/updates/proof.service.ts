import { kindValueText } from '@updately/shared/request-kind-fields';
import type { RequestKind, RequestSubject } from '@updately/shared/request-kinds';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  isChangeField,
  type JourneyProof,
  type ProofCompany,
  type UpdateEvent,
} from '@updately/shared/updates-api';
import type { Db } from '../../db/client';
import { updateRequestEvents, updateRequests } from '../../db/schema';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { readRequestActing } from '../../platform/update-engine/request-acting';
import { jointHolders } from '../../platform/update-engine/joint-holders';
import { readItems } from '../../platform/update-engine/request-values';
import type { UpdateEventRow } from '../../platform/update-engine/transition';
import { browserName } from '../account/user-agent';
import { proofDocuments } from '../documents-required/proof-documents';
import { getOwnedJourney } from '../journeys/journeys.service';
import {
  answeredNoAccount,
  completedByOf,
  proofActingLine,
  proofStatusText,
  proofSummary,
} from './proof-words';
import { personIdentifiers } from './update-plan';
import { toUpdateEvent } from './update-requests.service';

type ProofOutcome = ProofCompany['sent'][number]['outcome'];

/** The events that record an answer, and how each is shown on the proof. */
const ANSWERS = new Set([
  'confirmed',
  'rejected',
  'verification_needed',
  'marked_done',
  'refusal_reported',
]);

/**
 * The proof of update for a journey: per company, the channel, exactly what was sent, when, and
 * the evidence of the answer (who confirmed, when, how), a joint account's other holders with
 * their approval, the documents shared and every view of them. Seven queries.
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
  const joint = await jointHolders(db, cipher, ids);
  const person = await personIdentifiers(db, userId);
  const acting = (await readRequestActing(db, cipher, [journey.id])).get(journey.id) ?? null;
  const documents = await proofDocuments(db, rows);
  const companies = rows.map((row): ProofCompany => {
    const timeline = eventsById.get(row.id) ?? [];
    const approved = timeline.find((e) => e.type === 'approved');
    const answer = [...timeline].reverse().find((e) => ANSWERS.has(e.type));
    const completedBy = completedByOf(row.status, timeline);
    const checklist = row.channel === 'manual';
    // A checklist's "sent" event only means it was made ready: nothing went to the company.
    const handedOver = row.sent_at?.toISOString() ?? null;
    const instruction = (items.get(row.id) ?? []).find((i) => i.field === 'instruction');
    const noAccount = answeredNoAccount(
      (items.get(row.id) ?? []).filter((i) => isChangeField(i.field)),
    );
    return {
      company_name: row.company_name,
      reference: row.reference,
      kind: row.kind as RequestKind,
      subject: row.subject as RequestSubject,
      instruction: instruction ? kindValueText('instruction', instruction.value) : null,
      expected_by: row.expected_by,
      channel: row.channel,
      status: row.status,
      completed_by: completedBy,
      status_text: proofStatusText(
        row,
        completedBy,
        noAccount,
        answer?.type === 'refusal_reported',
      ),
      destination: row.destination,
      sent: (items.get(row.id) ?? []).map((i) => ({
        field: i.field,
        value: i.value,
        outcome: isChangeField(i.field) ? (i.outcome as ProofOutcome) : 'not_applicable',
      })),
      effective_date: row.effective_date,
      approved_at: approved?.created_at.toISOString() ?? null,
      sent_at: checklist ? null : handedOver,
      checklist_ready_at: checklist ? handedOver : null,
      evidence: answer ? answerEvidence(answer, row.destination) : null,
      events: timeline.map(toUpdateEvent).map(readableEvidence),
      ...(joint.has(row.id)
        ? {
            joint_holders: joint.get(row.id)!.map((h) => ({
              name: h.name,
              approved_at: h.approved_at?.toISOString() ?? null,
            })),
          }
        : {}),
      ...(documents.get(row.id) ?? { documents: [], document_accesses: [] }),
    };
  });
  return {
    journey: { id: journey.id, name: journey.name, type: journey.type },
    person: {
      name: person.full_name,
      email: person.account_email,
      acting_as: proofActingLine(acting),
    },
    generated_at: now.toISOString(),
    summary: proofSummary(companies),
    companies,
  };
}

/** The raw User-Agent header of an event's evidence under a name that says so, beside its
 * readable name. */
function readableEvidence(event: UpdateEvent): UpdateEvent {
  if (!event.evidence || !('user_agent' in event.evidence)) return event;
  const { user_agent: raw, ...rest } = event.evidence;
  const ua = typeof raw === 'string' ? raw : null;
  return { ...event, evidence: { ...rest, browser: browserName(ua), raw_user_agent: ua } };
}

function fromWhere(text: (key: string) => string | null) {
  const raw = text('user_agent');
  return { ip_address: text('ip_address'), browser: browserName(raw), raw_user_agent: raw };
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
      by:
        text('via') === 'phone'
          ? 'You, on the phone to the company (self-attested, not confirmed by the company)'
          : 'You (self-attested, not confirmed by the company)',
      at: event.created_at.toISOString(),
      ...fromWhere(text),
    };
  }
  const via = text('via');
  const named = text('confirmed_by');
  return {
    kind: via === 'api' ? 'company_api' : 'company_link',
    by:
      via === 'api'
        ? `${named ?? 'The company'} through its integration`
        : via === 'letter_link'
          ? `${named ?? 'Someone'} using the address printed on the letter`
          : `${named ?? 'Someone'} using the link sent to ${destination ?? 'the company'}`,
    at: event.created_at.toISOString(),
    ...fromWhere(text),
  };
}
