import { sql } from 'drizzle-orm';
import { DECISION_TARGET } from '@tenure/domain/approvals';
import {
  EXIT_APPROVER_ROLES,
  OFFBOARDING_MESSAGES,
  type ExitApproverRole,
  type ExitApproverSetupInput,
  type ExitStepView,
} from '@tenure/domain/offboarding';
import { approvalDecisions, exitApprovals } from '../../db/schema/index.ts';
import { decideRequest } from '../../platform/approvals.ts';
import { recordAudit } from '../../platform/audit.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { disableEmployeeAccounts, lockSuperAdmins } from '../users/index.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { assertCanDecideStep, assertOffboardingHr } from './policy.ts';
import { openMandatoryTasks } from './task-queries.ts';

/**
 * When HR releases a resignation its exit request opens: one approval step per role of the
 * entity's chain (reporting manager, department head, HR, IT, finance; a role nobody holds is left
 * out), decided in order.
 */
export async function openExitRequest(tx: Tx, v: Viewer, resignationId: string, employeeId: string): Promise<void> {
  const roles = sql`(values ${sql.join(EXIT_APPROVER_ROLES.map((role, i) => sql`(${role}, ${i + 1})`), sql`, `)}) as chain(role, position)`;
  await tx.execute(sql`
    insert into exit_approvals (tenant_id, resignation_id, sequence, role, approver_id)
    select ${v.tenantCode}, ${resignationId}, row_number() over (order by chain.position), chain.role, a.approver_id
      from employees e cross join ${roles}
      cross join lateral (
        select case when chain.role = 'reportingManager' then e.manager_id
                    else (select s.approver_id from exit_approver_setup s
                           where s.legal_entity_id = e.legal_entity_id and s.role = chain.role
                             and (s.department_id is null or s.department_id = e.department_id)
                             and (chain.role <> 'departmentHead' or s.department_id = e.department_id)
                           order by s.department_id is null, s.created_at limit 1) end as approver_id) a
     where e.id = ${employeeId} and a.approver_id is not null and a.approver_id <> e.id`);
}

