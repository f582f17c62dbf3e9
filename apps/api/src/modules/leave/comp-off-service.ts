import type { RequestStatus } from '@tenure/domain/approvals';
import {
  COMP_OFF_EXPIRY_DAYS,
  financialYearStart,
  LEAVE_MESSAGES,
  type CompOffInput,
  type CompOffView,
  type FinancialYear,
} from '@tenure/domain/leave';
import { dayOffReason } from '@tenure/domain/policies';
import { addDays } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { tenantDateFormat } from '../../platform/notifications.ts';
import { requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { loadWorkCalendar } from '../policies/index.ts';
import {
  compOffInsert,
  compOffRequestRows,
  findCompOffRequest,
  hasCompOffFor,
  setCompOffExpiry,
} from './comp-off-queries.ts';
import { fieldError } from './leave-requests-service.ts';
import { compOffType } from './leave-types-service.ts';
import { addLedgerEntry } from './ledger-queries.ts';
import { lockApplicant, type RequestRow } from './requests-queries.ts';
import { todayOfEmployee } from '../employees/index.ts';
import { submitted, type RequestKind } from './requests-service.ts';

/** Comp-off requests in the shared request flow: approval credits the comp-off type, HR cancelling an approved one takes it back. */
export const compOffKind: RequestKind<CompOffView> = { ...compOffRequestRows, afterTransition: compOffLedgerEffect };

/**
 * Approval credits the comp-off leave type, valid COMP_OFF_EXPIRY_DAYS from the approval day (the
 * employee's today); HR cancelling an approved comp-off takes the credit back (a negative credit
 * with the same expiry, so the unexpired credits shrink with it).
 */
async function compOffLedgerEffect(tx: Tx, v: Viewer, row: RequestRow, to: RequestStatus): Promise<void> {
  const approving = to === 'approved';
  if (!approving && !(row.status === 'approved' && to === 'cancelled')) return;
  const type = await compOffType(tx);
  const request = (await findCompOffRequest(tx, row.id))!;
  const approvedOn = await todayOfEmployee(tx, row.employeeId);
  const expiresOn = approving ? addDays(approvedOn, COMP_OFF_EXPIRY_DAYS) : request.expiresOn;
  if (approving) await setCompOffExpiry(tx, row.id, expiresOn!);
  await addLedgerEntry(tx, {
    tenantId: v.tenantCode,
    employeeId: row.employeeId,
    leaveTypeId: type.id,
    yearStart: financialYearStart(type.financialYear as FinancialYear, approvedOn),
    kind: 'compOffCredit',
    days: approving ? request.days : -request.days,
    requestId: row.id,
    expiresOn,
    note: approving
      ? LEAVE_MESSAGES.noteCompOffWorked(request.workedDate, await tenantDateFormat(tx, v.tenantCode))
      : LEAVE_MESSAGES.noteCompOffCancelled,
    createdBy: v.userId,
  });
}

/** A comp-off is asked for a week-off or holiday of the employee's calendar already worked (by their today), once per day. */
export async function applyForCompOff(tx: Tx, v: Viewer, input: CompOffInput, deps: { mailer: Mailer }) {
  const employeeId = requireEmployee(v);
  const { managerId, approver } = await lockApplicant(tx, employeeId);
  if (input.workedDate > (await todayOfEmployee(tx, employeeId)))
    throw fieldError('workedDate', LEAVE_MESSAGES.compOffFuture);
  const calendar = await loadWorkCalendar(tx, employeeId, input.workedDate, input.workedDate);
  if (!dayOffReason(calendar, input.workedDate)) throw fieldError('workedDate', LEAVE_MESSAGES.compOffNotDayOff);
  if (await hasCompOffFor(tx, employeeId, input.workedDate))
    throw fieldError('workedDate', LEAVE_MESSAGES.compOffDuplicate);
  if (!managerId) throw badRequest(LEAVE_MESSAGES.noApprover, undefined, 'NO_APPROVER');

  const insert = compOffInsert(tx, {
    tenantId: v.tenantCode,
    employeeId,
    workedDate: input.workedDate,
    days: input.days,
    reason: input.reason,
    approverId: managerId,
  });
  return submitted(tx, v, deps.mailer, compOffKind, insert, approver, input.reason);
}
