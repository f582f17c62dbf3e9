import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  POLICY_DOCUMENT_MAX_BYTES,
  POLICY_MESSAGES,
  policyDocumentListQuery,
  policyDocumentView,
} from '@tenure/domain/policies';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { readUpload } from '../../platform/uploads.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { POLICY_LIBRARY, SETUP_POLICIES } from './policy.ts';
import { idParam } from '../../platform/route-schemas.ts';
import * as documents from './document-service.ts';
import { pdfText } from './pdf-text.ts';

const tags = ['policies'];

/** The Policy Library (/policy-document): PDFs per legal entity. */
export function documentRoutes(fastify: FastifyInstance, { storage }: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/policy-document', {
    config: { access: POLICY_LIBRARY },
    schema: { tags, querystring: policyDocumentListQuery, response: { 200: z.array(policyDocumentView) } },
    handler: (request) =>
      request.inTenant((tx) =>
        documents.listPolicyDocuments(tx, viewerOf(request), request.auth!.entity, request.query.legalEntityCode),
      ),
  });

  app.post('/policy-document', {
    config: { access: SETUP_POLICIES },
    schema: {
      tags,
      description:
        'multipart/form-data: fields title, description and legalEntityCode (optional), then one PDF file of at most 5 MB, checked by content.',
      consumes: ['multipart/form-data'],
      response: { 201: policyDocumentView },
    },
    handler: async (request, reply) => {
      // PDF only, recognised by its content whatever the file is called; its text is read before the transaction.
      const upload = await readUpload(request, {
        maxBytes: POLICY_DOCUMENT_MAX_BYTES,
        allowed: ['pdf'],
        typeMessage: POLICY_MESSAGES.documentNotPdf,
      });
      const text = await pdfText(upload.bytes);
      const view = await request.inTenant((tx) =>
        documents.uploadPolicyDocument(
          tx,
          viewerOf(request),
          { header: request.auth!.entity, upload, text },
          { storage },
        ),
      );
      return reply.code(201).send(view);
    },
  });

  app.get('/policy-document/:id/file', {
    config: { access: POLICY_LIBRARY },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      const file = await request.inTenant((tx) =>
        documents.policyDocumentFile(
          tx,
          viewerOf(request),
          { header: request.auth!.entity, id: request.params.id },
          { storage },
        ),
      );
      // Inline, so the browser's PDF viewer previews it.
      const name = file.fileName.replace(/[^\w. -]/g, '_');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(Buffer.from(file.bytes));
    },
  });

  app.delete('/policy-document/:id', {
    config: { access: SETUP_POLICIES },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      const storageKey = await request.inTenant((tx) =>
        documents.deletePolicyDocument(tx, viewerOf(request), request.params.id),
      );
      // After the commit: a rolled-back delete must still find its file.
      await storage.delete(storageKey);
      return reply.code(204).send();
    },
  });
}
