import type { FeatureTranslation } from './types.ts';
import { serverHi } from './hi-server.ts';
import { actionsHi } from '../features/actions/locales/actions-hi.ts';
import { assistantSettingsHi, chatHi } from '../features/chat/locales/chat-hi.ts';
import { homeHi } from '../features/dashboard/locales/home-hi.ts';
import { leaveHi } from '../features/leave/locales/leave-hi.ts';
import { notificationCenterHi } from '../features/notifications/locales/notifications-hi.ts';

/** Hindi texts of the features' pages, fetched with the first signed-in page (the parts still pending: completeness.ts). */
export const hiFeatures: FeatureTranslation = {
  server: serverHi,
  home: homeHi,
  actions: actionsHi,
  leave: leaveHi,
  notificationCenter: notificationCenterHi,
  chat: chatHi,
  assistantSettings: assistantSettingsHi,
};
