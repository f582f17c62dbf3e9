import type { SQLWrapper } from 'drizzle-orm';
import { DECISION_TARGET, type DecisionVerb, type RequestStatus } from '@tenure/domain/approvals';
import { type ApprovalListQuery, type TeamLeaveOverviewView } from '@tenure/domain/leave';
import { decideRequest } from '../../platform/approvals.ts';
import { recordAudit } from '../../platform/audit.ts';
import { addDays } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { notify, type Recipient } from '../../platform/notifications.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { todayOfEmployee } from '../employees/index.ts';
import { involvedActors, requestsInScope } from './policy.ts';
import {
  approvedLeaveOfTeam,
  decisionHistory,
  findRequestParties,
  findRequestView,
  insertRequest,
  leaveSpanOf,
  lockRequest,
  requestPage,
  teamMonthCounts,
  WHOLE_TENANT,
  type ListQuery,
  type RequestRow,
  type RequestRows,
} from './requests-queries.ts';

/**
 * One kind of request (leave, comp-off) plugged into the shared flow: lists, detail with history,
 * approve / reject / cancel with notices, and bulk approval.
 */
export interface RequestKind<V extends { status: RequestStatus }> extends RequestRows<V> {
  /** The balance effects of a transition, in the same transaction as the decision. */
  afterTransition(tx: Tx, v: Viewer, row: RequestRow, to: RequestStatus): Promise<void>;
}

/** The request views the shared flow reads: where they stand and who decided. */
type RequestView = {
  status: RequestStatus;
  decidedBy: { displayName: string } | null;
  employee: { displayName: string };
};

/** The shared use-cases' dependency: which kind of request they work on. */
export interface Flow<V extends { status: RequestStatus }> {
  kind: RequestKind<V>;
}

/** A decision's (or an application's) view, and the outbox ids of its mail, delivered after the commit. */
export interface Decided<V> {
  view: V;
  mail: string[];
}

const MANAGER_LINK = '/leave-manager?tab=pendingapprovals';
const EMPLOYEE_LINK = '/leave-dashboard?tab=leave-applications';
const UPCOMING_DAYS = 7;

/**
 * After an application's checks: inserts the request (`insert`, returning its row), records the
 * audit entry and tells the approver (both written with the commit).
 */
export async function submitted<V extends RequestView>(
  tx: Tx,
  v: Viewer,
  mailer: Mailer,
  kind: RequestKind<V>,
  insert: SQLWrapper,
  approver: Recipient | null,
  reason: string,
): Promise<Decided<V>> {
  const { id, view } = await insertRequest(tx, kind, insert);
  await recordAudit(tx, {
    ...auditActor(v),
    action: `${kind.requestType}.request.apply`,
    entity: `${kind.requestType}_request`,
    entityId: id,
    after: view,
  });
  const mail = approver ? await noticeNewRequest(tx, mailer, v, kind, view, approver, reason) : [];
  return { view, mail };
}

/** The viewer's own requests of a kind. */
export const myRequests = <V extends RequestView>(tx: Tx, v: Viewer, q: ListQuery, { kind }: Flow<V>) =>
  requestPage(tx, kind, requestsInScope(v), q);

/** The requests of the viewer's team (the route's scope: direct reportees, or with `indirect` the whole subtree). */
export const teamRequests = <V extends RequestView>(tx: Tx, v: Viewer, q: ApprovalListQuery, { kind }: Flow<V>) =>
  requestPage(tx, kind, requestsInScope(v, q.indirect), q);

/** Every request of the tenant (HR; the route's access rule admits only HR). */
export const tenantRequests = <V extends RequestView>(tx: Tx, _v: Viewer, q: ListQuery, { kind }: Flow<V>) =>
  requestPage(tx, kind, WHOLE_TENANT, q);

/** One request with its decisions, for its employee, its approvers and HR. */
export async function requestDetail<V extends RequestView>(
  tx: Tx,
  v: Viewer,
  { id }: { id: string },
  { kind }: Flow<V>,
) {
  const parties = await findRequestParties(tx, kind, id);
  if (!parties) throw notFound();
  await involvedActors(tx, v, parties);
  const view = await findRequestView(tx, kind, id);
  return { ...view!, history: await decisionHistory(tx, kind.requestType, id) };
}

