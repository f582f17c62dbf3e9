import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feature } from '@tenure/domain/access';
import { flagOverrideRequest, flagParam, flagSettingsResponse, flagsResponse } from '@tenure/domain/flags';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import type { TenantRef } from '../../platform/context.ts';
import { presetOf } from '../../platform/flags.ts';
import { viewerOf } from '../../platform/viewer.ts';
import * as flags from './flag-service.ts';

const MANAGE_FLAGS = { requires: feature('ADMINISTRATION', 'ManageFeatureFlags'), scope: 'all' } as const;

/**
 * Feature flags: everyone reads the effective set; a holder of ManageFeatureFlags sees presets and
 * overrides, overrides a flag and resets it to the preset. Every process reads the overrides on
 * each request (platform/flags.ts), so a change counts from the next request on everywhere.
 */
export function flagRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['tenants'];
  const current = async (tenant: TenantRef) => ({
    preset: presetOf(tenant),
    flags: await deps.flags.forTenant(tenant),
  });

  app.get('/flags', {
    config: { access: { public: true }, plainPayload: true },
    schema: { tags, response: { 200: flagsResponse } },
    handler: async (request) => ({ preset: presetOf(request.tenant!), flags: await deps.flags.forRequest(request) }),
  });

  app.get('/flags/settings', {
    config: { access: MANAGE_FLAGS },
    schema: { tags, response: { 200: flagSettingsResponse } },
    handler: (request) =>
      request.inTenant((tx) => flags.flagSettings(tx, viewerOf(request), { preset: presetOf(request.tenant!) })),
  });

  app.put('/flags', {
    config: { access: MANAGE_FLAGS },
    schema: { tags, body: flagOverrideRequest, response: { 200: flagsResponse } },
    handler: async (request) => {
      await request.inTenant((tx) => flags.overrideFlag(tx, viewerOf(request), request.body));
      return current(request.tenant!);
    },
  });

  app.delete('/flags/:flag', {
    config: { access: MANAGE_FLAGS },
    schema: { tags, params: flagParam, response: { 200: flagsResponse } },
    handler: async (request) => {
      await request.inTenant((tx) => flags.resetFlag(tx, viewerOf(request), request.params));
      return current(request.tenant!);
    },
  });
}
