import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.ts';
import { approvalRoutes } from './approval-routes.ts';
import { historyRoutes } from './history-routes.ts';
import { overviewRoutes } from './overview-routes.ts';
import { pendingRoutes } from './pending-routes.ts';
import { timesheetDecisions } from './pending-actions.ts';
import { defineTimesheetJobs } from './reminders-jobs.ts';
import { weekRoutes } from './week-routes.ts';

/** Timesheets (SPEC §7): both path families, /api/timesheet/v2 and the legacy /api/hrms/timesheet. */
export function timesheetRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  deps.actions.register(timesheetDecisions);
  defineTimesheetJobs(deps.jobs);
  weekRoutes(fastify, deps);
  approvalRoutes(fastify, deps);
  historyRoutes(fastify);
  pendingRoutes(fastify);
  overviewRoutes(fastify);
}
