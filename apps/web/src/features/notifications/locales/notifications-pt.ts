import type { Translated } from '../../../locales/types.ts';
import type { notificationCenterEn } from './notifications-en.ts';

export const notificationCenterPt: Translated<typeof notificationCenterEn> = {
  bell: 'Notificações',
  bellUnread_one: 'Notificações, {{count}} não lida',
  bellUnread_many: 'Notificações, {{count}} não lidas',
  bellUnread_other: 'Notificações, {{count}} não lidas',
  title: 'Notificações',
  markAllRead: 'Marcar todas como lidas',
  empty: 'Nenhuma notificação ainda.',
  unread: 'Não lida',
  loadFailed: 'Não foi possível carregar as notificações.',
};
