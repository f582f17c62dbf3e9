import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { erasureBody, erasureResult } from '@tenure/domain/privacy';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { idParam } from '../../platform/route-schemas.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { PERSONAL_DATA } from './policy.ts';
import { erasePerson, eraseStoredFiles, exportPersonalData } from './service.ts';

const tags = ['privacy'];
const access = { requires: PERSONAL_DATA, scope: 'all' } as const;

/** A person's data on request (issue 37 item 5): the export of everything about them, the erasure of a leaver. */
export function privacyRoutes(fastify: FastifyInstance, { storage }: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/employees/:id/export', {
    config: { access },
    schema: { tags, params: idParam, description: 'A JSON file with every row about the employee, by table.' },
    handler: async (request, reply) => {
      const { document, employeeNumber } = await request.inTenant((tx) =>
        exportPersonalData(tx, viewerOf(request), request.params),
      );
      const name = `personal-data-${employeeNumber.replace(/[^A-Za-z0-9_-]/g, '_')}.json`;
      return reply
        .type('application/json')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(JSON.stringify(document, null, 2));
    },
  });

  app.post('/employees/:id/erase', {
    config: { access },
    schema: { tags, params: idParam, body: erasureBody, response: { 200: erasureResult } },
    handler: async (request) => {
      const v = viewerOf(request);
      const result = await request.inTenant((tx) => erasePerson(tx, v, { ...request.params, ...request.body }));
      // After the commit: a rolled-back erasure must still find its files.
      await eraseStoredFiles(v, request.params.id, storage);
      return result;
    },
  });
}
