/** The offboarding module's surface: the only file other modules, the seeds and the server may import. */
export { offboardingRoutes } from './routes.ts';
export { createTasksFromTemplates } from './task-queries.ts';
export { applyDueTransfers } from './transfer-apply.ts';
export { OFFBOARDING_REPORTS } from './reports.ts';
