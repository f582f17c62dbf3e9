import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { section } from '@tenure/domain/access';
import { esopInfoView, esopParam } from '@tenure/domain/finance';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { esopInfo } from './esop-info.ts';

/** SPEC §7 Employee: ESOP info by employee id (under the employee prefix, where the spec lists it). */
export function esopInfoRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/esop/:employeeId', {
    config: { access: { requires: section('FINANCE', 'ESOP'), scope: 'self' }, flag: 'myFinance' },
    schema: { tags: ['finance'], params: esopParam, response: { 200: esopInfoView } },
    handler: (request) => request.inTenant((tx) => esopInfo(tx, viewerOf(request), request.params.employeeId)),
  });
}
