import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { brandDirectory } from './brands';
import { journeyStatus, journeyType, priorityLevel } from './enums';

export type FieldsToUpdate = { address: boolean; email: boolean; phone: boolean };

export const journeys = pgTable(
  'journeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: journeyType('type').notNull(),
    name: text('name').notNull(),
    target_address: text('target_address'),
    target_email: text('target_email'),
    target_phone: text('target_phone'),
    moving_date: date('moving_date'),
    /** The event's details beyond address, email and phone (shared JourneyDetails), as JSON
     * sealed under `details_key_id` (platform/crypto); null when none are given. */
    details_key_id: text('details_key_id'),
    details_ciphertext: text('details_ciphertext'),
    /** Who the journey is about (shared/journey-people JOURNEY_SUBJECTS) and the owner's
     * authority to act for them (ACTING_ROLES; null for `self`). The subject's name is in the
     * sealed details. */
    subject: text('subject').notNull().default('self'),
    acting_role: text('acting_role'),
    /** A household member's own Moving Home journey points at the household's journey. */
    household_of: uuid('household_of').references((): AnyPgColumn => journeys.id, {
      onDelete: 'set null',
    }),
    status: journeyStatus('status').notNull().default('active'),
    /** Safe mode (issue 27, ADR 0049): set once, before anything is sent, and never cleared.
     * Updately's own messages about the journey go only to the safe contact. */
    safe_mode_at: timestamp('safe_mode_at', { withTimezone: true }),
    safe_contact_email: text('safe_contact_email'),
    safe_contact_phone: text('safe_contact_phone'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('journeys_user_id_created_at_idx').on(t.user_id, t.created_at),
    // The admin journey list (newest first) and analytics by date.
    index('journeys_created_at_id_idx').on(t.created_at, t.id),
    // Analytics counts safe-mode journeys (few) without reading the table.
    index('journeys_safe_mode_idx')
      .on(t.safe_mode_at)
      .where(sql`safe_mode_at is not null`),
  ],
);

export const digitalFootprints = pgTable(
  'digital_footprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand_id: uuid('brand_id').references(() => brandDirectory.id, { onDelete: 'set null' }),
    custom_brand_name: text('custom_brand_name'),
    custom_data_items: text('custom_data_items').array().notNull().default([]),
    tags: text('tags').array().notNull().default([]),
    /** Set for a company of one journey only (the deceased's, for Losing a Loved One): not the
     * person's own footprint, never listed or auto-linked as one. */
    journey_id: uuid('journey_id').references((): AnyPgColumn => journeys.id, {
      onDelete: 'cascade',
    }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('digital_footprints_user_id_created_at_idx').on(t.user_id, t.created_at),
    uniqueIndex('digital_footprints_user_brand_key')
      .on(t.user_id, t.brand_id)
      .where(sql`journey_id is null`),
    uniqueIndex('digital_footprints_journey_brand_key')
      .on(t.journey_id, t.brand_id)
      .where(sql`journey_id is not null`),
    // What uses a brand (the admin directory's delete check, merge and counts).
    index('digital_footprints_brand_id_idx').on(t.brand_id),
  ],
);

/**
 * A footprint linked to a journey, keyed by the pair as in the spec. No per-row foreign keys and
 * one index: statement-level triggers keep the links whole (migration 0004, ADR 0011).
 */
export const journeyFootprints = pgTable(
  'journey_footprints',
  {
    user_id: uuid('user_id').notNull(),
    journey_id: uuid('journey_id').notNull(),
    footprint_id: uuid('footprint_id').notNull(),
    priority_level: priorityLevel('priority_level').notNull().default('standard'),
    fields_to_update: jsonb('fields_to_update')
      .$type<FieldsToUpdate>()
      .notNull()
      .default(sql`'{"address": true, "email": false, "phone": false}'::jsonb`),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    /** Who added the company to the journey when it was not the owner (an editor). No foreign
     * key, like the rest of this table (ADR 0011): a deleted editor's id simply names no one. */
    added_by: uuid('added_by'),
    /** Safe mode: the other person shares this account or can see it. Its requests wait for the
     * person's two confirmations: the safer steps taken, then "send now". */
    shared_with_other: boolean('shared_with_other').notNull().default(false),
    safety_steps_done_at: timestamp('safety_steps_done_at', { withTimezone: true }),
    safety_confirmed_at: timestamp('safety_confirmed_at', { withTimezone: true }),
    /** Safe mode: send the journey's postal address instead of the new home. */
    use_postal_address: boolean('use_postal_address').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'journey_footprints_pkey', columns: [t.journey_id, t.footprint_id] })],
);
