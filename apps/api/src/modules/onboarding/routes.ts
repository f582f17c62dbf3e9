import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { addEmployeeRoutes } from './add-employee-routes.ts';
import { bulkOnboardingRoutes } from './bulk-routes.ts';
import { draftRoutes } from './draft-routes.ts';
import { defineOnboardingJobs } from './jobs.ts';
import { numberRoutes } from './number-routes.ts';

/**
 * Onboarding under /hrms/hris/employee (SPEC §2, §7 Employee family): its jobs, and one sub-plugin
 * per area — add-employee and consultants, employee numbers, drafts, bulk onboarding and bulk
 * update. The lifecycle (inactive and resigned employees, checklists) sits under its own prefix:
 * lifecycle-routes.ts.
 */
export function onboardingRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  defineOnboardingJobs(deps.jobs, deps.storage, deps.mailer, app.log);
  addEmployeeRoutes(app, deps);
  numberRoutes(app, deps);
  draftRoutes(app, deps);
  bulkOnboardingRoutes(app, deps);
}
