import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { leaveLedger, leaveRequests, leaveTypes } from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';
import { effectivePlansByPlace, probationEnd } from '../policies/index.ts';

export type LeaveTypeRow = typeof leaveTypes.$inferSelect;
export type LeaveTypeColumns = Omit<typeof leaveTypes.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt'>;

export const allLeaveTypes = (tx: Tx) => tx.select().from(leaveTypes).orderBy(asc(leaveTypes.name));

export async function findLeaveType(
  tx: Tx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<LeaveTypeRow | null> {
  const query = tx.select().from(leaveTypes).where(eq(leaveTypes.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The id of the type with `code` (null: none). */
export async function leaveTypeIdByCode(tx: Tx, code: string): Promise<string | null> {
  const [row] = await tx.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, code));
  return row?.id ?? null;
}

/** The tenant's comp-off type (seeded in every tenant; null: missing). */
export async function findCompOffType(tx: Tx): Promise<LeaveTypeRow | null> {
  const [row] = await tx.select().from(leaveTypes).where(eq(leaveTypes.isCompOff, true)).limit(1);
  return row ?? null;
}

/** Active types with a yearly quota, accrued by the accrual run (comp-off is credited by approvals), by code. */
export const accruingTypes = (tx: Tx) =>
  tx
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.isActive, true), eq(leaveTypes.isCompOff, false), gt(leaveTypes.annualQuota, 0)))
    .orderBy(asc(leaveTypes.code));

/** Types with a carry-forward limit (never comp-off). */
export const carryingTypes = (tx: Tx) =>
  tx
    .select()
    .from(leaveTypes)
    .where(and(gt(leaveTypes.carryForwardLimit, 0), eq(leaveTypes.isCompOff, false)));

/** Every type but comp-off, by code (opening balances). */
export const typesWithOpeningBalances = (tx: Tx) =>
  tx.select().from(leaveTypes).where(eq(leaveTypes.isCompOff, false)).orderBy(asc(leaveTypes.code));

/** Every leave type by code. */
export async function leaveTypesByCode(tx: Tx): Promise<Map<string, LeaveTypeRow>> {
  return new Map((await tx.select().from(leaveTypes)).map((t) => [t.code, t]));
}

export async function insertLeaveType(tx: Tx, tenantId: string, columns: LeaveTypeColumns): Promise<LeaveTypeRow> {
  const [row] = await tx
    .insert(leaveTypes)
    .values({ tenantId, ...columns })
    .returning();
  return row!;
}

export async function updateLeaveTypeRow(tx: Tx, id: string, columns: LeaveTypeColumns): Promise<LeaveTypeRow> {
  const [row] = await tx
    .update(leaveTypes)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(leaveTypes.id, id))
    .returning();
  return row!;
}

/** Whether any request or ledger entry uses the type. */
export async function leaveTypeUsed(tx: Tx, id: string): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    tx,
    sql`select exists(select 1 from ${leaveRequests} where leave_type_id = ${id})
            or exists(select 1 from ${leaveLedger} where leave_type_id = ${id}) as used`,
  );
  return row?.used ?? false;
}

export async function deleteLeaveTypeRow(tx: Tx, id: string): Promise<void> {
  await tx.delete(leaveTypes).where(eq(leaveTypes.id, id));
}

/**
 * Employee × leave type pairs where the type applies on `asOf` (SQL, set-based, so the accrual job
 * runs it once for a whole tenant): active employees who joined by then, active types listed in
 * the employee's effective leave plan (a plan listing none grants every type), and the type's
 * eligibility: gender, employment type, and not during probation (the effective probation plan's
 * duration after joining, 6 months without one) when the type excludes it. The plans are looked
 * up once per place (effectivePlansByPlace) and the types' rules checked once per kind of employee
 * (gender, employment type, leave plan, probation over or not): a 20,000-person tenant has a few
 * dozen of each, and the answer is the same as per employee.
 */
export function applicablePairs(employeeFilter: SQL, typeFilter: SQL, asOf: string | SQL): SQL {
  const day = typeof asOf === 'string' ? sql`${asOf}::date` : asOf;
  const people = sql`
    select e.id, e.gender, e.employment_type, e.date_of_joining, ${day} as as_of, e.department_id, e.location_id, e.legal_entity_id
      from employees e
     where ${employeeFilter} and ${employedOn(day)} and e.date_of_joining <= ${day}`;
  return sql`
    with kinds as (
      select k.*, dense_rank() over (order by k.gender, k.employment_type, k.leave_plan_id, k.probation_over) as kind
        from (select p.id, p.gender, p.employment_type, p.leave_plan_id,
                     ${probationEnd(sql`p.date_of_joining`, sql`p.probation_settings`)} <= p.as_of as probation_over
                from (${effectivePlansByPlace(people, ['leave', 'probation'])}) p) k
    )
    select k.id as employee_id, rules.leave_type_id
      from kinds k
      join (select e.kind, lt.id as leave_type_id
              from (select distinct on (kind) * from kinds order by kind) e
              left join policy_plans leave_plan on leave_plan.id = e.leave_plan_id
              join leave_types lt on lt.is_active and ${typeFilter}
             where (coalesce(jsonb_array_length(leave_plan.settings -> 'leaveTypeIds'), 0) = 0
                    or leave_plan.settings -> 'leaveTypeIds' @> jsonb_build_array(lt.id::text))
               and (coalesce(jsonb_array_length(lt.eligibility -> 'genders'), 0) = 0
                    or lt.eligibility -> 'genders' @> jsonb_build_array(e.gender))
               and (coalesce(jsonb_array_length(lt.eligibility -> 'employmentTypes'), 0) = 0
                    or lt.eligibility -> 'employmentTypes' @> jsonb_build_array(e.employment_type))
               and (coalesce((lt.eligibility ->> 'duringProbation')::boolean, true) or e.probation_over)) rules
        on rules.kind = k.kind`;
}

/** The leave types one employee may apply for on `asOf`, by name. */
export function applicableTypes(tx: Tx, employeeId: string, asOf: string) {
  return tx
    .select()
    .from(leaveTypes)
    .where(
      inArray(
        leaveTypes.id,
        sql`(select leave_type_id from (${applicablePairs(sql`e.id = ${employeeId}`, sql`true`, asOf)}) a)`,
      ),
    )
    .orderBy(asc(leaveTypes.name));
}

/** Whether the leave type applies to the employee on `asOf`: a column for a query that reads the type anyway. */
export const appliesTo = (employeeId: string, leaveTypeId: string, asOf: string) =>
  sql<boolean>`exists (${applicablePairs(sql`e.id = ${employeeId}`, sql`lt.id = ${leaveTypeId}`, asOf)})`;
