import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { appRole } from './enums';

export type OnboardingEntry = { type: string; completed_at: string };
export type StoredLocation = {
  country: string;
  countryCode: string;
  city: string | null;
  state: string | null;
  ip: string | null;
};

export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  first_name: text('first_name'),
  last_name: text('last_name'),
  auth_provider: text('auth_provider').notNull().default('email'),
  data_processing_consent: boolean('data_processing_consent').notNull().default(true),
  marketing_consent: boolean('marketing_consent').notNull().default(false),
  avatar_url: text('avatar_url'),
  onboarding_history: jsonb('onboarding_history')
    .$type<OnboardingEntry[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  onboarding_completed_at: timestamp('onboarding_completed_at', { withTimezone: true }),
  location: jsonb('location').$type<StoredLocation>(),
  location_detected_at: timestamp('location_detected_at', { withTimezone: true }),
  /** At most one email a day when the person's update requests changed (Privacy & Security). */
  update_digest: boolean('update_digest').notNull().default(true),
  last_update_digest_at: timestamp('last_update_digest_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userConsents = pgTable(
  'user_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consent_type: text('consent_type').notNull(),
    granted: boolean('granted').notNull(),
    version: text('version').notNull().default('1.0'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_consents_user_id_idx').on(t.user_id, t.created_at)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: appRole('role').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_roles_user_id_role_key').on(t.user_id, t.role)],
);

/**
 * Users ADMIN_EMAILS has made admins, once each: a later revocation sticks instead of being
 * granted again at the next sign-in (L1).
 */
export const adminEmailGrants = pgTable('admin_email_grants', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  granted_at: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
