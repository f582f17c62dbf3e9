import type { Translated } from '../../../locales/types.ts';
import type { notificationCenterEn } from './notifications-en.ts';

export const notificationCenterHi: Translated<typeof notificationCenterEn> = {
  bell: 'सूचनाएँ',
  bellUnread_one: 'सूचनाएँ, {{count}} अपठित',
  bellUnread_other: 'सूचनाएँ, {{count}} अपठित',
  title: 'सूचनाएँ',
  markAllRead: 'सभी को पढ़ा हुआ चिह्नित करें',
  empty: 'अभी कोई सूचना नहीं।',
  unread: 'अपठित',
  loadFailed: 'सूचनाएँ लोड नहीं हो सकीं।',
};
