import { randomUUID } from 'node:crypto';
import type { RequestStatus } from '@tenure/domain/approvals';
import {
  countLeaveDays,
  financialYearStart,
  LEAVE_MESSAGES,
  MAX_LEAVE_SPAN_DAYS,
  type FinancialYear,
  type LeaveApplicationInput,
  type LeaveDayType,
  type LeaveRequestView,
} from '@tenure/domain/leave';
import { daysBetween } from '../../platform/clock.ts';
import { readTogether, type Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { detectFileType, MIME_TYPES, type AllowedFileType } from '../../platform/file-types.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { Upload, UploadRule } from '../../platform/uploads.ts';
import { requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { loadWorkCalendar, toWorkCalendar, workCalendarQuery, type WorkCalendarRow } from '../policies/index.ts';
import { findLeaveType } from './leave-types-queries.ts';
import {
  findLeaveRequest,
  leaveRequestInsert,
  leaveRequestRows,
  lockApplicantFor,
  requestsOverlapping,
  type Clash,
} from './leave-requests-queries.ts';
import {
  addLedgerEntry,
  balanceQuery,
  settleEmployeeCompOffExpiry,
  toFigures,
  type BalanceRow,
} from './ledger-queries.ts';
import { involvedActors } from './policy.ts';
import type { RequestRow } from './requests-queries.ts';
import { scopedEmployee, todayOfEmployee } from '../employees/index.ts';
import { submitted, type RequestKind } from './requests-service.ts';

/** A 400 naming the form field at fault. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/** Leave requests in the shared request flow: approval charges the balance, HR cancelling an approved one gives it back. */
export const leaveKind: RequestKind<LeaveRequestView> = { ...leaveRequestRows, afterTransition: leaveLedgerEffect };

/** Approval charges the days ('taken'); HR cancelling an approved request gives them back ('restored'). */
async function leaveLedgerEffect(tx: Tx, v: Viewer, row: RequestRow, to: RequestStatus): Promise<void> {
  const approving = to === 'approved';
  const restoring = row.status === 'approved' && to === 'cancelled';
  if (!approving && !restoring) return;
  const request = (await findLeaveRequest(tx, row.id))!;
  const type = (await findLeaveType(tx, request.leaveTypeId))!;
  // Expired comp-off credits go before a take, so the take cannot use them.
  if (approving && type.isCompOff)
    await settleEmployeeCompOffExpiry(tx, type, row.employeeId, await todayOfEmployee(tx, row.employeeId));
  await addLedgerEntry(tx, {
    tenantId: v.tenantCode,
    employeeId: row.employeeId,
    leaveTypeId: request.leaveTypeId,
    yearStart: request.yearStart,
    kind: approving ? 'taken' : 'restored',
    days: approving ? -request.days : request.days,
    requestId: row.id,
    createdBy: v.userId,
  });
}

/** Where an employee's uploaded supporting documents live; the caller's own id makes others' unreachable. */
const documentKey = (v: Viewer, employeeId: string, documentId: string) =>
  `${v.tenantCode}/leave-documents/${employeeId}/${documentId}`;
const DOCUMENT_TYPES: AllowedFileType[] = ['pdf', 'jpeg', 'png'];

/** What the document route accepts: one PDF, JPEG or PNG of at most 5 MB. */
export const LEAVE_DOCUMENT_UPLOAD: UploadRule = {
  maxBytes: 5 * 1024 * 1024,
  allowed: DOCUMENT_TYPES,
  typeMessage: LEAVE_MESSAGES.documentTypeNotAllowed,
};

/** Step one of applying with a document: the file (read by the route) is kept and its id sent with the application. No table is touched. */
export async function storeLeaveDocument(v: Viewer, upload: Upload, storage: FileStorage) {
  const employeeId = requireEmployee(v);
  const documentId = randomUUID();
  await storage.put(documentKey(v, employeeId, documentId), upload.bytes);
  return { documentId, fileName: upload.fileName };
}

/** A request's supporting document, for its employee, its approvers and HR. */
export async function downloadLeaveDocument(tx: Tx, v: Viewer, input: { id: string }, storage: FileStorage) {
  const row = await findLeaveRequest(tx, input.id);
  if (!row) throw notFound();
  await involvedActors(tx, v, row);
  const bytes = row.documentKey ? await storage.get(row.documentKey) : null;
  if (!bytes) throw notFound();
  const type = DOCUMENT_TYPES.find((t) => detectFileType(bytes, `document.${t}`)) ?? 'pdf';
  return { bytes, mimeType: MIME_TYPES[type], fileName: `leave-document.${type === 'jpeg' ? 'jpg' : type}` };
}

/** The day count the form shows: working days of the employee's calendar between the dates. */
export async function leaveDayCount(
  tx: Tx,
  v: Viewer,
  q: { startDate: string; endDate: string; dayType: LeaveDayType; employeeNo?: string | undefined },
) {
  const employeeId = await scopedEmployee(tx, v, q.employeeNo);
  assertSpan(q.startDate, q.endDate);
  return countLeaveDays(
    await loadWorkCalendar(tx, employeeId, q.startDate, q.endDate),
    q.startDate,
    q.endDate,
    q.dayType,
  );
}

function assertSpan(startDate: string, endDate: string) {
  if (endDate < startDate) throw fieldError('endDate', LEAVE_MESSAGES.endBeforeStart);
  if (daysBetween(startDate, endDate) >= MAX_LEAVE_SPAN_DAYS)
    throw fieldError('endDate', LEAVE_MESSAGES.maxConsecutive(MAX_LEAVE_SPAN_DAYS));
}

/**
 * Applies for leave. The employee row is locked first, so two applications of the same employee
 * run one after the other: neither can overdraw the balance or overlap the other. Notice and
 * eligibility count from the applicant's today.
 */
export async function applyForLeave(
  tx: Tx,
  v: Viewer,
  input: LeaveApplicationInput,
  deps: { mailer: Mailer; storage: FileStorage },
) {
  const employeeId = requireEmployee(v);
  const asOf = await todayOfEmployee(tx, employeeId);
  const { managerId, approver, type, applicable } = await lockApplicantFor(tx, employeeId, input.leaveTypeId, asOf);
  if (!type) throw fieldError('leaveTypeId', LEAVE_MESSAGES.unknownLeaveType);
  // An inactive type applies to no one.
  if (!applicable) throw fieldError('leaveTypeId', LEAVE_MESSAGES.notEligible);
  const halfDay = input.dayType === 'Half Day';
  if (halfDay && !type.dayTypes.includes('Half Day')) throw fieldError('dayType', LEAVE_MESSAGES.halfDayNotAllowed);
  if (halfDay && !input.halfDaySession) throw fieldError('halfDaySession', LEAVE_MESSAGES.halfDaySessionRequired);
  assertSpan(input.startDate, input.endDate);

  const yearStart = financialYearStart(type.financialYear as FinancialYear, input.startDate);
  // Expired comp-off credits go before the balance is read, so it cannot count them.
  if (type.isCompOff) await settleEmployeeCompOffExpiry(tx, type, employeeId, asOf);
  const standing = await readTogether<{ calendar: WorkCalendarRow[]; clashes: Clash[]; balance: BalanceRow[] }>(tx, {
    calendar: workCalendarQuery(employeeId, input.startDate, input.endDate),
    clashes: requestsOverlapping(employeeId, input),
    balance: balanceQuery(employeeId, [type], input.startDate, asOf),
  });
  const { days } = countLeaveDays(toWorkCalendar(standing.calendar), input.startDate, input.endDate, input.dayType);
  if (days === 0) throw fieldError('startDate', LEAVE_MESSAGES.noWorkingDays);
  // A notice of 0 days asks for none: a day already gone may be applied for (sick leave after the fact, README Decisions).
  if (type.minNoticeDays > 0 && daysBetween(asOf, input.startDate) < type.minNoticeDays)
    throw fieldError('startDate', LEAVE_MESSAGES.minNotice(type.minNoticeDays));
  // Consecutive days are the working days charged: week-offs and holidays inside the span do not count.
  if (type.maxConsecutiveDays > 0 && days > type.maxConsecutiveDays)
    throw fieldError('endDate', LEAVE_MESSAGES.maxConsecutive(type.maxConsecutiveDays));
  const needsDocument = type.documentRequiredAboveDays !== null && days > type.documentRequiredAboveDays;
  if (needsDocument && !input.documentId)
    throw fieldError('documentId', LEAVE_MESSAGES.documentRequired(type.documentRequiredAboveDays!));
  const storedDocument = input.documentId ? documentKey(v, employeeId, input.documentId) : null;
  if (storedDocument && (await deps.storage.get(storedDocument)) === null)
    throw fieldError('documentId', LEAVE_MESSAGES.documentNotFound);
  if (!managerId) throw badRequest(LEAVE_MESSAGES.noApprover, undefined, 'NO_APPROVER');

  assertNoOverlap(standing.clashes, input);
  const { available } = toFigures(standing.balance, [type], input.startDate).get(type.id)!;
  if (days > available) throw fieldError('leaveTypeId', LEAVE_MESSAGES.insufficientBalance(Math.max(available, 0)));

  const insert = leaveRequestInsert({
    tenantId: v.tenantCode,
    employeeId,
    leaveTypeId: type.id,
    startDate: input.startDate,
    endDate: input.endDate,
    dayType: input.dayType,
    halfDaySession: halfDay ? (input.halfDaySession ?? null) : null,
    days,
    reason: input.reason,
    yearStart,
    approverId: managerId,
    documentKey: storedDocument,
  });
  return submitted(tx, v, deps.mailer, leaveKind, insert, approver, input.reason);
}

/** Pending or approved leave on any of the days refuses the application; two half days in different halves may share a day. */
function assertNoOverlap(clashes: readonly Clash[], input: LeaveApplicationInput) {
  const compatible = (c: Clash) =>
    input.dayType === 'Half Day' &&
    c.dayType === 'Half Day' &&
    c.session !== null &&
    c.session !== input.halfDaySession;
  if (clashes.some((c) => !compatible(c))) throw fieldError('startDate', LEAVE_MESSAGES.overlapping);
}
