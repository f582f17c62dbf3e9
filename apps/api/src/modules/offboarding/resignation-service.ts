import { sql, type SQL } from 'drizzle-orm';
import { noticePeriodSettings } from '@tenure/domain/policies';
import {
  DEFAULT_NOTICE,
  OFFBOARDING_MESSAGES,
  RESIGNATION_TRANSITIONS,
  RESIGNATION_VERBS,
  noticeEndDate,
  noticeShortfall,
  type AdminResignationInput,
  type ResignationDecisionInput,
  type ResignationInput,
  type ResignationListQuery,
  type ResignationStatus,
  type ResignationVerb,
} from '@tenure/domain/offboarding';
import { decideStatusChange, type StatusMachine } from '../../platform/approvals.ts';
import { recordAudit } from '../../platform/audit.ts';
import { today } from '../../platform/clock.ts';
import { escapeLike, queryRows, type Tx } from '../../platform/db.ts';
import { placeOfEmployee } from '../employees/index.ts';
import { effectivePlanOf } from '../policies/index.ts';
import type { Mailer } from '../../platform/mail.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { resignations } from '../../db/schema/index.ts';
import { assertOffboardingHr, decidingActors, waitingOn } from './policy.ts';
import { openExitRequest } from './exit-service.ts';
import { cancelOpenTasks, createTasksFromTemplates, moveTaskDueDates } from './task-queries.ts';
import { noticeNewTasks } from './task-service.ts';
import { loadResignation, resignationColumns, resignationJoins, toResignationView } from './resignation-queries.ts';

/** The employee's day: a resignation's dates are the leaver's, in their location's time zone. */
const todayOf = async (tx: Tx, employeeId: string) => today((await placeOfEmployee(tx, employeeId)).timeZone);
const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

const OPEN_STATUSES: readonly ResignationStatus[] = ['Submitted', 'Accepted', 'Released'];

/** A change from a status past Submitted that the machine lacks is a second decision (409). */
export const RESIGNATION_MACHINE: StatusMachine<ResignationStatus> = {
  find: (from, to) => RESIGNATION_TRANSITIONS.find((t) => t.from === from && t.to === to),
  alreadyDecided: (current) => (current === 'Submitted' ? null : `This resignation is already ${current.toLowerCase()}.`),
  lost: (current) => `This resignation is no longer ${current.toLowerCase()}.`,
};

/** The employee's notice period from their effective notice-period plan (SPEC §9 units), counted from `from`. */
async function noticeFor(tx: Tx, employeeId: string, from: string) {
  const [row] = await queryRows<{ settings: unknown }>(
    tx,
    sql`select p.settings from employees e cross join lateral (${effectivePlanOf('noticePeriod')}) p where e.id = ${employeeId}`,
  );
  const parsed = noticePeriodSettings.safeParse(row?.settings);
  const notice = parsed.success ? parsed.data : DEFAULT_NOTICE;
  const noticeLastDay = noticeEndDate(from, notice);
  return { noticeLastDay, noticeDays: noticeShortfall(from, noticeLastDay) };
}

