import { section } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

export const adminRoutes: readonly FeatureRoute[] = [
  {
    path: '/setup',
    label: 'setupChecklist',
    requires: needs(section('ADMINISTRATION', 'SetupChecklist')),
    menu: { group: 'setup', order: 10 },
    page: () => import('./SetupPage.tsx').then((m) => m.SetupPage),
  },
];
