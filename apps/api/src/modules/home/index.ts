/** The home module's surface: the only file other modules, the seeds and the server may import. */
export { homeRoutes } from './routes.ts';
