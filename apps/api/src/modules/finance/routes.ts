import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { section } from '@tenure/domain/access';
import {
  ESOP_DOCUMENT_KINDS,
  FINANCE_MESSAGES,
  FINANCE_PDF_MAX_BYTES,
  MAX_PAYSLIPS_PER_UPLOAD,
  decisionInput,
  esopDocumentParam,
  esopDocumentView,
  esopGrantInput,
  esopGrantListQuery,
  esopGrantView,
  esopInfoView,
  esopParam,
  exerciseListQuery,
  exerciseRequestInput,
  exerciseRequestView,
  financeCountryParam,
  financeLinkView,
  financeLinksInput,
  hrPayslipView,
  myEsopView,
  myFinanceView,
  payslipListQuery,
  payslipLoadView,
  payslipMonthField,
  payslipUploadView,
  payslipView,
  taxDeclarationInput,
  taxDeclarationView,
} from '@tenure/domain/finance';
import {
  PAYROLL_COUNTRIES,
  payrollYear,
  rateSetInput,
  rateSetSummary,
  rateSetView,
  simulationEmployeeOption,
  simulationEntityOption,
  simulationInput,
  simulationListQuery,
  simulationPage,
  simulationView,
} from '@tenure/domain/finance/payroll';
import { uploadRefusalView } from '@tenure/domain/uploads';
import { badRequest } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { idParam } from '../../platform/route-schemas.ts';
import { readUpload, readUploadSet } from '../../platform/uploads.ts';
import { viewerOf } from '../../platform/viewer.ts';
import * as esop from './esop-service.ts';
import * as pay from './pay-service.ts';
import { PAYROLL_EXPORT_FORMATS } from './payroll-export.ts';
import * as rates from './payroll-rate-service.ts';
import * as payroll from './payroll-service.ts';
import * as payslips from './payslip-service.ts';
import { exerciseDecisions } from './pending-actions.ts';
import { MANAGE_ESOP, MANAGE_PAY } from './policy.ts';

const tags = ['finance'];
/** A file as a download or inline preview: its name kept to safe characters. */
const inlineDisposition = (fileName: string) => `inline; filename="${fileName.replace(/[^\w. -]/g, '_')}"`;
const myPay = { access: { requires: section('FINANCE', 'MyPay'), scope: 'self' }, flag: 'myFinance' } as const;
const payHr = { access: { requires: MANAGE_PAY, scope: 'all' }, flag: 'myFinance' } as const;
const myEsop = { access: { requires: section('FINANCE', 'ESOP'), scope: 'self' }, flag: 'esop' } as const;
const esopHr = { access: { requires: MANAGE_ESOP, scope: 'all' }, flag: 'esop' } as const;
/** The file routes decide themselves who may read (the owner, or HR with the key). */
const anyone = { authenticated: true } as const;
const PDF_RULE = {
  maxBytes: FINANCE_PDF_MAX_BYTES,
  allowed: ['pdf'] as const,
  typeMessage: FINANCE_MESSAGES.notPdf,
  missingMessage: FINANCE_MESSAGES.documentMissing,
};

