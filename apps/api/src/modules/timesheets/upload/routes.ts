import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feature } from '@tenure/domain/access';
import { pageOf, pageQuery } from '@tenure/domain/paging';
import {
  TIMESHEET_UPLOAD_MAX_BYTES,
  TIMESHEET_UPLOAD_MAX_ROWS,
  TIMESHEET_UPLOAD_MESSAGES,
  timesheetImportDetailView,
  timesheetImportView,
  timesheetUploadView,
} from '@tenure/domain/timesheets';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { startBulkLoad } from '../../../platform/bulk-loads.ts';
import type { RouteAccess } from '../../../platform/context.ts';
import { dryRunRoutes } from '../../../platform/dry-run-routes.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import {
  checkTimesheetFile,
  importDetails,
  listImports,
  recordImport,
  uploadSettings,
  uploadTemplate,
  type UploadSettings,
} from './service.ts';
import { TIMESHEET_UPLOAD_JOB } from './jobs.ts';
import { paths, V2 } from '../paths.ts';

const tags = ['timesheet upload'];
const flag = 'timesheet' as const;
/** SPEC §6: bulk upload needs BulkUploadOption. */
const UPLOAD_ACCESS: RouteAccess = { requires: feature('TIMESHEET', 'BulkUploadOption'), scope: 'all' };

/** The upload's settings: the request's flag, read here, passed to the use-case. */
const settingsOf = async (request: FastifyRequest, deps: ModuleDeps): Promise<UploadSettings> => {
  const input = { restrictHistoricalEdit: (await deps.flags.forRequest(request)).restrictHistoricalTimeSheetEdit };
  return request.inTenant((tx) => uploadSettings(tx, viewerOf(request), input));
};

/**
 * Timesheet bulk upload (SPEC §7 timesheet-upload and the batch service's import history): the
 * template, the dry run, the load as a job, and the history of loaded and refused files.
 */
export function uploadRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  for (const path of paths('/timesheet-upload', '/timesheet-upload')) {
    dryRunRoutes(fastify, {
      path,
      access: UPLOAD_ACCESS,
      flag,
      tags,
      fileName: 'timesheet-upload',
      maxBytes: TIMESHEET_UPLOAD_MAX_BYTES,
      maxRows: TIMESHEET_UPLOAD_MAX_ROWS,
      typeMessage: TIMESHEET_UPLOAD_MESSAGES.notSpreadsheet,
      view: timesheetUploadView,
      refusal: TIMESHEET_UPLOAD_MESSAGES.hasErrors,
      template: async (request) => {
        const settings = await settingsOf(request, deps);
        return request.inTenant((tx) => uploadTemplate(tx, settings));
      },
      check: async (request, upload) => {
        const settings = await settingsOf(request, deps);
        return (await request.inTenant((tx) => checkTimesheetFile(tx, viewerOf(request), settings, upload.sheet))).view;
      },
      onRefused: (request, upload, view) =>
        request.inTenant((tx) =>
          recordImport(tx, {
            fileName: upload.fileName,
            rows: view.rows,
            uploadedBy: viewerOf(request).userId,
            outcome: 'refused',
            errors: view.errors,
            executionNumber: null,
            fileKey: null,
          }),
        ),
      start: async (request, upload, view) => {
        const v = viewerOf(request);
        const load = await startBulkLoad(request, deps, TIMESHEET_UPLOAD_JOB, upload, {
          ...(await settingsOf(request, deps)),
          employeeId: v.employeeId,
          permissions: v.permissions,
        });
        await request.inTenant((tx) =>
          recordImport(tx, {
            fileName: upload.fileName,
            rows: view.rows,
            uploadedBy: v.userId,
            outcome: 'started',
            errors: [],
            ...load,
          }),
        );
        return load.executionNumber;
      },
    });
  }
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(`${V2}/batch/imports`, {
    config: { access: UPLOAD_ACCESS, flag },
    schema: {
      tags,
      description: 'The import history, latest first.',
      querystring: pageQuery,
      response: { 200: pageOf(timesheetImportView) },
    },
    handler: (request) => request.inTenant((tx) => listImports(tx, request.query)),
  });
  app.get(`${V2}/batch/imports/:id`, {
    config: { access: UPLOAD_ACCESS, flag },
    schema: { tags, params: idParam, response: { 200: timesheetImportDetailView } },
    handler: (request) => request.inTenant((tx) => importDetails(tx, request.params.id)),
  });
}
