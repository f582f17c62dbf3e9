/** English texts of the header bell (in-app notifications). */
export const notificationCenterEn = {
  bell: 'Notifications',
  bellUnread_one: 'Notifications, {{count}} unread',
  bellUnread_other: 'Notifications, {{count}} unread',
  title: 'Notifications',
  markAllRead: 'Mark all read',
  empty: 'No notifications yet.',
  unread: 'Unread',
  loadFailed: 'Could not load notifications.',
};
