import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';
import { UPDATE_CHANNELS } from './update-status';
import { UPDATE_CHANGE_FIELDS, UPDATE_FIELD_LABELS } from './updates-api';

/**
 * The admin integration builder: how each directory brand is told of updates (api, email or the
 * person's own checklist), its business integration's health, the brand's own names for the
 * fields it receives, and a signed test delivery.
 */

export const INTEGRATION_CHANNELS = UPDATE_CHANNELS;
export type IntegrationChannel = (typeof INTEGRATION_CHANNELS)[number];

export const INTEGRATION_CHANNEL_LABELS: Record<IntegrationChannel, string> = {
  api: 'API',
  email: 'Email',
  web_form: 'Web form',
  letter: 'Letter',
  phone: 'Phone',
  manual: 'Manual',
};

/**
 * The fields a brand can name: the changes the update engine sends (each one a PII field type).
 * The identifiers sent with them (name, account email, customer number) are not PII field types.
 */
export const MAPPABLE_FIELDS = UPDATE_CHANGE_FIELDS;
export type MappableField = (typeof MAPPABLE_FIELDS)[number];
export const MAPPABLE_FIELD_LABELS: Record<MappableField, string> = {
  address: 'Address',
  email: 'Email',
  phone: 'Phone',
};
export const mappableFieldDescription = (field: MappableField) =>
  `${UPDATE_FIELD_LABELS[field]} (${field})`;

/** A brand's own field name: identifier-like, as it appears in JSON payloads. */
export const EXTERNAL_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
export const EXTERNAL_NAME_RULE =
  'Start with a letter; then letters, digits, _ . or -; at most 64 characters.';

export const TEST_DELIVERY_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer a test delivery keeps. */
export const TEST_DELIVERY_BODY_LIMIT = 4096;
export const RECENT_DELIVERIES_LIMIT = 20;

const channel = z.enum(INTEGRATION_CHANNELS);
const organizationRef = z.object({ id: z.string(), name: z.string() });

export const integrationListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  channel: channel.optional(),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type IntegrationListQuery = z.infer<typeof integrationListQuerySchema>;

export const integrationBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  /** What the brand's row says (null: the default the directory implies). */
  configured_channel: channel.nullable(),
  /** How a new request would go now (the update engine's own choice). */
  channel,
  /** Where the email channel writes: the override, else the directory's address. */
  destination: z.string().nullable(),
  /** The organisation holding the brand's verified claim. */
  organization: organizationRef.nullable(),
});
export type IntegrationBrand = z.infer<typeof integrationBrandSchema>;

export const integrationBrandListSchema = z.object({
  items: z.array(integrationBrandSchema),
  next_cursor: z.string().nullable(),
});
export type IntegrationBrandList = z.infer<typeof integrationBrandListSchema>;

export const endpointHealthSchema = z.object({
  id: z.string(),
  url: z.string(),
  enabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  event_types: z.array(z.string()),
  source: z.string(),
  failing_since: z.string().nullable(),
  last_success_at: z.string().nullable(),
  last_failure_at: z.string().nullable(),
  /** Failed attempts since the last success (or ever, without one). */
  failure_streak: z.number().int(),
  /** Of the last deliveries (at most 50): how many, and the share answered 2xx (null: none). */
  recent_attempts: z.number().int(),
  success_rate: z.number().nullable(),
});
export type EndpointHealth = z.infer<typeof endpointHealthSchema>;

export const integrationDeliverySchema = z.object({
  id: z.string(),
  endpoint_id: z.string(),
  endpoint_url: z.string(),
  message_id: z.string(),
  event_type: z.string(),
  attempt: z.number().int(),
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  succeeded: z.boolean(),
  created_at: z.string(),
});
export type IntegrationDelivery = z.infer<typeof integrationDeliverySchema>;

export const fieldMappingSchema = z.object({
  field_type: z.enum(MAPPABLE_FIELDS),
  label: z.string(),
  external_name: z.string().nullable(),
});
export type FieldMapping = z.infer<typeof fieldMappingSchema>;

export const integrationDetailSchema = z.object({
  brand: z.object({
    id: z.string(),
    name: z.string(),
    category: z.string(),
    website: z.string().nullable(),
    /** The address the directory publishes (the email channel's default). */
    contact_email: z.string().nullable(),
    contact_email_source: z.string().nullable(),
  }),
  configured_channel: channel.nullable(),
  channel,
  contact_email_override: z.string().nullable(),
  destination: z.string().nullable(),
  channel_updated_at: z.string().nullable(),
  claim: z
    .object({
      id: z.string(),
      organization: organizationRef,
      verified_at: z.string().nullable(),
      method: z.string().nullable(),
    })
    .nullable(),
  endpoints: z.array(endpointHealthSchema),
  deliveries: z.array(integrationDeliverySchema),
  mapping: z.array(fieldMappingSchema),
});
export type IntegrationDetail = z.infer<typeof integrationDetailSchema>;

const contactEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'contact_email: at most 254 characters')
  .pipe(z.email('contact_email: enter a valid email address'));

export const updateChannelSchema = z.object({
  channel: z.enum(INTEGRATION_CHANNELS, { error: 'channel: choose api, email or manual' }),
  /** The email channel's address in place of the directory's; null clears it, absent keeps it. */
  contact_email: z.union([contactEmail, z.literal('').transform(() => null), z.null()]).optional(),
});
export type UpdateChannelInput = z.input<typeof updateChannelSchema>;
export type UpdateChannelPayload = z.output<typeof updateChannelSchema>;

export const externalNameSchema = z
  .string()
  .trim()
  .regex(EXTERNAL_NAME_PATTERN, `external_name: ${EXTERNAL_NAME_RULE}`);

export const updateFieldMappingSchema = z.object({
  fields: z
    .array(
      z.object({
        field_type: z.enum(MAPPABLE_FIELDS, {
          error: `field_type: one of ${MAPPABLE_FIELDS.join(', ')}`,
        }),
        /** null (or empty) removes the brand's name for the field. */
        external_name: z.union([externalNameSchema, z.literal('').transform(() => null), z.null()]),
      }),
    )
    .max(MAPPABLE_FIELDS.length),
});
export type UpdateFieldMappingInput = z.input<typeof updateFieldMappingSchema>;
export type UpdateFieldMappingPayload = z.output<typeof updateFieldMappingSchema>;

export const testDeliveryInputSchema = z.object({
  endpoint_id: z.uuid({ error: 'endpoint_id: choose one of the organisation’s endpoints' }),
});

export const testDeliveryResultSchema = z.object({
  /** The delivery log's row (null when the endpoint was removed while it was sent). */
  delivery_id: z.string().nullable(),
  message_id: z.string(),
  /** delivered: 2xx; failed: another status or no answer; blocked: refused before sending. */
  outcome: z.enum(['delivered', 'failed', 'blocked']),
  request: z.object({
    method: z.literal('POST'),
    url: z.string(),
    /** As sent, signature included; never the secret. */
    headers: z.record(z.string(), z.string()),
    body: z.string(),
  }),
  response: z
    .object({
      status: z.number().int(),
      headers: z.record(z.string(), z.string()),
      body: z.string(),
      body_truncated: z.boolean(),
    })
    .nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  duration_ms: z.number().int(),
  sent_at: z.string(),
});
export type TestDeliveryResult = z.infer<typeof testDeliveryResultSchema>;