async function openResignationOf(tx: Tx, employeeId: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from resignations where employee_id = ${employeeId} and status = any(${`{${OPEN_STATUSES.join(',')}}`}::text[]) limit 1`,
  );
  return row?.id ?? null;
}

/** Eligibility check: no open resignation; what the notice period asks. */
export async function resignationEligibility(tx: Tx, v: Viewer) {
  const employeeId = requireEmployee(v);
  const notice = await noticeFor(tx, employeeId, await todayOf(tx, employeeId));
  const openResignationId = await openResignationOf(tx, employeeId);
  return { eligible: openResignationId === null, message: openResignationId ? OFFBOARDING_MESSAGES.alreadyResigned : null, openResignationId, ...notice };
}

async function submitFor(tx: Tx, v: Viewer, employeeId: string, input: ResignationInput, submittedBy: string | null) {
  const [employee] = await queryRows<{ manager_id: string | null; status: string }>(tx, sql`select manager_id, status from employees where id = ${employeeId} for update`);
  if (!employee || employee.status === 'Inactive' || employee.status === 'Resigned') throw notFound(OFFBOARDING_MESSAGES.noEmployee);
  const day = await todayOf(tx, employeeId);
  if (input.proposedLastDay < day) throw fieldError('proposedLastDay', OFFBOARDING_MESSAGES.lastDayInPast);
  if (await openResignationOf(tx, employeeId)) throw conflict(OFFBOARDING_MESSAGES.alreadyResigned, undefined, 'ALREADY_RESIGNED');
  const notice = await noticeFor(tx, employeeId, day);
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into resignations (tenant_id, employee_id, submitted_by, reason, reason_category, comments, proposed_last_day, notice_last_day, notice_days, approver_id)
        values (${v.tenantCode}, ${employeeId}, ${submittedBy}, ${input.reason}, ${input.reasonCategory}, ${input.comments ?? null}, ${input.proposedLastDay}, ${notice.noticeLastDay}, ${notice.noticeDays}, ${employee.manager_id})
        returning id`,
  );
  const view = await loadResignation(tx, row!.id);
  await recordAudit(tx, { ...auditActor(v), action: 'resignation.submit', entity: 'resignation', entityId: view.id, after: view });
  return view;
}

export const submitResignation = (tx: Tx, v: Viewer, input: ResignationInput) => submitFor(tx, v, requireEmployee(v), input, null);

/** HR submits for an employee (admin submit). */
export async function submitResignationOnBehalf(tx: Tx, v: Viewer, input: AdminResignationInput) {
  assertOffboardingHr(v);
  const [target] = await queryRows<{ id: string }>(tx, sql`select id from employees where lower(employee_number) = ${input.employeeNumber.toLowerCase()}`);
  if (!target) throw fieldError('employeeNumber', OFFBOARDING_MESSAGES.noEmployee);
  return submitFor(tx, v, target.id, input, v.employeeId);
}

const SORT: Record<Exclude<ResignationListQuery['sort'], 'waiting'>, SQL> = {
  submittedOn: sql`r.created_at`,
  employeeName: sql`lower(e.display_name)`,
  proposedLastDay: sql`r.proposed_last_day`,
  status: sql`r.status`,
};

