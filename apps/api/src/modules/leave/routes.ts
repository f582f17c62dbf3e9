import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, section } from '@tenure/domain/access';
import type { RequestStatus } from '@tenure/domain/approvals';
import {
  accrualRunInput,
  approvalListQuery,
  balanceHistoryView,
  balanceQuery,
  bulkDecisionInput,
  bulkDecisionView,
  carryForwardInput,
  compOffDetailView,
  compOffInput,
  compOffView,
  decisionInput,
  jobStartedView,
  leaveApplicationInput,
  leaveBalanceView,
  leaveDayCountQuery,
  leaveDayCountView,
  leaveDocumentView,
  leaveRequestDetailView,
  leaveRequestView,
  leaveTypeInput,
  leaveTypeListQuery,
  leaveTypeView,
  myRequestsQuery,
  openingBalanceRefusalView,
  openingBalanceUploadView,
  optionalHolidayInput,
  optionalHolidayParam,
  optionalHolidayQuery,
  optionalHolidaysView,
  optionalHolidayView,
  pagedView,
  teamLeaveOverviewView,
  teamOverviewQuery,
  LEAVE_MESSAGES,
} from '@tenure/domain/leave';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { deliverAfterCommit } from '../../platform/notifications.ts';
import { idParam } from '../../platform/route-schemas.ts';
import { readSheet, WORKBOOK_LIMITS } from '../../platform/sheets.ts';
import { readUpload } from '../../platform/uploads.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { balanceHistory, leaveBalances } from './balances-service.ts';
import { applyForCompOff, compOffKind } from './comp-off-service.ts';
import { defineLeaveJobs, startAccrual, startCarryForward } from './jobs.ts';
import {
  applyForLeave,
  downloadLeaveDocument,
  LEAVE_DOCUMENT_UPLOAD,
  leaveDayCount,
  leaveKind,
  storeLeaveDocument,
} from './leave-requests-service.ts';
import { createLeaveType, deleteLeaveType, listLeaveTypes, updateLeaveType } from './leave-types-service.ts';
import { OPENING_BALANCE_UPLOAD, openingBalanceTemplate, uploadOpeningBalances } from './opening-balances-service.ts';
import { giveBackOptionalHoliday, optionalHolidays, takeOptionalHoliday } from './optional-holidays-service.ts';
import { compOffDecisions, leaveDecisions } from './pending-actions.ts';
import { FIGURES_OF_OTHERS } from './policy.ts';
import {
  bulkApprove,
  decide,
  myRequests,
  requestDetail,
  teamOverview,
  teamRequests,
  tenantRequests,
  type RequestKind,
} from './requests-service.ts';

const tags = ['leave'];
/** The employee's own leave; consultants and contractors have no leave dashboard. */
const selfService = { requires: section('LEAVE_MANAGEMENT', 'EmpSelfLeaveDashboard'), scope: 'self' } as const;
const team = { requires: feature('LEAVE_MANAGEMENT', 'TeamLeave'), scope: 'indirect-reportees' } as const;
const hr = { requires: section('LEAVE_MANAGEMENT', 'HrLeaveManagement'), scope: 'all' } as const;
const setup = { requires: section('ADMINISTRATION', 'SetupLeaveManagement'), scope: 'all' } as const;
/** Signed in; policy.ts decides from the caller's relation to the record (own, team, HR). */
const decidedByPolicy = { authenticated: true } as const;
/** The figures of the caller, of their team for a manager with TeamLeave, of anyone for HR (scopedEmployee). */
const figures = { authenticated: true, widerFor: FIGURES_OF_OTHERS } as const;
const dayCount = { ...selfService, widerFor: FIGURES_OF_OTHERS } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Leave and attendance (SPEC §7): leave types, leave and comp-off requests, optional holidays, the
 * team overview, balances, accrual jobs and opening balances. Mail goes out after the transaction commits.
 */
