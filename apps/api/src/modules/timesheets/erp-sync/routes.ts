import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feature } from '@tenure/domain/access';
import { jobStartedView } from '@tenure/domain/jobs';
import { ERP_MAX_BYTES, ERP_MESSAGES, erpSyncFileInput, erpSyncRunPage, erpSyncRunQuery, erpSyncSettingsInput, erpSyncSettingsView } from '@tenure/domain/vendors';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { badRequest } from '../../../platform/errors.ts';
import { createSecretBox } from '../../../platform/sealed-secrets.ts';
import { safeFileName } from '../../../platform/uploads.ts';
import { auditActor, viewerOf } from '../../../platform/viewer.ts';
import { parseErpFile } from './connectors.ts';
import { ERP_SYNC_JOB } from './jobs.ts';
import { erpSettingsView, listErpRuns, readErpSettings, saveErpSettings } from './service.ts';
import { paths } from '../paths.ts';

const tags = ['timesheet'];
const SYNC = { access: { requires: feature('CLIENTS_AND_PROJECTS', 'SyncOracleProjects'), scope: 'all' }, flag: 'syncProjectsFromOracleERP' } as const;

/** SPEC §7 "Oracle project sync": settings, runs on demand (the HTTP endpoint or a file) and the reports of past runs. */
export function erpSyncRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secrets = createSecretBox(deps.config);

  for (const url of paths('/oracle-project-sync/settings')) {
    app.get(url, {
      config: SYNC,
      schema: { tags, response: { 200: erpSyncSettingsView } },
      handler: (request) => request.inTenant(async (tx) => erpSettingsView(await readErpSettings(tx))),
    });
    app.put(url, {
      config: SYNC,
      schema: { tags, body: erpSyncSettingsInput, response: { 200: erpSyncSettingsView } },
      handler: (request) => request.inTenant((tx) => saveErpSettings(tx, viewerOf(request), secrets, request.body)),
    });
  }

  const start = async (tenantCode: string, userId: string, params: Record<string, unknown>) => deps.jobs.enqueue({ tenantCode, userId }, ERP_SYNC_JOB, params);

  for (const url of paths('/oracle-project-sync/run')) {
    app.post(url, {
      config: SYNC,
      schema: { tags, response: { 202: jobStartedView } },
      handler: async (request, reply) => {
        const v = viewerOf(request);
        const settings = await request.inTenant((tx) => readErpSettings(tx));
        if (!settings) throw badRequest(ERP_MESSAGES.notConfigured, undefined, 'NOT_CONFIGURED');
        if (settings.adapter !== 'http') throw badRequest(ERP_MESSAGES.notHttpAdapter, undefined, 'NOT_HTTP_ADAPTER');
        const executionNumber = await start(v.tenantCode, v.userId, { trigger: 'manual' });
        await request.inTenant((tx) => recordAudit(tx, { ...auditActor(v), action: `${ERP_SYNC_JOB}.started`, entity: 'jobs', entityId: String(executionNumber) }));
        return reply.code(202).send({ executionNumber });
      },
    });
  }

  for (const url of paths('/oracle-project-sync/file')) {
    app.post(url, {
      config: SYNC,
      bodyLimit: ERP_MAX_BYTES * 2,
      schema: { tags, body: erpSyncFileInput, response: { 202: jobStartedView } },
      handler: async (request, reply) => {
        const v = viewerOf(request);
        if (!(await request.inTenant((tx) => readErpSettings(tx)))) throw badRequest(ERP_MESSAGES.notConfigured, undefined, 'NOT_CONFIGURED');
        const fileName = safeFileName(request.body.fileName);
        // Read once here so a file that is no list of projects is refused at once, not by a failed job.
        parseErpFile(request.body.content, fileName);
        const fileKey = `${v.tenantCode}/erp-sync/${randomUUID()}.${/\.json$/i.test(fileName) ? 'json' : 'csv'}`;
        await deps.storage.put(fileKey, new TextEncoder().encode(request.body.content));
        const executionNumber = await start(v.tenantCode, v.userId, { trigger: 'manual', fileKey, fileName });
        await request.inTenant((tx) => recordAudit(tx, { ...auditActor(v), action: `${ERP_SYNC_JOB}.started`, entity: 'jobs', entityId: String(executionNumber), after: { fileName } }));
        return reply.code(202).send({ executionNumber });
      },
    });
  }

  for (const url of paths('/oracle-project-sync/runs')) {
    app.get(url, {
      config: SYNC,
      schema: { tags, querystring: erpSyncRunQuery, response: { 200: erpSyncRunPage } },
      handler: (request) => request.inTenant((tx) => listErpRuns(tx, request.query.page, request.query.size)),
    });
  }
}
