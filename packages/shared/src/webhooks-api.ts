import { z } from 'zod';

/** What an organisation's endpoints can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'update_request.created',
  'update_request.cancelled',
  'update_request.expired',
  'update_request.reminder',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent by "Send test event" only; endpoints need not subscribe to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** What a delivery log keeps of a receiver's answer, in bytes. */
export const WEBHOOK_LOGGED_BODY_BYTES = 512;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why it was switched off: by a member, HTTP 410, or five days of failures. */
  disabled_reason: z.string().nullable(),
  /** portal, or rest_hook (subscribed through POST /api/v1/hooks). */
  source: z.enum(['portal', 'rest_hook']),
  failing_since: z.string().nullable(),
  /** The end of the secret, e.g. `whsec_…x9Qa`: the whole secret is shown once. */
  secret_hint: z.string(),
  /** While a rotated-out secret still signs deliveries (24 h). */
  previous_secret_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });
/** Creation and rotation answer with the secret, the only time it is shown. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });

export const createWebhookEndpointSchema = z.object({
  url: z
    .string()
    .trim()
    .url('Enter the full address, starting with https://')
    .max(2000, 'Keep the address under 2,000 characters.'),
  event_types: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1, 'Choose at least one event.')
    .default([...WEBHOOK_EVENT_TYPES]),
});
export const updateWebhookEndpointSchema = z.object({
  url: createWebhookEndpointSchema.shape.url.optional(),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, 'Choose at least one event.').optional(),
  enabled: z.boolean().optional(),
});

export const webhookDeliverySchema = z.object({
  id: z.string(),
  message_id: z.string(),
  event_type: z.string(),
  attempt: z.number().int(),
  /** null when no HTTP answer came (timeout, refused address, connection failure). */
  response_status: z.number().int().nullable(),
  /** The first 512 bytes of the answer (WEBHOOK_LOGGED_BODY_BYTES). */
  response_body: z.string().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({
  items: z.array(webhookDeliverySchema),
  next_cursor: z.string().nullable(),
});
export const webhookQueuedSchema = z.object({ message_id: z.string() });

/** Zapier-style REST hooks: iPaaS tools subscribe a target URL to one event. */
export const restHookSubscribeSchema = z.object({
  target_url: createWebhookEndpointSchema.shape.url,
  event: z.enum(WEBHOOK_EVENT_TYPES),
});
export const restHookSchema = z.object({
  id: z.string(),
  target_url: z.string(),
  event: z.enum(WEBHOOK_EVENT_TYPES),
  /** Deliveries are signed with it (Standard Webhooks); shown once. */
  secret: z.string().optional(),
});
