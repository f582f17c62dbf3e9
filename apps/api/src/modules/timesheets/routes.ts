import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { apiKeyRoutes } from './api-keys/routes.ts';
import { approvalRoutes } from './approvals/routes.ts';
import { autoApprovalRoutes } from './auto-approval/routes.ts';
import { clientRoutes } from './clients/routes.ts';
import { erpSyncRoutes } from './erp-sync/routes.ts';
import { externalRoutes } from './external/routes.ts';
import { historyRoutes } from './history/routes.ts';
import { defineTimesheetJobs } from './jobs.ts';
import { leaveDetailsRoutes } from './leave-details/routes.ts';
import { overviewRoutes } from './overview/routes.ts';
import { timesheetDecisions } from './pending-actions.ts';
import { pendingRoutes } from './pending/routes.ts';
import { projectRoutes } from './projects/routes.ts';
import { rateCardRoutes } from './rate-cards/routes.ts';
import { revenueRoutes } from './revenue/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { utilisationTargetRoutes } from './utilisation/routes.ts';
import { taskRoutes } from './tasks/routes.ts';
import { teamRoutes } from './teams/routes.ts';
import { uploadRoutes } from './upload/routes.ts';
import { weekRoutes } from './weeks/routes.ts';

/**
 * Timesheets (SPEC §7), registered under /api; each area registers its v2 and legacy paths (see
 * paths.ts). Who may see or act on what is decided in policy.ts; the jobs are defined in jobs.ts.
 */
export function timesheetRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  deps.actions.register(timesheetDecisions);
  defineTimesheetJobs(deps);
  // Clients and projects: the set-up the weekly timesheet books against.
  clientRoutes(app);
  projectRoutes(app);
  taskRoutes(app);
  teamRoutes(app);
  // The weekly timesheet, its approval and what is read around it.
  weekRoutes(app, deps);
  approvalRoutes(app, deps);
  historyRoutes(app);
  pendingRoutes(app);
  overviewRoutes(app);
  leaveDetailsRoutes(app);
  // Timesheets from outside: the file upload, the client's approvers, the ERP's projects.
  uploadRoutes(app, deps);
  apiKeyRoutes(app, deps);
  externalRoutes(app, deps);
  erpSyncRoutes(app, deps);
  // Revenue, rates and the tenant's settings.
  revenueRoutes(app);
  rateCardRoutes(app);
  autoApprovalRoutes(app);
  settingsRoutes(app);
  utilisationTargetRoutes(app);
}
