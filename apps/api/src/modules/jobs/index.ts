/** The jobs module's surface: the only file other modules, the seeds and the server may import. */
export { jobRoutes } from './routes.ts';
