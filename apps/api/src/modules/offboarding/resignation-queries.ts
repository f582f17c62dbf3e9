import { sql, type SQL } from 'drizzle-orm';
import type {
  DecisionEntry,
  ExitReasonCategory,
  ExitStatus,
  NoticeTreatment,
  ResignationInput,
  ResignationListQuery,
  ResignationStatus,
  ResignationView,
} from '@tenure/domain/offboarding';
import { noticeShortfall } from '@tenure/domain/offboarding';
import { escapeLike, queryRows, type Tx } from '../../platform/db.ts';
import { effectivePlanOf } from '../policies/index.ts';
import { notFound } from '../../platform/errors.ts';

/** A resignation `r` with its employee, manager, department, entity and submitter, as ResignationView rows. */
export const resignationColumns = sql`
  r.id, r.status, r.reason, r.reason_category as "reasonCategory", r.regretted, r.comments, r.created_at as "submittedOn", r.proposed_last_day::text as "proposedLastDay",
  r.notice_last_day::text as "noticeLastDay", r.notice_days as "noticeDays", r.last_working_day::text as "lastWorkingDay",
  r.notice_treatment as "noticeTreatment", r.decision_reason as "decisionReason", r.exit_status as "exitStatus",
  e.employee_number as "employeeNumber", e.display_name as "employeeName", d.name as department, le.name as "legalEntity",
  m.employee_number as "managerNumber", m.display_name as "managerName",
  s.employee_number as "submitterNumber", s.display_name as "submitterName"`;

export const resignationJoins = sql`
  join employees e on e.id = r.employee_id
  join legal_entities le on le.id = e.legal_entity_id
  left join departments d on d.id = e.department_id
  left join employees m on m.id = r.approver_id
  left join employees s on s.id = r.submitted_by`;

const personOf = (number: unknown, name: unknown) =>
  number ? { employeeNumber: String(number), displayName: String(name) } : null;

export function toResignationView(r: Record<string, unknown>): ResignationView {
  const lastDay = (r.lastWorkingDay as string | null) ?? (r.proposedLastDay as string);
  return {
    id: String(r.id),
    employee: {
      employeeNumber: String(r.employeeNumber),
      displayName: String(r.employeeName),
      department: (r.department as string | null) ?? null,
      legalEntity: String(r.legalEntity),
    },
    manager: personOf(r.managerNumber, r.managerName),
    status: r.status as ResignationStatus,
    reason: String(r.reason),
    reasonCategory: (r.reasonCategory as ExitReasonCategory | null) ?? null,
    regretted: (r.regretted as boolean | null) ?? null,
    comments: (r.comments as string | null) ?? null,
    submittedOn: new Date(r.submittedOn as string).toISOString(),
    submittedBy: personOf(r.submitterNumber, r.submitterName),
    proposedLastDay: String(r.proposedLastDay),
    noticeLastDay: String(r.noticeLastDay),
    noticeDays: Number(r.noticeDays),
    shortfallDays: noticeShortfall(lastDay, String(r.noticeLastDay)),
    lastWorkingDay: (r.lastWorkingDay as string | null) ?? null,
    noticeTreatment: (r.noticeTreatment as NoticeTreatment | null) ?? null,
    decisionReason: (r.decisionReason as string | null) ?? null,
    exitStatus: (r.exitStatus as ExitStatus | null) ?? null,
  };
}

export async function loadResignation(tx: Tx, id: string, where: SQL = sql`true`): Promise<ResignationView> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${resignationColumns} from resignations r ${resignationJoins} where r.id = ${id} and ${where}`,
  );
  if (!row) throw notFound();
  return toResignationView(row);
}

/** Whom a resignation concerns: its employee and the approver it was submitted to. */
export async function resignationParties(tx: Tx, id: string) {
  const [row] = await queryRows<{ employeeId: string; approverId: string | null }>(
    tx,
    sql`select employee_id as "employeeId", approver_id as "approverId" from resignations where id = ${id}`,
  );
  return row ?? null;
}

/** Exit approvers and task owners work on the exit. */
export async function isInvolvedInExit(tx: Tx, id: string, me: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    tx,
    sql`select exists (select 1 from exit_approvals where resignation_id = ${id} and approver_id = ${me})
            or exists (select 1 from offboarding_tasks where resignation_id = ${id} and owner_id = ${me}) as ok`,
  );
  return row?.ok ?? false;
}

/** A timeline row as read: each kind of decision with its own statuses (the request type is the kind). */
type TimelineRow<E = DecisionEntry> = E extends DecisionEntry
  ? Omit<E, 'decidedAt' | 'decidedBy'> & { decidedAt: Date; number: string | null; name: string | null }
  : never;

/** The resignation's and its exit's decisions, oldest first: the page's timeline. */
export async function timeline(tx: Tx, id: string): Promise<DecisionEntry[]> {
  const rows = await queryRows<TimelineRow>(
    tx,
    sql`select d.request_type as kind, d.from_status as "fromStatus", d.to_status as "toStatus",
               d.reason, d.created_at as "decidedAt", x.employee_number as number, x.display_name as name
          from approval_decisions d left join employees x on x.id = d.decided_by
         where (d.request_type in ('resignation', 'exit') and d.request_id = ${id})
            or (d.request_type = 'exitApproval' and d.request_id in (select id from exit_approvals where resignation_id = ${id}))
         order by d.created_at, d.id`,
  );
  return rows.map(({ number, name, ...r }): DecisionEntry => ({
    ...r,
    decidedAt: new Date(r.decidedAt).toISOString(),
    decidedBy: number ? { employeeNumber: number, displayName: name ?? '' } : null,
  }));
}

/** The exit step is `me`'s to decide. */
export async function isStepApprover(tx: Tx, stepId: string, me: string): Promise<boolean> {
  const rows = await queryRows(tx, sql`select 1 from exit_approvals where id = ${stepId} and approver_id = ${me}`);
  return rows.length > 0;
}

/** The employee's effective notice-period plan settings (policies' effective plan), unparsed. */
export async function noticePlanSettings(tx: Tx, employeeId: string): Promise<unknown> {
  const [row] = await queryRows<{ settings: unknown }>(
    tx,
    sql`select p.settings from employees e cross join lateral (${effectivePlanOf('noticePeriod')}) p where e.id = ${employeeId}`,
  );
  return row?.settings;
}

/** The employee's resignation in one of `statuses`, if any. */
export async function resignationInStatus(
  tx: Tx,
  employeeId: string,
  statuses: readonly ResignationStatus[],
): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from resignations where employee_id = ${employeeId} and status = any(${`{${statuses.join(',')}}`}::text[]) limit 1`,
  );
  return row?.id ?? null;
}

