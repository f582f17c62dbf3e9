/** The vendors module's surface: the only file other modules, the seeds and the server may import. */
export { vendorDashboardRoutes } from './routes.ts';
