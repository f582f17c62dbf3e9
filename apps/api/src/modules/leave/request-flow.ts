import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { APPROVAL_MESSAGES, DECISION_TARGET, type ApprovalActor, type DecisionVerb, type RequestStatus } from '@tenure/domain/approvals';
import type { DateFormat } from '@tenure/domain/dates';
import { LEAVE_MESSAGES, type ApprovalListQuery, type DecisionHistoryEntry, type LEAVE_SORT_FIELDS } from '@tenure/domain/leave';
import { decideRequest } from '../../platform/approvals.ts';
import { recordAudit } from '../../platform/audit.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { notify, recipientOfEmployee, tenantDateFormat, type Recipient } from '../../platform/notifications.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { hierarchyRoot, inRootRange, MAX_HIERARCHY_DEPTH } from '../employees/index.ts';
import { canCancelApproved, hasTeamLeave, isLeaveHr, isManagerOf } from './access.ts';

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
 * One kind of request (leave, comp-off) plugged into the shared flow: lists, detail with history,
 * approve / reject / cancel with notices, and bulk approval. The request row is aliased `r`, its
 * employee `e`.
 */
export interface RequestKind<V extends { status: RequestStatus }> {
  requestType: 'leave' | 'compOff';
  table: PgTable;
  /** In notices: "leave request", "comp-off request". */
  noun: string;
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
  /** "Casual Leave from 23 Nov 2026 to 24 Nov 2026 (2 days)", dates in the tenant's format. */
  describe(view: V, dateFormat: DateFormat): string;
  /** The balance effects of a transition, in the same transaction as the decision. */
  afterTransition(tx: Tx, v: Viewer, row: RequestRow, to: RequestStatus): Promise<void>;
}

const MANAGER_LINK = '/leave-manager?tab=pendingapprovals';
const EMPLOYEE_LINK = '/leave-dashboard?tab=leave-applications';

const fromRequests = (kind: RequestKind<{ status: RequestStatus }>) => sql`from ${kind.table} r ${kind.joins}`;

/** A 400 naming the form field at fault. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

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
  const [row] = await queryRows<Approver>(tx, sql`select ${approverColumns} from employees e where e.id = ${employeeId} for update`);
  return row ?? { managerId: null, approver: null };
}

/**
 * Inserts a request (`insert`, returning its row) and reads its view in the same statement, then
 * records the audit entry and tells the approver (both written with the commit; outbox ids to
 * deliver after it).
 */
export async function submitted<V extends { status: RequestStatus; employee: { displayName: string } }>(
  tx: Tx, v: Viewer, mailer: Mailer, kind: RequestKind<V>, insert: SQLWrapper, approver: Recipient | null, reason: string,
): Promise<Decided<V>> {
  const [row] = await queryRows<Record<string, unknown>>(tx, sql`with r as (${insert.getSQL()}) select ${kind.columns} from r ${kind.joins}`);
  const view = kind.toView(row!);
  const id = String(row!.id);
  await recordAudit(tx, { ...auditActor(v), action: `${kind.requestType}.request.apply`, entity: `${kind.requestType}_request`, entityId: id, after: view });
  const mail = approver ? await noticeNewRequest(tx, mailer, v, kind, view, approver, reason) : [];
  return { view, mail };
}

/** The person columns of a view: `<alias>.employee_number`, `<alias>.display_name` → {employeeNumber, displayName} or null. */
export const personOf = (number: unknown, name: unknown) =>
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

export const ownScope = (employeeId: string) => sql`r.employee_id = ${employeeId}`;
/** HR lists: row-level security already confines them to the tenant. */
export const WHOLE_TENANT = sql`true`;

