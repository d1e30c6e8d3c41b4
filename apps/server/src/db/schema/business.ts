import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './auth';
import { brandDirectory } from './brands';
import { updateRequests } from './updates';

/**
 * An organisation's claim to a directory brand, proven by a TXT record at the brand's registrable
 * domain, a code mailed to a role address there (or the brand's published contact), or an admin's
 * review (ADR 0033). A verified claim makes the brand's channel `api`; an admin may revoke it.
 */
export const brandClaims = pgTable(
  'brand_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organization_id: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    brand_id: uuid('brand_id')
      .notNull()
      .references(() => brandDirectory.id, { onDelete: 'cascade' }),
    /** pending, verified, rejected or revoked. */
    status: text('status').notNull().default('pending'),
    /** dns, email_code or admin: the path chosen for the claim. */
    method: text('method'),
    /** The address the code went to (a role address at the brand's domain, or its contact). */
    verification_email: text('verification_email'),
    code_hash: text('code_hash'),
    code_expires_at: timestamp('code_expires_at', { withTimezone: true }),
    /** Wrong tries of the current code (the 24-hour lock counts in brand_claim_failures). */
    failed_attempts: integer('failed_attempts').notNull().default(0),
    /** The TXT value that proves a dns claim: random per claim, kept across re-requests. */
    dns_token: text('dns_token'),
    /** dns, email_code or admin: how it was verified (or rejected). */
    decided_by_method: text('decided_by_method'),
    decided_by_user_id: uuid('decided_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    requested_by_user_id: uuid('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_by_user_id: uuid('revoked_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    revoke_reason: text('revoke_reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A brand belongs to at most one organisation; one open claim per organisation and brand.
    uniqueIndex('brand_claims_verified_brand_key')
      .on(t.brand_id)
      .where(sql`status = 'verified'`),
    uniqueIndex('brand_claims_pending_key')
      .on(t.organization_id, t.brand_id)
      .where(sql`status = 'pending'`),
    index('brand_claims_organization_id_idx').on(t.organization_id),
  ],
);

/**
 * One wrong claim code, per organisation and brand: kept when the claim is asked for again, so
 * the 24-hour lock (10 wrong codes) cannot be reset by asking for a new code.
 */
export const brandClaimFailures = pgTable(
  'brand_claim_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organization_id: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    brand_id: uuid('brand_id')
      .notNull()
      .references(() => brandDirectory.id, { onDelete: 'cascade' }),
    failed_at: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brand_claim_failures_org_brand_idx').on(t.organization_id, t.brand_id, t.failed_at),
  ],
);

/** Business API keys: shown once, stored as a SHA-256 hash; the prefix identifies them. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organization_id: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the key (e.g. `upd_live_3Fq9`), shown in lists. */
    prefix: text('prefix').notNull(),
    key_hash: text('key_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    rate_limit_per_minute: integer('rate_limit_per_minute').notNull(),
    created_by_user_id: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_organization_id_idx').on(t.organization_id)],
);

/**
 * The first answer to each `Idempotency-Key` of an organisation: its status and what it was about,
 * never its body, which a replay rebuilds (N4: no copy of a person's values outlives them here).
 * Rows go after API_IDEMPOTENCY_RETENTION_HOURS (the prune job), and with the request's person.
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    organization_id: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    idempotency_key: text('idempotency_key').notNull(),
    /** Method and path, and a hash of the body: the same key on another request is refused. */
    request_fingerprint: text('request_fingerprint').notNull(),
    status_code: integer('status_code').notNull(),
    /** The update request answered (acknowledge, confirm). */
    request_id: uuid('request_id').references(() => updateRequests.id, { onDelete: 'cascade' }),
    /** The rest hook subscribed; no foreign key: a replay after its removal is told so. */
    webhook_endpoint_id: uuid('webhook_endpoint_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('api_idempotency_keys_pkey').on(t.organization_id, t.idempotency_key),
    index('api_idempotency_keys_created_at_idx').on(t.created_at),
    index('api_idempotency_keys_request_id_idx').on(t.request_id),
    check(
      'api_idempotency_keys_one_subject',
      sql`num_nonnulls(${t.request_id}, ${t.webhook_endpoint_id}) = 1`,
    ),
  ],
);

/**
 * What businesses pay for: one row per field a company confirmed `applied`. Unique per
 * (request, field), so retries, replays and races never bill twice; the price is the one in
 * force when the field was confirmed.
 */
export const usageLedger = pgTable(
  'usage_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organization_id: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    brand_id: uuid('brand_id').references(() => brandDirectory.id, { onDelete: 'set null' }),
    request_id: uuid('request_id')
      .notNull()
      .references(() => updateRequests.id, { onDelete: 'restrict' }),
    field: text('field').notNull(),
    unit_price: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** api or portal: how the field was confirmed. */
    source: text('source').notNull(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('usage_ledger_request_field_key').on(t.request_id, t.field),
    index('usage_ledger_organization_occurred_idx').on(t.organization_id, t.occurred_at),
  ],
);

/** Where an organisation's webhooks go (Standard Webhooks, `whsec_` secrets with rotation). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organization_id: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    event_types: text('event_types').array().notNull(),
    /** AES-256-GCM (platform/crypto), like the values sent to companies. */
    secret_key_id: text('secret_key_id').notNull(),
    secret_ciphertext: text('secret_ciphertext').notNull(),
    previous_secret_key_id: text('previous_secret_key_id'),
    previous_secret_ciphertext: text('previous_secret_ciphertext'),
    previous_secret_expires_at: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabled_reason: text('disabled_reason'),
    /** portal or rest_hook (subscribed through `POST /api/v1/hooks`). */
    source: text('source').notNull().default('portal'),
    failing_since: timestamp('failing_since', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_organization_id_idx').on(t.organization_id)],
);

/** Each attempt to deliver an event to an endpoint: the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpoint_id: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The `webhook-id`: the same on every retry of one event. */
    message_id: text('message_id').notNull(),
    event_type: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    attempt: integer('attempt').notNull(),
    response_status: integer('response_status'),
    response_body: text('response_body'),
    error: text('error'),
    duration_ms: integer('duration_ms'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('webhook_deliveries_message_attempt_key').on(t.endpoint_id, t.message_id, t.attempt),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpoint_id, t.created_at, t.id),
    // The admin integrations page's last failure and failure streak: failures are few.
    index('webhook_deliveries_failures_idx')
      .on(t.endpoint_id, t.created_at)
      .where(sql`response_status is null or response_status not between 200 and 299`),
    // Retention deletes by age across every endpoint.
    index('webhook_deliveries_created_at_idx').on(t.created_at),
  ],
);

/**
 * The request kinds an organisation's integration handles (its Integration page or the API). A
 * kind it has not opted into goes to its brands by email or the person's checklist instead. No
 * row: the kinds v1 always carried (address and contact).
 */
export const organizationRequestKinds = pgTable('organization_request_kinds', {
  organization_id: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  kinds: text('kinds').array().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
