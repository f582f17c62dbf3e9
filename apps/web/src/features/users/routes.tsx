import { feature, section } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

const manageUserEntityRoles = needs(
  section('ADMINISTRATION', 'SetupUserManagement'),
  feature('ADMINISTRATION', 'ManageUserEntityRoles'),
);

export const usersRoutes: readonly FeatureRoute[] = [
  {
    path: '/user-role-assignment',
    label: 'userRoleAssignment',
    requires: manageUserEntityRoles,
    menu: { group: 'setup', order: 140 },
    page: () => import('./UserRoleAssignmentPage.tsx').then((m) => m.UserRoleAssignmentPage),
  },
  {
    path: '/user-entities-assignment',
    label: 'userEntitiesAssignment',
    requires: manageUserEntityRoles,
    menu: { group: 'setup', order: 150 },
    page: () => import('./UserEntitiesAssignmentPage.tsx').then((m) => m.UserEntitiesAssignmentPage),
  },
];
