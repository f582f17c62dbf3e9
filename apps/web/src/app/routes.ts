import { accessRoutes } from '../features/access/index.ts';
import { actionsRoutes } from '../features/actions/index.ts';
import { adminRoutes } from '../features/admin/index.ts';
import { auditRoutes } from '../features/audit/index.ts';
import { authPublicRoutes, authRoutes } from '../features/auth/index.ts';
import { chatRoutes } from '../features/chat/index.ts';
import { dashboardRoutes } from '../features/dashboard/index.ts';
import { employeesRoutes } from '../features/employees/index.ts';
import { financeRoutes } from '../features/finance/index.ts';
import { jobsRoutes } from '../features/jobs/index.ts';
import { leaveRoutes } from '../features/leave/index.ts';
import { offboardingRoutes } from '../features/offboarding/index.ts';
import { onboardingRoutes } from '../features/onboarding/index.ts';
import { orgRoutes } from '../features/org/index.ts';
import { performanceRoutes } from '../features/performance/index.ts';
import { policiesRoutes } from '../features/policies/index.ts';
import { reportsRoutes } from '../features/reports/index.ts';
import { surveysRoutes } from '../features/surveys/index.ts';
import { tenantsRoutes } from '../features/tenants/index.ts';
import { timesheetsPublicRoutes, timesheetsRoutes } from '../features/timesheets/index.ts';
import { usersRoutes } from '../features/users/index.ts';
import { vendorsRoutes } from '../features/vendors/index.ts';
import type { FeatureRoute, PageLoader, PublicRoute } from '../lib/access/routes.ts';

/** Every signed-in page of every feature: the router, the guards and the sidebar are built from them. */
export const FEATURE_ROUTES: readonly FeatureRoute[] = [
  ...dashboardRoutes,
  ...leaveRoutes,
  ...timesheetsRoutes,
  ...vendorsRoutes,
  ...performanceRoutes,
  ...surveysRoutes,
  ...actionsRoutes,
  ...orgRoutes,
  ...employeesRoutes,
  ...policiesRoutes,
  ...financeRoutes,
  ...onboardingRoutes,
  ...offboardingRoutes,
  ...adminRoutes,
  ...accessRoutes,
  ...usersRoutes,
  ...authRoutes,
  ...tenantsRoutes,
  ...jobsRoutes,
  ...auditRoutes,
  ...chatRoutes,
  ...reportsRoutes,
];

/** Pages open without a session. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [...authPublicRoutes, ...timesheetsPublicRoutes];

/**
 * One routed page per path: the route of that path that carries the page. A path with no page, or
 * with two, is a mistake in a feature's routes and fails at start (and in app/routes.test.ts).
 */
export function pageRoutes(routes: readonly FeatureRoute[]): (FeatureRoute & { page: PageLoader })[] {
  const paths = [...new Set(routes.map((route) => route.path))];
  return paths.map((path) => {
    const carriers = routes
      .filter((route) => route.path === path)
      .flatMap((r) => (r.page ? [{ ...r, page: r.page }] : []));
    const [only] = carriers;
    if (carriers.length !== 1 || !only)
      throw new Error(`${path} has ${carriers.length} pages; exactly one of its routes carries the page`);
    return only;
  });
}
