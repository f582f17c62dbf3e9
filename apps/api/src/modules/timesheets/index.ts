/** The timesheets module's surface: the only file other modules, the seeds and the server may import. */
export { timesheetRoutes } from './routes.ts';
export { projectLineApprover } from './week-projects.ts';
export { refreshWeeks } from './week-service.ts';
