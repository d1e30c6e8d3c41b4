import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { journeyDocuments } from './documents';

/**
 * The two-admin rule (docs/decisions/0035): an admin's action on another admin's security (reset
 * their MFA, a sign-in or recovery link for them, their admin role) waits here until a second
 * admin approves it. An approved link is kept sealed (AES-256-GCM, platform/crypto) until the
 * requester reveals it once, or until it expires.
 */
export const adminApprovalRequests = pgTable(
  'admin_approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** mfa_reset, sign_in_link, recovery_link, admin_revoke or admin_grant. */
    action: text('action').notNull(),
    target_user_id: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requested_by_user_id: uuid('requested_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    /** pending, approved, rejected, cancelled or expired. */
    status: text('status').notNull().default('pending'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    decided_by_user_id: uuid('decided_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    /** A rejection's note, or why the request closed without being carried out. */
    note: text('note'),
    link_key_id: text('link_key_id'),
    link_ciphertext: text('link_ciphertext'),
    link_expires_at: timestamp('link_expires_at', { withTimezone: true }),
    /** document_open: the document an admin asks to open (the target is its journey's owner). */
    document_id: uuid('document_id').references(() => journeyDocuments.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    // One open request per person and action: asking twice is refused (409).
    uniqueIndex('admin_approval_requests_pending_key')
      .on(t.target_user_id, t.action)
      .where(sql`status = 'pending'`),
    index('admin_approval_requests_status_idx').on(t.status, t.created_at),
    index('admin_approval_requests_requested_by_idx').on(t.requested_by_user_id),
    index('admin_approval_requests_decided_by_idx').on(t.decided_by_user_id),
    index('admin_approval_requests_link_idx')
      .on(t.link_expires_at)
      .where(sql`link_ciphertext is not null`),
  ],
);
