/** The reports module's surface: the only file other modules, the seeds and the server may import. */
export { reportRoutes } from './routes.ts';
export { biFrameSourcesOf } from './bi-frame-sources.ts';
export { createReportingRole, type ReportingRole } from './bi-reporting-role.ts';
