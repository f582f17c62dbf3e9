import type { FeatureTranslation } from './types.ts';
import { serverMr } from './mr-server.ts';
import { actionsMr } from '../features/actions/locales/actions-mr.ts';
import { assistantSettingsMr, chatMr } from '../features/chat/locales/chat-mr.ts';
import { homeMr } from '../features/dashboard/locales/home-mr.ts';
import { leaveMr } from '../features/leave/locales/leave-mr.ts';
import { notificationCenterMr } from '../features/notifications/locales/notifications-mr.ts';

/** Marathi texts of the features' pages, fetched with the first signed-in page (the parts still pending: completeness.ts). */
export const mrFeatures: FeatureTranslation = {
  server: serverMr,
  home: homeMr,
  actions: actionsMr,
  leave: leaveMr,
  notificationCenter: notificationCenterMr,
  chat: chatMr,
  assistantSettings: assistantSettingsMr,
};
