/**
 * The life of one update request (one company told of one journey's changes): the Data Rights
 * Protocol's states, named for people. Every change of state goes through `transition`.
 */
export const UPDATE_STATUSES = [
  'pending_consent',
  'queued',
  'sent',
  'acknowledged',
  'completed',
  'rejected',
  'needs_you',
  'expired',
  'cancelled',
] as const;
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

export const FINAL_UPDATE_STATUSES: readonly UpdateStatus[] = [
  'completed',
  'rejected',
  'expired',
  'cancelled',
];
export const isFinalStatus = (status: UpdateStatus) => FINAL_UPDATE_STATUSES.includes(status);

/** How a company is told, in order of preference (issue 26): a live integration that opted into
 * the kind, an email sent for the person, the company's web form, a letter, a phone call, or a
 * bare checklist. */
export const UPDATE_CHANNELS = ['api', 'email', 'web_form', 'letter', 'phone', 'manual'] as const;
export type UpdateChannel = (typeof UPDATE_CHANNELS)[number];

/** Channels where the person does the last step (fills the form, posts the letter, makes the
 * call, or updates it themself): Updately prepares everything, the person acts. */
export const PERSON_STEP_CHANNELS = [
  'web_form',
  'letter',
  'phone',
  'manual',
] as const satisfies readonly UpdateChannel[];
export const needsPersonStep = (channel: UpdateChannel): boolean =>
  (PERSON_STEP_CHANNELS as readonly string[]).includes(channel);

/** Channels Updately delivers itself (no step left for the person once approved). */
export const isDeliveredByUpdately = (channel: UpdateChannel): boolean =>
  channel === 'api' || channel === 'email';

export const UPDATE_ACTORS = ['person', 'system', 'company'] as const;
export type UpdateActor = (typeof UPDATE_ACTORS)[number];

type Rule = { from: readonly UpdateStatus[]; to: UpdateStatus | 'same'; actors: UpdateActor[] };

const OPEN: readonly UpdateStatus[] = [
  'pending_consent',
  'queued',
  'sent',
  'acknowledged',
  'needs_you',
];
const AWAITING_COMPANY: readonly UpdateStatus[] = ['sent', 'acknowledged'];

/** What may happen to a request, from which states, by whom, and the state it leads to. */
export const UPDATE_EVENT_RULES = {
  /** The person approved sending (their consent record is the evidence). */
  approved: { from: ['pending_consent'], to: 'queued', actors: ['person'] },
  /** Handed to the company (email accepted by the mail server, API request delivered, or the
   * manual checklist made ready). */
  sent: { from: ['queued'], to: 'sent', actors: ['system'] },
  /** The person posted the letter Updately made (evidence `posted_on`), or a print-and-post
   * provider accepted it (actor system). Follow-up runs from here as for an email. */
  posted: { from: ['queued'], to: 'sent', actors: ['person', 'system'] },
  /** The person submitted the company's web form (evidence: the company's reference number), or
   * submitted it again after no answer; follow-up runs from here. */
  form_submitted: {
    from: ['queued', 'needs_you'],
    to: 'sent',
    actors: ['person'],
  },
  /** The person called the company (evidence: the outcome `done`, `call_back` with a date, or
   * `refused` with the reason). `done` is followed by `marked_done`; `refused` by
   * `refusal_reported`; `call_back` keeps the request open for that date. */
  phone_call_logged: { from: ['queued', 'sent', 'needs_you'], to: 'sent', actors: ['person'] },
  /** The company told the person, not Updately, that it would not make the change. */
  refusal_reported: {
    from: [...AWAITING_COMPANY, 'needs_you'],
    to: 'rejected',
    actors: ['person'],
  },
  /** Delivery failed for good (mail refused, no address): the person must act. */
  undeliverable: { from: ['queued', 'sent'], to: 'needs_you', actors: ['system'] },
  reminder_sent: { from: ['sent'], to: 'same', actors: ['system'] },
  acknowledged: { from: ['sent'], to: 'acknowledged', actors: ['company'] },
  /** Applied, or "no account held" for every field asked (its evidence says `no_account`). */
  confirmed: { from: [...AWAITING_COMPANY, 'needs_you'], to: 'completed', actors: ['company'] },
  /** The person says it is done (the manual channel, or sorted out directly): self-attested.
   * Also "no account held" said by the person (evidence `no_account`). */
  marked_done: { from: [...AWAITING_COMPANY, 'needs_you'], to: 'completed', actors: ['person'] },
  rejected: { from: [...AWAITING_COMPANY, 'needs_you'], to: 'rejected', actors: ['company'] },
  /** The company needs the person to verify who they are first. */
  verification_needed: { from: AWAITING_COMPANY, to: 'needs_you', actors: ['company'] },
  /** No answer by the follow-up schedule (status_reason `no_answer`), or past the request's
   * expected_by day (status_reason `overdue`: the person gets a follow-up letter). */
  no_answer: { from: AWAITING_COMPANY, to: 'needs_you', actors: ['system'] },
  resent: { from: ['needs_you'], to: 'queued', actors: ['person'] },
  /** A document the request carries was deleted, by the person or its retention (status_reason
   * `document_deleted`, status_message names the document): it cannot go as it was. */
  document_deleted: { from: OPEN, to: 'needs_you', actors: ['person', 'system'] },
  /** The business that received it lost the brand (an admin revoked its claim): sent again on
   * the brand's email channel, or the person's checklist. */
  rerouted: {
    from: ['queued', ...AWAITING_COMPANY, 'needs_you'],
    to: 'queued',
    actors: ['system'],
  },
  value_changed: {
    from: ['pending_consent', 'queued', 'needs_you'],
    to: 'same',
    actors: ['person'],
  },
  expired: { from: [...AWAITING_COMPANY, 'needs_you'], to: 'expired', actors: ['system'] },
  cancelled: { from: OPEN, to: 'cancelled', actors: ['person'] },
} as const satisfies Record<string, Rule>;

