import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { section } from '@tenure/domain/access';
import { jobStartedView } from '@tenure/domain/jobs';
import { BULK_MAX_BYTES, BULK_MESSAGES, bulkOnboardingKind, bulkValidationView, type BulkOnboardingKind } from '@tenure/domain/onboarding';
import { uploadRefusalView } from '@tenure/domain/uploads';
import type { ModuleDeps } from '../../app.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { RouteAccess } from '../../platform/context.ts';
import { tenantDateFormat } from '../../platform/notifications.ts';
import { annotatedWorkbook, type SheetFileType } from '../../platform/sheets.ts';
import { readUpload } from '../../platform/uploads.ts';
import { auditActor, viewerOf } from '../../platform/viewer.ts';
import { checkBulkFile, type BulkSettings } from './bulk-onboarding.ts';
import { bulkOnboardingTemplate } from './bulk-template.ts';
import { defineBulkOnboardingJob, BULK_ONBOARDING_JOB } from './bulk-load.ts';

const tags = ['onboarding'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Employees need the onboarding section, consultants the consultant onboarding one (SPEC §6). */
const ACCESS: Record<BulkOnboardingKind, RouteAccess> = {
  employee: { requires: section('EMPLOYEE', 'OnboardingDashboard'), scope: 'all' },
  consultant: { requires: section('CONSULTANT', 'ConsultantOnboarding'), scope: 'all' },
};
const PREFIX: Record<BulkOnboardingKind, string> = { employee: '/bulk-upload', consultant: '/consultant/bulk-upload' };
const FILE_NAME: Record<BulkOnboardingKind, string> = { employee: 'bulk-onboarding', consultant: 'bulk-consultant-onboarding' };

const readBulkFile = (request: FastifyRequest) => readUpload(request, { maxBytes: BULK_MAX_BYTES, allowed: ['xlsx', 'csv'], typeMessage: BULK_MESSAGES.notSpreadsheet });

async function settingsOf(request: FastifyRequest, deps: ModuleDeps, kind: BulkOnboardingKind): Promise<BulkSettings> {
  const flags = await deps.flags.forRequest(request);
  const dateFormat = await request.inTenant((tx) => tenantDateFormat(tx, request.tenant!.code));
  return { kind, dateFormat, autoNumbers: flags.autoEmployeeNumberGeneration };
}

/**
 * Bulk onboarding of employees and consultants (SPEC §7 Employee family: bulk upload template,
 * validate, load, poll by executionNumber — GET /api/jobs/:executionNumber).
 */
export function bulkOnboardingRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  defineBulkOnboardingJob(deps.jobs, deps.storage);

  for (const kind of bulkOnboardingKind.options) {
    const config = { access: ACCESS[kind], flag: 'bulkOnboarding' } as const;
    const prefix = PREFIX[kind];

    app.get(`${prefix}/template`, {
      config,
      schema: { tags, description: 'The XLSX template; lookup columns offer the tenant’s values as dropdowns.' },
      handler: async (request, reply) => {
        const settings = await settingsOf(request, deps, kind);
        const file = await request.inTenant((tx) => bulkOnboardingTemplate(tx, settings));
        return reply.type(XLSX).header('content-disposition', `attachment; filename="${FILE_NAME[kind]}-template.xlsx"`).send(file);
      },
    });

    app.post(`${prefix}/validate`, {
      config,
      schema: { tags, description: 'Dry run: multipart/form-data with the .xlsx or .csv file. Nothing is created.', response: { 200: bulkValidationView, 400: uploadRefusalView } },
      handler: async (request) => {
        const upload = await readBulkFile(request);
        const settings = await settingsOf(request, deps, kind);
        return (await request.inTenant((tx) => checkBulkFile(tx, settings, upload.bytes, upload.fileType as SheetFileType))).view;
      },
    });

    app.post(`${prefix}/validate/workbook`, {
      config,
      schema: { tags, description: 'The uploaded file back as a workbook with each error marked on its cell and an Errors column.' },
      handler: async (request, reply) => {
        const upload = await readBulkFile(request);
        const settings = await settingsOf(request, deps, kind);
        const fileType = upload.fileType as SheetFileType;
        const { view } = await request.inTenant((tx) => checkBulkFile(tx, settings, upload.bytes, fileType));
        const file = await annotatedWorkbook(upload.bytes, fileType, view.errors);
        return reply.type(XLSX).header('content-disposition', `attachment; filename="${FILE_NAME[kind]}-errors.xlsx"`).send(file);
      },
    });

    app.post(`${prefix}/load`, {
      config,
      schema: {
        tags,
        description: 'Checks the file again and loads it in a job: all rows or none; rows already onboarded (same employee number or work email) are skipped.',
        response: { 202: jobStartedView, 400: uploadRefusalView },
      },
      handler: async (request, reply) => {
        const upload = await readBulkFile(request);
        const settings = await settingsOf(request, deps, kind);
        const fileType = upload.fileType as SheetFileType;
        const { view } = await request.inTenant((tx) => checkBulkFile(tx, settings, upload.bytes, fileType));
        if (view.errors.length > 0) return reply.code(400).send({ message: BULK_MESSAGES.hasErrors(view.errors.length), code: 'UPLOAD_HAS_ERRORS', errors: view.errors });
        const v = viewerOf(request);
        const fileKey = `${v.tenantCode}/bulk-onboarding/${randomUUID()}.${fileType}`;
        await deps.storage.put(fileKey, upload.bytes);
        const executionNumber = await deps.jobs.enqueue({ tenantCode: v.tenantCode, userId: v.userId }, BULK_ONBOARDING_JOB, { ...settings, fileKey, fileType, fileName: upload.fileName });
        await request.inTenant((tx) =>
          recordAudit(tx, { ...auditActor(v), action: 'onboarding.bulk.load-started', entity: 'jobs', entityId: String(executionNumber), after: { kind, fileName: upload.fileName, rows: view.rows } }),
        );
        return reply.code(202).send({ executionNumber });
      },
    });
  }
}
