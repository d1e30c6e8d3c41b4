import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORGANIZATION_ROLES } from '@updately/shared/business-api';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { businessKeys } from './business-keys';

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: z.enum(ORGANIZATION_ROLES),
});
export type Organization = z.infer<typeof organizationSchema>;
const organizationListSchema = z.object({ items: z.array(organizationSchema) });

/** GET /api/business/organizations: the caller's organisations with their role in each. */
export async function listOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  const body = await api.get('/api/business/organizations', { signal });
  return organizationListSchema.parse(body).items;
}

export const organizationsQueryOptions = queryOptions({
  queryKey: businessKeys.organizations,
  queryFn: ({ signal }) => listOrganizations(signal),
});

export function useOrganizations() {
  return useQuery(organizationsQueryOptions);
}
