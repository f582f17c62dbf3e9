import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { defineOffboardingJobs } from './jobs.ts';
import {
  exitApprovalDecisions,
  offboardingTaskActions,
  resignationDecisions,
  transferDecisions,
} from './pending-actions.ts';
import { resignationRoutes } from './resignation-routes.ts';
import { offboardingSetupRoutes } from './setup-routes.ts';
import { transferRoutes } from './transfer-routes.ts';

/**
 * Offboarding (SPEC §7 /hrms/hris/resignation, /offboarding, /transfer): its decisions waiting in
 * My Actions, its daily jobs, and one sub-plugin per area — resignations with their exits and
 * tasks, HR's setup (dashboard, task templates, task documents), transfers.
 */
export function offboardingRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  for (const kind of [resignationDecisions, exitApprovalDecisions, offboardingTaskActions, transferDecisions])
    deps.actions.register(kind);
  defineOffboardingJobs(deps.jobs);
  resignationRoutes(app, deps);
  offboardingSetupRoutes(app, deps);
  transferRoutes(app, deps);
}
