import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
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
  type LeaveSpan,
} from '@tenure/domain/leave';
import { leaveLedger, leaveRequests } from '../../db/schema/index.ts';
import { queryRows, readTogether, type Tx } from '../../platform/db.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { detectFileType, MIME_TYPES, type AllowedFileType } from '../../platform/file-types.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { readUpload } from '../../platform/uploads.ts';
import { loadWorkCalendar, toWorkCalendar, workCalendarQuery, type WorkCalendarRow } from '../policies/index.ts';
import { readableEmployee } from './access.ts';
import { balanceQuery, toFigures, type BalanceRow } from './leave-balances.ts';
import { daysBetween, today } from './dates.ts';
import { appliesTo } from './eligibility.ts';
import { findLeaveType, type LeaveTypeRow } from './leave-types.ts';
import { settleCompOffExpiry } from './ledger-jobs.ts';
import { actorsFor, approverColumns, decisionOf, fieldError, isoTime, submitted, type Approver, type ListQuery, type RequestKind, type RequestRow } from './request-flow.ts';

/** The leave columns of a request row (`lt.name as leave_type_name`, dates as text), for its view and the team overview. */
export const leaveSpanOf = (r: Record<string, unknown>): LeaveSpan => ({
  leaveTypeName: String(r.leave_type_name),
  startDate: String(r.start_date),
  endDate: String(r.end_date),
  dayType: r.day_type as LeaveSpan['dayType'],
  halfDaySession: (r.half_day_session as LeaveSpan['halfDaySession']) ?? null,
  days: Number(r.days),
});

/** The leave_request_counts columns that add up to each list filter's total. */
const COUNTED: Record<ListQuery['status'], SQL> = {
  pending: sql`c.pending`,
  approved: sql`c.approved`,
  rejected: sql`c.rejected`,
  cancelled: sql`c.cancelled`,
  decided: sql`c.approved + c.rejected + c.cancelled`,
  all: sql`c.pending + c.approved + c.rejected + c.cancelled`,
};

export const leaveKind: RequestKind<LeaveRequestView> = {
  requestType: 'leave',
  table: leaveRequests,
  noun: LEAVE_MESSAGES.leaveRequestNoun,
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
    employee: { employeeNumber: String(r.employee_number), displayName: String(r.display_name), departmentName: (r.department_name as string | null) ?? null, profileImage: (r.profile_image as string | null) ?? null },
    leaveTypeId: String(r.leave_type_id),
    ...leaveSpanOf(r),
    reason: String(r.reason),
    ...decisionOf(r),
    appliedAt: isoTime(r.created_at)!,
    hasDocument: Boolean(r.has_document),
  }),
  describe: (v, dateFormat) => LEAVE_MESSAGES.describeLeave(v.leaveTypeName, v.startDate, v.endDate, v.dayType === 'Half Day', v.halfDaySession, v.days, dateFormat),
  afterTransition: leaveLedgerEffect,
};

/** Approval charges the days ('taken'); HR cancelling an approved request gives them back ('restored'). */
async function leaveLedgerEffect(tx: Tx, v: Viewer, row: RequestRow, to: RequestStatus): Promise<void> {
  const approving = to === 'approved';
  const restoring = row.status === 'approved' && to === 'cancelled';
  if (!approving && !restoring) return;
  const [request] = await tx.select().from(leaveRequests).where(eq(leaveRequests.id, row.id));
  const type = (await findLeaveType(tx, request!.leaveTypeId))!;
  // Expired comp-off credits go before a take, so the take cannot use them.
  if (approving && type.isCompOff) await settleCompOffExpiry(tx, type, sql`l.employee_id = ${row.employeeId}`, today());
  await tx.insert(leaveLedger).values({
    tenantId: v.tenantCode,
    employeeId: row.employeeId,
    leaveTypeId: request!.leaveTypeId,
    yearStart: request!.yearStart,
    kind: approving ? 'taken' : 'restored',
    days: approving ? -request!.days : request!.days,
    requestId: row.id,
    createdBy: v.userId,
  });
}

/** Where an employee's uploaded supporting documents live; the caller's own id makes others' unreachable. */
const documentKey = (v: Viewer, employeeId: string, documentId: string) => `${v.tenantCode}/leave-documents/${employeeId}/${documentId}`;
const DOCUMENT_TYPES: AllowedFileType[] = ['pdf', 'jpeg', 'png'];
const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Step one of applying with a document: the file is kept and its id sent with the application. */
export async function uploadLeaveDocument(request: FastifyRequest, v: Viewer, storage: FileStorage) {
  const employeeId = requireEmployee(v);
  const upload = await readUpload(request, { maxBytes: DOCUMENT_MAX_BYTES, allowed: DOCUMENT_TYPES, typeMessage: LEAVE_MESSAGES.documentTypeNotAllowed });
  const documentId = randomUUID();
  await storage.put(documentKey(v, employeeId, documentId), upload.bytes);
  return { documentId, fileName: upload.fileName };
}

export async function downloadLeaveDocument(tx: Tx, v: Viewer, storage: FileStorage, id: string) {
  const [row] = await tx.select().from(leaveRequests).where(eq(leaveRequests.id, id));
  if (!row) throw notFound();
  if ((await actorsFor(tx, v, row)).length === 0) throw forbidden();
  const bytes = row.documentKey ? await storage.get(row.documentKey) : null;
  if (!bytes) throw notFound();
  const type = DOCUMENT_TYPES.find((t) => detectFileType(bytes, `document.${t}`)) ?? 'pdf';
  return { bytes, mimeType: MIME_TYPES[type], fileName: `leave-document.${type === 'jpeg' ? 'jpg' : type}` };
}

