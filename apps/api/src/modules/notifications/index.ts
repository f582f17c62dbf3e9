/** The notifications module's surface: the only file other modules, the seeds and the server may import. */
export { notificationRoutes } from './routes.ts';
