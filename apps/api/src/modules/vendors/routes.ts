import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  vendorConsultantExportQuery,
  vendorConsultantPage,
  vendorConsultantQuery,
  vendorDashboardView,
} from '@tenure/domain/vendors';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { VENDOR_DASHBOARD } from './policy.ts';
import { exportVendorConsultants, listVendorConsultants, vendorDashboard } from './service.ts';

const tags = ['vendors'];
/** The consultants of every entity where the viewer holds the dashboard (service.ts). */
const DASHBOARD = { access: { requires: VENDOR_DASHBOARD, scope: 'entity' }, flag: 'vendorDashboard' } as const;

/** SPEC §2 /vendor-dashboard under /api/hrms/hris/vendor-dashboard. */
export function vendorDashboardRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/', {
    config: DASHBOARD,
    schema: { tags, response: { 200: vendorDashboardView } },
    handler: (request) => request.inTenant((tx) => vendorDashboard(tx, viewerOf(request))),
  });
  app.get('/consultants', {
    config: DASHBOARD,
    schema: { tags, querystring: vendorConsultantQuery, response: { 200: vendorConsultantPage } },
    handler: (request) => request.inTenant((tx) => listVendorConsultants(tx, viewerOf(request), request.query)),
  });
  app.get('/consultants/export', {
    config: DASHBOARD,
    schema: { tags, querystring: vendorConsultantExportQuery },
    handler: async (request, reply) => {
      const file = await request.inReadTenant((tx) => exportVendorConsultants(tx, viewerOf(request), request.query));
      return reply
        .type(file.mimeType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  });
}
