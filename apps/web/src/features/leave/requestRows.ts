import type { RequestStatus } from '@tenure/domain/approvals';
import type { CompOffView, LeaveRequestView } from '@tenure/domain/leave';

export type RequestKind = 'leave' | 'compOff';

interface Person {
  employeeNumber: string;
  displayName: string;
}

/** A leave or comp-off request in the one shape the request tables show. */
export interface RequestRow {
  id: string;
  kind: RequestKind;
  employee: Person & { departmentName: string | null };
  /** The leave type; null for a comp-off request (the table says "Comp-off"). */
  typeName: string | null;
  /** For comp-off both are the day worked. */
  startDate: string;
  endDate: string;
  days: number;
  /** "First Half" / "Second Half" for a half day. */
  halfDaySession: string | null;
  reason: string;
  status: RequestStatus;
  approver: Person | null;
  decidedBy: Person | null;
  decidedAt: string | null;
  decisionReason: string | null;
  appliedAt: string;
}

/** What leave and comp-off requests both record: why, where it stands, and who decided when. */
type RequestHistory = Pick<
  RequestRow,
  'reason' | 'status' | 'approver' | 'decidedBy' | 'decidedAt' | 'decisionReason' | 'appliedAt'
>;

function requestHistory(view: RequestHistory): RequestHistory {
  return {
    reason: view.reason,
    status: view.status,
    approver: view.approver,
    decidedBy: view.decidedBy,
    decidedAt: view.decidedAt,
    decisionReason: view.decisionReason,
    appliedAt: view.appliedAt,
  };
}

export function leaveRow(view: LeaveRequestView): RequestRow {
  return {
    id: view.leaveApplicationId,
    kind: 'leave',
    employee: {
      employeeNumber: view.employee.employeeNumber,
      displayName: view.employee.displayName,
      departmentName: view.employee.departmentName,
    },
    typeName: view.leaveTypeName,
    startDate: view.startDate,
    endDate: view.endDate,
    days: view.days,
    halfDaySession: view.dayType === 'Half Day' ? view.halfDaySession : null,
    ...requestHistory(view),
  };
}

export function compOffRow(view: CompOffView): RequestRow {
  return {
    id: view.compOffId,
    kind: 'compOff',
    employee: view.employee,
    typeName: null,
    startDate: view.workedDate,
    endDate: view.workedDate,
    days: view.days,
    halfDaySession: null,
    ...requestHistory(view),
  };
}

/** Approved leave that has not ended yet, soonest first: the overview's "upcoming leave". */
export function upcomingLeave(rows: readonly RequestRow[], today: string): RequestRow[] {
  return rows
    .filter((row) => row.status === 'approved' && row.endDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}
