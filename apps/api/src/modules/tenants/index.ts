/** The tenants module's surface: the only file other modules, the seeds and the server may import. */
export {
  exportTenant,
  importTenant,
  importTenantAs,
  LEFT_OUT_OF_COPY,
  type ArchiveManifest,
  type TenantCopy,
} from './archive.ts';
export { catalogTables, type CatalogTable } from './archive-queries.ts';
export { moveTenant, type TenantMove } from './move.ts';
export { flagRoutes } from './flag-routes.ts';
export { operatorRoutes } from './operator-routes.ts';
export { tenantProfileRoutes } from './profile-routes.ts';
export { listTenants, provisionTenant, setTenantActive, setTenantHosts } from './provisioning.ts';
export { tenantRoutes } from './routes.ts';
