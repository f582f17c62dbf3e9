import { eq, sql } from 'drizzle-orm';
import type { LeaveOutcomeEntry, LeaveTreatment } from '@tenure/domain/offboarding';
import { addDays } from '@tenure/domain/policies';
import { approvalDecisions, leaveTypes } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { jsonParam, queryRows, type Tx } from '../../platform/db.ts';
import { balanceFigures } from '../leave/index.ts';
import { applicablePairs } from '../leave/index.ts';

/** What the decision history shows for the job's step (a rule, not a person). */
const APPLIED_BY_RULE = 'Effective date reached';

interface DueTransfer {
  id: string;
  employeeId: string;
  effectiveDate: string;
  fromEntityId: string;
  toEntityId: string;
  toEntityCode: string;
  toEntityName: string;
  leaveTreatment: LeaveTreatment | null;
}

/**
 * The transfers job: every approved transfer whose effective date is `asOf` or earlier is applied,
 * each inside its own savepoint, so one that fails (its employee left meanwhile) is rolled back
 * alone, reported, and tried again on the next run while the others are applied.
 */
export async function applyDueTransfers(tx: Tx, tenantCode: string, asOf: string) {
  const due = await queryRows<{ id: string }>(
    tx,
    // Waits for a row another transaction holds (a late second decision answering 409, a run of the daily job) instead of
    // skipping it: skipped, an approved transfer waited for the next day's run. After the wait the row is read again, so
    // a transfer another run has just applied is no longer 'Approved' and is not applied twice.
    sql`select id from transfer_requests where status = 'Approved' and effective_date <= ${asOf}::date order by effective_date, created_at for update`,
  );
  const failed: { id: string; error: string }[] = [];
  for (const { id } of due) {
    await tx.execute(sql`savepoint apply_transfer`);
    try {
      await applyTransfer(tx, tenantCode, id);
      await tx.execute(sql`release savepoint apply_transfer`);
    } catch (err) {
      await tx.execute(sql`rollback to savepoint apply_transfer`);
      failed.push({ id, error: (err as Error).message });
    }
  }
  return { asOf, applied: due.length - failed.length, failed };
}

const employeeSnapshot = (employeeId: string) =>
  sql`select legal_entity_id as "legalEntityId", department_id as "departmentId", location_id as "locationId", manager_id as "managerId", designation
        from employees where id = ${employeeId}`;

/**
 * Applies one transfer: the employee's entity, department, location, manager and designation
 * (only what the transfer changes), a new employment history entry, and on an entity change the
 * leave treatment, the new entity's policies and the account's entity.
 */
async function applyTransfer(tx: Tx, tenantCode: string, id: string) {
  const [t] = await queryRows<DueTransfer>(
    tx,
    sql`update transfer_requests tr set status = 'Applied', applied_at = now(), updated_at = now()
          from legal_entities le where tr.id = ${id} and tr.status = 'Approved' and le.id = tr.to_legal_entity_id
        returning tr.id, tr.employee_id as "employeeId", tr.effective_date::text as "effectiveDate", tr.from_legal_entity_id as "fromEntityId",
                  tr.to_legal_entity_id as "toEntityId", le.code as "toEntityCode", le.name as "toEntityName", tr.leave_treatment as "leaveTreatment"`,
  );
  if (!t) return;
  await tx.insert(approvalDecisions).values({ tenantId: tenantCode, requestType: 'transfer', requestId: id, fromStatus: 'Approved', toStatus: 'Applied', decidedBy: null, decidedByRule: APPLIED_BY_RULE });

  const [before] = await queryRows<Record<string, unknown>>(tx, employeeSnapshot(t.employeeId));
  const [employee] = await queryRows<{ status: string }>(
    tx,
    sql`update employees e set
          legal_entity_id = case when tr.to_legal_entity_id is distinct from tr.from_legal_entity_id then tr.to_legal_entity_id else e.legal_entity_id end,
          department_id = case when tr.to_department_id is distinct from tr.from_department_id then tr.to_department_id else e.department_id end,
          location_id = case when tr.to_location_id is distinct from tr.from_location_id then tr.to_location_id else e.location_id end,
          building_id = case when tr.to_location_id is distinct from tr.from_location_id then null else e.building_id end,
          floor_id = case when tr.to_location_id is distinct from tr.from_location_id then null else e.floor_id end,
          manager_id = case when tr.to_manager_id is distinct from tr.from_manager_id then tr.to_manager_id else e.manager_id end,
          designation = case when tr.to_designation is distinct from tr.from_designation then tr.to_designation else e.designation end,
          updated_at = now()
          from transfer_requests tr where tr.id = ${id} and e.id = tr.employee_id
        returning e.status`,
  );
  if (employee?.status !== 'Active') throw new Error(`Employee of transfer ${id} is no longer active`);
  await addEmploymentHistory(tx, t);

  const entityChanged = t.toEntityId !== t.fromEntityId;
  let removedPolicies: unknown[] = [];
  let leaveOutcome: LeaveOutcomeEntry[] = [];
  if (entityChanged) {
    // Plans chosen for the old entity (at onboarding) give way to the new entity's assignments and defaults.
    removedPolicies = await queryRows(tx, sql`delete from policy_assignments where target_kind = 'employee' and target_id = ${t.employeeId} returning policy_type_id as "policyTypeId", plan_id as "planId"`);
    await moveAccountEntity(tx, t);
    leaveOutcome = await applyLeaveTreatment(tx, t, t.leaveTreatment ?? 'carry');
    await tx.execute(sql`update transfer_requests set leave_outcome = ${jsonParam(leaveOutcome)} where id = ${id}`);
  }
  const [after] = await queryRows<Record<string, unknown>>(tx, employeeSnapshot(t.employeeId));
  await recordAudit(tx, {
    tenantCode,
    actorUserId: null,
    action: 'transfer.apply',
    entity: 'employee',
    entityId: t.employeeId,
    before,
    after: { ...after, transferId: id, leaveTreatment: entityChanged ? t.leaveTreatment : null, leaveOutcome, removedPolicies },
  });
}

