import { section } from '@tenure/domain/access';
import { actsForATeam, needs, type FeatureRoute } from '../../lib/access/routes.ts';

export const actionsRoutes: readonly FeatureRoute[] = [
  {
    path: '/my-actions',
    label: 'myActions',
    requires: { ...needs(section('EMPLOYEE', 'MyTeam')), when: actsForATeam },
    menu: { group: 'myActions', order: 10 },
    page: () => import('./MyActionsPage.tsx').then((m) => m.MyActionsPage),
  },
  // The inbox itself is open to every user (HR decides leave without a team); the menu entry follows SPEC §6.
  { path: '/my-actions', label: 'myActions', requires: {} },
];
