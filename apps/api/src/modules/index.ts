import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../platform/module-deps.ts';
import { accessRoutes } from './access/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { employeeRoutes } from './employees/routes.ts';
import { homeRoutes } from './home/routes.ts';
import { jobRoutes } from './jobs/routes.ts';
import { leaveRoutes } from './leave/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { offboardingRoutes } from './offboarding/routes.ts';
import { transferRoutes } from './offboarding/transfer-routes.ts';
import { onboardingRoutes } from './onboarding/routes.ts';
import { onboardingLifecycleRoutes } from './onboarding/lifecycle-routes.ts';
import { bulkOnboardingRoutes } from './onboarding/bulk-routes.ts';
import { orgRoutes } from './org/routes.ts';
import { goalRoutes } from './performance/goal-routes.ts';
import { policyRoutes } from './policies/routes.ts';
import { operatorRoutes } from './tenants/operator-routes.ts';
import { tenantProfileRoutes } from './tenants/profile-routes.ts';
import { flagRoutes } from './tenants/flag-routes.ts';
import { tenantRoutes } from './tenants/routes.ts';
import { timesheetRoutes } from './timesheets/routes.ts';
import { userRoutes } from './users/routes.ts';
import { vendorDashboardRoutes } from './vendors/routes.ts';
import { skillRoutes } from './performance/skill-routes.ts';
import { frameworkRoutes } from './performance/framework-routes.ts';
import { surveyRoutes } from './surveys/routes.ts';
import { exitSurveyRoutes } from './surveys/exit-routes.ts';
import { financeRoutes } from './finance/routes.ts';
import { esopInfoRoutes } from './finance/esop-info-routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { payrollRoutes } from './finance/payroll-routes.ts';
import { reviewCycleRoutes } from './performance/review-cycle-routes.ts';
import { reviewRoutes } from './performance/review-routes.ts';

type ModuleRoutes = (app: FastifyInstance, deps: ModuleDeps) => void;

/** Each domain module registers its routes under its SPEC §7 prefix. */
export async function registerModules(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const modules: [string, ModuleRoutes][] = [
    ['/api', adminRoutes],
    ['/api', tenantRoutes],
    ['/api', flagRoutes],
    ['/api/auth', authRoutes],
    ['/api/auth', accessRoutes],
    ['/api/auth', userRoutes],
    ['/api/hrms/hris', orgRoutes],
    ['/api/hrms/hris', policyRoutes],
    ['/api/hrms/hris/tenant', tenantProfileRoutes],
    ['/api/hrms/hris/employee', employeeRoutes],
    ['/api/hrms/hris/employee', onboardingRoutes],
    ['/api/hrms/hris/employee', bulkOnboardingRoutes],
    ['/api/home', homeRoutes],
    ['/api', notificationRoutes],
    ['/api/hrms/leave-attendance', leaveRoutes],
    ['/api', timesheetRoutes],
    ['/api/admin/jobs', jobRoutes],
    ['/api/operator', operatorRoutes],
    ['/api/hrms/hris/onboarding', onboardingLifecycleRoutes],
    ['/api/hrms/hris/vendor-dashboard', vendorDashboardRoutes],
    ['/api/hrms/hris', offboardingRoutes],
    ['/api/pms', skillRoutes],
    ['/api/performance-frameworks', frameworkRoutes],
    ['/api/hrms/hris', transferRoutes],
    ['/api/hrms/surveys', surveyRoutes],
    ['/api/hrms/hris', exitSurveyRoutes],
    ['/api/pms', goalRoutes],
    ['/api/hrms/finance', financeRoutes],
    ['/api/hrms/hris/employee', esopInfoRoutes],
    ['/api', chatRoutes],
    ['/api/payroll-simulation', payrollRoutes],
    ['/api/pms', reviewCycleRoutes],
    ['/api/pms', reviewRoutes],
  ];
  for (const [prefix, routes] of modules) {
    await app.register(async (scope) => routes(scope, deps), { prefix });
  }
}
