import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, section } from '@tenure/domain/access';
import {
  accrualRunInput,
  balanceHistoryView,
  balanceQuery,
  carryForwardInput,
  compOffDetailView,
  compOffInput,
  compOffView,
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
  openingBalanceRefusalView,
  openingBalanceUploadView,
  teamLeaveOverviewView,
  teamOverviewQuery,
  LEAVE_MESSAGES,
} from '@tenure/domain/leave';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { deliverAfterCommit } from '../../platform/notifications.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { balanceHistory, leaveBalances } from './balances.ts';
import { applyForCompOff, compOffKind } from './comp-off.ts';
import { today } from './dates.ts';
import { defineLeaveJobs } from './jobs.ts';
import { applyForLeave, downloadLeaveDocument, leaveDayCount, leaveKind, uploadLeaveDocument } from './leave-requests.ts';
import { createLeaveType, deleteLeaveType, listLeaveTypes, updateLeaveType } from './leave-types.ts';
import { openingBalanceTemplate, readOpeningBalanceFile, uploadOpeningBalances } from './opening-balances.ts';
import { optionalHolidayRoutes } from './optional-holidays-routes.ts';
import { teamOverview } from './overview.ts';
import { compOffDecisions, leaveDecisions } from './pending-actions.ts';
import { requestRoutes } from './request-routes.ts';

