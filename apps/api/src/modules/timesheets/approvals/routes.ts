import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvalListQuery,
  approvalPageView,
  bulkWeekApprovalInput,
  decisionResultView,
  lineDecisionInput,
} from '@tenure/domain/timesheets';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { deliverAfterCommit } from '../../../platform/notifications.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import { requireApprover } from '../policy.ts';
import { approveWeeks, decideLines, listApprovals } from './service.ts';
import { paths } from '../paths.ts';

const tags = ['timesheets'];
/** Approvers (ApproveTeamTimesheet: reporting and project managers, designated approvers) and timesheet admins; the lines are scoped in the service. */
const approvers = { authenticated: true } as const;
const SUBMISSION = '/timesheet-submission';

/**
 * Line-by-line approval (SPEC §2 /timesheet-approval, /approval-timesheet, /admin-timesheet-approval;
 * §4 tabs Pending for Approval, Rejected, History): the lines routed to the caller, approve or
 * reject lines with a reason, approve whole weeks of a team in one call.
 */
export function approvalRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const url of paths('/timesheets/approvals', `${SUBMISSION}/approvals`)) {
    app.get(url, {
      config: { access: approvers, flag: 'timesheet' },
      schema: { tags, querystring: approvalListQuery, response: { 200: approvalPageView } },
      handler: (request) =>
        request.inTenant((tx) => listApprovals(tx, requireApprover(viewerOf(request)), request.query)),
    });
  }

  for (const [verb, to] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    for (const url of paths(`/timesheets/${verb}`, `${SUBMISSION}/${verb}`)) {
      app.put(url, {
        config: { access: approvers, flag: 'timesheet' },
        schema: { tags, body: lineDecisionInput, response: { 200: decisionResultView } },
        handler: async (request) => {
          const v = requireApprover(viewerOf(request));
          const { mail, ...result } = await request.inTenant((tx) =>
            decideLines(tx, v, deps.mailer, request.body.lineIds, to, request.body.reason),
          );
          deliverAfterCommit(deps.mailer, v.tenantCode, mail, request.log);
          return result;
        },
      });
    }
  }

  for (const url of paths('/timesheets/approve-weeks', `${SUBMISSION}/bulk-approve`)) {
    app.post(url, {
      config: { access: approvers, flag: 'timesheet' },
      schema: { tags, body: bulkWeekApprovalInput, response: { 200: decisionResultView } },
      handler: (request) =>
        request.inTenant((tx) =>
          approveWeeks(tx, requireApprover(viewerOf(request)), request.body.weekIds, request.body.reason),
        ),
    });
  }
}