/** The employees whose requests a manager sees: direct reportees, or with `indirect` the whole subtree. */
export function teamScope(managerId: string, indirect: boolean): SQL {
  if (!indirect) return sql`r.employee_id in (select id from employees where manager_id = ${managerId})`;
  return sql`r.employee_id in (with ${hierarchyRoot(managerId)}
                select e.id from root join employees e on ${inRootRange('e')}
                where e.hierarchy_depth between root.depth + 1 and root.depth + ${MAX_HIERARCHY_DEPTH})`;
}

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
export async function listRequests<V extends { status: RequestStatus }>(tx: Tx, kind: RequestKind<V>, scope: SQL, q: ListQuery) {
  const search = q.filterValue ? sql`${kind.searchText} like ${`%${q.filterValue.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}` : null;
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
  if (rows.length === 0 && offset > 0) total = (await queryRows<{ n: number }>(tx, sql`select ${matching} as n`))[0]?.n ?? 0;
  return { items: rows.map(kind.toView), total, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function loadRequestView<V extends { status: RequestStatus }>(tx: Tx, kind: RequestKind<V>, id: string): Promise<V> {
  const [row] = await queryRows<Record<string, unknown>>(tx, sql`select ${kind.columns} ${fromRequests(kind)} where r.id = ${id}`);
  if (!row) throw notFound();
  return kind.toView(row);
}

/** Locks a request for a decision; with it, the account of its employee, who is told of the decision. */
async function lockRequest(tx: Tx, kind: RequestKind<{ status: RequestStatus }>, id: string): Promise<RequestRow & { employee: Recipient | null }> {
  const [row] = await queryRows<RequestRow & { employee: Recipient | null }>(
    tx,
    sql`select id, employee_id as "employeeId", approver_id as "approverId", status, ${recipientOfEmployee(sql`r.employee_id`)} as employee
          from ${kind.table} r where id = ${id} for update`,
  );
  if (!row) throw notFound();
  return row;
}

/**
 * The roles the caller holds towards a request. Nobody approves their own request; approvers are
 * the request's approver (the direct manager), a manager above with TeamLeave, and HR with
 * HrLeaveManagement; HR admin (CancelApprovedLeave) may also cancel approved ones.
 */
export async function actorsFor(tx: Tx, v: Viewer, row: Pick<RequestRow, 'employeeId' | 'approverId'>): Promise<ApprovalActor[]> {
  const me = v.employeeId;
  if (me !== null && me === row.employeeId) return ['requester'];
  const actors: ApprovalActor[] = [];
  const approver = (me !== null && row.approverId === me) || isLeaveHr(v) || (me !== null && hasTeamLeave(v) && (await isManagerOf(tx, me, row.employeeId)));
  if (approver) actors.push('approver');
  if (canCancelApproved(v)) actors.push('hrAdmin');
  return actors;
}

async function decisionHistory(tx: Tx, requestType: string, id: string): Promise<DecisionHistoryEntry[]> {
  const rows = await queryRows<{ fromStatus: RequestStatus; toStatus: RequestStatus; reason: string | null; decidedAt: Date; number: string | null; name: string | null }>(
    tx,
    sql`select d.from_status as "fromStatus", d.to_status as "toStatus", d.reason, d.created_at as "decidedAt",
               x.employee_number as number, x.display_name as name
          from approval_decisions d left join employees x on x.id = d.decided_by
         where d.request_type = ${requestType} and d.request_id = ${id}
         order by d.created_at, d.id`,
  );
  return rows.map((r) => ({ fromStatus: r.fromStatus, toStatus: r.toStatus, reason: r.reason, decidedAt: isoTime(r.decidedAt)!, decidedBy: personOf(r.number, r.name) }));
}

/** One request with its decisions, for its employee, its approvers and HR. */
export async function requestDetail<V extends { status: RequestStatus }>(tx: Tx, v: Viewer, kind: RequestKind<V>, id: string) {
  const [row] = await queryRows<RequestRow>(tx, sql`select id, employee_id as "employeeId", approver_id as "approverId", status from ${kind.table} where id = ${id}`);
  if (!row) throw notFound();
  if ((await actorsFor(tx, v, row)).length === 0) throw forbidden();
  return { ...(await loadRequestView(tx, kind, id)), history: await decisionHistory(tx, kind.requestType, id) };
}

/** Tells the approver of a new request (in the app and by mail); returns the outbox ids to deliver after commit. */
async function noticeNewRequest<V extends { status: RequestStatus; employee: { displayName: string } }>(
  tx: Tx, mailer: Mailer, v: Viewer, kind: RequestKind<V>, view: V, approver: Recipient, reason: string,
): Promise<string[]> {
  return notify(tx, mailer, {
    tenantCode: v.tenantCode,
    to: approver,
    title: LEAVE_MESSAGES.newRequestTitle(kind.noun, view.employee.displayName),
    body: LEAVE_MESSAGES.newRequestBody(view.employee.displayName, kind.describe(view, await tenantDateFormat(tx, v.tenantCode)), reason),
    link: MANAGER_LINK,
  });
}

export interface Decided<V> {
  view: V;
  mail: string[];
}

/**
 * Approve, reject or cancel one request: the row is locked, the transition checked and recorded
 * (platform/approvals), its balance effects applied and the employee told who decided and why.
 * A second decision on the same request waits for the lock, then gets 409.
 */
export async function decide<V extends { status: RequestStatus; decidedBy: { displayName: string } | null }>(
  tx: Tx, v: Viewer, mailer: Mailer, kind: RequestKind<V>, id: string, verb: DecisionVerb, reason: string | undefined,
): Promise<Decided<V>> {
  const row = await lockRequest(tx, kind, id);
  const actors = await actorsFor(tx, v, row);
  if (actors.length === 0) throw forbidden(APPROVAL_MESSAGES.notTheApprover, 'TRANSITION_NOT_ALLOWED');
  const to = DECISION_TARGET[verb];
  await decideRequest(tx, { requestType: kind.requestType, table: kind.table, id, current: row.status, to, actors, decidedBy: v.employeeId, tenantCode: v.tenantCode, reason });
  await kind.afterTransition(tx, v, row, to);
  const view = await loadRequestView(tx, kind, id);
  await recordAudit(tx, { ...auditActor(v), action: `${kind.requestType}.request.${verb}`, entity: `${kind.requestType}_request`, entityId: id, before: { status: row.status }, after: { status: to, reason: reason ?? null } });

  const mail: string[] = [];
  const employeeUser = row.employeeId === v.employeeId ? null : row.employee;
  if (employeeUser) {
    const who = view.decidedBy?.displayName ?? LEAVE_MESSAGES.decidedByHr;
    mail.push(
      ...(await notify(tx, mailer, {
        tenantCode: v.tenantCode,
        to: employeeUser,
        title: LEAVE_MESSAGES.decidedTitle(kind.noun, to),
        body: LEAVE_MESSAGES.decidedBody(who, to, kind.describe(view, await tenantDateFormat(tx, v.tenantCode)), reason?.trim()),
        link: EMPLOYEE_LINK,
      })),
    );
  }
  return { view, mail };
}

/**
 * Approves many requests in one call. Each goes in its own savepoint, so one that is no longer
 * pending (or not the caller's to approve) is skipped with its reason and the others still apply.
 */
export async function bulkApprove<V extends { status: RequestStatus; decidedBy: { displayName: string } | null }>(
  tx: Tx, v: Viewer, mailer: Mailer, kind: RequestKind<V>, ids: readonly string[], reason: string | undefined,
) {
  const applied: string[] = [];
  const skipped: { id: string; message: string }[] = [];
  const mail: string[] = [];
  for (const id of new Set(ids)) {
    try {
      const decided = await tx.transaction((sp) => decide(sp, v, mailer, kind, id, 'approve', reason));
      applied.push(id);
      mail.push(...decided.mail);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      skipped.push({ id, message: err.message });
    }
  }
  return { applied, skipped, mail };
}
