import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { auditResourceType, feedbackType } from './enums';

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feedback_type: feedbackType('feedback_type').notNull(),
    page_location: text('page_location').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull().default('new'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_user_id_idx').on(t.user_id),
    index('feedback_created_at_idx').on(t.created_at),
  ],
);

/** user_id is set null when the user is deleted: entries stay as de-identified records. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    resource_type: auditResourceType('resource_type').notNull(),
    resource_id: text('resource_id'),
    old_values: jsonb('old_values'),
    new_values: jsonb('new_values'),
    metadata: jsonb('metadata'),
    ip_address: text('ip_address'),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_user_id_created_at_idx').on(t.user_id, t.created_at, t.id),
    index('audit_logs_created_at_idx').on(t.created_at, t.id),
    // The admin audit page filters by action, resource type or the resource acted on; each
    // index ends in the page's keyset order (created_at, id), so a page or export never sorts.
    index('audit_logs_action_created_at_idx').on(t.action, t.created_at, t.id),
    index('audit_logs_resource_type_created_at_idx').on(t.resource_type, t.created_at, t.id),
    index('audit_logs_resource_id_created_at_idx').on(t.resource_id, t.created_at, t.id),
  ],
);

/**
 * Errors of one kind (same fingerprint: source, name, message shape and top frame), counted, so
 * the admin error page lists problems rather than occurrences. A resolved group reopens when the
 * error comes back.
 */
export const errorGroups = pgTable(
  'error_groups',
  {
    fingerprint: text('fingerprint').primaryKey(),
    /** 'server' (an unexpected 5xx) or 'client' (reported by the web app). */
    source: text('source').notNull(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    count: integer('count').notNull().default(0),
    first_seen_at: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    resolved_by: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('error_groups_last_seen_at_idx').on(t.last_seen_at)],
);

export const errorLogs = pgTable(
  'error_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull().default('server'),
    fingerprint: text('fingerprint'),
    request_id: text('request_id'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    method: text('method'),
    path: text('path'),
    message: text('message').notNull(),
    stack: text('stack'),
    metadata: jsonb('metadata'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('error_logs_created_at_idx').on(t.created_at),
    index('error_logs_fingerprint_created_at_idx').on(t.fingerprint, t.created_at),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    status: text('status').notNull().default('pending'),
    source: text('source').notNull().default('landing'),
    consent_at: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribed_at: timestamp('unsubscribed_at', { withTimezone: true }),
    token: text('token').notNull().unique(),
    ip_address: text('ip_address'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_subscribers_created_at_idx').on(t.created_at)],
);

/** Dev outbox: mail kept here when no SMTP_URL is set (shown at /dev/mailbox). */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mailbox_to_idx').on(t.to, t.created_at)],
);

/** Enquiries from the For Business page. */
export const businessLeads = pgTable(
  'business_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company: text('company').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company_size: text('company_size'),
    message: text('message').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_leads_created_at_idx').on(t.created_at)],
);

/**
 * Platform settings an admin changes at run time (display names, follow-up timings, price per
 * field). A missing key means the configured default (lib/config) applies.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
