import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.ts';
import { apiKeyRoutes } from './api-keys-routes.ts';
import { approvalRoutes } from './approval-routes.ts';
import { defineAutoApprovalJobs } from './auto-approval-jobs.ts';
import { autoApprovalRoutes } from './auto-approval-routes.ts';
import { clientRoutes } from './clients-routes.ts';
import { externalRoutes } from './external-routes.ts';
import { erpSyncRoutes } from './erp-sync-routes.ts';
import { historyRoutes } from './history-routes.ts';
import { leaveDetailsRoutes } from './leave-details.ts';
import { overviewRoutes } from './overview-routes.ts';
import { pendingRoutes } from './pending-routes.ts';
import { timesheetDecisions } from './pending-actions.ts';
import { projectRoutes } from './projects-routes.ts';
import { rateCardRoutes } from './rate-cards-routes.ts';
import { defineTimesheetJobs } from './reminders-jobs.ts';
import { revenueRoutes } from './revenue-routes.ts';
import { settingsRoutes } from './settings-routes.ts';
import { taskRoutes } from './tasks-routes.ts';
import { teamRoutes } from './teams-routes.ts';
import { uploadRoutes } from './upload-routes.ts';
import { weekRoutes } from './week-routes.ts';

/** Timesheets (SPEC §7): each part registers its v2 and legacy paths (see paths.ts); registered under /api. */
export function timesheetRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  deps.actions.register(timesheetDecisions);
  defineTimesheetJobs(deps.jobs);
  clientRoutes(app);
  projectRoutes(app);
  taskRoutes(app);
  teamRoutes(app);
  weekRoutes(app, deps);
  approvalRoutes(app, deps);
  historyRoutes(app);
  pendingRoutes(app);
  overviewRoutes(app);
  leaveDetailsRoutes(app);
  uploadRoutes(app, deps);
  apiKeyRoutes(app, deps);
  externalRoutes(app, deps);
  erpSyncRoutes(app, deps);
  defineAutoApprovalJobs(deps.jobs, deps.tenants, deps.flags);
  revenueRoutes(app);
  rateCardRoutes(app);
  autoApprovalRoutes(app);
  settingsRoutes(app);
}