/** Tells the approver of a new request (in the app and by mail); returns the outbox ids to deliver after commit. */
async function noticeNewRequest<V extends RequestView>(
  tx: Tx,
  mailer: Mailer,
  v: Viewer,
  kind: RequestKind<V>,
  view: V,
  approver: Recipient,
  reason: string,
): Promise<string[]> {
  return notify(tx, mailer, {
    tenantCode: v.tenantCode,
    to: approver,
    says: (texts) =>
      texts.leaveRequested({
        kind: kind.requestType,
        employee: view.employee.displayName,
        what: kind.describe(view, texts),
        reason,
      }),
    link: MANAGER_LINK,
  });
}

/**
 * Approve, reject or cancel one request: the row is locked, the transition checked and recorded
 * (platform/approvals), its balance effects applied and the employee told who decided and why.
 * A second decision on the same request waits for the lock, then gets 409.
 */
export async function decide<V extends RequestView>(
  tx: Tx,
  v: Viewer,
  input: { id: string; verb: DecisionVerb; reason?: string | undefined },
  { kind, mailer }: Flow<V> & { mailer: Mailer },
): Promise<Decided<V>> {
  const { id, verb, reason } = input;
  const row = await lockRequest(tx, kind, id);
  if (!row) throw notFound();
  const actors = await involvedActors(tx, v, row);
  const to = DECISION_TARGET[verb];
  await decideRequest(tx, {
    requestType: kind.requestType,
    table: kind.table,
    id,
    current: row.status,
    to,
    actors,
    decidedBy: v.employeeId,
    tenantCode: v.tenantCode,
    reason,
  });
  await kind.afterTransition(tx, v, row, to);
  const view = (await findRequestView(tx, kind, id))!;
  await recordAudit(tx, {
    ...auditActor(v),
    action: `${kind.requestType}.request.${verb}`,
    entity: `${kind.requestType}_request`,
    entityId: id,
    before: { status: row.status },
    after: { status: to, reason: reason ?? null },
  });

  const mail: string[] = [];
  const employeeUser = row.employeeId === v.employeeId ? null : row.employee;
  if (employeeUser) {
    mail.push(
      ...(await notify(tx, mailer, {
        tenantCode: v.tenantCode,
        to: employeeUser,
        says: (texts) =>
          texts.leaveDecided({
            kind: kind.requestType,
            who: view.decidedBy?.displayName ?? null,
            status: to,
            what: kind.describe(view, texts),
            reason: reason?.trim(),
          }),
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
export async function bulkApprove<V extends RequestView>(
  tx: Tx,
  v: Viewer,
  input: { ids: readonly string[]; reason?: string | undefined },
  deps: Flow<V> & { mailer: Mailer },
) {
  const applied: string[] = [];
  const skipped: { id: string; message: string }[] = [];
  const mail: string[] = [];
  for (const id of new Set(input.ids)) {
    try {
      const decided = await tx.transaction((sp) => decide(sp, v, { id, verb: 'approve', reason: input.reason }, deps));
      applied.push(id);
      mail.push(...decided.mail);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      skipped.push({ id, message: err.message });
    }
  }
  return { applied, skipped, mail };
}

/**
 * The manager overview tab: approved leave of the team on `date` (default: the manager's today)
 * and in the next week, and that month's requests by status.
 */
export async function teamOverview(
  tx: Tx,
  v: Viewer,
  input: { date?: string | undefined; indirect: boolean },
): Promise<TeamLeaveOverviewView> {
  const day = input.date ?? (await todayOfEmployee(tx, requireEmployee(v)));
  const scope = requestsInScope(v, input.indirect);
  const rows = await approvedLeaveOfTeam(tx, scope, day, addDays(day, UPCOMING_DAYS));
  const entries = rows.map((r) => ({
    leaveApplicationId: String(r.id),
    employee: {
      employeeNumber: String(r.employee_number),
      displayName: String(r.display_name),
      profileImage: (r.profile_image as string | null) ?? null,
    },
    ...leaveSpanOf(r),
  }));
  const counts = await teamMonthCounts(tx, scope, `${day.slice(0, 7)}-01`);
  return {
    date: day,
    onLeaveToday: entries.filter((e) => e.startDate <= day),
    upcoming: entries.filter((e) => e.startDate > day),
    pendingThisMonth: counts.pending,
    approvedThisMonth: counts.approved,
  };
}
