import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { organizationSlug } from '../utils/organization-slug';
import { businessKeys } from './business-keys';

const createdSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type CreatedOrganization = z.infer<typeof createdSchema>;

/** better-auth's organization plugin: the caller becomes its owner. */
export async function createOrganization({ name }: { name: string }): Promise<CreatedOrganization> {
  const body = await api.post('/api/auth/organization/create', {
    name,
    slug: organizationSlug(name),
  });
  return createdSchema.parse(body);
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.organizations }),
  });
}
