import { sql } from 'drizzle-orm';
import { EXIT_APPROVER_ROLES, type ExitApproverRole, type ExitApproverSetupInput } from '@tenure/domain/offboarding';
import { approvalDecisions } from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';

/** The exit's chain: one step per role of the entity's chain held by someone other than the leaver, in order. */
export async function insertExitApprovals(
  tx: Tx,
  tenantCode: string,
  resignationId: string,
  employeeId: string,
): Promise<void> {
  const roles = sql`(values ${sql.join(
    EXIT_APPROVER_ROLES.map((role, i) => sql`(${role}, ${i + 1})`),
    sql`, `,
  )}) as chain(role, position)`;
  await tx.execute(sql`
    insert into exit_approvals (tenant_id, resignation_id, sequence, role, approver_id)
    select ${tenantCode}, ${resignationId}, row_number() over (order by chain.position), chain.role, a.approver_id
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

export function exitStepRows(tx: Tx, resignationId: string) {
  return queryRows<Record<string, unknown>>(
    tx,
    sql`select x.id, x.sequence, x.role, x.status, x.decided_at as "decidedAt", x.decision_reason as comments,
               a.employee_number as "approverNumber", a.display_name as "approverName", d.employee_number as "deciderNumber", d.display_name as "deciderName"
          from exit_approvals x left join employees a on a.id = x.approver_id left join employees d on d.id = x.decided_by
         where x.resignation_id = ${resignationId} order by x.sequence`,
  );
}

/** The resignation's exit, locked for an update. */
export async function lockedExit(tx: Tx, resignationId: string) {
  const [row] = await queryRows<{ exit_status: string | null; employee_id: string; last_working_day: string | null }>(
    tx,
    sql`select exit_status, employee_id, last_working_day::text from resignations where id = ${resignationId} for update`,
  );
  return row ?? null;
}

export async function exitStepApprover(tx: Tx, stepId: string): Promise<string | null> {
  const [row] = await queryRows<{ approver_id: string | null }>(
    tx,
    sql`select approver_id from exit_approvals where id = ${stepId}`,
  );
  return row?.approver_id ?? null;
}

export async function setExitStatus(tx: Tx, resignationId: string, exitStatus: string): Promise<void> {
  await tx.execute(
    sql`update resignations set exit_status = ${exitStatus}, updated_at = now() where id = ${resignationId}`,
  );
}

/** Approved → Completed, with its decision row; false when another request completed it first. */
export async function completeApprovedExit(
  tx: Tx,
  tenantCode: string,
  resignationId: string,
  decidedBy: string | null,
  reason: string | null,
): Promise<boolean> {
  const updated = await queryRows<{ id: string }>(
    tx,
    sql`update resignations set exit_status = 'Completed', updated_at = now() where id = ${resignationId} and exit_status = 'Approved' returning id`,
  );
  if (updated.length === 0) return false;
  await tx.insert(approvalDecisions).values({
    tenantId: tenantCode,
    requestType: 'exit',
    requestId: resignationId,
    fromStatus: 'Approved',
    toStatus: 'Completed',
    decidedBy,
    reason,
  });
  return true;
}

/** Completed exits whose last working day ended before `asOf` and not yet deactivated, locked (others skipped). */
export function dueLeavers(tx: Tx, asOf: string) {
  return queryRows<{ id: string; employee_id: string }>(
    tx,
    sql`select id, employee_id from resignations where exit_status = 'Completed' and deactivated_at is null and last_working_day < ${asOf}::date for update skip locked`,
  );
}

export async function markEmployeeResigned(tx: Tx, employeeId: string): Promise<void> {
  await tx.execute(sql`update employees set status = 'Resigned', updated_at = now() where id = ${employeeId}`);
}

export async function markExitDeactivated(tx: Tx, resignationId: string): Promise<void> {
  await tx.execute(sql`update resignations set deactivated_at = now() where id = ${resignationId}`);
}

export function exitApproverRows(tx: Tx, legalEntityId: string) {
  return queryRows<{
    role: ExitApproverRole;
    employeeNumber: string;
    displayName: string;
    departmentId: string | null;
  }>(
    tx,
    sql`select s.role, e.employee_number as "employeeNumber", e.display_name as "displayName", s.department_id as "departmentId"
          from exit_approver_setup s join employees e on e.id = s.approver_id where s.legal_entity_id = ${legalEntityId} order by s.created_at`,
  );
}

/** Employee ids by lower-cased employee number. */
export async function employeeIdsByNumber(tx: Tx, numbers: readonly string[]): Promise<Map<string, string>> {
  const found = await queryRows<{ id: string; n: string }>(
    tx,
    sql`select id, lower(employee_number) as n from employees where lower(employee_number) = any(${`{${numbers.join(',')}}`}::text[])`,
  );
  return new Map(found.map((r) => [r.n, r.id]));
}

export async function replaceExitApprovers(
  tx: Tx,
  tenantCode: string,
  legalEntityId: string,
  approvers: readonly (Pick<ExitApproverSetupInput['approvers'][number], 'role' | 'departmentId'> & {
    approverId: string;
  })[],
): Promise<void> {
  await tx.execute(sql`delete from exit_approver_setup where legal_entity_id = ${legalEntityId}`);
  for (const a of approvers) {
    await tx.execute(sql`insert into exit_approver_setup (tenant_id, legal_entity_id, role, department_id, approver_id)
                         values (${tenantCode}, ${legalEntityId}, ${a.role}, ${a.departmentId}, ${a.approverId})`);
  }
}
