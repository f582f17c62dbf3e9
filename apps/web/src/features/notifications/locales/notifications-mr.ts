import type { Translated } from '../../../locales/types.ts';
import type { notificationCenterEn } from './notifications-en.ts';

export const notificationCenterMr: Translated<typeof notificationCenterEn> = {
  bell: 'सूचना',
  bellUnread_one: 'सूचना, {{count}} न वाचलेली',
  bellUnread_other: 'सूचना, {{count}} न वाचलेल्या',
  title: 'सूचना',
  markAllRead: 'सर्व वाचल्याचे चिन्हांकित करा',
  empty: 'अद्याप कोणतीही सूचना नाही.',
  unread: 'न वाचलेली',
  loadFailed: 'सूचना लोड होऊ शकल्या नाहीत.',
};
