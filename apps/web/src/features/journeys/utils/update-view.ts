import type { JourneyFootprintDetail } from '@updately/shared/journeys-api';
import {
  UPDATE_REJECTION_LABELS,
  UPDATE_STATUS_LABELS,
  type UpdateRejectionReason,
} from '@updately/shared/update-status';
import type { UpdateEvent, UpdateRequest } from '@updately/shared/updates-api';

import { formatDate } from '../../../lib/format-date';

/** How the journey page groups its companies; the person's own to-dos come first. */
export const COMPANY_GROUPS = ['todo', 'waiting', 'not_sent', 'confirmed', 'closed'] as const;
export type CompanyGroup = (typeof COMPANY_GROUPS)[number];

export const COMPANY_GROUP_LABELS: Record<CompanyGroup, string> = {
  todo: 'Your to-dos',
  waiting: 'Waiting on companies',
  not_sent: 'Not sent yet',
  confirmed: 'Confirmed',
  closed: 'Closed',
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
  request: Pick<UpdateRequest, 'status' | 'channel'> | null,
): CompanyGroup {
  if (!request) return link.completed_at ? 'confirmed' : 'not_sent';
  switch (request.status) {
    case 'completed':
      return 'confirmed';
    case 'needs_you':
      return 'todo';
    case 'rejected':
    case 'expired':
    case 'cancelled':
      return link.completed_at ? 'confirmed' : 'closed';
    default:
      return request.channel === 'manual' && request.status === 'sent' ? 'todo' : 'waiting';
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

export function groupCounts(rows: readonly CompanyRow[]): Record<CompanyGroup, number> {
  const counts = Object.fromEntries(COMPANY_GROUPS.map((g) => [g, 0])) as Record<
    CompanyGroup,
    number
  >;
  for (const row of rows) counts[row.group] += 1;
  return counts;
}

/** The status in words, as the person reads it (a manual update is their own to-do). */
export function statusText(
  request:
    | (Pick<UpdateRequest, 'status' | 'channel'> &
        Partial<Pick<UpdateRequest, 'company_name' | 'last_event'>>)
    | null,
): string {
  if (!request) return 'Not sent yet';
  if (request.channel === 'manual' && request.status === 'sent') return 'To do: update it yourself';
  // The company's own confirmation, not the person's "done": say who confirmed.
  if (
    request.status === 'completed' &&
    request.last_event?.type === 'confirmed' &&
    request.company_name
  ) {
    return `Confirmed by ${request.company_name}`;
  }
  return UPDATE_STATUS_LABELS[request.status];
}

const reason = (code: string | null) =>
  code && code in UPDATE_REJECTION_LABELS
    ? UPDATE_REJECTION_LABELS[code as UpdateRejectionReason]
    : null;

/** What a request that needs the person is waiting for, and the suggested next step. */
export function needsYouAdvice(
  request: Pick<UpdateRequest, 'status' | 'status_reason' | 'company_name' | 'destination'>,
): string | null {
  if (request.status !== 'needs_you') return null;
  const company = request.company_name;
  switch (request.status_reason) {
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
      return 'You marked it done (self-attested)';
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
      return 'No answer after two reminders: it needs you';
    case 'resent':
      return 'You sent it again';
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
