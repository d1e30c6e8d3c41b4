import { z } from 'zod';

/** What an audit entry is about (the audit_resource_type enum). */
export const AUDIT_RESOURCE_TYPES = [
  'USER',
  'FOOTPRINT',
  'JOURNEY',
  'OAUTH_CONNECTION',
  'UPDATE_REQUEST',
  'ORGANIZATION',
  'BRAND_CLAIM',
  'API_KEY',
  'BRAND',
  'SETTINGS',
  'ERROR',
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

export const activityItemSchema = z.object({
  id: z.string(),
  action: z.string(),
  resource_type: z.enum(AUDIT_RESOURCE_TYPES),
  resource_id: z.string().nullable(),
  created_at: z.string(),
});
export const activityListSchema = z.object({ items: z.array(activityItemSchema) });
export type ActivityItem = z.infer<typeof activityItemSchema>;
