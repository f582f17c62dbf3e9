import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequestStatus } from '@tenure/domain/approvals';
import { COMP_OFF_EXPIRY_DAYS, financialYearStart, LEAVE_MESSAGES, type CompOffInput, type CompOffView, type FinancialYear } from '@tenure/domain/leave';
import { addDays, dayOffReason } from '@tenure/domain/policies';
import { compOffRequests, leaveLedger } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { tenantDateFormat } from '../../platform/notifications.ts';
import { requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { loadWorkCalendar } from '../policies/index.ts';
import { today } from './dates.ts';
import { compOffType } from './leave-types.ts';
import { decisionOf, fieldError, isoTime, lockApplicant, submitted, type RequestKind, type RequestRow } from './request-flow.ts';

export const compOffKind: RequestKind<CompOffView> = {
  requestType: 'compOff',
  table: compOffRequests,
  noun: LEAVE_MESSAGES.compOffRequestNoun,
  columns: sql`r.id, r.worked_date::text as worked_date, r.days::float8 as days, r.reason, r.status, r.created_at, r.decided_at, r.decision_reason,
               r.expires_on::text as expires_on, e.employee_number, e.display_name, d.name as department_name,
               a.employee_number as approver_number, a.display_name as approver_name, x.employee_number as decider_number, x.display_name as decider_name`,
  joins: sql`join employees e on e.id = r.employee_id
            left join departments d on d.id = e.department_id
            left join employees a on a.id = r.approver_id
            left join employees x on x.id = r.decided_by`,
  searchText: sql`e.search_text`,
  sortColumns: {
    employeeName: sql`lower(e.display_name)`,
    startDate: sql`r.worked_date`,
    appliedAt: sql`r.created_at`,
    days: sql`r.days`,
    leaveType: sql`r.worked_date`,
  },
  toView: (r) => ({
    compOffId: String(r.id),
    employee: { employeeNumber: String(r.employee_number), displayName: String(r.display_name), departmentName: (r.department_name as string | null) ?? null },
    workedDate: String(r.worked_date),
    days: Number(r.days),
    reason: String(r.reason),
    ...decisionOf(r),
    expiresOn: (r.expires_on as string | null) ?? null,
    appliedAt: isoTime(r.created_at)!,
  }),
  describe: (v, dateFormat) => LEAVE_MESSAGES.describeCompOff(v.workedDate, v.days, dateFormat),
  afterTransition: compOffLedgerEffect,
};

/**
 * Approval credits the comp-off leave type, valid COMP_OFF_EXPIRY_DAYS from the approval day;
 * HR cancelling an approved comp-off takes the credit back (a negative credit with the same
 * expiry, so the unexpired credits shrink with it).
 */
async function compOffLedgerEffect(tx: Tx, v: Viewer, row: RequestRow, to: RequestStatus): Promise<void> {
  const approving = to === 'approved';
  if (!approving && !(row.status === 'approved' && to === 'cancelled')) return;
  const type = await compOffType(tx);
  const [request] = await tx.select().from(compOffRequests).where(eq(compOffRequests.id, row.id));
  const approvedOn = today();
  const expiresOn = approving ? addDays(approvedOn, COMP_OFF_EXPIRY_DAYS) : request!.expiresOn;
  if (approving) await tx.update(compOffRequests).set({ expiresOn }).where(eq(compOffRequests.id, row.id));
  await tx.insert(leaveLedger).values({
    tenantId: v.tenantCode,
    employeeId: row.employeeId,
    leaveTypeId: type.id,
    yearStart: financialYearStart(type.financialYear as FinancialYear, approvedOn),
    kind: 'compOffCredit',
    days: approving ? request!.days : -request!.days,
    requestId: row.id,
    expiresOn,
    note: approving ? LEAVE_MESSAGES.noteCompOffWorked(request!.workedDate, await tenantDateFormat(tx, v.tenantCode)) : LEAVE_MESSAGES.noteCompOffCancelled,
    createdBy: v.userId,
  });
}

/** A comp-off is asked for a week-off or holiday of the employee's calendar already worked, once per day. */
export async function applyForCompOff(tx: Tx, v: Viewer, mailer: Mailer, input: CompOffInput) {
  const employeeId = requireEmployee(v);
  const { managerId, approver } = await lockApplicant(tx, employeeId);
  if (input.workedDate > today()) throw fieldError('workedDate', LEAVE_MESSAGES.compOffFuture);
  const calendar = await loadWorkCalendar(tx, employeeId, input.workedDate, input.workedDate);
  if (!dayOffReason(calendar, input.workedDate)) throw fieldError('workedDate', LEAVE_MESSAGES.compOffNotDayOff);
  const [existing] = await tx
    .select({ id: compOffRequests.id })
    .from(compOffRequests)
    .where(and(eq(compOffRequests.employeeId, employeeId), eq(compOffRequests.workedDate, input.workedDate), inArray(compOffRequests.status, ['pending', 'approved'])));
  if (existing) throw fieldError('workedDate', LEAVE_MESSAGES.compOffDuplicate);
  if (!managerId) throw badRequest(LEAVE_MESSAGES.noApprover, undefined, 'NO_APPROVER');

  const insert = tx
    .insert(compOffRequests)
    .values({ tenantId: v.tenantCode, employeeId, workedDate: input.workedDate, days: input.days, reason: input.reason, approverId: managerId })
    .returning();
  return submitted(tx, v, mailer, compOffKind, insert, approver, input.reason);
}