const idParam = z.object({ id: z.uuid() });
const tags = ['leave'];
const selfService = { requires: section('LEAVE_MANAGEMENT', 'EmpSelfLeaveDashboard'), scope: 'self' } as const;
const setup = { requires: section('ADMINISTRATION', 'SetupLeaveManagement'), scope: 'all' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Leave and attendance (SPEC §7): leave types, leave and comp-off requests, balances, accrual jobs and opening balances. */
export function leaveRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  deps.actions.register(leaveDecisions);
  deps.actions.register(compOffDecisions);
  defineLeaveJobs(deps.jobs);

  app.get('/leave-types', {
    // The dashboard's own types (EmpSelfLeaveDashboard) or HR's (HrLeaveManagement): checked in the service.
    config: { access: { authenticated: true } },
    schema: { tags, querystring: leaveTypeListQuery, response: { 200: z.array(leaveTypeView) } },
    handler: (request) => request.inTenant((tx) => listLeaveTypes(tx, viewerOf(request), request.query.eligible)),
  });
  app.post('/leave-types', {
    config: { access: setup },
    schema: { tags, body: leaveTypeInput, response: { 201: leaveTypeView } },
    handler: async (request, reply) => reply.code(201).send(await request.inTenant((tx) => createLeaveType(tx, viewerOf(request), request.body))),
  });
  app.put('/leave-types/:id', {
    config: { access: setup },
    schema: { tags, params: idParam, body: leaveTypeInput, response: { 200: leaveTypeView } },
    handler: (request) => request.inTenant((tx) => updateLeaveType(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/leave-types/:id', {
    config: { access: setup },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => deleteLeaveType(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });

  app.get('/leave-request/day-count', {
    config: { access: selfService },
    schema: { tags, querystring: leaveDayCountQuery, response: { 200: leaveDayCountView } },
    handler: (request) => request.inTenant((tx) => leaveDayCount(tx, viewerOf(request), request.query)),
  });
  app.post('/leave-request/document', {
    config: { access: selfService },
    schema: { tags, description: 'multipart/form-data with one PDF, JPEG or PNG (at most 5 MB); send the documentId with the application.', response: { 201: leaveDocumentView } },
    handler: async (request, reply) => reply.code(201).send(await uploadLeaveDocument(request, viewerOf(request), deps.storage)),
  });
  app.get('/leave-request/:id/document', {
    config: { access: { authenticated: true } },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      const file = await request.inTenant((tx) => downloadLeaveDocument(tx, viewerOf(request), deps.storage, request.params.id));
      return reply.type(file.mimeType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(Buffer.from(file.bytes));
    },
  });
  app.post('/leave-request', {
    config: { access: selfService },
    schema: { tags, body: leaveApplicationInput, response: { 201: leaveRequestView } },
    handler: async (request, reply) => {
      const v = viewerOf(request);
      const { view, mail } = await request.inTenant((tx) => applyForLeave(tx, v, deps.mailer, deps.storage, request.body));
      deliverAfterCommit(deps.mailer, v.tenantCode, mail, request.log);
      return reply.code(201).send(view);
    },
  });
  requestRoutes(fastify, deps, '/leave-request', leaveKind, { view: leaveRequestView, detail: leaveRequestDetailView });

  app.post('/comp-off-request', {
    config: { access: selfService },
    schema: { tags, body: compOffInput, response: { 201: compOffView } },
    handler: async (request, reply) => {
      const v = viewerOf(request);
      const { view, mail } = await request.inTenant((tx) => applyForCompOff(tx, v, deps.mailer, request.body));
      deliverAfterCommit(deps.mailer, v.tenantCode, mail, request.log);
      return reply.code(201).send(view);
    },
  });
  requestRoutes(fastify, deps, '/comp-off-request', compOffKind, { view: compOffView, detail: compOffDetailView });
  optionalHolidayRoutes(fastify);

  app.get('/leave-overview/team', {
    config: { access: { requires: feature('LEAVE_MANAGEMENT', 'TeamLeave'), scope: 'indirect-reportees' } },
    schema: { tags, querystring: teamOverviewQuery, response: { 200: teamLeaveOverviewView } },
    handler: (request) => request.inTenant((tx) => teamOverview(tx, viewerOf(request), request.query.date, request.query.indirect)),
  });

  app.get('/leave-balances', {
    // Own balances for anyone; a team's with TeamLeave, anyone's with HrLeaveManagement (checked in the service).
    config: { access: { authenticated: true } },
    schema: { tags, querystring: balanceQuery, response: { 200: z.array(leaveBalanceView) } },
    handler: (request) => request.inTenant((tx) => leaveBalances(tx, viewerOf(request), request.query.employeeNo, request.query.yearStart)),
  });
  app.get('/leave-balances/history', {
    config: { access: { authenticated: true } },
    schema: { tags, querystring: balanceQuery, response: { 200: z.array(balanceHistoryView) } },
    handler: (request) => request.inTenant((tx) => balanceHistory(tx, viewerOf(request), request.query.employeeNo, request.query.yearStart)),
  });

  const startJob = async (request: FastifyRequest, kind: string, params: Record<string, unknown>) => ({
    executionNumber: await deps.jobs.enqueue({ tenantCode: request.tenant!.code, userId: request.auth!.userId }, kind, params),
  });

  app.post('/accruals/run', {
    config: { access: setup },
    schema: { tags, body: accrualRunInput.optional(), response: { 202: jobStartedView } },
    handler: async (request, reply) => reply.code(202).send(await startJob(request, 'leave.accrual', { asOf: request.body?.asOf ?? today() })),
  });
  app.post('/carry-forward/run', {
    config: { access: setup },
    schema: { tags, body: carryForwardInput, response: { 202: jobStartedView } },
    handler: async (request, reply) => reply.code(202).send(await startJob(request, 'leave.carryForward', { yearStart: request.body.yearStart })),
  });

  app.get('/opening-balances/template', {
    config: { access: setup },
    schema: { tags },
    handler: async (request, reply) => {
      const file = await request.inTenant((tx) => openingBalanceTemplate(tx));
      return reply.type(XLSX).header('content-disposition', 'attachment; filename="opening-balances.xlsx"').send(file);
    },
  });
  app.post('/opening-balances/upload', {
    config: { access: setup },
    schema: {
      tags,
      description: 'multipart/form-data with the filled-in .xlsx template (checked by content). With any bad row nothing is applied.',
      response: { 200: openingBalanceUploadView, 400: openingBalanceRefusalView },
    },
    handler: async (request, reply) => {
      const sheet = await readOpeningBalanceFile(request);
      const result = await request.inTenant((tx) => uploadOpeningBalances(tx, viewerOf(request), sheet));
      if (result.errors.length > 0) return reply.code(400).send({ message: LEAVE_MESSAGES.uploadHasErrors, code: 'UPLOAD_HAS_ERRORS', ...result });
      return result;
    },
  });
}
