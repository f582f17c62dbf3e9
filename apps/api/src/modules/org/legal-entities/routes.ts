import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { section } from '@tenure/domain/access';
import { legalEntityAdminView, legalEntityInput } from '@tenure/domain/org';
import { SETUP_ORGANIZATION } from '../policy.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import * as q from './queries.ts';
import * as entities from './service.ts';
import { viewerOf } from '../../../platform/viewer.ts';

/** The Legal Entity tab shows the register to whoever holds its section (SPEC §6). */
const VIEW_LEGAL_ENTITIES = { requires: section('ORGANIZATION', 'LegalEntitySection'), scope: 'all' } as const;

/**
 * Legal entities: code `CC-…` (the country's rules of SPEC §5 follow CC), name, currency, address,
 * holding-company flag. Everyone reads the active ones through /api/auth/entities; this is the
 * administration of all of them.
 */
export function legalEntityRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['org'];

  api.get('/legal-entity', {
    config: { access: VIEW_LEGAL_ENTITIES },
    schema: { tags, response: { 200: z.array(legalEntityAdminView) } },
    handler: (request) => request.inTenant(q.listLegalEntities),
  });
  api.post('/legal-entity', {
    config: { access: SETUP_ORGANIZATION },
    schema: { tags, body: legalEntityInput, response: { 201: legalEntityAdminView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => entities.createLegalEntity(tx, viewerOf(request), request.body))),
  });
  api.put('/legal-entity/:id', {
    config: { access: SETUP_ORGANIZATION },
    schema: { tags, params: idParam, body: legalEntityInput, response: { 200: legalEntityAdminView } },
    handler: (request) =>
      request.inTenant((tx) =>
        entities.updateLegalEntity(tx, viewerOf(request), request.params.id, request.body, request.auth!.entity.id),
      ),
  });
}
