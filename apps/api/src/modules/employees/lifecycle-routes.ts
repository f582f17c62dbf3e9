import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { employeeNumberParam, lifecycleView } from '@tenure/domain/employees';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { employeeLifecycle } from './lifecycle-service.ts';

/** SPEC §7 Other "employee lifecycle" (flag employeeLifecycleJourney). */
export function lifecycleRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/:employeeNumber/lifecycle', {
    config: { access: { authenticated: true }, flag: 'employeeLifecycleJourney' },
    schema: { tags: ['employees'], params: employeeNumberParam, response: { 200: lifecycleView } },
    handler: (request) =>
      request.inTenant((tx) => employeeLifecycle(tx, viewerOf(request), request.params.employeeNumber)),
  });
}
