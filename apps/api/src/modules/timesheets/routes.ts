import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.ts';
import { clientRoutes } from './clients-routes.ts';
import { projectRoutes } from './projects-routes.ts';
import { taskRoutes } from './tasks-routes.ts';
import { teamRoutes } from './teams-routes.ts';

/** Timesheets (SPEC §7): each part registers its v2 and legacy paths (see paths.ts); registered under /api. */
export function timesheetRoutes(app: FastifyInstance, _deps: ModuleDeps): void {
  clientRoutes(app);
  projectRoutes(app);
  taskRoutes(app);
  teamRoutes(app);
}
