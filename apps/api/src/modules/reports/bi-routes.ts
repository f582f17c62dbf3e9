import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feature } from '@tenure/domain/access';
import { biDashboardInput, biDashboardList, biDashboardView, biEmbedView } from '@tenure/domain/report-bi';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createSecretBox } from '../../platform/sealed-secrets.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { biFrameSourcesOf } from './bi-frame-sources.ts';
import { keyParam, REPORTS_MENU } from './route-config.ts';
import { deleteBiDashboard, listBiDashboards, mintBiEmbed, saveBiDashboard } from './bi-settings.ts';

const tags = ['reports'];
/**
 * The BI settings are the tenant administrator's, as the assistant's model settings are: the key
 * only the Super Admin role holds (ManageFeatureFlags), with the Reports flag on.
 */
const BI_SETTINGS = {
  access: { requires: feature('ADMINISTRATION', 'ManageFeatureFlags'), scope: 'all' },
  flag: 'reports',
} as const;

/** Bring your own BI: /api/reports/bi (settings) and /api/reports/{key}/embed (a view's token). */
export function biRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const frameSources = biFrameSourcesOf(deps);
  const box = createSecretBox(deps.config);

  typed.get('/bi', {
    config: BI_SETTINGS,
    schema: { tags, response: { 200: biDashboardList } },
    handler: (request) => request.inTenant((tx) => listBiDashboards(tx)),
  });

  typed.put('/bi/:key', {
    config: BI_SETTINGS,
    schema: { tags, params: keyParam, body: biDashboardInput, response: { 200: biDashboardView } },
    handler: async (request) => {
      const saved = await request.inTenant((tx) =>
        saveBiDashboard(tx, viewerOf(request), box, request.params.key, request.body),
      );
      frameSources.forget(request.tenant!.code);
      return saved;
    },
  });

  typed.delete('/bi/:key', {
    config: BI_SETTINGS,
    schema: { tags, params: keyParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => deleteBiDashboard(tx, viewerOf(request), request.params.key));
      frameSources.forget(request.tenant!.code);
      return reply.code(204).send();
    },
  });

  typed.get('/:key/embed', {
    // A report's dashboard is shown to whoever may open the report (checked by policy.ts).
    config: REPORTS_MENU,
    schema: { tags, params: keyParam, response: { 200: biEmbedView } },
    handler: (request) =>
      request.inTenant((tx) => mintBiEmbed(tx, viewerOf(request), box, request.params.key, request.auth!.entity.code)),
  });
}
