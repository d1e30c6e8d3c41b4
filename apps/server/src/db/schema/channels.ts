import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { brandDirectory } from './brands';
import { digitalFootprints } from './journeys';
import { updateRequests } from './updates';

/**
 * The letter Updately wrote for a request on the letter channel (issue 26): its short
 * confirmation code (hashed; the letter prints it as a URL and a QR code that open the same
 * signed answer pages as an email's links), when the person posted it, or the print-and-post
 * provider's id when one sent it.
 */
export const requestLetters = pgTable('request_letters', {
  request_id: uuid('request_id')
    .primaryKey()
    .references(() => updateRequests.id, { onDelete: 'cascade' }),
  /** sha256 of the short code printed on the letter. */
  code_hash: text('code_hash').notNull().unique(),
  /** The attempt the letter was written for: a re-send writes a new letter. */
  attempt: integer('attempt').notNull(),
  posted_on: date('posted_on'),
  provider_id: text('provider_id'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A way to reach a company a person saw and suggested (issue 26): waits for an admin. */
export const brandContactSuggestions = pgTable(
  'brand_contact_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The directory brand, or null for a company the person added by name. */
    brand_id: uuid('brand_id').references(() => brandDirectory.id, { onDelete: 'cascade' }),
    footprint_id: uuid('footprint_id').references(() => digitalFootprints.id, {
      onDelete: 'set null',
    }),
    company_name: text('company_name').notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** email, web_form, postal_address or phone. */
    channel: text('channel').notNull(),
    /** The suggested value: { email } | { url } | PostalAddress | { phone, hours }. */
    value: jsonb('value').notNull(),
    /** Where the person saw it (the company's own page). */
    source_url: text('source_url').notNull(),
    /** pending, approved or rejected. */
    status: text('status').notNull().default('pending'),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brand_contact_suggestions_pending_idx')
      .on(t.created_at)
      .where(sql`status = 'pending'`),
  ],
);
