import { feature, section } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

export const accessRoutes: readonly FeatureRoute[] = [
  {
    path: '/user-access-role-management',
    label: 'userManagement',
    requires: needs(section('ADMINISTRATION', 'SetupUserManagement'), feature('ADMINISTRATION', 'ManageRoles')),
    menu: { group: 'setup', order: 130 },
    page: () => import('./roles/RolesPage.tsx').then((m) => m.RolesPage),
  },
];
