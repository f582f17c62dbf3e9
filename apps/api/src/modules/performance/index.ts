/** The performance module's surface: the only file other modules, the seeds and the server may import. */
export { recomputeProgress } from './goals/service.ts';
export { frameworkRoutes, performanceRoutes } from './routes.ts';
