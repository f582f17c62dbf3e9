import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RequestStatus } from '@tenure/domain/approvals';
import type { NoticeTexts } from '@tenure/domain/notices';
import type { ApprovalListQuery, DecisionHistoryEntry, LEAVE_SORT_FIELDS, LeaveSpan } from '@tenure/domain/leave';
import { escapeLike, queryRows, type Tx } from '../../platform/db.ts';
import { recipientOfEmployee, type Recipient } from '../../platform/notifications.ts';

/** What every request table shares (leave_requests, comp_off_requests): who asked, who approves, where it stands. */
export interface RequestRow {
  id: string;
  employeeId: string;
  approverId: string | null;
  status: RequestStatus;
}

type SortField = (typeof LEAVE_SORT_FIELDS)[number];
export type ListQuery = Omit<ApprovalListQuery, 'indirect'>;

/**
 * How one kind of request (leave, comp-off) is read: its table, the view's columns and joins, how
 * it is searched and sorted. The request row is aliased `r`, its employee `e`.
 */
export interface RequestRows<V extends { status: RequestStatus }> {
  requestType: 'leave' | 'compOff';
  table: PgTable;
  /** The view's columns (rows go through toView) … */
  columns: SQL;
  /** … read through these joins after `<table> r`: `join employees e on e.id = r.employee_id …`. */
  joins: SQL;
  /** What filterValue is looked for in (lower case). */
  searchText: SQL;
  sortColumns: Record<SortField, SQL>;
  /** How many requests of the tenant have a status, kept by the writes (HR's unsearched list); absent: counted. */
  tenantTotal?: (status: ListQuery['status']) => SQL;
  toView(row: Record<string, unknown>): V;
  /** "Casual Leave from 23 Nov 2026 to 24 Nov 2026 (2 days)", in the notice's language. */
  describe(view: V, texts: NoticeTexts): string;
}

const fromRequests = (kind: RequestRows<{ status: RequestStatus }>) => sql`from ${kind.table} r ${kind.joins}`;

/** The person columns of a view: `<alias>.employee_number`, `<alias>.display_name` → {employeeNumber, displayName} or null. */
const personOf = (number: unknown, name: unknown) =>
  number ? { employeeNumber: String(number), displayName: String(name) } : null;
export const isoTime = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
/** The decision columns every request view shares: where it stands, who approves, who decided, when and why. */
export const decisionOf = (r: Record<string, unknown>) => ({
  status: r.status as RequestStatus,
  approver: personOf(r.approver_number, r.approver_name),
  decidedBy: personOf(r.decider_number, r.decider_name),
  decidedAt: isoTime(r.decided_at),
  decisionReason: (r.decision_reason as string | null) ?? null,
});

/** The leave columns of a request row (`lt.name as leave_type_name`, dates as text), for its view and the team overview. */
export const leaveSpanOf = (r: Record<string, unknown>): LeaveSpan => ({
  leaveTypeName: String(r.leave_type_name),
  startDate: String(r.start_date),
  endDate: String(r.end_date),
  dayType: r.day_type as LeaveSpan['dayType'],
  halfDaySession: (r.half_day_session as LeaveSpan['halfDaySession']) ?? null,
  days: Number(r.days),
});

/** Who approves an applicant's request: their manager (null: nobody), told through the manager's account. */
export interface Approver {
  managerId: string | null;
  approver: Recipient | null;
}

/** Approver's columns of the applicant's employee row `e`. */
export const approverColumns = sql`e.manager_id as "managerId", ${recipientOfEmployee(sql`e.manager_id`)} as approver`;

/**
 * Locks the applicant's employee row, so two applications of the same employee run one after the
 * other, and returns their approver, in one round trip.
 */
export async function lockApplicant(tx: Tx, employeeId: string): Promise<Approver> {
  const [row] = await queryRows<Approver>(
    tx,
    sql`select ${approverColumns} from employees e where e.id = ${employeeId} for update`,
  );
  return row ?? { managerId: null, approver: null };
}

