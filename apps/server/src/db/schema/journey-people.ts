import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { journeys } from './journeys';
import { updateRequests } from './updates';

/** A person who shares someone else's journey (shared/journey-people JOURNEY_MEMBER_ROLES). */
export const journeyMembers = pgTable(
  'journey_members',
  {
    journey_id: uuid('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'journey_members_pkey', columns: [t.journey_id, t.user_id] }),
    index('journey_members_user_id_idx').on(t.user_id),
  ],
);

/**
 * An invitation by email to a journey: a member role, or `household` (an adult of a Moving Home
 * household who approves their own companies). Only the token's hash is kept.
 */
export const journeyInvitations = pgTable(
  'journey_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    journey_id: uuid('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    invited_by: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    accepted_by: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('journey_invitations_journey_id_idx').on(t.journey_id),
    index('journey_invitations_invited_by_created_at_idx').on(t.invited_by, t.created_at),
  ],
);

/**
 * A member of a Moving Home household (shared/journey-people HOUSEHOLD_RELATIONS). An adult with
 * an account approves their own companies (`user_id` once they accepted); a child is listed as a
 * dependant without an account. The name is sealed.
 */
export const journeyHousehold = pgTable(
  'journey_household',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    journey_id: uuid('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    relation: text('relation').notNull(),
    name_key_id: text('name_key_id').notNull(),
    name_ciphertext: text('name_ciphertext').notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    invitation_id: uuid('invitation_id').references(() => journeyInvitations.id, {
      onDelete: 'set null',
    }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('journey_household_journey_id_idx').on(t.journey_id)],
);

/** A company (a footprint linked to the journey) where a household member is a joint customer. */
export const journeyJointAccounts = pgTable(
  'journey_joint_accounts',
  {
    journey_id: uuid('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    footprint_id: uuid('footprint_id').notNull(),
    household_id: uuid('household_id')
      .notNull()
      .references(() => journeyHousehold.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'journey_joint_accounts_pkey',
      columns: [t.journey_id, t.footprint_id, t.household_id],
    }),
  ],
);

/** A joint request waits in pending_consent until every joint holder has approved it. */
export const requestJointApprovals = pgTable(
  'request_joint_approvals',
  {
    request_id: uuid('request_id')
      .notNull()
      .references(() => updateRequests.id, { onDelete: 'cascade' }),
    household_id: uuid('household_id')
      .notNull()
      .references(() => journeyHousehold.id, { onDelete: 'cascade' }),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({
      name: 'request_joint_approvals_pkey',
      columns: [t.request_id, t.household_id],
    }),
  ],
);
