import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { goalRoutes } from './goals/routes.ts';
import { reviewCycleRoutes } from './review-cycles/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { skillRoutes } from './skills/routes.ts';

/** SPEC §7 PMS under /api/pms: goals, skills, review cycles (with calibration) and reviews, each area in its folder. */
export async function performanceRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await app.register(async (scope) => goalRoutes(scope, deps));
  await app.register(async (scope) => skillRoutes(scope, deps));
  await app.register(async (scope) => reviewCycleRoutes(scope, deps));
  await app.register(async (scope) => reviewRoutes(scope, deps));
}

/** Performance frameworks, company values, KPIs and their mappings: their own prefix, /api/performance-frameworks. */
export { frameworkRoutes } from './frameworks/routes.ts';
