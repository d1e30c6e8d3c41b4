import type { PostalAddress } from '@updately/shared/brand-channels';
import {
  date,
  integer,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { journeyType } from './enums';

export const piiFieldTypes = pgTable('pii_field_types', {
  field_type: text('field_type').primaryKey(),
  group_name: text('group_name').notNull(),
  label: text('label').notNull(),
  sort_order: integer('sort_order').notNull(),
});

export const journeyPiiFields = pgTable(
  'journey_pii_fields',
  {
    journey_type: journeyType('journey_type').notNull(),
    field_type: text('field_type')
      .notNull()
      .references(() => piiFieldTypes.field_type, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.journey_type, t.field_type] })],
);

export const brandDirectory = pgTable(
  'brand_directory',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    footprint_tags: text('footprint_tags').array().notNull().default([]),
    data_collection_items: text('data_collection_items').array().notNull().default([]),
    website: text('website'),
    /** The change-of-details page (never the home page), with the page that shows it. */
    account_settings_url: text('account_settings_url'),
    account_settings_source: text('account_settings_source'),
    /** The first-request address: change of details, customer service or privacy officer. */
    contact_email: text('contact_email'),
    contact_email_purpose: text('contact_email_purpose'),
    /** The brand's own page that publishes contact_email, and when it was read. */
    contact_email_source: text('contact_email_source'),
    contact_email_checked_on: date('contact_email_checked_on'),
    /** A complaints / dispute / customer-advocate address: only to escalate an overdue request. */
    escalation_email: text('escalation_email'),
    escalation_email_purpose: text('escalation_email_purpose'),
    escalation_email_source: text('escalation_email_source'),
    escalation_email_checked_on: date('escalation_email_checked_on'),
    /** The brand's public web form (change of details, customer service or a privacy request),
     * with the page that shows it and the day it was read (issue 26). */
    web_form_url: text('web_form_url'),
    web_form_purpose: text('web_form_purpose'),
    web_form_source: text('web_form_source'),
    web_form_checked_on: date('web_form_checked_on'),
    /** Where a written request goes (its privacy officer's address, from its privacy policy). */
    postal_address: jsonb('postal_address').$type<PostalAddress>(),
    postal_address_source: text('postal_address_source'),
    postal_address_checked_on: date('postal_address_checked_on'),
    /** A customer-service or privacy number in E.164, with its opening hours as published. */
    phone: text('phone'),
    phone_hours: text('phone_hours'),
    phone_source: text('phone_source'),
    phone_checked_on: date('phone_checked_on'),
    /** An https image URL shown beside the brand's name. */
    logo_url: text('logo_url'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brand_directory_name_idx').on(t.name),
    index('brand_directory_category_idx').on(t.category, t.name),
  ],
);

/** What a brand calls each PII field, used in what is sent to it (admin integration builder). */
export const brandFieldMappings = pgTable(
  'brand_field_mappings',
  {
    brand_id: uuid('brand_id')
      .notNull()
      .references(() => brandDirectory.id, { onDelete: 'cascade' }),
    field_type: text('field_type')
      .notNull()
      .references(() => piiFieldTypes.field_type, { onDelete: 'cascade' }),
    external_name: text('external_name').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brand_id, t.field_type] })],
);
