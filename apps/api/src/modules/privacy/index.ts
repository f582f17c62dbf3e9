/** The privacy module's surface: the only file other modules, the seeds and the server may import. */
export { privacyRoutes } from './routes.ts';
