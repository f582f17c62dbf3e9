import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { contributeLifecycleReader } from '../employees/index.ts';
import { assignmentRoutes } from './assignment-routes.ts';
import { documentRoutes } from './document-routes.ts';
import { holidayRoutes } from './holiday-routes.ts';
import { planRoutes } from './plan-routes.ts';
import { probationEndEvents } from './probation-service.ts';

/** SPEC §7 policies under /api/hrms/hris: types, plans, assignments, holiday calendars (and the caller's, at /employee/holidays) and the Policy Library; the probation end of the employee journey. */
export function policyRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  planRoutes(app);
  assignmentRoutes(app);
  holidayRoutes(app);
  documentRoutes(app, deps);
  contributeLifecycleReader('probationEnd', probationEndEvents);
}
