import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_MAX_BYTES,
  EMPLOYEE_MESSAGES,
  PROFILE_IMAGE_MAX_BYTES,
  documentCategoryField,
  documentParam,
  documentView,
  employeeNumberParam,
} from '@tenure/domain/employees';
import { MIME_TYPES, type AllowedFileType } from '../../platform/file-types.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { readUpload } from '../../platform/uploads.ts';
import * as documents from './document-service.ts';
import { viewerOf } from '../../platform/viewer.ts';

const DOCUMENT_UPLOAD = {
  maxBytes: DOCUMENT_MAX_BYTES,
  allowed: Object.keys(MIME_TYPES) as AllowedFileType[],
  typeMessage: EMPLOYEE_MESSAGES.fileTypeNotAllowed,
};
const PROFILE_IMAGE_UPLOAD = {
  maxBytes: PROFILE_IMAGE_MAX_BYTES,
  allowed: ['jpeg', 'png'] as AllowedFileType[],
  typeMessage: EMPLOYEE_MESSAGES.imageTypeNotAllowed,
};
const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\w. -]/g, '_')}"`;

/** Profile documents and the profile image; who may do what is the 'documents' section rule (policy.ts). */
export function documentRoutes(fastify: FastifyInstance, { storage }: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = { authenticated: true } as const;

  app.get('/:employeeNumber/documents', {
    config: { access },
    schema: { tags: ['employees'], params: employeeNumberParam, response: { 200: z.array(documentView) } },
    handler: (request) =>
      request.inTenant((tx) => documents.listEmployeeDocuments(tx, viewerOf(request), request.params.employeeNumber)),
  });

  app.post('/:employeeNumber/documents', {
    config: { access },
    schema: {
      tags: ['employees'],
      description:
        'multipart/form-data with one file (csv, doc, docx, xls, xlsx, pdf, jpeg, jpg, png; at most 5 MB, checked by content).',
      params: employeeNumberParam,
      querystring: z.object({ category: documentCategoryField }),
      response: { 201: documentView },
    },
    handler: async (request, reply) => {
      const upload = await readUpload(request, DOCUMENT_UPLOAD);
      const { employeeNumber } = request.params;
      const view = await request.inTenant((tx) =>
        documents.uploadDocument(
          tx,
          viewerOf(request),
          { employeeNumber, category: request.query.category, upload },
          { storage },
        ),
      );
      return reply.code(201).send(view);
    },
  });

  app.get('/:employeeNumber/documents/:documentId', {
    config: { access },
    schema: { tags: ['employees'], params: documentParam },
    handler: async (request, reply) => {
      const file = await request.inTenant((tx) =>
        documents.downloadDocument(tx, viewerOf(request), request.params, { storage }),
      );
      return reply
        .type(file.mimeType)
        .header('content-disposition', attachment(file.fileName))
        .send(Buffer.from(file.bytes));
    },
  });

  app.delete('/:employeeNumber/documents/:documentId', {
    config: { access },
    schema: { tags: ['employees'], params: documentParam },
    handler: async (request, reply) => {
      const storageKey = await request.inTenant((tx) =>
        documents.deleteDocument(tx, viewerOf(request), request.params.employeeNumber, request.params.documentId),
      );
      // After the commit: a rolled-back delete must still find its file.
      await storage.delete(storageKey);
      return reply.code(204).send();
    },
  });

  app.put('/:employeeNumber/profile-image', {
    config: { access },
    schema: {
      tags: ['employees'],
      description: 'multipart/form-data with one JPEG or PNG picture of at most 1 MB.',
      params: employeeNumberParam,
      response: { 200: z.object({ profileImage: z.string() }) },
    },
    handler: async (request) => {
      const upload = await readUpload(request, PROFILE_IMAGE_UPLOAD);
      const { employeeNumber } = request.params;
      const { profileImage, replacedKey } = await request.inTenant((tx) =>
        documents.setProfileImage(tx, viewerOf(request), { employeeNumber, upload }, { storage }),
      );
      // After the commit: a rolled-back change must still find the picture it would have replaced.
      if (replacedKey) await storage.delete(replacedKey);
      return { profileImage };
    },
  });

  app.delete('/:employeeNumber/profile-image', {
    config: { access },
    schema: {
      tags: ['employees'],
      description: 'Removes the picture; the profile then shows the initials.',
      params: employeeNumberParam,
    },
    handler: async (request, reply) => {
      const storageKey = await request.inTenant((tx) =>
        documents.removeProfileImage(tx, viewerOf(request), request.params.employeeNumber),
      );
      // After the commit: a rolled-back removal must still find its file.
      if (storageKey) await storage.delete(storageKey);
      return reply.code(204).send();
    },
  });

  app.get('/:employeeNumber/profile-image', {
    config: { access },
    schema: { tags: ['employees'], params: employeeNumberParam },
    handler: async (request, reply) => {
      const image = await request.inTenant((tx) =>
        documents.getProfileImage(tx, viewerOf(request), request.params.employeeNumber, { storage }),
      );
      return reply.type(image.mimeType).send(Buffer.from(image.bytes));
    },
  });
}
