import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSettingsSchema,
  type AdminSettings,
  type DisplaySettings,
  type DocumentSettings,
  type FollowUpSettings,
} from '@updately/shared/admin-settings-api';

import { api } from '../../../lib/api-client';

export const platformSettingsQueryKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings: every section as in force, with its default. */
export function usePlatformSettings() {
  return useQuery({
    queryKey: platformSettingsQueryKey,
    queryFn: async ({ signal }) =>
      adminSettingsSchema.parse(await api.get('/api/admin/settings', { signal })),
  });
}

export type SectionInput = {
  'follow-up': FollowUpSettings;
  price: { pricePerField: string };
  display: DisplaySettings;
  documents: DocumentSettings;
};

/** PUT /api/admin/settings/{section}: answers every section as now in force. */
export function useSaveSettingsSection<S extends keyof SectionInput>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SectionInput[S]) =>
      adminSettingsSchema.parse(await api.put(`/api/admin/settings/${section}`, input)),
    onSuccess: (settings: AdminSettings) =>
      queryClient.setQueryData(platformSettingsQueryKey, settings),
  });
}