/** My Finance (pay links, masked bank details, India's tax declaration, payslips) and ESOP (grants, exercise requests, documents). */
export function financeRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  deps.actions.register(exerciseDecisions);

  app.get('/my-finance', {
    config: myPay,
    schema: { tags, response: { 200: myFinanceView } },
    handler: (request) => request.inTenant((tx) => pay.myFinance(tx, viewerOf(request))),
  });
  app.put('/tax-declaration', {
    config: myPay,
    schema: {
      tags,
      description: 'India: the regime and old-regime declarations of the current financial year.',
      body: taxDeclarationInput,
      response: { 200: taxDeclarationView },
    },
    handler: (request) => request.inTenant((tx) => pay.saveTaxDeclaration(tx, viewerOf(request), request.body)),
  });

  app.get('/links', {
    config: { access: anyone },
    schema: {
      tags,
      description: 'Every country’s pay, tax and ESOP links (HR’s settings).',
      response: { 200: z.array(financeLinkView) },
    },
    handler: (request) => request.inTenant((tx) => pay.allLinks(tx, viewerOf(request))),
  });
  app.put('/links/pay/:country', {
    config: payHr,
    schema: {
      tags,
      description: 'Replaces the country’s pay and tax links.',
      params: financeCountryParam,
      body: financeLinksInput,
      response: { 200: z.array(financeLinkView) },
    },
    handler: (request) =>
      request.inTenant((tx) =>
        pay.replaceLinks(tx, viewerOf(request), {
          country: request.params.country,
          kinds: ['pay', 'tax'],
          links: request.body.links,
        }),
      ),
  });
  app.put('/links/esop/:country', {
    config: esopHr,
    schema: {
      tags,
      description: 'Replaces the country’s ESOP links.',
      params: financeCountryParam,
      body: financeLinksInput,
      response: { 200: z.array(financeLinkView) },
    },
    handler: (request) =>
      request.inTenant((tx) =>
        pay.replaceLinks(tx, viewerOf(request), {
          country: request.params.country,
          kinds: ['esop'],
          links: request.body.links,
        }),
      ),
  });

  app.get('/payslips/mine', {
    config: myPay,
    schema: { tags, response: { 200: z.array(payslipView) } },
    handler: (request) => request.inTenant((tx) => payslips.myPayslips(tx, viewerOf(request))),
  });
  app.get('/payslips', {
    config: payHr,
    schema: { tags, querystring: payslipListQuery, response: { 200: z.array(hrPayslipView) } },
    handler: (request) => request.inTenant((tx) => payslips.payslipsOfMonth(tx, viewerOf(request), request.query)),
  });
  app.get('/payslips/:id/file', {
    config: { access: anyone, flag: 'myFinance' },
    schema: {
      tags,
      description: 'The PDF, for its employee or HR with ManagePay (404 for anyone else).',
      params: idParam,
    },
    handler: async (request, reply) => {
      const file = await request.inTenant((tx) => payslips.payslipFile(tx, viewerOf(request), request.params.id));
      return reply
        .type('application/pdf')
        .header('content-disposition', inlineDisposition(file.fileName))
        .send(Buffer.from(file.bytes));
    },
  });
  app.delete('/payslips/:id', {
    config: payHr,
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => payslips.deletePayslip(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });

  /** The month field and the PDFs (or .zip files of PDFs) of a payslip upload. */
  const readPayslipUpload = async (request: Parameters<typeof readUploadSet>[0]) => {
    const upload = await readUploadSet(request, {
      ...PDF_RULE,
      allowed: ['pdf'],
      archives: true,
      maxFiles: MAX_PAYSLIPS_PER_UPLOAD,
      tooManyMessage: FINANCE_MESSAGES.tooManyFiles,
    });
    const month = payslipMonthField.safeParse({ month: upload.fields.month ?? '' });
    if (!month.success) throw badRequest(FINANCE_MESSAGES.monthInvalid, { month: FINANCE_MESSAGES.monthInvalid });
    return { upload, month: month.data.month };
  };
  app.post('/payslips/validate', {
    config: payHr,
    schema: {
      tags,
      description:
        'Dry run: multipart with `month` (yyyy-MM) then the PDFs or a .zip; each file matched by the employee number in its name. Nothing changes.',
      response: { 200: payslipUploadView, 400: uploadRefusalView },
    },
    handler: async (request) => {
      const input = await readPayslipUpload(request);
      return request.inTenant((tx) => payslips.validatePayslipUpload(tx, viewerOf(request), input));
    },
  });
  app.post('/payslips/load', {
    config: payHr,
    schema: {
      tags,
      description:
        'Checks the upload again and stores every payslip, or none when a file has an error (replacing the month’s earlier payslip of the same employee).',
      response: { 201: payslipLoadView, 400: uploadRefusalView },
    },
    handler: async (request, reply) => {
      const input = await readPayslipUpload(request);
      const outcome = await request.inTenant((tx) => payslips.loadPayslipUpload(tx, viewerOf(request), input));
      if ('refused' in outcome) {
        const { errors } = outcome.refused;
        return reply
          .code(400)
          .send({ message: FINANCE_MESSAGES.uploadHasErrors(errors.length), code: 'UPLOAD_HAS_ERRORS', errors });
      }
      return reply.code(201).send(outcome.loaded);
    },
  });

  app.get('/esop/mine', {
    config: myEsop,
    schema: { tags, response: { 200: myEsopView } },
    handler: (request) => request.inTenant((tx) => esop.myEsop(tx, viewerOf(request))),
  });
  app.get('/esop/grants', {
    config: esopHr,
    schema: { tags, querystring: esopGrantListQuery, response: { 200: z.array(esopGrantView) } },
    handler: (request) => request.inTenant((tx) => esop.listGrants(tx, viewerOf(request), request.query)),
  });
  app.post('/esop/grants', {
    config: esopHr,
    schema: { tags, body: esopGrantInput, response: { 201: esopGrantView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => esop.createGrant(tx, viewerOf(request), request.body))),
  });
  app.post('/esop/exercise-requests', {
    config: myEsop,
    schema: { tags, body: exerciseRequestInput, response: { 201: exerciseRequestView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => esop.requestExercise(tx, viewerOf(request), request.body))),
  });
  app.get('/esop/exercise-requests', {
    config: esopHr,
    schema: { tags, querystring: exerciseListQuery, response: { 200: z.array(exerciseRequestView) } },
    handler: (request) => request.inTenant((tx) => esop.listExerciseRequests(tx, viewerOf(request), request.query)),
  });
  app.put('/esop/exercise-requests/:id/:verb', {
    config: { access: anyone, flag: 'esop' },
    schema: {
      tags,
      description: 'approve or reject (ESOP HR), cancel (the holder, while pending). A second decision is a 409.',
      params: idParam.extend({ verb: z.enum(['approve', 'reject', 'cancel']) }),
      body: decisionInput,
      response: { 200: exerciseRequestView },
    },
    handler: (request) =>
      request.inTenant((tx) =>
        esop.decideExercise(tx, viewerOf(request), { ...request.params, reason: request.body.reason }),
      ),
  });
  app.get('/esop/documents', {
    config: esopHr,
    schema: { tags, response: { 200: z.array(esopDocumentView) } },
    handler: (request) => request.inTenant((tx) => esop.esopDocumentList(tx, viewerOf(request))),
  });
  app.put('/esop/documents/:kind', {
    config: esopHr,
    schema: {
      tags,
      description: `multipart/form-data with the PDF; kind: ${ESOP_DOCUMENT_KINDS.join(' or ')}.`,
      params: esopDocumentParam,
      response: { 200: esopDocumentView },
    },
    handler: async (request) => {
      const upload = await readUpload(request, { ...PDF_RULE, allowed: ['pdf'] });
      return request.inTenant((tx) =>
        esop.saveEsopDocument(tx, viewerOf(request), { kind: request.params.kind, upload }),
      );
    },
  });
  app.get('/esop/documents/:kind/file', {
    config: { access: anyone, flag: 'esop' },
    schema: { tags, description: 'The PDF, for holders of a grant and ESOP HR.', params: esopDocumentParam },
    handler: async (request, reply) => {
      const file = await request.inTenant((tx) => esop.esopDocumentFile(tx, viewerOf(request), request.params.kind));
      return reply
        .type('application/pdf')
        .header('content-disposition', inlineDisposition(file.fileName))
        .send(Buffer.from(file.bytes));
    },
  });
}

