import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { billingEntityRoutes } from './billing-entities/routes.ts';
import { buildingRoutes } from './buildings/routes.ts';
import { clientManagerRoutes } from './client-managers/routes.ts';
import { departmentRoutes } from './departments/routes.ts';
import { geographyRoutes } from './geography/routes.ts';
import { legalEntityRoutes } from './legal-entities/routes.ts';
import { masterRoutes } from './masters/routes.ts';
import { structureRoutes } from './structure/routes.ts';
import { vendorRoutes } from './vendors/routes.ts';

/** SPEC §7 masters, geography and organisation, under /api/hrms/hris. */
export function orgRoutes(app: FastifyInstance, _deps: ModuleDeps): void {
  geographyRoutes(app);
  departmentRoutes(app);
  masterRoutes(app);
  billingEntityRoutes(app);
  clientManagerRoutes(app);
  buildingRoutes(app);
  structureRoutes(app);
  legalEntityRoutes(app);
  vendorRoutes(app);
}
