import type { JourneyFootprintDetail } from '@updately/shared/journeys-api';
import {
  confirmedBy,
  DONE_BY_YOU,
  progressSummary,
  SENT_BY_UPDATELY,
  TO_DO_YOU,
} from '@updately/shared/update-attestation';
import {
  callBackMessage,
  callOutcomeText,
  formSubmittedText,
} from '@updately/shared/person-channels';
import {
  isFinalStatus,
  needsPersonStep,
  UPDATE_REJECTION_LABELS,
  UPDATE_STATUS_LABELS,
  type UpdateRejectionReason,
} from '@updately/shared/update-status';
import { REQUEST_KINDS, type RequestKind } from '@updately/shared/request-kinds';
import {
  isChangeField,
  UPDATE_FIELD_LABELS,
  type UpdateEvent,
  type UpdateItem,
  type UpdateRequest,
} from '@updately/shared/updates-api';

import { formatDate } from '../../../lib/format-date';
import { formatDay, readableValue } from './kind-values';

/**
 * How the journey page groups its companies; the person's own to-dos come first. A company's
 * confirmation and the person's own "done" are never one group.
 */
export const COMPANY_GROUPS = [
  'todo',
  'waiting',
  'not_sent',
  'confirmed',
  'done_by_you',
  'closed',
] as const;
export type CompanyGroup = (typeof COMPANY_GROUPS)[number];

export const COMPANY_GROUP_LABELS: Record<CompanyGroup, string> = {
  todo: 'Your to-dos',
  waiting: 'Waiting on companies',
  not_sent: 'Not sent yet',
  confirmed: 'Confirmed by the company',
  done_by_you: 'Done by you',
  closed: 'Closed',
};

type StatusOf = Pick<UpdateRequest, 'status' | 'channel'> &
  Partial<Pick<UpdateRequest, 'company_name' | 'completed_by' | 'items'>>;

/** Every field the company answers was answered "No account held". */
export const noAccountHeld = (request: Partial<Pick<UpdateRequest, 'items'>>) => {
  const answers = (request.items ?? []).filter((i) => isChangeField(i.field));
  return answers.length > 0 && answers.every((i) => i.outcome === 'no_account');
};

/** Only the company's own confirmation counts as confirmed; an unknown completer is not one. */
const confirmedByCompany = (request: Partial<Pick<UpdateRequest, 'completed_by'>>) =>
  request.completed_by === 'company';

/** A checklist the person still has to work through (never "sent": nobody sent anything). */
export const isChecklistTodo = (request: Pick<UpdateRequest, 'status' | 'channel'>) =>
  request.channel === 'manual' && (request.status === 'sent' || request.status === 'acknowledged');

/** A form to submit, a letter to post or a call to make: approved, waiting for the person. */
export const isPersonStepTodo = (request: Pick<UpdateRequest, 'status' | 'channel'>) =>
  request.channel !== 'manual' && needsPersonStep(request.channel) && request.status === 'queued';

/** Who reached the company on the person's own channels, once they did their step. */
const PERSON_SENT: Partial<Record<UpdateRequest['channel'], string>> = {
  web_form: 'Form submitted by you',
  letter: 'Letter posted by you',
  phone: 'Called by you',
};

export type CompanyRow = {
  link: JourneyFootprintDetail;
  /** The newest update to this company on this journey, if any was approved. */
  request: UpdateRequest | null;
  group: CompanyGroup;
};

/** The newest request per company (a cancelled or refused one may be followed by a new one). */
export function latestByFootprint(requests: readonly UpdateRequest[]): Map<string, UpdateRequest> {
  const latest = new Map<string, UpdateRequest>();
  for (const request of requests) {
    const seen = latest.get(request.footprint_id);
    if (!seen || request.created_at > seen.created_at) latest.set(request.footprint_id, request);
  }
  return latest;
}

