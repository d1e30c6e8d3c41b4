import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './auth';
import { brandDirectory } from './brands';
import { journeys } from './journeys';
import { updateRequests } from './updates';

/**
 * A document a journey holds (shared/documents): the bytes live encrypted in storage under
 * `storage_key` (server-made, never chosen by a request) with a data key per file, itself
 * sealed by the value cipher (`key_id`, `wrapped_key`), so a key rotation works as for values.
 */
export const journeyDocuments = pgTable(
  'journey_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    journey_id: uuid('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    /** The journey's owner: the quota and account deletion count against them. */
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploaded_by: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    /** The uploaded file's name, sealed (a name can be personal: "Smith death cert.pdf"). */
    name_key_id: text('name_key_id').notNull(),
    name_ciphertext: text('name_ciphertext').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    storage_key: text('storage_key').notNull(),
    key_id: text('key_id').notNull(),
    wrapped_key: text('wrapped_key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('journey_documents_journey_id_idx').on(t.journey_id, t.created_at),
    index('journey_documents_user_id_idx').on(t.user_id),
  ],
);

/**
 * Which documents a company requires for a kind of request: a brand's own rule, or a
 * category's default for brands without one.
 */
export const documentRequirements = pgTable(
  'document_requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand_id: uuid('brand_id').references(() => brandDirectory.id, { onDelete: 'cascade' }),
    category: text('category'),
    kind: text('kind').notNull(),
    document_types: text('document_types').array().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_requirements_brand_kind_key')
      .on(t.brand_id, t.kind)
      .where(sql`brand_id is not null`),
    uniqueIndex('document_requirements_category_kind_key')
      .on(t.category, t.kind)
      .where(sql`category is not null`),
    check('document_requirements_one_owner', sql`(brand_id is null) <> (category is null)`),
  ],
);

/** The documents a request carries, chosen when the person approved it (their consent names them). */
export const requestDocuments = pgTable(
  'request_documents',
  {
    request_id: uuid('request_id')
      .notNull()
      .references(() => updateRequests.id, { onDelete: 'cascade' }),
    document_id: uuid('document_id')
      .notNull()
      .references(() => journeyDocuments.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'request_documents_pkey', columns: [t.request_id, t.document_id] }),
    index('request_documents_document_id_idx').on(t.document_id),
  ],
);

/** A company's email link to its request's documents: valid until `expires_at`, unless revoked. */
export const documentShares = pgTable('document_shares', {
  request_id: uuid('request_id')
    .primaryKey()
    .references(() => updateRequests.id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every view and download of a document by a company (or an admin), kept on the journey's
 * record and in the proof after the document itself is gone.
 */
export const documentAccesses = pgTable(
  'document_accesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    journey_id: uuid('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    document_id: uuid('document_id').references(() => journeyDocuments.id, {
      onDelete: 'set null',
    }),
    document_type: text('document_type').notNull(),
    request_id: uuid('request_id').references(() => updateRequests.id, { onDelete: 'set null' }),
    organization_id: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    company_name: text('company_name').notNull(),
    channel: text('channel').notNull(),
    action: text('action').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_accesses_journey_id_at_idx').on(t.journey_id, t.at),
    index('document_accesses_request_id_idx').on(t.request_id),
  ],
);
