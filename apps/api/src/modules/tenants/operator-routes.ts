import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTenantRequest,
  createTenantResponse,
  tenantCodeParams,
  tenantHostsRequest,
  tenantSummary,
} from '@tenure/domain/tenants';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { listTenants, provisionTenant, setTenantActive, setTenantHosts, type OperatorDeps } from './provisioning.ts';

/**
 * The operator API: the platform's own administration of tenants, for whoever runs Tenure (bearer
 * OPERATOR_TOKEN, see the guard), never for a tenant's user. Plain bodies: no tenant, no payload key.
 */
export function operatorRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const operator: OperatorDeps = {
    db: deps.db,
    mailer: deps.mailer,
    config: deps.config,
    onTenantChanged: () => deps.tenants.forget(),
  };
  // A wrong token is answered like a wrong password: guesses are limited per client address.
  const config = {
    access: { operator: true },
    plainPayload: true,
    rateLimit: { max: 30, timeWindow: '1 minute' },
  } as const;
  const tags = ['operator'];

  app.get('/tenants', {
    config,
    schema: { tags, response: { 200: z.array(tenantSummary) } },
    handler: () => listTenants(deps.db),
  });

  app.post('/tenants', {
    config,
    schema: { tags, body: createTenantRequest, response: { 201: createTenantResponse } },
    handler: async (request, reply) => reply.code(201).send(await provisionTenant(operator, request.body, request.id)),
  });

  const transition = (active: boolean) => (request: FastifyRequest<{ Params: { code: string } }>) =>
    setTenantActive(operator, request.params.code, active, request.id);
  app.post('/tenants/:code/suspend', {
    config,
    schema: { tags, params: tenantCodeParams, response: { 200: tenantSummary } },
    handler: transition(false),
  });
  app.post('/tenants/:code/resume', {
    config,
    schema: { tags, params: tenantCodeParams, response: { 200: tenantSummary } },
    handler: transition(true),
  });

  app.put('/tenants/:code/hosts', {
    config,
    schema: { tags, params: tenantCodeParams, body: tenantHostsRequest, response: { 200: tenantSummary } },
    handler: (request) => setTenantHosts(operator, request.params.code, request.body.hosts, request.id),
  });
}
