import { addDays, dayOffReason } from '@tenure/domain/policies';
import type { LeaveDetailsQuery, LeaveDetailsView } from '@tenure/domain/timesheets';
import type { Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { loadWorkCalendar } from '../../policies/index.ts';
import { readableEmployee } from '../policy.ts';
import { approvedLeaveIn } from './queries.ts';

/**
 * The leave details of a period (SPEC §7 v2 "leave details"): the days the timesheet fills as
 * non-project time — approved leave on working days (a half day as 0.5), holidays and weekly offs —
 * for the caller, or for someone whose week the caller may read (their approver, a timesheet admin).
 */
export async function leaveDetails(tx: Tx, v: Viewer, q: LeaveDetailsQuery): Promise<LeaveDetailsView> {
  const employeeId = await readableEmployee(tx, v, q.employeeId, null);
  const [calendar, leave] = await Promise.all([
    loadWorkCalendar(tx, employeeId, q.startDate, q.endDate),
    approvedLeaveIn(tx, employeeId, q.startDate, q.endDate),
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
