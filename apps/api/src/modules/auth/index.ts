/** The auth module's surface: the only file other modules, the seeds and the server may import. */
export { authRoutes } from './routes.ts';
export { enabledProviders } from './sso/service.ts';
export { scimRoutes } from './scim/routes.ts';