export function leaveRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  deps.actions.register(leaveDecisions);
  deps.actions.register(compOffDecisions);
  defineLeaveJobs(deps.jobs);

  // Leave types
  app.get('/leave-types', {
    config: { access: decidedByPolicy },
    schema: { tags, querystring: leaveTypeListQuery, response: { 200: z.array(leaveTypeView) } },
    handler: (request) => request.inTenant((tx) => listLeaveTypes(tx, viewerOf(request), request.query)),
  });
  app.post('/leave-types', {
    config: { access: setup },
    schema: { tags, body: leaveTypeInput, response: { 201: leaveTypeView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => createLeaveType(tx, viewerOf(request), request.body))),
  });
  app.put('/leave-types/:id', {
    config: { access: setup },
    schema: { tags, params: idParam, body: leaveTypeInput, response: { 200: leaveTypeView } },
    handler: (request) =>
      request.inTenant((tx) => updateLeaveType(tx, viewerOf(request), { id: request.params.id, type: request.body })),
  });
  app.delete('/leave-types/:id', {
    config: { access: setup },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => deleteLeaveType(tx, viewerOf(request), request.params));
      return reply.code(204).send();
    },
  });

  // Leave requests: applying (the form's day count, a supporting document), then the shared request routes
  app.get('/leave-request/day-count', {
    config: { access: dayCount },
    schema: { tags, querystring: leaveDayCountQuery, response: { 200: leaveDayCountView } },
    handler: (request) => request.inTenant((tx) => leaveDayCount(tx, viewerOf(request), request.query)),
  });
  app.post('/leave-request/document', {
    config: { access: selfService },
    schema: {
      tags,
      description:
        'multipart/form-data with one PDF, JPEG or PNG (at most 5 MB); send the documentId with the application.',
      response: { 201: leaveDocumentView },
    },
    handler: async (request, reply) => {
      const upload = await readUpload(request, LEAVE_DOCUMENT_UPLOAD);
      return reply.code(201).send(await storeLeaveDocument(viewerOf(request), upload, deps.storage));
    },
  });
  app.get('/leave-request/:id/document', {
    config: { access: decidedByPolicy },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      const file = await request.inTenant((tx) =>
        downloadLeaveDocument(tx, viewerOf(request), request.params, deps.storage),
      );
      return reply
        .type(file.mimeType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(Buffer.from(file.bytes));
    },
  });
  app.post('/leave-request', {
    config: { access: selfService },
    schema: { tags, body: leaveApplicationInput, response: { 201: leaveRequestView } },
    handler: async (request, reply) => {
      const v = viewerOf(request);
      const { view, mail } = await request.inTenant((tx) => applyForLeave(tx, v, request.body, deps));
      deliverAfterCommit(deps.mailer, v.tenantCode, mail, request.log);
      return reply.code(201).send(view);
    },
  });
  requestRoutes(fastify, deps, '/leave-request', leaveKind, { view: leaveRequestView, detail: leaveRequestDetailView });

  // Comp-off requests
  app.post('/comp-off-request', {
    config: { access: selfService },
    schema: { tags, body: compOffInput, response: { 201: compOffView } },
    handler: async (request, reply) => {
      const v = viewerOf(request);
      const { view, mail } = await request.inTenant((tx) => applyForCompOff(tx, v, request.body, deps));
      deliverAfterCommit(deps.mailer, v.tenantCode, mail, request.log);
      return reply.code(201).send(view);
    },
  });
  requestRoutes(fastify, deps, '/comp-off-request', compOffKind, { view: compOffView, detail: compOffDetailView });

  // Optional holidays: the caller's year with the calendar's limit, take one, give one back
  app.get('/optional-holidays', {
    config: { access: selfService },
    schema: { tags, querystring: optionalHolidayQuery, response: { 200: optionalHolidaysView } },
    handler: (request) => request.inTenant((tx) => optionalHolidays(tx, viewerOf(request), request.query)),
  });
  app.post('/optional-holidays', {
    config: { access: selfService },
    schema: {
      tags,
      description:
        "Takes an optional holiday of the caller's calendar. 409 ALREADY_TAKEN when it is taken already (nothing changes), OPTIONAL_LIMIT_REACHED beyond the year's limit, LEAVE_ON_DAY with leave on the day.",
      body: optionalHolidayInput,
      response: { 201: optionalHolidayView },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => takeOptionalHoliday(tx, viewerOf(request), request.body))),
  });
  app.delete('/optional-holidays/:holidayId', {
    config: { access: selfService },
    schema: { tags, description: 'Gives a taken optional holiday back, before its day.', params: optionalHolidayParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => giveBackOptionalHoliday(tx, viewerOf(request), request.params));
      return reply.code(204).send();
    },
  });

  // The manager's overview and balances
  app.get('/leave-overview/team', {
    config: { access: team },
    schema: { tags, querystring: teamOverviewQuery, response: { 200: teamLeaveOverviewView } },
    handler: (request) => request.inTenant((tx) => teamOverview(tx, viewerOf(request), request.query)),
  });
  app.get('/leave-balances', {
    config: { access: figures },
    schema: { tags, querystring: balanceQuery, response: { 200: z.array(leaveBalanceView) } },
    handler: (request) => request.inTenant((tx) => leaveBalances(tx, viewerOf(request), request.query)),
  });
  app.get('/leave-balances/history', {
    config: { access: figures },
    schema: { tags, querystring: balanceQuery, response: { 200: z.array(balanceHistoryView) } },
    handler: (request) => request.inTenant((tx) => balanceHistory(tx, viewerOf(request), request.query)),
  });

  // HR's ledger work: the jobs (queued on their own connection, so outside a tenant transaction) and opening balances
  app.post('/accruals/run', {
    config: { access: setup },
    schema: { tags, body: accrualRunInput.optional(), response: { 202: jobStartedView } },
    handler: async (request, reply) =>
      reply.code(202).send(await startAccrual(viewerOf(request), request.body, deps.jobs)),
  });
  app.post('/carry-forward/run', {
    config: { access: setup },
    schema: { tags, body: carryForwardInput, response: { 202: jobStartedView } },
    handler: async (request, reply) =>
      reply.code(202).send(await startCarryForward(viewerOf(request), request.body, deps.jobs)),
  });
  app.get('/opening-balances/template', {
    config: { access: setup },
    schema: { tags },
    handler: async (request, reply) => {
      const file = await request.inTenant((tx) => openingBalanceTemplate(tx, viewerOf(request)));
      return reply.type(XLSX).header('content-disposition', 'attachment; filename="opening-balances.xlsx"').send(file);
    },
  });
  app.post('/opening-balances/upload', {
    config: { access: setup },
    schema: {
      tags,
      description:
        'multipart/form-data with the filled-in .xlsx template (checked by content). With any bad row nothing is applied.',
      response: { 200: openingBalanceUploadView, 400: openingBalanceRefusalView },
    },
    handler: async (request, reply) => {
      // The workbook is read (a bad file refused) before any transaction opens.
      const sheet = await readSheet(
        (await readUpload(request, OPENING_BALANCE_UPLOAD)).bytes,
        'xlsx',
        WORKBOOK_LIMITS.rows,
      );
      const result = await request.inTenant((tx) => uploadOpeningBalances(tx, viewerOf(request), sheet));
      if (result.errors.length > 0)
        return reply.code(400).send({ message: LEAVE_MESSAGES.uploadHasErrors, code: 'UPLOAD_HAS_ERRORS', ...result });
      return result;
    },
  });
}