export async function lockEmployee(tx: Tx, employeeId: string) {
  const [row] = await queryRows<{ manager_id: string | null; status: string }>(
    tx,
    sql`select manager_id, status from employees where id = ${employeeId} for update`,
  );
  return row ?? null;
}

export async function employeeByNumber(tx: Tx, employeeNumber: string) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from employees where lower(employee_number) = ${employeeNumber.toLowerCase()}`,
  );
  return row ?? null;
}

export async function insertResignation(
  tx: Tx,
  r: {
    tenantCode: string;
    employeeId: string;
    submittedBy: string | null;
    input: ResignationInput;
    noticeLastDay: string;
    noticeDays: number;
    approverId: string | null;
  },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into resignations (tenant_id, employee_id, submitted_by, reason, reason_category, comments, proposed_last_day, notice_last_day, notice_days, approver_id)
        values (${r.tenantCode}, ${r.employeeId}, ${r.submittedBy}, ${r.input.reason}, ${r.input.reasonCategory}, ${r.input.comments ?? null}, ${r.input.proposedLastDay}, ${r.noticeLastDay}, ${r.noticeDays}, ${r.approverId})
        returning id`,
  );
  return row!.id;
}

const SORT: Record<Exclude<ResignationListQuery['sort'], 'waiting'>, SQL> = {
  submittedOn: sql`r.created_at`,
  employeeName: sql`lower(e.display_name)`,
  proposedLastDay: sql`r.proposed_last_day`,
  status: sql`r.status`,
};

/** One page of resignations within `scope` (an SQL filter on `r` and `e`), filtered and sorted as asked; `waiting` sorts those waiting for the caller first. */
export async function resignationPage(tx: Tx, scope: SQL, q: ResignationListQuery, waiting: SQL) {
  const search = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = sql`${scope}
    and ${q.status ? sql`r.status = ${q.status}` : sql`true`}
    and ${q.startDate ? sql`r.created_at >= ${q.startDate}::date` : sql`true`}
    and ${q.endDate ? sql`r.created_at < ${q.endDate}::date + 1` : sql`true`}
    and ${search ? sql`(lower(e.display_name) like ${search} or lower(e.employee_number) like ${search} or lower(r.reason) like ${search})` : sql`true`}`;
  const rows = await queryRows<Record<string, unknown> & { total: number }>(
    tx,
    sql`select ${resignationColumns}, count(*) over ()::int as total from resignations r ${resignationJoins}
         where ${where} order by ${q.sort === 'waiting' ? sql`case when ${waiting} then 0 else 1 end, r.created_at desc` : sql`${SORT[q.sort]} ${q.order === 'asc' ? sql`asc` : sql`desc`}`}, r.id
         limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return { rows: rows.map(toResignationView), total: rows[0]?.total ?? 0 };
}

interface LockedResignation {
  id: string;
  employeeId: string;
  approverId: string | null;
  status: ResignationStatus;
  noticeLastDay: string;
  proposedLastDay: string;
  lastWorkingDay: string | null;
}

export async function lockResignation(tx: Tx, id: string): Promise<LockedResignation> {
  const [row] = await queryRows<LockedResignation>(
    tx,
    sql`select id, employee_id as "employeeId", approver_id as "approverId", status, notice_last_day::text as "noticeLastDay",
               proposed_last_day::text as "proposedLastDay", last_working_day::text as "lastWorkingDay"
          from resignations where id = ${id} for update`,
  );
  if (!row) throw notFound();
  return row;
}

export async function releaseResignation(tx: Tx, id: string, lastDay: string, treatment: string): Promise<void> {
  await tx.execute(
    sql`update resignations set last_working_day = ${lastDay}, notice_treatment = ${treatment}, exit_status = 'InProgress' where id = ${id}`,
  );
}

export async function regrettedOf(tx: Tx, id: string): Promise<boolean | null> {
  const [row] = await queryRows<{ regretted: boolean | null }>(
    tx,
    sql`select regretted from resignations where id = ${id}`,
  );
  return row?.regretted ?? null;
}

export async function setRegretted(tx: Tx, id: string, regretted: boolean): Promise<void> {
  await tx.execute(sql`update resignations set regretted = ${regretted}, updated_at = now() where id = ${id}`);
}

export async function setEmployeeStatus(tx: Tx, employeeId: string, status: string): Promise<void> {
  await tx.execute(sql`update employees set status = ${status}, updated_at = now() where id = ${employeeId}`);
}
