import { feature } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

export const tenantsRoutes: readonly FeatureRoute[] = [
  // The spec has no route for the flag page; it sits in the Setup menu beside the other tenant settings.
  {
    path: '/feature-flags',
    label: 'featureFlags',
    requires: needs(feature('ADMINISTRATION', 'ManageFeatureFlags')),
    menu: { group: 'setup', order: 160 },
    page: () => import('./FeatureFlagsPage.tsx').then((m) => m.FeatureFlagsPage),
  },
];