/** Inserts a request (`insert`, returning its row) and reads its view in the same statement. */
export async function insertRequest<V extends { status: RequestStatus }>(
  tx: Tx,
  kind: RequestRows<V>,
  insert: SQLWrapper,
): Promise<{ id: string; view: V }> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`with r as (${insert.getSQL()}) select ${kind.columns} from r ${kind.joins}`,
  );
  return { id: String(row!.id), view: kind.toView(row!) };
}

/** HR lists: row-level security already confines them to the tenant. */
export const WHOLE_TENANT = sql`true`;

const STATUS_FILTER: Record<ListQuery['status'], SQL> = {
  pending: sql`r.status = 'pending'`,
  approved: sql`r.status = 'approved'`,
  rejected: sql`r.status = 'rejected'`,
  cancelled: sql`r.status = 'cancelled'`,
  decided: sql`r.status <> 'pending'`,
  all: sql`true`,
};

/**
 * A page of requests in `scope` (which reads only `r`), filtered and sorted. The page is read by
 * walking the sort order and stopping after it; the total is the kind's kept tenant figure for HR's
 * list without a search, else a count over the request table alone (with the joins only when
 * searching), a column of the same query (one round trip), read on its own only for a page past
 * the end, which has no row to carry it.
 */
export async function requestPage<V extends { status: RequestStatus }>(
  tx: Tx,
  kind: RequestRows<V>,
  scope: SQL,
  q: ListQuery,
) {
  const search = q.filterValue ? sql`${kind.searchText} like ${`%${escapeLike(q.filterValue)}%`}` : null;
  const where = sql`${scope} and ${STATUS_FILTER[q.status]} and ${search ?? sql`true`}`;
  const matching =
    kind.tenantTotal && scope === WHOLE_TENANT && !search
      ? kind.tenantTotal(q.status)
      : sql`(select count(*)::int ${search ? fromRequests(kind) : sql`from ${kind.table} r`} where ${where})`;
  const direction = q.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  const offset = (q.pageNo - 1) * q.pageSize;
  const rows = await queryRows<Record<string, unknown> & { matching_total: number }>(
    tx,
    sql`select ${kind.columns}, ${matching} as matching_total ${fromRequests(kind)} where ${where}
        order by ${kind.sortColumns[q.sortBy]} ${direction}, r.created_at desc, r.id
        limit ${q.pageSize} offset ${offset}`,
  );
  let total = rows[0]?.matching_total ?? 0;
  if (rows.length === 0 && offset > 0)
    total = (await queryRows<{ n: number }>(tx, sql`select ${matching} as n`))[0]?.n ?? 0;
  return { items: rows.map(kind.toView), total, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** One request's view (null: no such request). */
export async function findRequestView<V extends { status: RequestStatus }>(
  tx: Tx,
  kind: RequestRows<V>,
  id: string,
): Promise<V | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${kind.columns} ${fromRequests(kind)} where r.id = ${id}`,
  );
  return row ? kind.toView(row) : null;
}

/** Who asked and who approves a request (null: no such request). */
export async function findRequestParties(
  tx: Tx,
  kind: RequestRows<{ status: RequestStatus }>,
  id: string,
): Promise<RequestRow | null> {
  const [row] = await queryRows<RequestRow>(
    tx,
    sql`select id, employee_id as "employeeId", approver_id as "approverId", status from ${kind.table} where id = ${id}`,
  );
  return row ?? null;
}

/** Locks a request for a decision; with it, the account of its employee, who is told of the decision (null: no such request). */
export async function lockRequest(
  tx: Tx,
  kind: RequestRows<{ status: RequestStatus }>,
  id: string,
): Promise<(RequestRow & { employee: Recipient | null }) | null> {
  const [row] = await queryRows<RequestRow & { employee: Recipient | null }>(
    tx,
    sql`select id, employee_id as "employeeId", approver_id as "approverId", status, ${recipientOfEmployee(sql`r.employee_id`)} as employee
          from ${kind.table} r where id = ${id} for update`,
  );
  return row ?? null;
}

/** The decisions taken on a request, oldest first. */
export async function decisionHistory(tx: Tx, requestType: string, id: string): Promise<DecisionHistoryEntry[]> {
  const rows = await queryRows<{
    fromStatus: RequestStatus;
    toStatus: RequestStatus;
    reason: string | null;
    decidedAt: Date;
    number: string | null;
    name: string | null;
  }>(
    tx,
    sql`select d.from_status as "fromStatus", d.to_status as "toStatus", d.reason, d.created_at as "decidedAt",
               x.employee_number as number, x.display_name as name
          from approval_decisions d left join employees x on x.id = d.decided_by
         where d.request_type = ${requestType} and d.request_id = ${id}
         order by d.created_at, d.id`,
  );
  return rows.map((r) => ({
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    reason: r.reason,
    decidedAt: isoTime(r.decidedAt)!,
    decidedBy: personOf(r.number, r.name),
  }));
}

/** A team's approved leave overlapping `from`..`to` (its employees' cards and spans), by start date and name. */
export function approvedLeaveOfTeam(tx: Tx, scope: SQL, from: string, to: string) {
  return queryRows<Record<string, unknown>>(
    tx,
    sql`select r.id, e.employee_number, e.display_name, e.profile_image, lt.name as leave_type_name, r.start_date::text as start_date,
               r.end_date::text as end_date, r.day_type, r.half_day_session, r.days::float8 as days
          from leave_requests r join employees e on e.id = r.employee_id join leave_types lt on lt.id = r.leave_type_id
         where ${scope} and r.status = 'approved' and r.start_date <= ${to}::date and r.end_date >= ${from}::date
         order by r.start_date, lower(e.display_name)`,
  );
}

/** How many of a team's leave requests starting in the month of `monthStart` are pending and approved. */
export async function teamMonthCounts(tx: Tx, scope: SQL, monthStart: string) {
  const [counts] = await queryRows<{ pending: number; approved: number }>(
    tx,
    sql`select count(*) filter (where r.status = 'pending')::int as pending, count(*) filter (where r.status = 'approved')::int as approved
          from leave_requests r join employees e on e.id = r.employee_id
         where ${scope} and r.start_date >= ${monthStart}::date and r.start_date < (${monthStart}::date + interval '1 month')`,
  );
  return { pending: counts?.pending ?? 0, approved: counts?.approved ?? 0 };
}

/** One row of a request waiting for its approver (My Actions). */
export interface WaitingRow {
  id: string;
  employee_number: string;
  display_name: string;
  profile_image: string | null;
  title: string | null;
  start_date: string;
  end_date: string;
  days: number;
  reason: string;
  created_at: Date | string;
}

/** Where a kind's waiting rows come from: its table, and its title and dates as select-list fragments over request `r`. */
export interface WaitingSource {
  table: SQL;
  title: SQL;
  startDate: SQL;
  endDate: SQL;
  joins: SQL;
}

/** How many pending requests of a table name `approverId` as their approver. */
export async function countWaiting(tx: Tx, source: WaitingSource, approverId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${source.table} where approver_id = ${approverId} and status = 'pending'`,
  );
  return row?.n ?? 0;
}

/** The oldest `limit` pending requests of a table that name `approverId` as their approver. */
export function waitingRows(tx: Tx, source: WaitingSource, approverId: string, limit: number): Promise<WaitingRow[]> {
  return queryRows<WaitingRow>(
    tx,
    sql`select r.id, e.employee_number, e.display_name, e.profile_image, ${source.title} as title, ${source.startDate}::text as start_date,
               ${source.endDate}::text as end_date, r.days::float8 as days, r.reason, r.created_at
          from ${source.table} r join employees e on e.id = r.employee_id ${source.joins}
         where r.approver_id = ${approverId} and r.status = 'pending'
         order by r.created_at, r.id limit ${limit}`,
  );
}