/** SPEC §7 Employee: ESOP info by employee id (under the employee prefix, where the spec lists it). */
export function esopInfoRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/esop/:employeeId', {
    config: {
      access: {
        requires: section('FINANCE', 'ESOP'),
        scope: 'self',
        widerFor: [{ holding: MANAGE_ESOP, scope: 'all' }],
      },
      flag: 'myFinance',
    },
    schema: { tags, params: esopParam, response: { 200: esopInfoView } },
    handler: (request) => request.inTenant((tx) => esop.esopInfo(tx, viewerOf(request), request.params.employeeId)),
  });
}

const rateSetParams = z.object({ country: z.enum(PAYROLL_COUNTRIES), year: payrollYear });
const payrollTags = ['payroll-simulation'];
/** Every route: HR with the PayrollSimulation key, while the tenant has the flag on. */
const config = {
  access: { requires: section('ADMINISTRATION', 'PayrollSimulation'), scope: 'all' },
  flag: 'payrollSimulation',
} as const;

/** Payroll simulation (issue 21): statutory rate sets per country and year, and saved simulations. */
export function payrollRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/rate-sets', {
    config,
    schema: { tags: payrollTags, response: { 200: z.array(rateSetSummary) } },
    handler: (request) => request.inTenant((tx) => rates.listRateSets(tx, viewerOf(request))),
  });
  app.get('/rate-sets/:country/:year', {
    config,
    schema: { tags: payrollTags, params: rateSetParams, response: { 200: rateSetView } },
    handler: (request) => request.inTenant((tx) => rates.rateSet(tx, viewerOf(request), request.params)),
  });
  app.put('/rate-sets/:country/:year', {
    config,
    schema: { tags: payrollTags, params: rateSetParams, body: rateSetInput, response: { 200: rateSetView } },
    handler: (request) =>
      request.inTenant((tx) => rates.saveRateSet(tx, viewerOf(request), { ...request.params, body: request.body })),
  });

  app.get('/entities', {
    config,
    schema: { tags: payrollTags, response: { 200: z.array(simulationEntityOption) } },
    handler: (request) => request.inTenant((tx) => payroll.simulationEntities(tx, viewerOf(request))),
  });
  app.get('/employees', {
    config,
    schema: {
      tags: payrollTags,
      querystring: z.object({ entityId: z.uuid() }),
      response: { 200: z.array(simulationEmployeeOption) },
    },
    handler: (request) => request.inTenant((tx) => payroll.simulationEmployees(tx, viewerOf(request), request.query)),
  });

  app.get('/simulations', {
    config,
    schema: { tags: payrollTags, querystring: simulationListQuery, response: { 200: simulationPage } },
    handler: (request) => request.inTenant((tx) => payroll.listSimulations(tx, viewerOf(request), request.query)),
  });
  app.get('/simulations/:id', {
    config,
    schema: { tags: payrollTags, params: idParam, response: { 200: simulationView } },
    handler: (request) => request.inTenant((tx) => payroll.simulation(tx, viewerOf(request), request.params.id)),
  });
  app.post('/simulations', {
    config,
    schema: { tags: payrollTags, body: simulationInput, response: { 201: simulationView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => payroll.createSimulation(tx, viewerOf(request), request.body))),
  });
  app.put('/simulations/:id', {
    config,
    schema: { tags: payrollTags, params: idParam, body: simulationInput, response: { 200: simulationView } },
    handler: (request) =>
      request.inTenant((tx) => payroll.updateSimulation(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/simulations/:id', {
    config,
    schema: { tags: payrollTags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => payroll.deleteSimulation(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });
  app.get('/simulations/:id/export', {
    config,
    schema: { tags: payrollTags, params: idParam, querystring: z.object({ format: z.enum(PAYROLL_EXPORT_FORMATS) }) },
    handler: async (request, reply) => {
      const file = await request.inReadTenant((tx) =>
        payroll.simulationFile(tx, viewerOf(request), { id: request.params.id, format: request.query.format }),
      );
      return reply
        .type(file.mimeType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  });
}