/** The employment history section: the open entry ends the day before, a new one starts on the effective date. */
async function addEmploymentHistory(tx: Tx, t: DueTransfer) {
  const [row] = await queryRows<{ data: { entries?: Record<string, unknown>[] } | null; designation: string | null; department: string | null }>(
    tx,
    sql`select s.data, e.designation, d.name as department
          from employees e left join departments d on d.id = e.department_id
          left join employee_profile_sections s on s.employee_id = e.id and s.section = 'employmentHistory'
         where e.id = ${t.employeeId}`,
  );
  const dayBefore = addDays(t.effectiveDate, -1);
  const entries = (row?.data?.entries ?? []).map((entry) =>
    entry.endDate ? entry : { ...entry, endDate: String(entry.startDate ?? dayBefore) > dayBefore ? entry.startDate : dayBefore },
  );
  entries.push({ designation: row?.designation ?? 'Employee', departmentName: row?.department ?? '—', legalEntityCode: t.toEntityCode, startDate: t.effectiveDate });
  await tx.execute(sql`
    insert into employee_profile_sections (tenant_id, employee_id, section, data)
    values (current_setting('app.tenant_id'), ${t.employeeId}, 'employmentHistory', ${jsonParam({ entries })})
    on conflict (employee_id, section) do update set data = excluded.data, updated_at = now()`);
}

/** The account works in the new entity: its mapping to the old one moves there (with its roles) and becomes the default. */
async function moveAccountEntity(tx: Tx, t: DueTransfer) {
  const users = sql`(select id from users where employee_id = ${t.employeeId})`;
  await tx.execute(sql`
    update user_entities ue set legal_entity_id = ${t.toEntityId}
     where ue.user_id in ${users} and ue.legal_entity_id = ${t.fromEntityId}
       and not exists (select 1 from user_entities x where x.user_id = ue.user_id and x.legal_entity_id = ${t.toEntityId})`);
  await tx.execute(sql`
    update user_entities set is_default = (legal_entity_id = ${t.toEntityId})
     where user_id in ${users} and user_id in (select user_id from user_entities where legal_entity_id = ${t.toEntityId})`);
}

/**
 * The chosen leave treatment on the balances of the financial year holding the effective date.
 * Leave types are the tenant's (one code each), so the new entity's equivalent of a type is the
 * type itself when its policies still offer it: carry keeps those balances and settles the rest;
 * settle and reset zero every positive balance (an adjustment entry each, once per transfer).
 */
async function applyLeaveTreatment(tx: Tx, t: DueTransfer, treatment: LeaveTreatment): Promise<LeaveOutcomeEntry[]> {
  const types = await tx.select().from(leaveTypes).where(eq(leaveTypes.isActive, true));
  const figures = await balanceFigures(tx, t.employeeId, types, t.effectiveDate, t.effectiveDate);
  const offered = new Set(
    (await queryRows<{ leave_type_id: string }>(tx, sql`select leave_type_id from (${applicablePairs(sql`e.id = ${t.employeeId}`, sql`true`, t.effectiveDate)}) a`)).map((r) => r.leave_type_id),
  );
  const outcome: LeaveOutcomeEntry[] = [];
  for (const type of types) {
    const f = figures.get(type.id)!;
    if (f.balance <= 0) continue;
    const kept = treatment === 'carry' && offered.has(type.id);
    const result = kept ? 'carried' : treatment === 'reset' ? 'reset' : 'settled';
    outcome.push({ leaveTypeCode: type.code, leaveTypeName: type.name, days: f.balance, outcome: result });
    if (kept) continue;
    await tx.execute(sql`
      insert into leave_ledger (tenant_id, employee_id, leave_type_id, year_start, kind, days, period_key, note)
      values (current_setting('app.tenant_id'), ${t.employeeId}, ${type.id}, ${f.yearStart}, 'adjustment', ${-f.balance}, ${`transfer:${t.id}`},
              ${`Transfer to ${t.toEntityName}: ${result}`})
      on conflict do nothing`);
  }
  return outcome;
}
