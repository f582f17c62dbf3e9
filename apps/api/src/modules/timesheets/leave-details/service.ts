import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { section } from '@tenure/domain/access';
import { addDays, dayOffReason } from '@tenure/domain/policies';
import { leaveDetailsQuery, leaveDetailsView, type LeaveDetailsQuery, type LeaveDetailsView } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { viewerOf, type Viewer } from '../../../platform/viewer.ts';
import { loadWorkCalendar } from '../../policies/index.ts';
import { paths } from '../paths.ts';
import { readableEmployee } from '../weeks/service.ts';

const tags = ['timesheets'];
const own = { requires: section('TIMESHEET', 'Timesheets'), scope: 'self' } as const;

/**
 * The leave details of a period (SPEC §7 v2 "leave details"): the days the timesheet fills as
 * non-project time — approved leave on working days (a half day as 0.5), holidays and weekly offs —
 * for the caller, or for someone whose week the caller may read (their approver, a timesheet admin).
 */
export async function leaveDetails(tx: Tx, v: Viewer, q: LeaveDetailsQuery): Promise<LeaveDetailsView> {
  const employeeId = await readableEmployee(tx, v, q.employeeId, null);
  const [calendar, leave] = await Promise.all([
    loadWorkCalendar(tx, employeeId, q.startDate, q.endDate),
    queryRows<{ startDate: string; endDate: string; dayType: string; name: string }>(
      tx,
      sql`select r.start_date::text as "startDate", r.end_date::text as "endDate", r.day_type as "dayType", t.name
            from leave_requests r join leave_types t on t.id = r.leave_type_id
           where r.employee_id = ${employeeId} and r.status = 'approved' and r.start_date <= ${q.endDate} and r.end_date >= ${q.startDate}
           order by r.start_date`,
    ),
  ]);
  const days: LeaveDetailsView['days'] = [];
  for (let date = q.startDate; date <= q.endDate; date = addDays(date, 1)) {
    const off = dayOffReason(calendar, date);
    if (off) {
      days.push({ date, kind: off.reason, leaveDays: 0, name: off.name });
      continue;
    }
    const span = leave.find((l) => l.startDate <= date && l.endDate >= date);
    if (span) days.push({ date, kind: 'leave', leaveDays: span.dayType === 'Half Day' ? 0.5 : 1, name: span.name });
  }
  const leaveDays = days.reduce((sum, d) => sum + d.leaveDays, 0);
  return { employeeId, startDate: q.startDate, endDate: q.endDate, leaveDays, days };
}

export function leaveDetailsRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const url of paths('/leave-details', '/timesheet-submission/leave-details')) {
    app.get(url, {
      config: { access: own, flag: 'timesheet' },
      schema: { tags, querystring: leaveDetailsQuery, response: { 200: leaveDetailsView } },
      handler: (request) => request.inTenant((tx) => leaveDetails(tx, viewerOf(request), request.query)),
    });
  }
}