/**
 * The routes leave and comp-off requests share (the apply route is each kind's own): my requests,
 * the manager's and HR's lists, one request with its history, cancel / approve / reject and bulk approval.
 */
function requestRoutes<
  V extends { status: RequestStatus; decidedBy: { displayName: string } | null; employee: { displayName: string } },
>(
  fastify: FastifyInstance,
  deps: ModuleDeps,
  base: string,
  kind: RequestKind<V>,
  schemas: { view: z.ZodType; detail: z.ZodType },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const page = pagedView(schemas.view);

  app.get(base, {
    config: { access: selfService },
    schema: { tags, querystring: myRequestsQuery, response: { 200: page } },
    handler: (request) => request.inTenant((tx) => myRequests(tx, viewerOf(request), request.query, { kind })),
  });
  app.get(`${base}/manager`, {
    config: { access: team },
    schema: { tags, querystring: approvalListQuery, response: { 200: page } },
    handler: (request) => request.inTenant((tx) => teamRequests(tx, viewerOf(request), request.query, { kind })),
  });
  app.get(`${base}/hr`, {
    config: { access: hr },
    schema: { tags, querystring: approvalListQuery, response: { 200: page } },
    handler: (request) => request.inTenant((tx) => tenantRequests(tx, viewerOf(request), request.query, { kind })),
  });
  app.get(`${base}/:id`, {
    config: { access: decidedByPolicy },
    schema: { tags, params: idParam, response: { 200: schemas.detail } },
    handler: (request) => request.inTenant((tx) => requestDetail(tx, viewerOf(request), request.params, { kind })),
  });
  for (const verb of ['cancel', 'approve', 'reject'] as const) {
    app.put(`${base}/:id/${verb}`, {
      config: { access: decidedByPolicy },
      schema: { tags, params: idParam, body: decisionInput.optional(), response: { 200: schemas.view } },
      handler: async (request) => {
        const v = viewerOf(request);
        const { view, mail } = await request.inTenant((tx) =>
          decide(tx, v, { id: request.params.id, verb, reason: request.body?.reason }, { kind, mailer: deps.mailer }),
        );
        deliverAfterCommit(deps.mailer, v.tenantCode, mail, request.log);
        return view;
      },
    });
  }
  app.post(`${base}/bulk-approve`, {
    config: { access: decidedByPolicy },
    schema: { tags, body: bulkDecisionInput, response: { 200: bulkDecisionView } },
    handler: async (request) => {
      const v = viewerOf(request);
      const { applied, skipped, mail } = await request.inTenant((tx) =>
        bulkApprove(tx, v, request.body, { kind, mailer: deps.mailer }),
      );
      deliverAfterCommit(deps.mailer, v.tenantCode, mail, request.log);
      return { applied, skipped };
    },
  });
}
