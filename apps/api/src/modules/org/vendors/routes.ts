import type { FastifyInstance } from 'fastify';
import { vendorInput, vendorView } from '@tenure/domain/vendors';
import { masterRoutes } from '../crud-routes.ts';
import * as q from './queries.ts';
import * as vendors from './service.ts';

/** SPEC §7 "vendor list and types": read by every user (the consultant form's vendor list), changed by master-data admins. */
export function vendorRoutes(app: FastifyInstance): void {
  masterRoutes(app, {
    path: '/vendor',
    tags: ['masters'],
    input: vendorInput,
    view: vendorView,
    list: q.listVendors,
    create: vendors.createVendor,
    update: vendors.updateVendor,
    remove: vendors.deleteVendor,
  });
}
