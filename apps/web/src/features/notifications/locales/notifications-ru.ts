import type { Translated } from '../../../locales/types.ts';
import type { notificationCenterEn } from './notifications-en.ts';

export const notificationCenterRu: Translated<typeof notificationCenterEn> = {
  bell: 'Уведомления',
  bellUnread_one: 'Уведомления, {{count}} непрочитанное',
  bellUnread_few: 'Уведомления, {{count}} непрочитанных',
  bellUnread_many: 'Уведомления, {{count}} непрочитанных',
  bellUnread_other: 'Уведомления, {{count}} непрочитанного',
  title: 'Уведомления',
  markAllRead: 'Отметить все как прочитанные',
  empty: 'Уведомлений пока нет.',
  unread: 'Не прочитано',
  loadFailed: 'Не удалось загрузить уведомления.',
};
