import { section } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

export const dashboardRoutes: readonly FeatureRoute[] = [
  {
    path: '/home',
    label: 'dashboard',
    requires: needs(section('DASHBOARD', 'Dashboard')),
    flag: 'dashboard',
    menu: { group: 'dashboard', order: 10 },
    page: () => import('./HomePage.tsx').then((m) => m.HomePage),
  },
  {
    path: '/home/web-clockinout-details',
    label: 'webClock',
    requires: needs(section('DASHBOARD', 'Dashboard')),
    flag: 'dashboard',
    page: () => import('./clock/WebClockPage.tsx').then((m) => m.WebClockPage),
  },
];