export async function exitSteps(tx: Tx, resignationId: string): Promise<ExitStepView[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select x.id, x.sequence, x.role, x.status, x.decided_at as "decidedAt", x.decision_reason as comments,
               a.employee_number as "approverNumber", a.display_name as "approverName", d.employee_number as "deciderNumber", d.display_name as "deciderName"
          from exit_approvals x left join employees a on a.id = x.approver_id left join employees d on d.id = x.decided_by
         where x.resignation_id = ${resignationId} order by x.sequence`,
  );
  const personOf = (number: unknown, name: unknown) => (number ? { employeeNumber: String(number), displayName: String(name) } : null);
  return rows.map((r) => ({
    id: String(r.id),
    sequence: Number(r.sequence),
    role: r.role as ExitApproverRole,
    approver: personOf(r.approverNumber, r.approverName),
    status: r.status as ExitStepView['status'],
    decidedBy: personOf(r.deciderNumber, r.deciderName),
    decidedAt: r.decidedAt ? new Date(r.decidedAt as string).toISOString() : null,
    comments: (r.comments as string | null) ?? null,
  }));
}

/** The step now waiting: the first pending one of an exit in progress. */
export const currentStepOf = (steps: readonly ExitStepView[]) => steps.find((s) => s.status === 'pending') ?? null;

async function lockExit(tx: Tx, resignationId: string) {
  const [row] = await queryRows<{ exit_status: string | null; employee_id: string; last_working_day: string | null }>(
    tx,
    sql`select exit_status, employee_id, last_working_day::text from resignations where id = ${resignationId} for update`,
  );
  if (!row) throw notFound();
  return row;
}

/**
 * An approval update along the chain, with comments: only the step now waiting, by its approver
 * (or HR), through the shared approval pattern, so a second decision is a 409. A rejection ends
 * the exit; the last approval leaves it Approved for HR's final-exit update.
 */
export async function decideExitStep(tx: Tx, v: Viewer, resignationId: string, stepId: string, verb: 'approve' | 'reject', comments: string | undefined) {
  const exit = await lockExit(tx, resignationId);
  const steps = await exitSteps(tx, resignationId);
  const step = steps.find((s) => s.id === stepId);
  if (!step) throw notFound();
  const [owner] = await queryRows<{ approver_id: string | null }>(tx, sql`select approver_id from exit_approvals where id = ${stepId}`);
  await assertCanDecideStep(tx, v, resignationId, owner?.approver_id ?? null);
  if (step.status === 'pending' && (exit.exit_status !== 'InProgress' || currentStepOf(steps)?.id !== stepId)) throw badRequest(OFFBOARDING_MESSAGES.notYourStep);
  const to = DECISION_TARGET[verb];
  await decideRequest(tx, { requestType: 'exitApproval', table: exitApprovals, id: stepId, current: step.status, to, actors: ['approver'], decidedBy: v.employeeId, tenantCode: v.tenantCode, reason: comments });
  const lastStep = steps[steps.length - 1]?.id === stepId;
  const exitStatus = to === 'rejected' ? 'Rejected' : lastStep ? 'Approved' : null;
  if (exitStatus) await tx.execute(sql`update resignations set exit_status = ${exitStatus}, updated_at = now() where id = ${resignationId}`);
  await recordAudit(tx, { ...auditActor(v), action: `exit.${verb}`, entity: 'exit_approval', entityId: stepId, before: { status: 'pending' }, after: { status: to, comments: comments ?? null } });
}

/**
 * HR's final-exit update: every approver has approved and no mandatory task is open. The account
 * is turned off by the leavers' job at the end of the last working day.
 */
export async function completeExit(tx: Tx, v: Viewer, resignationId: string, comments: string | undefined) {
  assertOffboardingHr(v);
  const exit = await lockExit(tx, resignationId);
  if (exit.exit_status === 'Completed') throw conflict('This exit is already completed.', undefined, 'ALREADY_DECIDED');
  if (exit.exit_status === 'InProgress') throw badRequest(OFFBOARDING_MESSAGES.chainNotApproved);
  if (exit.exit_status !== 'Approved') throw badRequest(OFFBOARDING_MESSAGES.exitNotOpen);
  if ((await openMandatoryTasks(tx, resignationId)) > 0) throw badRequest(OFFBOARDING_MESSAGES.openMandatoryTasks, undefined, 'OPEN_MANDATORY_TASKS');
  const updated = await queryRows<{ id: string }>(tx, sql`update resignations set exit_status = 'Completed', updated_at = now() where id = ${resignationId} and exit_status = 'Approved' returning id`);
  if (updated.length === 0) throw conflict('This exit is already completed.', undefined, 'ALREADY_DECIDED');
  const reason = comments?.trim() || null;
  await tx.insert(approvalDecisions).values({ tenantId: v.tenantCode, requestType: 'exit', requestId: resignationId, fromStatus: 'Approved', toStatus: 'Completed', decidedBy: v.employeeId, reason });
  await recordAudit(tx, { ...auditActor(v), action: 'exit.complete', entity: 'resignation', entityId: resignationId, before: { exitStatus: 'Approved' }, after: { exitStatus: 'Completed', comments: reason } });
}

/**
 * The leavers' job: completed exits whose last working day has ended (before `asOf`) lose their
 * accounts and sessions; the employee stays Resigned, so the record is kept and listed on
 * /resigned-employee-list. Idempotent: each exit is deactivated once.
 */
export async function deactivateLeavers(tx: Tx, tenantCode: string, asOf: string): Promise<number> {
  const due = await queryRows<{ id: string; employee_id: string }>(
    tx,
    sql`select id, employee_id from resignations where exit_status = 'Completed' and deactivated_at is null and last_working_day < ${asOf}::date for update skip locked`,
  );
  if (due.length === 0) return 0;
  await lockSuperAdmins(tx, tenantCode);
  for (const leaver of due) {
    await tx.execute(sql`update employees set status = 'Resigned', updated_at = now() where id = ${leaver.employee_id}`);
    const { wasActive, sessionsEnded } = await disableEmployeeAccounts(tx, leaver.employee_id);
    await tx.execute(sql`update resignations set deactivated_at = now() where id = ${leaver.id}`);
    await recordAudit(tx, { tenantCode, actorUserId: null, action: 'employee.deactivate', entity: 'employee', entityId: leaver.employee_id, before: { accountActive: wasActive }, after: { accountActive: false, sessionsEnded, reason: 'exit completed' } });
  }
  return due.length;
}

export async function exitApproverSetup(tx: Tx, legalEntityId: string) {
  const rows = await queryRows<{ role: ExitApproverRole; employeeNumber: string; displayName: string; departmentId: string | null }>(
    tx,
    sql`select s.role, e.employee_number as "employeeNumber", e.display_name as "displayName", s.department_id as "departmentId"
          from exit_approver_setup s join employees e on e.id = s.approver_id where s.legal_entity_id = ${legalEntityId} order by s.created_at`,
  );
  return { legalEntityId, approvers: rows };
}

/** Replaces an entity's chain (HR). Unknown employee numbers are field errors and change nothing. */
export async function saveExitApproverSetup(tx: Tx, v: Viewer, input: ExitApproverSetupInput) {
  assertOffboardingHr(v);
  const numbers = input.approvers.map((a) => a.employeeNumber.toLowerCase());
  const found = await queryRows<{ id: string; n: string }>(tx, sql`select id, lower(employee_number) as n from employees where lower(employee_number) = any(${`{${numbers.join(',')}}`}::text[])`);
  const ids = new Map(found.map((r) => [r.n, r.id]));
  const missing = input.approvers.findIndex((a) => !ids.has(a.employeeNumber.toLowerCase()));
  if (missing >= 0) throw badRequest(OFFBOARDING_MESSAGES.noEmployee, { [`approvers.${missing}.employeeNumber`]: OFFBOARDING_MESSAGES.noEmployee });
  const before = await exitApproverSetup(tx, input.legalEntityId);
  await tx.execute(sql`delete from exit_approver_setup where legal_entity_id = ${input.legalEntityId}`);
  for (const a of input.approvers) {
    await tx.execute(sql`insert into exit_approver_setup (tenant_id, legal_entity_id, role, department_id, approver_id)
                         values (${v.tenantCode}, ${input.legalEntityId}, ${a.role}, ${a.departmentId}, ${ids.get(a.employeeNumber.toLowerCase())!})`);
  }
  const after = await exitApproverSetup(tx, input.legalEntityId);
  await recordAudit(tx, { ...auditActor(v), action: 'exit.approverSetup', entity: 'legal_entity', entityId: input.legalEntityId, before, after });
  return after;
}
