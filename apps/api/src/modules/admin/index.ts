/** The admin module's surface: the only file other modules, the seeds and the server may import. */
export { adminRoutes } from './routes.ts';
