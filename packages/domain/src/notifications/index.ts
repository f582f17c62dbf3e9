import { z } from 'zod';

/** In-app notifications (the header bell); each is also mailed through the mail interface. */
export const notificationView = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** A route of the app to open, e.g. /leave-manager?tab=pendingapprovals. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const notificationListView = z.object({ items: z.array(notificationView), unread: z.number() });
export const NOTIFICATION_LIST_LIMIT = 20;
