import { section } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

const policySetup = () => import('./PolicySetupPage.tsx').then((m) => m.PolicySetupPage);

export const policiesRoutes: readonly FeatureRoute[] = [
  {
    path: '/policy-document',
    label: 'policyLibrary',
    requires: needs(section('ORGANIZATION', 'PolicyLibrary')),
    menu: { group: 'organization', order: 40 },
    page: () => import('./PolicyLibraryPage.tsx').then((m) => m.PolicyLibraryPage),
  },
  {
    path: '/policy',
    label: 'setupPolicies',
    requires: needs(section('ADMINISTRATION', 'SetupPolicies')),
    menu: { group: 'setup', order: 80 },
    page: policySetup,
  },
  {
    path: '/policy/:route',
    label: 'policyType',
    requires: needs(section('ADMINISTRATION', 'SetupPolicies')),
    page: policySetup,
  },
];
