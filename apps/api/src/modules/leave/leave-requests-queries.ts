import { eq, sql, type SQL } from 'drizzle-orm';
import { type LeaveApplicationInput, type LeaveDayType, type LeaveRequestView } from '@tenure/domain/leave';
import { leaveRequests } from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { appliesTo, type LeaveTypeRow } from './leave-types-queries.ts';
import {
  approverColumns,
  decisionOf,
  isoTime,
  leaveSpanOf,
  type Approver,
  type ListQuery,
  type RequestRows,
  type WaitingSource,
} from './requests-queries.ts';

/** The leave_request_counts columns that add up to each list filter's total. */
const COUNTED: Record<ListQuery['status'], SQL> = {
  pending: sql`c.pending`,
  approved: sql`c.approved`,
  rejected: sql`c.rejected`,
  cancelled: sql`c.cancelled`,
  decided: sql`c.approved + c.rejected + c.cancelled`,
  all: sql`c.pending + c.approved + c.rejected + c.cancelled`,
};

/** How leave requests are read for their lists, detail and notices. */
export const leaveRequestRows: RequestRows<LeaveRequestView> = {
  requestType: 'leave',
  table: leaveRequests,
  columns: sql`r.id, r.leave_type_id, lt.name as leave_type_name, r.start_date::text as start_date, r.end_date::text as end_date,
               r.day_type, r.half_day_session, r.days::float8 as days, r.reason, r.status, r.created_at, r.decided_at, r.decision_reason,
               r.document_key is not null as has_document, e.employee_number, e.display_name, d.name as department_name, e.profile_image,
               a.employee_number as approver_number, a.display_name as approver_name, x.employee_number as decider_number, x.display_name as decider_name`,
  joins: sql`join employees e on e.id = r.employee_id
            join leave_types lt on lt.id = r.leave_type_id
            left join departments d on d.id = e.department_id
            left join employees a on a.id = r.approver_id
            left join employees x on x.id = r.decided_by`,
  searchText: sql`(e.search_text || ' ' || lower(lt.name) || ' ' || lower(lt.code))`,
  sortColumns: {
    employeeName: sql`lower(e.display_name)`,
    startDate: sql`r.start_date`,
    appliedAt: sql`r.created_at`,
    days: sql`r.days`,
    leaveType: sql`lower(lt.name)`,
  },
  tenantTotal: (status) => sql`(select coalesce(sum(${COUNTED[status]}), 0)::int from leave_request_counts c)`,
  toView: (r) => ({
    leaveApplicationId: String(r.id),
    employee: {
      employeeNumber: String(r.employee_number),
      displayName: String(r.display_name),
      departmentName: (r.department_name as string | null) ?? null,
      profileImage: (r.profile_image as string | null) ?? null,
    },
    leaveTypeId: String(r.leave_type_id),
    ...leaveSpanOf(r),
    reason: String(r.reason),
    ...decisionOf(r),
    appliedAt: isoTime(r.created_at)!,
    hasDocument: Boolean(r.has_document),
  }),
  describe: (v, texts) =>
    texts.describeLeave({
      typeName: v.leaveTypeName,
      startDate: v.startDate,
      endDate: v.endDate,
      halfDay: v.dayType === 'Half Day',
      session: v.halfDaySession,
      days: v.days,
    }),
};

export type LeaveRequestRow = typeof leaveRequests.$inferSelect;

export async function findLeaveRequest(tx: Tx, id: string): Promise<LeaveRequestRow | null> {
  const [row] = await tx.select().from(leaveRequests).where(eq(leaveRequests.id, id));
  return row ?? null;
}

/** What an application reads of its leave type. */
export type ApplicationType = Pick<
  LeaveTypeRow,
  | 'id'
  | 'financialYear'
  | 'isCompOff'
  | 'negativeBalanceLimit'
  | 'dayTypes'
  | 'minNoticeDays'
  | 'maxConsecutiveDays'
  | 'documentRequiredAboveDays'
>;

/**
 * Locks the applicant's employee row (see lockApplicant), and in the same round trip reads their
 * approver, the leave type applied for (null: no such type) and whether it applies to the
 * applicant on `asOf`. Plain SQL: the hottest write path of the module.
 */
export async function lockApplicantFor(tx: Tx, employeeId: string, leaveTypeId: string, asOf: string) {
  const [row] = await queryRows<Approver & ApplicationType & { applicable: boolean }>(
    tx,
    sql`select ${approverColumns}, lt.id, lt.financial_year as "financialYear", lt.is_comp_off as "isCompOff",
               lt.negative_balance_limit::float8 as "negativeBalanceLimit", lt.day_types as "dayTypes", lt.min_notice_days as "minNoticeDays",
               lt.max_consecutive_days as "maxConsecutiveDays", lt.document_required_above_days as "documentRequiredAboveDays",
               ${appliesTo(employeeId, leaveTypeId, asOf)} as applicable
          from employees e left join leave_types lt on lt.id = ${leaveTypeId}
         where e.id = ${employeeId} for update of e`,
  );
  if (!row) return { managerId: null, approver: null, type: null, applicable: false };
  const { managerId, approver, applicable, ...type } = row;
  return { managerId, approver, applicable, type: type.id ? type : null };
}

/** A pending or approved request on a day of an application: its day type and half. */
export interface Clash {
  dayType: LeaveDayType;
  session: string | null;
}

/** The employee's pending and approved requests on any day of the application (rows: Clash). */
export const requestsOverlapping = (employeeId: string, input: Pick<LeaveApplicationInput, 'startDate' | 'endDate'>) =>
  sql`select o.day_type as "dayType", o.half_day_session as session from leave_requests o
       where o.employee_id = ${employeeId} and o.status in ('pending', 'approved')
         and o.start_date <= ${input.endDate} and o.end_date >= ${input.startDate}`;

/** Whether the employee has pending or approved leave on `date`. */
export async function hasLeaveOn(tx: Tx, employeeId: string, date: string): Promise<boolean> {
  const [row] = await queryRows<Clash>(
    tx,
    sql`${requestsOverlapping(employeeId, { startDate: date, endDate: date })} limit 1`,
  );
  return row !== undefined;
}

/** The insert of a leave request (returning its row), for `submitted`. */
export const leaveRequestInsert = (r: {
  tenantId: string;
  employeeId: string;
  leaveTypeId: string;
  startDate: string;
  endDate: string;
  dayType: LeaveDayType;
  halfDaySession: string | null;
  days: number;
  reason: string;
  yearStart: string;
  approverId: string;
  documentKey: string | null;
}) =>
  sql`insert into leave_requests (tenant_id, employee_id, leave_type_id, start_date, end_date, day_type, half_day_session, days, reason, year_start, approver_id, document_key)
    values (${r.tenantId}, ${r.employeeId}, ${r.leaveTypeId}, ${r.startDate}, ${r.endDate}, ${r.dayType}, ${r.halfDaySession},
            ${r.days}, ${r.reason}, ${r.yearStart}, ${r.approverId}, ${r.documentKey})
    returning *`;

/** Leave requests waiting for their approver (My Actions): titled by their type. */
export const leaveWaiting: WaitingSource = {
  table: sql`leave_requests`,
  title: sql`lt.name`,
  startDate: sql`r.start_date`,
  endDate: sql`r.end_date`,
  joins: sql`join leave_types lt on lt.id = r.leave_type_id`,
};
