/** The org module's surface: the only file other modules, the seeds and the server may import. */
export { orgRoutes } from './routes.ts';
export { deleteUnlessInUse } from './shared.ts';
export { installCompanyStructure } from './defaults.ts';
