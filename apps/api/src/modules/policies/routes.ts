import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { assignmentRoutes } from './assignment-routes.ts';
import { documentRoutes } from './document-routes.ts';
import { holidayRoutes } from './holiday-routes.ts';
import { planRoutes } from './plan-routes.ts';

/** SPEC §7 policies under /api/hrms/hris: types, plans, assignments, holiday calendars and the Policy Library. */
export function policyRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  planRoutes(app);
  assignmentRoutes(app);
  holidayRoutes(app);
  documentRoutes(app, deps);
}
