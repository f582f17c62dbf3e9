import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feature } from '@tenure/domain/access';
import { jobStartedView } from '@tenure/domain/jobs';
import {
  ERP_MAX_BYTES,
  erpSyncFileInput,
  erpSyncRunPage,
  erpSyncRunQuery,
  erpSyncSettingsInput,
  erpSyncSettingsView,
} from '@tenure/domain/vendors';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { createSecretBox } from '../../../platform/sealed-secrets.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import {
  auditErpRunStarted,
  ERP_SYNC_JOB,
  listErpRuns,
  prepareErpRun,
  readErpSettingsView,
  saveErpSettings,
} from './service.ts';
import { paths } from '../paths.ts';

const tags = ['timesheet'];
const SYNC = {
  access: { requires: feature('CLIENTS_AND_PROJECTS', 'SyncOracleProjects'), scope: 'all' },
  flag: 'syncProjectsFromOracleERP',
} as const;

/** SPEC §7 "Oracle project sync": settings, runs on demand (the HTTP endpoint or a file) and the reports of past runs. */
export function erpSyncRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secrets = createSecretBox(deps.config);

  for (const url of paths('/oracle-project-sync/settings')) {
    app.get(url, {
      config: SYNC,
      schema: { tags, response: { 200: erpSyncSettingsView } },
      handler: (request) => request.inTenant((tx) => readErpSettingsView(tx)),
    });
    app.put(url, {
      config: SYNC,
      schema: { tags, body: erpSyncSettingsInput, response: { 200: erpSyncSettingsView } },
      handler: (request) => request.inTenant((tx) => saveErpSettings(tx, viewerOf(request), secrets, request.body)),
    });
  }

  /**
   * A run on demand: checked (and its file kept) in one transaction, queued after it commits (the
   * queue writes in its own transaction), then audited with its execution number.
   */
  const start = async (request: FastifyRequest, input: { file?: { fileName: string; content: string } }) => {
    const v = viewerOf(request);
    const params = await request.inTenant((tx) =>
      prepareErpRun(tx, v, input, { storage: deps.storage, tenantCode: v.tenantCode }),
    );
    const executionNumber = await deps.jobs.enqueue({ tenantCode: v.tenantCode, userId: v.userId }, ERP_SYNC_JOB, {
      ...params,
    });
    await request.inTenant((tx) => auditErpRunStarted(tx, v, { executionNumber, fileName: params.fileName }));
    return executionNumber;
  };

  for (const url of paths('/oracle-project-sync/run')) {
    app.post(url, {
      config: SYNC,
      schema: { tags, response: { 202: jobStartedView } },
      handler: async (request, reply) => {
        return reply.code(202).send({ executionNumber: await start(request, {}) });
      },
    });
  }

  for (const url of paths('/oracle-project-sync/file')) {
    app.post(url, {
      config: SYNC,
      bodyLimit: ERP_MAX_BYTES * 2,
      schema: { tags, body: erpSyncFileInput, response: { 202: jobStartedView } },
      handler: async (request, reply) => {
        return reply.code(202).send({ executionNumber: await start(request, { file: request.body }) });
      },
    });
  }

  for (const url of paths('/oracle-project-sync/runs')) {
    app.get(url, {
      config: SYNC,
      schema: { tags, querystring: erpSyncRunQuery, response: { 200: erpSyncRunPage } },
      handler: (request) => request.inTenant((tx) => listErpRuns(tx, request.query)),
    });
  }
}
