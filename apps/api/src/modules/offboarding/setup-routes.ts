import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, section } from '@tenure/domain/access';
import {
  TASK_DOCUMENT_MAX_BYTES,
  TASK_DOCUMENT_MESSAGES,
  offboardingDashboardQuery,
  offboardingDashboardView,
  offboardingSetupOptions,
  taskDocumentView,
  taskTemplateInput,
  taskTemplateQuery,
  taskTemplateView,
} from '@tenure/domain/offboarding';
import { utcToday } from '../../platform/clock.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { idParam } from '../../platform/route-schemas.ts';
import { readUpload } from '../../platform/uploads.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { offboardingDashboard } from './dashboard-service.ts';
import { TASK_DOCUMENT_TYPES, downloadTaskDocument, uploadTaskDocument } from './task-documents.ts';
import {
  createTaskTemplate,
  deleteTaskTemplate,
  listTaskTemplates,
  setupOptions,
  updateTaskTemplate,
} from './template-service.ts';

const tags = ['offboarding'];
const hr = { requires: feature('OFFBOARDING', 'SubmitResignationOnBehalf'), scope: 'all' } as const;
/** The leavers of every entity where the viewer holds the dashboard (dashboard-service.ts). */
const dashboard = { requires: section('OFFBOARDING', 'OffboardingDashboard'), scope: 'entity' } as const;
/** Task owners and HR upload; whoever reads the resignation downloads (task-documents.ts). */
const involved = { authenticated: true } as const;
const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\w. -]/g, '_')}"`;

/** /offboarding-dashboard, the task templates HR sets up, and documents on tasks (SPEC §7 offboarding). */
export function offboardingSetupRoutes(fastify: FastifyInstance, { storage }: ModuleDeps): void {
  const files = { storage };
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/offboarding/dashboard', {
    config: { access: dashboard, flag: 'offboarding' },
    schema: { tags, querystring: offboardingDashboardQuery, response: { 200: offboardingDashboardView } },
    handler: (request) =>
      request.inTenant((tx) => offboardingDashboard(tx, viewerOf(request), request.query, utcToday())),
  });

  app.get('/offboarding/setup-options', {
    config: { access: hr, flag: 'offboarding' },
    schema: { tags, response: { 200: offboardingSetupOptions } },
    handler: (request) => request.inTenant((tx) => setupOptions(tx, viewerOf(request))),
  });
  app.get('/offboarding/task-templates', {
    config: { access: hr, flag: 'offboardingTasks' },
    schema: { tags, querystring: taskTemplateQuery, response: { 200: z.array(taskTemplateView) } },
    handler: (request) =>
      request.inTenant((tx) => listTaskTemplates(tx, viewerOf(request), request.query.legalEntityId)),
  });
  app.post('/offboarding/task-templates', {
    config: { access: hr, flag: 'offboardingTasks' },
    schema: { tags, body: taskTemplateInput, response: { 201: taskTemplateView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => createTaskTemplate(tx, viewerOf(request), request.body))),
  });
  app.put('/offboarding/task-templates/:id', {
    config: { access: hr, flag: 'offboardingTasks' },
    schema: { tags, params: idParam, body: taskTemplateInput, response: { 200: taskTemplateView } },
    handler: (request) =>
      request.inTenant((tx) => updateTaskTemplate(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/offboarding/task-templates/:id', {
    config: { access: hr, flag: 'offboardingTasks' },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => deleteTaskTemplate(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });

  app.post('/offboarding/tasks/:id/documents', {
    config: { access: involved, flag: 'offboardingTasks' },
    schema: {
      tags,
      description:
        'multipart/form-data with one file (pdf, doc, docx, xls, xlsx, csv, jpeg, jpg, png; at most 5 MB, checked by content).',
      params: idParam,
      response: { 201: taskDocumentView },
    },
    handler: async (request, reply) => {
      const upload = await readUpload(request, {
        maxBytes: TASK_DOCUMENT_MAX_BYTES,
        allowed: TASK_DOCUMENT_TYPES,
        typeMessage: TASK_DOCUMENT_MESSAGES.typeNotAllowed,
      });
      return reply
        .code(201)
        .send(
          await request.inTenant((tx) =>
            uploadTaskDocument(tx, viewerOf(request), { taskId: request.params.id, upload }, files),
          ),
        );
    },
  });
  app.get('/offboarding/tasks/:id/documents/:documentId', {
    config: { access: involved, flag: 'offboardingTasks' },
    schema: { tags, params: idParam.extend({ documentId: z.uuid() }) },
    handler: async (request, reply) => {
      const file = await request.inTenant((tx) =>
        downloadTaskDocument(
          tx,
          viewerOf(request),
          { taskId: request.params.id, documentId: request.params.documentId },
          files,
        ),
      );
      return reply
        .type(file.mimeType)
        .header('content-disposition', attachment(file.fileName))
        .send(Buffer.from(file.bytes));
    },
  });
}
