import { feature, section } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

export const orgRoutes: readonly FeatureRoute[] = [
  {
    path: '/organization-structure',
    label: 'organizationStructure',
    requires: needs(section('ORGANIZATION', 'Organization')),
    menu: { group: 'organization', order: 10 },
    page: () => import('./structure/OrgStructurePage.tsx').then((m) => m.OrgStructurePage),
  },
  // The chart reads only what the organization API gives anyone with Organization, so it is no Setup page.
  {
    path: '/organization-hierarchy',
    label: 'organizationHierarchy',
    requires: needs(section('ORGANIZATION', 'Organization')),
    menu: { group: 'organization', order: 20 },
    page: () => import('./hierarchy/OrgHierarchyPage.tsx').then((m) => m.OrgHierarchyPage),
  },
  {
    path: '/master-data',
    label: 'masterData',
    requires: needs(section('ADMINISTRATION', 'MasterData')),
    menu: { group: 'setup', order: 40 },
    page: () => import('./masters/MasterDataPage.tsx').then((m) => m.MasterDataPage),
  },
  {
    path: '/building',
    label: 'buildings',
    requires: needs(section('ADMINISTRATION', 'MasterData')),
    menu: { group: 'setup', order: 50 },
    page: () => import('./buildings/BuildingsPage.tsx').then((m) => m.BuildingsPage),
  },
  {
    path: '/edit-company-information',
    label: 'editCompanyInformation',
    requires: needs(feature('ORGANIZATION', 'EditCompanyInformation')),
    menu: { group: 'setup', order: 60 },
    page: () => import('./company/CompanyInformationPage.tsx').then((m) => m.CompanyInformationPage),
  },
];
