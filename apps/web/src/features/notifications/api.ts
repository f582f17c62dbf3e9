import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { notificationListView } from '@tenure/domain/notifications';
import { api } from '../../lib/api/index.ts';

/** The bell asks again every minute; leave actions also refresh it (features/leave refreshLeave). */
export const NOTIFICATION_POLL_MS = 60_000;
const KEY = ['notifications'] as const;

export function useNotifications() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.request('/api/notifications', notificationListView),
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

/** Marks one notification read, or all of them without an id. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      api.request('/api/notifications/read', z.null(), { method: 'PUT', body: id ? { id } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
