import { z } from 'zod';

export const activityItemSchema = z.object({
  id: z.string(),
  action: z.string(),
  resource_type: z.enum([
    'USER',
    'FOOTPRINT',
    'JOURNEY',
    'OAUTH_CONNECTION',
    'UPDATE_REQUEST',
    'ORGANIZATION',
    'BRAND_CLAIM',
    'API_KEY',
  ]),
  resource_id: z.string().nullable(),
  created_at: z.string(),
});
export const activityListSchema = z.object({ items: z.array(activityItemSchema) });
export type ActivityItem = z.infer<typeof activityItemSchema>;
