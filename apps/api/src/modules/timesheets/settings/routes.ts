import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { section } from '@tenure/domain/access';
import { entitySettingsInput, entitySettingsView } from '@tenure/domain/timesheets';
import { viewerOf } from '../../../platform/viewer.ts';
import { paths } from '../paths.ts';
import { listEntitySettings, saveEntitySettings } from './service.ts';

const tags = ['timesheets'];
const ACCESS = {
  access: { requires: section('ADMINISTRATION', 'TimesheetSetup'), scope: 'all' },
  flag: 'timesheet',
} as const;
const BASE = '/timesheet-settings';

/** Timesheet settings per legal entity (`/timesheet-management`). */
export function settingsRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const url of paths(BASE)) {
    app.get(url, {
      config: ACCESS,
      schema: { tags, response: { 200: z.array(entitySettingsView) } },
      handler: (request) => request.inTenant((tx) => listEntitySettings(tx)),
    });
  }
  for (const url of paths(`${BASE}/:legalEntityId`)) {
    app.put(url, {
      config: ACCESS,
      schema: {
        tags,
        params: z.object({ legalEntityId: z.uuid() }),
        body: entitySettingsInput,
        response: { 200: entitySettingsView },
      },
      handler: (request) =>
        request.inTenant((tx) => saveEntitySettings(tx, viewerOf(request), request.params.legalEntityId, request.body)),
    });
  }
}