export function companyGroup(
  link: Pick<JourneyFootprintDetail, 'completed_at'>,
  request: StatusOf | null,
): CompanyGroup {
  // A link ticked off by the person (no request, or one that was closed) is their own "done".
  if (!request) return link.completed_at ? 'done_by_you' : 'not_sent';
  switch (request.status) {
    case 'completed':
      return confirmedByCompany(request) ? 'confirmed' : 'done_by_you';
    case 'needs_you':
      return 'todo';
    case 'rejected':
    case 'expired':
    case 'cancelled':
      return link.completed_at ? 'done_by_you' : 'closed';
    default:
      return isChecklistTodo(request) || isPersonStepTodo(request) ? 'todo' : 'waiting';
  }
}

/** Every linked company with its update and group, to-dos first, then by name. */
export function companyRows(
  links: readonly JourneyFootprintDetail[],
  requests: readonly UpdateRequest[],
): CompanyRow[] {
  const latest = latestByFootprint(requests);
  const order = (group: CompanyGroup) => COMPANY_GROUPS.indexOf(group);
  return links
    .map((link) => {
      const request = latest.get(link.footprint_id) ?? null;
      return { link, request, group: companyGroup(link, request) };
    })
    .sort(
      (a, b) =>
        order(a.group) - order(b.group) ||
        a.link.footprint.name.localeCompare(b.link.footprint.name),
    );
}

/**
 * The rows in the order the person already sees (`shown`, footprint ids), so a row does not jump
 * when its status changes while they read; companies not shown yet follow in their own order.
 */
export function keepOrder(rows: readonly CompanyRow[], shown: readonly string[] | null) {
  if (!shown) return [...rows];
  const place = new Map(shown.map((id, i) => [id, i]));
  const known = rows.filter((r) => place.has(r.link.footprint_id));
  known.sort((a, b) => place.get(a.link.footprint_id)! - place.get(b.link.footprint_id)!);
  return [...known, ...rows.filter((r) => !place.has(r.link.footprint_id))];
}

export function groupCounts(rows: readonly CompanyRow[]): Record<CompanyGroup, number> {
  const counts = Object.fromEntries(COMPANY_GROUPS.map((g) => [g, 0])) as Record<
    CompanyGroup,
    number
  >;
  for (const row of rows) counts[row.group] += 1;
  return counts;
}

const CLOSED = new Set<UpdateRequest['status']>(['rejected', 'expired', 'cancelled']);

/** "6 confirmed by the company · 3 done by you · 11 waiting": the two kinds of done apart. */
export function progressCounts(rows: readonly Pick<CompanyRow, 'group'>[]) {
  const confirmed = rows.filter((r) => r.group === 'confirmed').length;
  const doneByYou = rows.filter((r) => r.group === 'done_by_you').length;
  const counts = { confirmed, doneByYou, waiting: rows.length - confirmed - doneByYou };
  return { ...counts, total: rows.length, label: progressSummary(counts) };
}

/**
 * Who did what, in words (colour only repeats them): "Sent by Updately", "Confirmed by AGL",
 * "Done by you (not confirmed by the company)", "To do (you)".
 */
export function statusText(request: StatusOf | null, linkDone = false): string {
  if (!request) return linkDone ? DONE_BY_YOU : 'Not sent yet';
  if (linkDone && CLOSED.has(request.status)) return DONE_BY_YOU;
  if (isChecklistTodo(request) || isPersonStepTodo(request)) return TO_DO_YOU;
  if (request.status === 'completed' && noAccountHeld(request)) {
    return confirmedByCompany(request)
      ? `No account held (said by ${request.company_name ?? 'the company'})`
      : 'No account held (said by you)';
  }
  if (request.status === 'completed') {
    return confirmedByCompany(request)
      ? confirmedBy(request.company_name ?? 'the company')
      : DONE_BY_YOU;
  }
  if (request.status === 'sent' && request.channel !== 'manual') {
    return PERSON_SENT[request.channel] ?? SENT_BY_UPDATELY;
  }
  // A journey's request stays unapproved only for a joint account: its other holder approves.
  if (request.status === 'pending_consent') return 'Waiting for the other account holder';
  if (request.status === 'acknowledged' && request.company_name) {
    return `Acknowledged by ${request.company_name}`;
  }
  return UPDATE_STATUS_LABELS[request.status];
}

