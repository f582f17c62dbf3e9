/** The performance module's surface: the only file other modules, the seeds and the server may import. */
export { frameworkRoutes } from './framework-routes.ts';
export { goalRoutes } from './goal-routes.ts';
export { recomputeProgress } from './goal-service.ts';
export { reviewCycleRoutes } from './review-cycle-routes.ts';
export { reviewRoutes } from './review-routes.ts';
export { skillRoutes } from './skill-routes.ts';
