import { feature } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

export const chatRoutes: readonly FeatureRoute[] = [
  // Not in the SPEC's route list: the HR assistant's settings (issue 22), under the key its API checks; reachable with the chatbot off, to turn it on.
  {
    path: '/assistant-settings',
    label: 'assistantSettings',
    requires: needs(feature('ADMINISTRATION', 'ManageFeatureFlags')),
    menu: { group: 'setup', order: 190 },
    page: () => import('./settings/AssistantSettingsPage.tsx').then((m) => m.AssistantSettingsPage),
  },
];