const reason = (code: string | null) =>
  code && code in UPDATE_REJECTION_LABELS
    ? UPDATE_REJECTION_LABELS[code as UpdateRejectionReason]
    : null;

/** What a request that needs the person is waiting for, and the suggested next step. */
export function needsYouAdvice(
  request: Pick<UpdateRequest, 'status' | 'status_reason' | 'company_name' | 'destination'> & {
    status_message?: string | null;
    channel?: UpdateRequest['channel'];
  },
): string | null {
  if (request.status !== 'needs_you') return null;
  const company = request.company_name;
  if (request.channel === 'web_form' && request.status_reason === 'no_answer') {
    return `${company} has not replied to your form.`;
  }
  switch (request.status_reason) {
    case 'call_back':
      return request.status_message ?? callBackMessage(company);
    case 'needs_user_verification':
      return `${company} needs you to confirm who you are with them first. Contact them, then send the update again or mark it done.`;
    case 'no_answer':
      return `${company} has not answered after two reminders. Contact them directly (their account settings or customer service), then mark it done — or send it again.`;
    case 'email_bounced':
      return `Our email to ${request.destination ?? company} was refused. Update it with ${company} yourself, then mark it done.`;
    case 'email_failed':
      return `We could not reach ${company}'s mail server. Send it again later, or update it with them yourself.`;
    case 'no_contact':
      return `We have no address to write to ${company}. Update it with them yourself, then mark it done.`;
    case 'document_deleted':
      return `${request.status_message ?? 'A document it needed was deleted.'} Upload it again, then send the update again — or update it with ${company} yourself and mark it done.`;
    case 'overdue':
      return `${company} has not answered in time. Send them the follow-up letter, or mark it done if it is sorted.`;
    default:
      return `${company} needs something from you before the change can be made.`;
  }
}

/** One event of the timeline in a sentence. */
export function eventText(
  event: UpdateEvent,
  request: Pick<UpdateRequest, 'company_name' | 'channel' | 'destination'>,
): string {
  const company = request.company_name;
  const evidence = (event.evidence ?? {}) as Record<string, unknown>;
  const by = typeof evidence.confirmed_by === 'string' ? ` (${evidence.confirmed_by})` : '';
  switch (event.type) {
    case 'created':
      return 'Prepared for your approval';
    case 'approved':
      return 'You approved sending it';
    case 'sent':
      if (request.channel === 'manual') return 'Checklist ready';
      if (request.channel === 'api') return `Delivered to ${company}'s integration`;
      return `Emailed to ${request.destination ?? company}`;
    case 'undeliverable':
      return 'Could not be delivered';
    case 'reminder_sent':
      return `Reminder sent to ${company}`;
    case 'acknowledged':
      return `${company} acknowledged it`;
    case 'confirmed':
      return `${company} confirmed the change${by}`;
    case 'marked_done':
      return evidence.via === 'phone'
        ? 'Done on the phone (self-attested)'
        : 'You marked it done (self-attested)';
    case 'form_submitted':
      return formSubmittedText(formatDate(event.created_at), evidence.company_reference);
    case 'phone_call_logged':
      return callOutcomeText(evidence, formatDay);
    case 'refusal_reported':
      return typeof evidence.reason === 'string'
        ? `You reported that ${company} refused: “${evidence.reason}”`
        : `You reported that ${company} refused`;
    case 'rejected': {
      const why = reason(
        Array.isArray(evidence.fields)
          ? ((evidence.fields[0] as { reason?: string } | undefined)?.reason ?? null)
          : null,
      );
      return `${company} could not make the change${by}${why ? `: ${why.toLowerCase()}` : ''}`;
    }
    case 'verification_needed':
      return `${company} asked you to verify your identity${by}`;
    case 'no_answer':
      if (evidence.follow_up === 'call_back') return 'Call-back day: it needs you';
      return 'No answer after two reminders: it needs you';
    case 'resent':
      return 'You sent it again';
    case 'document_deleted':
      return 'A document it carried was deleted: it needs you';
    case 'rerouted':
      return request.channel === 'manual'
        ? `${company}'s integration was withdrawn: it is on your checklist`
        : `${company}'s integration was withdrawn: sent again by email`;
    case 'value_changed':
      return 'You changed a value to send';
    case 'expired':
      return 'Expired without an answer';
    case 'cancelled':
      return evidence.reason === 'removed_from_journey'
        ? 'Cancelled when the company was removed from the journey'
        : 'You cancelled it';
    default:
      // An event this page does not know yet still reads as where it left the update.
      return UPDATE_STATUS_LABELS[event.to_status];
  }
}

