/** The offboarding module's surface: the only file other modules, the seeds and the server may import. */
export { offboardingRoutes } from './routes.ts';
export { createTasksFromTemplates } from './task-service.ts';
export { applyDueTransfers } from './transfer-apply.ts';
export { transferRoutes } from './transfer-routes.ts';
