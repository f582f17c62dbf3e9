import { section } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

export const jobsRoutes: readonly FeatureRoute[] = [
  // Not in the SPEC's route list: the job history of issue 14 (README Decisions).
  {
    path: '/job-history',
    label: 'jobHistory',
    requires: needs(section('ADMINISTRATION', 'ViewJobs')),
    menu: { group: 'setup', order: 170 },
    page: () => import('./JobHistoryPage.tsx').then((m) => m.JobHistoryPage),
  },
];
