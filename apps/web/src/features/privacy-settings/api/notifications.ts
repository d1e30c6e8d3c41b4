import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationSettingsSchema,
  type NotificationSettings,
} from '@updately/shared/updates-api';

import { api } from '../../../lib/api-client';

const notificationsQueryKey = ['account', 'notifications'] as const;

export async function getNotificationSettings(signal?: AbortSignal) {
  return notificationSettingsSchema.parse(await api.get('/api/account/notifications', { signal }));
}

export function useNotificationSettings() {
  return useQuery(
    queryOptions({
      queryKey: notificationsQueryKey,
      queryFn: ({ signal }) => getNotificationSettings(signal),
    }),
  );
}

export async function saveNotificationSettings(input: NotificationSettings) {
  return notificationSettingsSchema.parse(await api.put('/api/account/notifications', input));
}

/** Turns the daily summary of update changes on or off. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationsQueryKey, settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