/** SPEC §7 list: own, the team's (managers) or all (HR), filtered by dates, search and status. */
export async function listResignations(tx: Tx, v: Viewer, q: ResignationListQuery) {
  let scope: SQL;
  if (q.scope === 'all') {
    assertOffboardingHr(v);
    scope = sql`true`;
  } else if (q.scope === 'team') {
    const me = requireEmployee(v);
    scope = sql`(r.approver_id = ${me} or e.manager_id = ${me})`;
  } else scope = sql`r.employee_id = ${requireEmployee(v)}`;
  const search = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = sql`${scope}
    and ${q.status ? sql`r.status = ${q.status}` : sql`true`}
    and ${q.startDate ? sql`r.created_at >= ${q.startDate}::date` : sql`true`}
    and ${q.endDate ? sql`r.created_at < ${q.endDate}::date + 1` : sql`true`}
    and ${search ? sql`(lower(e.display_name) like ${search} or lower(e.employee_number) like ${search} or lower(r.reason) like ${search})` : sql`true`}`;
  const rows = await queryRows<Record<string, unknown> & { total: number }>(
    tx,
    sql`select ${resignationColumns}, count(*) over ()::int as total from resignations r ${resignationJoins}
         where ${where} order by ${q.sort === 'waiting' ? sql`case when ${waitingOn(v)} then 0 else 1 end, r.created_at desc` : sql`${SORT[q.sort]} ${q.order === 'asc' ? sql`asc` : sql`desc`}`}, r.id
         limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return { items: rows.map(toResignationView), total: rows[0]?.total ?? 0, page: q.page, size: q.size };
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

/** The employee's status follows the resignation: Notice Period once accepted, Resigned once released, Active when withdrawn. */
const EMPLOYEE_STATUS: Partial<Record<ResignationStatus, string>> = { Accepted: 'Notice Period', Released: 'Resigned', Withdrawn: 'Active' };

/**
 * Accept, reject, withdraw or release, each through the shared approval pattern: the row is
 * locked, the transition checked and recorded; a second decision is a 409.
 */
export async function decideResignation(tx: Tx, v: Viewer, mailer: Mailer, id: string, verb: ResignationVerb, input: ResignationDecisionInput) {
  const row = await lockResignation(tx, id);
  const actors = await decidingActors(tx, v, row);
  const to = RESIGNATION_VERBS[verb];
  let lastDay = row.lastWorkingDay ?? row.proposedLastDay;
  if (to === 'Released') {
    lastDay = input.lastWorkingDay ?? row.noticeLastDay;
    if (lastDay < (await todayOf(tx, row.employeeId))) throw fieldError('lastWorkingDay', OFFBOARDING_MESSAGES.lastDayInPast);
    const short = noticeShortfall(lastDay, row.noticeLastDay) > 0;
    if (short && input.noticeTreatment !== 'buyOut' && input.noticeTreatment !== 'waiver') throw fieldError('noticeTreatment', OFFBOARDING_MESSAGES.shortfallTreatment);
  }
  await decideStatusChange(tx, { requestType: 'resignation', table: resignations, id, current: row.status, to, actors, decidedBy: v.employeeId, tenantCode: v.tenantCode, reason: input.reason }, RESIGNATION_MACHINE);

  if (to === 'Released') {
    const treatment = noticeShortfall(lastDay, row.noticeLastDay) > 0 ? input.noticeTreatment! : 'serve';
    await tx.execute(sql`update resignations set last_working_day = ${lastDay}, notice_treatment = ${treatment}, exit_status = 'InProgress' where id = ${id}`);
    await moveTaskDueDates(tx, id, lastDay);
    await openExitRequest(tx, v, id, row.employeeId);
  }
  const mail: string[] = [];
  if (to === 'Accepted') {
    await createTasksFromTemplates(tx, v, id, row.employeeId, lastDay);
    mail.push(...(await noticeNewTasks(tx, mailer, v, id)));
  }
  // Only HR marks a leaver regretted; from anyone else the mark is not taken.
  if (input.regretted !== undefined && actors.includes('hrAdmin') && (to === 'Accepted' || to === 'Released')) {
    await tx.execute(sql`update resignations set regretted = ${input.regretted} where id = ${id}`);
  }
  if (to === 'Withdrawn') await cancelOpenTasks(tx, id);
  const employeeStatus = EMPLOYEE_STATUS[to];
  if (employeeStatus && !(to === 'Withdrawn' && row.status === 'Submitted')) {
    await tx.execute(sql`update employees set status = ${employeeStatus}, updated_at = now() where id = ${row.employeeId}`);
  }
  const view = await loadResignation(tx, id);
  await recordAudit(tx, { ...auditActor(v), action: `resignation.${verb}`, entity: 'resignation', entityId: id, before: { status: row.status }, after: { status: to, reason: input.reason ?? null, lastWorkingDay: view.lastWorkingDay, regretted: view.regretted } });
  return { view, mail };
}

/** HR marks a resignation regretted or not, at any time after it was submitted. */
export async function markRegretted(tx: Tx, v: Viewer, id: string, regretted: boolean) {
  assertOffboardingHr(v);
  const row = await lockResignation(tx, id);
  const [before] = await queryRows<{ regretted: boolean | null }>(tx, sql`select regretted from resignations where id = ${row.id}`);
  await tx.execute(sql`update resignations set regretted = ${regretted}, updated_at = now() where id = ${id}`);
  await recordAudit(tx, { ...auditActor(v), action: 'resignation.regretted', entity: 'resignation', entityId: id, before: { regretted: before?.regretted ?? null }, after: { regretted } });
  return loadResignation(tx, id);
}