/** The latest event in a few words with its date, for the compact list. */
export function lastEventText(
  request: Pick<UpdateRequest, 'last_event' | 'company_name' | 'channel' | 'destination'> | null,
): string {
  if (!request) return 'Included in Review and send';
  return `${eventText(request.last_event, request)} · ${formatDate(request.last_event.created_at)}`;
}

/** The company's reason for a refusal, in words. */
export function rejectionText(
  request: Pick<UpdateRequest, 'status' | 'status_reason' | 'status_message'>,
): string | null {
  if (request.status !== 'rejected') return null;
  const why = reason(request.status_reason) ?? 'No reason given';
  return request.status_message ? `${why}: “${request.status_message}”` : why;
}

/** The newest request per kind for one company, in the order of the kinds. */
export function requestsOfCompany(
  requests: readonly UpdateRequest[],
  footprintId: string,
): UpdateRequest[] {
  const latest = new Map<RequestKind, UpdateRequest>();
  for (const request of requests) {
    if (request.footprint_id !== footprintId) continue;
    const seen = latest.get(request.kind);
    if (!seen || request.created_at > seen.created_at) latest.set(request.kind, request);
  }
  return REQUEST_KINDS.flatMap((kind) => latest.get(kind) ?? []);
}

/** Whole days from `from` to `to` (calendar dates). */
function daysBetween(from: string, to: string) {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) /
      86_400_000,
  );
}

/** Today as a calendar date in the person's own time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * When the company should answer, in words: "Answer expected by 27 Dec 2026", or once past,
 * "Answer was expected by 27 Dec 2026 (3 days overdue)"; null once answered or never sent.
 */
export function expectedByText(
  request: Pick<UpdateRequest, 'expected_by' | 'status'>,
  today: string = localToday(),
): string | null {
  if (!request.expected_by || isFinalStatus(request.status)) return null;
  const late = daysBetween(request.expected_by, today);
  const day = formatDay(request.expected_by);
  if (late <= 0) return `Answer expected by ${day}`;
  return `Answer was expected by ${day} (${late === 1 ? '1 day' : `${late} days`} overdue)`;
}

/** An overdue request the person can follow up with the ready-to-send letter. */
export const isOverdue = (request: Pick<UpdateRequest, 'status' | 'status_reason'>) =>
  request.status === 'needs_you' && request.status_reason === 'overdue';

/** A company's answer to one field, in words; null while it has not answered. */
export function itemOutcomeText(
  item: Pick<UpdateItem, 'outcome' | 'reason_code' | 'message'>,
): string | null {
  switch (item.outcome) {
    case 'applied':
      return 'Applied';
    case 'no_account':
      return 'No account held';
    case 'rejected': {
      const why = reason(item.reason_code);
      const words = [why, item.message ? `“${item.message}”` : null].filter(Boolean).join(': ');
      return words ? `Refused: ${words}` : 'Refused';
    }
    default:
      return null;
  }
}

/** The fields a person reads for a request: no structured parts, an instruction in words. */
export function readableItems(items: readonly UpdateItem[]) {
  return items
    .filter((item) => !item.field.endsWith('_parts'))
    .map((item) => ({
      ...item,
      label: UPDATE_FIELD_LABELS[item.field],
      text: readableValue(item.field, item.value),
      answer: isChangeField(item.field) ? itemOutcomeText(item) : null,
    }));
}
