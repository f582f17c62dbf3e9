import type { FastifyInstance } from 'fastify';
import { billingEntityInput, billingEntityView } from '@tenure/domain/org';
import { masterRoutes } from '../crud-routes.ts';
import * as q from './queries.ts';
import * as billing from './service.ts';

/** SPEC §3 billing legal entities: read by every user (project and client dropdowns), changed by master-data admins. */
export function billingEntityRoutes(app: FastifyInstance): void {
  masterRoutes(app, {
    path: '/billing-entity',
    tags: ['masters'],
    input: billingEntityInput,
    view: billingEntityView,
    list: q.listBillingEntities,
    create: billing.createBillingEntity,
    update: billing.updateBillingEntity,
    remove: billing.deleteBillingEntity,
  });
}
