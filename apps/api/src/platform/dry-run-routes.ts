import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { jobStartedView } from '@tenure/domain/jobs';
import { uploadRefusalView, type UploadRowError } from '@tenure/domain/uploads';
import type { RouteAccess } from './context.ts';
import type { FlagKey } from '@tenure/domain/flags';
import { annotatedWorkbook, readSheet, type Sheet, type SheetFileType } from './sheets.ts';
import { readUpload, type Upload } from './uploads.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetUpload extends Upload {
  fileType: SheetFileType;
  /** The file's sheet, read before any transaction opens. */
  sheet: Sheet;
}

/** One file pipeline: its template, its dry run, and the job that loads a file without errors. */
export interface DryRunPipeline<V extends { errors: UploadRowError[] }> {
  path: string;
  access: RouteAccess;
  flag: FlagKey;
  tags: string[];
  /** The downloads' names: `<fileName>-template.xlsx`, `<fileName>-errors.xlsx`. */
  fileName: string;
  maxBytes: number;
  /** The most rows a file may have under its heading row. */
  maxRows: number;
  typeMessage: string;
  view: ZodType<V>;
  template(request: FastifyRequest): Promise<Buffer>;
  check(request: FastifyRequest, upload: SheetUpload): Promise<V>;
  /** Message of a load refused for its errors. */
  refusal(errors: number): string;
  /** Records a load refused for its errors (an import history keeps them); optional. */
  onRefused?(request: FastifyRequest, upload: SheetUpload, view: V): Promise<void>;
  /** Queues the load of a checked file; answers its execution number. */
  start(request: FastifyRequest, upload: SheetUpload, view: V): Promise<number>;
}

/**
 * The routes of SPEC §7's upload families: GET template, POST validate (the dry run: every error
 * by row, column, value and message, nothing changed), POST validate/workbook (the file back with
 * its errors marked), POST load (checked again, then a job to poll by executionNumber).
 */
export function dryRunRoutes<V extends { errors: UploadRowError[] }>(
  fastify: FastifyInstance,
  pipeline: DryRunPipeline<V>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: pipeline.access, flag: pipeline.flag };
  const { tags } = pipeline;
  // The file is read whole (and a bad one refused) before the pipeline opens a transaction.
  const read = async (request: FastifyRequest): Promise<SheetUpload> => {
    const upload = await readUpload(request, {
      maxBytes: pipeline.maxBytes,
      allowed: ['xlsx', 'csv'],
      typeMessage: pipeline.typeMessage,
    });
    const fileType = upload.fileType as SheetFileType;
    return { ...upload, fileType, sheet: await readSheet(upload.bytes, fileType, pipeline.maxRows) };
  };

  app.get(`${pipeline.path}/template`, {
    config,
    schema: { tags, description: 'The XLSX template; lookup columns offer the tenant’s values as dropdowns.' },
    handler: async (request, reply) =>
      reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${pipeline.fileName}-template.xlsx"`)
        .send(await pipeline.template(request)),
  });
  // Untyped: the view's schema is the pipeline's own (V), which the zod provider cannot tie to the handler.
  fastify.post(`${pipeline.path}/validate`, {
    config,
    schema: {
      tags,
      description: 'Dry run: multipart/form-data with the .xlsx or .csv file. Nothing changes.',
      response: { 200: pipeline.view, 400: uploadRefusalView },
    },
    handler: async (request) => pipeline.check(request, await read(request)),
  });
  app.post(`${pipeline.path}/validate/workbook`, {
    config,
    schema: {
      tags,
      description:
        'The uploaded file back as a workbook: each error marked on its cell (red, with a comment) and an Errors column.',
    },
    handler: async (request, reply) => {
      const upload = await read(request);
      const view = await pipeline.check(request, upload);
      const file = await annotatedWorkbook(upload.sheet, view.errors);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${pipeline.fileName}-errors.xlsx"`)
        .send(file);
    },
  });
  app.post(`${pipeline.path}/load`, {
    config,
    schema: {
      tags,
      description:
        'Checks the file again and loads it in a job (all rows or none); poll GET /api/jobs/:executionNumber.',
      response: { 202: jobStartedView, 400: uploadRefusalView },
    },
    handler: async (request, reply) => {
      const upload = await read(request);
      const view = await pipeline.check(request, upload);
      if (view.errors.length > 0) await pipeline.onRefused?.(request, upload, view);
      if (view.errors.length > 0)
        return reply
          .code(400)
          .send({ message: pipeline.refusal(view.errors.length), code: 'UPLOAD_HAS_ERRORS', errors: view.errors });
      return reply.code(202).send({ executionNumber: await pipeline.start(request, upload, view) });
    },
  });
}
