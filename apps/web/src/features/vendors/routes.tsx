import { section } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

export const vendorsRoutes: readonly FeatureRoute[] = [
  {
    path: '/vendor-dashboard',
    label: 'vendorDashboard',
    requires: needs(section('CLIENTS_AND_PROJECTS', 'VendorDashboard')),
    flag: 'vendorDashboard',
    menu: { group: 'timesheet', order: 100 },
    page: () => import('./VendorDashboardPage.tsx').then((m) => m.VendorDashboardPage),
  },
];
