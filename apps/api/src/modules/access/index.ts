/** The access module's surface: the only file other modules, the seeds and the server may import. */
export { accessRoutes } from './routes.ts';
export { installDefaultRoles } from './defaults.ts';