export type UpdateEventType = keyof typeof UPDATE_EVENT_RULES | 'created';
export const UPDATE_EVENT_TYPES = [
  'created',
  ...(Object.keys(UPDATE_EVENT_RULES) as (keyof typeof UPDATE_EVENT_RULES)[]),
] as const;

export type TransitionResult =
  | { ok: true; to: UpdateStatus }
  | { ok: false; reason: 'not_allowed_from_status' | 'not_allowed_for_actor' };

/** The state `event` by `actor` leads to from `from`, or why it may not happen. Pure. */
export function transition(
  from: UpdateStatus,
  event: keyof typeof UPDATE_EVENT_RULES,
  actor: UpdateActor,
): TransitionResult {
  const rule: Rule = UPDATE_EVENT_RULES[event];
  if (!rule.actors.includes(actor)) return { ok: false, reason: 'not_allowed_for_actor' };
  if (!rule.from.includes(from)) return { ok: false, reason: 'not_allowed_from_status' };
  return { ok: true, to: rule.to === 'same' ? from : rule.to };
}

/** Every status an event may lead to from `from` (for the UI's available actions). */
export function allowedEvents(
  from: UpdateStatus,
  actor: UpdateActor,
): (keyof typeof UPDATE_EVENT_RULES)[] {
  return (Object.keys(UPDATE_EVENT_RULES) as (keyof typeof UPDATE_EVENT_RULES)[]).filter(
    (event) => transition(from, event, actor).ok,
  );
}

export const UPDATE_STATUS_LABELS: Record<UpdateStatus, string> = {
  pending_consent: 'Waiting for your approval',
  queued: 'Queued',
  sent: 'Sent',
  acknowledged: 'Acknowledged',
  completed: 'Confirmed',
  rejected: 'Rejected',
  needs_you: 'Needs you',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const UPDATE_CHANNEL_LABELS: Record<UpdateChannel, string> = {
  api: 'Live integration',
  email: 'Email on your behalf',
  web_form: 'Their web form',
  letter: 'Letter by post',
  phone: 'Phone call',
  manual: 'You update it',
};

/** What the person will have to do for a company on this channel (Review and send). */
export const UPDATE_CHANNEL_PERSON_STEP: Record<UpdateChannel, string | null> = {
  api: null,
  email: null,
  web_form: 'Paste your details into their form, then record their reference',
  letter: 'Print the letter we wrote, sign it and post it',
  phone: 'Call them with the script we prepared',
  manual: 'Update your details with them yourself',
};

/** Why a company could not make the change (the Business API uses the same codes). */
export const UPDATE_REJECTION_REASONS = [
  'no_match',
  'needs_user_verification',
  'not_supported',
  'other',
] as const;
export type UpdateRejectionReason = (typeof UPDATE_REJECTION_REASONS)[number];

export const UPDATE_REJECTION_LABELS: Record<UpdateRejectionReason, string> = {
  no_match: 'We could not find this customer',
  needs_user_verification: 'The customer must verify their identity with us first',
  not_supported: 'We cannot make this change this way',
  other: 'Another reason',
};
