import { sql } from 'drizzle-orm';
import {
  boolean,
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { brandDirectory } from './brands';
import { updateActor, updateChannel, updateStatus } from './enums';
import { journeys } from './journeys';

/**
 * How a directory brand is told of changes, when it differs from the default the directory data
 * implies (email when it publishes a contact address, otherwise the person's own checklist).
 */
export const brandUpdateChannels = pgTable('brand_update_channels', {
  brand_id: uuid('brand_id')
    .primaryKey()
    .references(() => brandDirectory.id, { onDelete: 'cascade' }),
  channel: updateChannel('channel').notNull(),
  /** Overrides the directory's contact address for the email channel. */
  contact_email: text('contact_email'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One approval of what goes to one company: the person's consent, with its evidence. */
export const updateConsents = pgTable(
  'update_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    journey_id: uuid('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    brand_id: uuid('brand_id').references(() => brandDirectory.id, { onDelete: 'set null' }),
    company_name: text('company_name').notNull(),
    fields: text('fields').array().notNull(),
    /** HMAC of the exact values approved (never the values themselves). */
    values_fingerprint: text('values_fingerprint').notNull(),
    consent_version: text('consent_version').notNull(),
    /** The types of the documents the person agreed to share with this company (none: empty). */
    document_types: text('document_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ip_address: text('ip_address'),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('update_consents_user_id_created_at_idx').on(t.user_id, t.created_at)],
);

/** One company told of one journey's changes. */
export const updateRequests = pgTable(
  'update_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    journey_id: uuid('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    /** The linked footprint; kept when the footprint goes, so the proof survives. */
    footprint_id: uuid('footprint_id').notNull(),
    brand_id: uuid('brand_id').references(() => brandDirectory.id, { onDelete: 'set null' }),
    company_name: text('company_name').notNull(),
    /** What is asked (shared/request-kinds); one open request per company and kind. */
    kind: text('kind').notNull().default('change_of_address'),
    /** Whose account: self, deceased or dependant. */
    subject: text('subject').notNull().default('self'),
    channel: updateChannel('channel').notNull(),
    status: updateStatus('status').notNull().default('pending_consent'),
    /** Quoted to the company and printed on the proof, e.g. UPD-7K3M-9QX2. */
    reference: text('reference').notNull().unique(),
    /** Where the email channel writes (the company's published address at approval). */
    destination: text('destination'),
    effective_date: date('effective_date'),
    /** When the company should have answered by: set when sent (sent + expectedByDays). */
    expected_by: date('expected_by'),
    consent_id: uuid('consent_id').references(() => updateConsents.id, { onDelete: 'set null' }),
    /** Each (re-)send is a new attempt: the idempotency key is (id, channel, attempt). */
    attempt: integer('attempt').notNull().default(1),
    /** Follow-ups done (reminders, then needs_you, then expiry) and when the next one is due. */
    follow_up_step: integer('follow_up_step').notNull().default(0),
    follow_up_at: timestamp('follow_up_at', { withTimezone: true }),
    links_expire_at: timestamp('links_expire_at', { withTimezone: true }),
    /** Why it needs the person, or the company's reason code for a rejection. */
    status_reason: text('status_reason'),
    status_message: text('status_message'),
    /** Safe mode: the company is asked to keep the new address confidential and not to confirm
     * it by post (every channel says so; the Business API carries it as `confidential_address`). */
    confidential: boolean('confidential').notNull().default(false),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    acknowledged_at: timestamp('acknowledged_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The organisation that sees this request through the Business API: the holder of the
     * brand's verified claim, for a request sent through the api channel (null otherwise).
     * Kept by triggers on both tables (ADR 0058), so no foreign key: a claim's removal clears it.
     */
    organization_id: uuid('organization_id'),
  },
  (t) => [
    index('update_requests_user_journey_idx').on(t.user_id, t.journey_id),
    // One open request per company and kind on a journey; a cancelled, expired or rejected one
    // may be followed by a new one.
    uniqueIndex('update_requests_open_link_kind_key')
      .on(t.journey_id, t.footprint_id, t.kind)
      .where(sql`status not in ('cancelled', 'expired', 'rejected')`),
    // A business's requests, oldest change first (the Business API's list and polling).
    index('update_requests_brand_updated_idx').on(t.brand_id, t.updated_at, t.id),
    // An organisation's requests in the Business API's order: one index range, whatever the
    // number of brands it holds.
    index('update_requests_organization_updated_idx')
      .on(t.organization_id, t.updated_at, t.id)
      .where(sql`organization_id is not null`),
    // Admin analytics by date.
    index('update_requests_created_at_idx').on(t.created_at),
    index('update_requests_follow_up_idx')
      .on(t.follow_up_at)
      .where(sql`follow_up_at is not null`),
    // The follow-up sweep's overdue requests (still waiting on a company past their expected-by
    // day), oldest first: without it each sweep reads the whole table.
    // Phone requests whose call-back day has come (`runCallBacks`): few among the many rows
    // with a follow-up date.
    index('update_requests_call_back_idx')
      .on(t.follow_up_at)
      .where(sql`status_reason = 'call_back'`),
    index('update_requests_waiting_expected_by_idx')
      .on(t.expected_by)
      .where(sql`status in ('sent', 'acknowledged') and channel <> 'manual'`),
  ],
);

/** What is sent: identifiers (to find the customer) and the changes, encrypted at rest. */
export const updateRequestItems = pgTable(
  'update_request_items',
  {
    request_id: uuid('request_id')
      .notNull()
      .references(() => updateRequests.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    field: text('field').notNull(),
    /** AES-256-GCM under the key `value_key_id` (platform/crypto). */
    value_key_id: text('value_key_id').notNull(),
    value_ciphertext: text('value_ciphertext').notNull(),
    /** pending, applied, rejected or no_account: the company's answer for this field. */
    outcome: text('outcome').notNull().default('pending'),
    reason_code: text('reason_code'),
    message: text('message'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'update_request_items_pkey', columns: [t.request_id, t.field] }),
    index('update_request_items_user_id_idx').on(t.user_id),
  ],
);

/** Append-only: every change of a request, in order, with who did it and the evidence. */
export const updateRequestEvents = pgTable(
  'update_request_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    request_id: uuid('request_id')
      .notNull()
      .references(() => updateRequests.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    actor: updateActor('actor').notNull(),
    from_status: updateStatus('from_status'),
    to_status: updateStatus('to_status').notNull(),
    evidence: jsonb('evidence').$type<Record<string, unknown>>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('update_request_events_request_seq_key').on(t.request_id, t.seq),
    index('update_request_events_user_id_idx').on(t.user_id, t.created_at),
    // The daily digest looks for recent changes by companies and the system.
    index('update_request_events_created_at_idx').on(t.created_at),
    // Brand coverage: requests a company confirmed (few) are left out of those done by hand.
    index('update_request_events_confirmed_idx')
      .on(t.request_id)
      .where(sql`type = 'confirmed'`),
  ],
);

/**
 * A deadline the law sets the person for telling a brand (e.g. a driver licence address within 14
 * days), with the page that says so. Directory data; shown on the journey page by due date.
 */
export const brandDeadlines = pgTable(
  'brand_deadlines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand_id: uuid('brand_id')
      .notNull()
      .references(() => brandDirectory.id, { onDelete: 'cascade' }),
    /** The request kind it applies to (change_of_address, change_of_name...). */
    kind: text('kind').notNull(),
    /** Days from the effective date (the move, the marriage...). */
    days: integer('days').notNull(),
    /** In plain words: "Update your licence address within 14 days of moving." */
    description: text('description').notNull(),
    source_url: text('source_url').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('brand_deadlines_brand_kind_key').on(t.brand_id, t.kind)],
);

/** The person was reminded of a manual item's legal deadline (once, 3 days before). */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    request_id: uuid('request_id')
      .primaryKey()
      .references(() => updateRequests.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    due_on: date('due_on').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deadline_reminders_user_id_idx').on(t.user_id)],
);