/** The day count the form shows: working days of the employee's calendar between the dates. */
export async function leaveDayCount(tx: Tx, v: Viewer, q: { startDate: string; endDate: string; dayType: LeaveDayType; employeeNo?: string | undefined }) {
  const employeeId = await readableEmployee(tx, v, q.employeeNo);
  assertSpan(q.startDate, q.endDate);
  return countLeaveDays(await loadWorkCalendar(tx, employeeId, q.startDate, q.endDate), q.startDate, q.endDate, q.dayType);
}

function assertSpan(startDate: string, endDate: string) {
  if (endDate < startDate) throw fieldError('endDate', LEAVE_MESSAGES.endBeforeStart);
  if (daysBetween(startDate, endDate) >= MAX_LEAVE_SPAN_DAYS) throw fieldError('endDate', LEAVE_MESSAGES.maxConsecutive(MAX_LEAVE_SPAN_DAYS));
}

/** What an application reads of its leave type. */
type ApplicationType = Pick<
  LeaveTypeRow,
  'id' | 'financialYear' | 'isCompOff' | 'negativeBalanceLimit' | 'dayTypes' | 'minNoticeDays' | 'maxConsecutiveDays' | 'documentRequiredAboveDays'
>;

/**
 * lockApplicant, and in the same round trip the leave type applied for (null: no such type) and
 * whether it applies to the applicant. Plain SQL: the hottest write path of the module.
 */
async function lockApplicantFor(tx: Tx, employeeId: string, leaveTypeId: string, asOf: string) {
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

/**
 * Applies for leave. The employee row is locked first, so two applications of the same employee
 * run one after the other: neither can overdraw the balance or overlap the other.
 */
export async function applyForLeave(tx: Tx, v: Viewer, mailer: Mailer, storage: FileStorage, input: LeaveApplicationInput) {
  const employeeId = requireEmployee(v);
  const asOf = today();
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
  if (type.isCompOff) await settleCompOffExpiry(tx, type, sql`l.employee_id = ${employeeId}`, asOf);
  const standing = await readTogether<{ calendar: WorkCalendarRow[]; clashes: Clash[]; balance: BalanceRow[] }>(tx, {
    calendar: workCalendarQuery(employeeId, input.startDate, input.endDate),
    clashes: requestsOverlapping(employeeId, input),
    balance: balanceQuery(employeeId, [type], input.startDate, asOf),
  });
  const { days } = countLeaveDays(toWorkCalendar(standing.calendar), input.startDate, input.endDate, input.dayType);
  if (days === 0) throw fieldError('startDate', LEAVE_MESSAGES.noWorkingDays);
  // A notice of 0 days asks for none: a day already gone may be applied for (sick leave after the fact, README Decisions).
  if (type.minNoticeDays > 0 && daysBetween(asOf, input.startDate) < type.minNoticeDays) throw fieldError('startDate', LEAVE_MESSAGES.minNotice(type.minNoticeDays));
  // Consecutive days are the working days charged: week-offs and holidays inside the span do not count.
  if (type.maxConsecutiveDays > 0 && days > type.maxConsecutiveDays) throw fieldError('endDate', LEAVE_MESSAGES.maxConsecutive(type.maxConsecutiveDays));
  const needsDocument = type.documentRequiredAboveDays !== null && days > type.documentRequiredAboveDays;
  if (needsDocument && !input.documentId) throw fieldError('documentId', LEAVE_MESSAGES.documentRequired(type.documentRequiredAboveDays!));
  const storedDocument = input.documentId ? documentKey(v, employeeId, input.documentId) : null;
  if (storedDocument && (await storage.get(storedDocument)) === null) throw fieldError('documentId', LEAVE_MESSAGES.documentNotFound);
  if (!managerId) throw badRequest(LEAVE_MESSAGES.noApprover, undefined, 'NO_APPROVER');

  assertNoOverlap(standing.clashes, input);
  const { available } = toFigures(standing.balance, [type], input.startDate).get(type.id)!;
  if (days > available) throw fieldError('leaveTypeId', LEAVE_MESSAGES.insufficientBalance(Math.max(available, 0)));

  const insert = sql`insert into leave_requests (tenant_id, employee_id, leave_type_id, start_date, end_date, day_type, half_day_session, days, reason, year_start, approver_id, document_key)
    values (${v.tenantCode}, ${employeeId}, ${type.id}, ${input.startDate}, ${input.endDate}, ${input.dayType}, ${halfDay ? input.halfDaySession : null},
            ${days}, ${input.reason}, ${yearStart}, ${managerId}, ${storedDocument})
    returning *`;
  return submitted(tx, v, mailer, leaveKind, insert, approver, input.reason);
}

interface Clash {
  dayType: LeaveDayType;
  session: string | null;
}

/** The employee's pending and approved requests on any day of the application (rows: Clash). */
const requestsOverlapping = (employeeId: string, input: LeaveApplicationInput) =>
  sql`select o.day_type as "dayType", o.half_day_session as session from leave_requests o
       where o.employee_id = ${employeeId} and o.status in ('pending', 'approved')
         and o.start_date <= ${input.endDate} and o.end_date >= ${input.startDate}`;

/** Pending or approved leave on any of the days refuses the application; two half days in different halves may share a day. */
function assertNoOverlap(clashes: readonly Clash[], input: LeaveApplicationInput) {
  const compatible = (c: Clash) => input.dayType === 'Half Day' && c.dayType === 'Half Day' && c.session !== null && c.session !== input.halfDaySession;
  if (clashes.some((c) => !compatible(c))) throw fieldError('startDate', LEAVE_MESSAGES.overlapping);
}
