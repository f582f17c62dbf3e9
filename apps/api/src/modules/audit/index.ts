/** The audit module's surface: the only file other modules, the seeds and the server may import. */
export { auditRoutes } from './routes.ts';
