import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../platform/module-deps.ts';
import { accessRoutes } from './access/index.ts';
import { adminRoutes } from './admin/index.ts';
import { auditRoutes } from './audit/index.ts';
import { authRoutes, scimRoutes } from './auth/index.ts';
import { employeeRoutes } from './employees/index.ts';
import { homeRoutes } from './home/index.ts';
import { jobRoutes } from './jobs/index.ts';
import { leaveRoutes } from './leave/index.ts';
import { notificationRoutes } from './notifications/index.ts';
import { offboardingRoutes } from './offboarding/index.ts';
import { onboardingRoutes } from './onboarding/index.ts';
import { onboardingLifecycleRoutes } from './onboarding/index.ts';
import { orgRoutes } from './org/index.ts';
import { performanceRoutes } from './performance/index.ts';
import { policyRoutes } from './policies/index.ts';
import { privacyRoutes } from './privacy/index.ts';
import { operatorRoutes } from './tenants/index.ts';
import { tenantProfileRoutes } from './tenants/index.ts';
import { flagRoutes } from './tenants/index.ts';
import { tenantRoutes } from './tenants/index.ts';
import { timesheetRoutes } from './timesheets/index.ts';
import { userRoutes } from './users/index.ts';
import { vendorDashboardRoutes } from './vendors/index.ts';
import { frameworkRoutes } from './performance/index.ts';
import { surveyRoutes } from './surveys/index.ts';
import { exitSurveyRoutes } from './surveys/index.ts';
import { financeRoutes } from './finance/index.ts';
import { esopInfoRoutes } from './finance/index.ts';
import { chatRoutes } from './chat/index.ts';
import { payrollRoutes } from './finance/index.ts';
import { reportRoutes } from './reports/index.ts';

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
    ['/api/scim/v2', scimRoutes],
    ['/api/hrms/hris', orgRoutes],
    ['/api/hrms/hris', policyRoutes],
    ['/api/hrms/hris/tenant', tenantProfileRoutes],
    ['/api/hrms/hris/employee', employeeRoutes],
    ['/api/hrms/hris/employee', onboardingRoutes],
    ['/api/home', homeRoutes],
    ['/api', notificationRoutes],
    ['/api/hrms/leave-attendance', leaveRoutes],
    ['/api', timesheetRoutes],
    ['/api/admin/jobs', jobRoutes],
    ['/api/audit-log', auditRoutes],
    ['/api/operator', operatorRoutes],
    ['/api/hrms/hris/onboarding', onboardingLifecycleRoutes],
    ['/api/hrms/hris/vendor-dashboard', vendorDashboardRoutes],
    ['/api/hrms/hris', offboardingRoutes],
    ['/api/pms', performanceRoutes],
    ['/api/performance-frameworks', frameworkRoutes],
    ['/api/hrms/surveys', surveyRoutes],
    ['/api/hrms/hris', exitSurveyRoutes],
    ['/api/hrms/finance', financeRoutes],
    ['/api/hrms/hris/employee', esopInfoRoutes],
    ['/api', chatRoutes],
    ['/api/payroll-simulation', payrollRoutes],
    ['/api/reports', reportRoutes],
    ['/api/privacy', privacyRoutes],
  ];
  for (const [prefix, routes] of modules) {
    await app.register(async (scope) => routes(scope, deps), { prefix });
  }
}
