import { and, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AllocationView } from '@tenure/domain/timesheets';
import { employees, projectAllocations } from '../../../db/schema/index.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { loggedHoursSql } from '../estimates/queries.ts';

/** An allocation as the screens show it, before the peak total is added. */
export type AllocationRow = Omit<AllocationView, 'totalPercent'>;

const estimateColumns = sql`, a.estimated_hours::float8 as "estimatedHours",
         ${loggedHoursSql(sql`a.employee_id`, sql`a.project_id`, sql`a.start_date`, sql`a.end_date`)} as "loggedHours"`;

const allocationSelect = (
  where: SQL,
  estimates: boolean,
  tail = sql`order by lower(e.display_name), a.start_date, a.id`,
) => sql`
  select a.id as "projectAllocationId", a.project_id as "projectId", p.name as "projectName", a.employee_id as "employeeId",
         e.employee_number as "employeeNumber", e.display_name as "employeeName", a.role,
         a.start_date::text as "allocationStartDate", a.end_date::text as "allocationEndDate", a.allocation_basis as "allocationBasis",
         a.hours_per_week::float8 as "hoursPerWeek", a.percent::float8 as percent, a.allocated_hours::float8 as "allocatedHours",
         a.is_billable as "isBillable", a.ended_at is not null as ended ${estimates ? estimateColumns : sql``}
    from project_allocations a join employees e on e.id = a.employee_id join projects p on p.id = a.project_id
   where ${where} ${tail}`;

/** The periods and percents of all allocations of these employees (for their peak totals). */
export const allocationPeriodsOf = (tx: Tx, employeeIds: string[]) =>
  tx
    .select({
      employeeId: projectAllocations.employeeId,
      startDate: projectAllocations.startDate,
      endDate: projectAllocations.endDate,
      percent: projectAllocations.percent,
    })
    .from(projectAllocations)
    .where(inArray(projectAllocations.employeeId, employeeIds));

/** A page of a project's team, ended allocations only with `includeEnded`, and its size. */
export async function projectTeamPage(
  tx: Tx,
  projectId: string,
  opts: { page: number; size: number; includeEnded: boolean; estimates: boolean },
) {
  const where = sql`a.project_id = ${projectId} ${opts.includeEnded ? sql`` : sql`and a.ended_at is null and a.end_date >= current_date`}`;
  const [total] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from project_allocations a where ${where}`,
  );
  const rows = await queryRows<AllocationRow>(
    tx,
    allocationSelect(
      where,
      opts.estimates,
      sql`order by lower(e.display_name), a.start_date, a.id limit ${opts.size} offset ${(opts.page - 1) * opts.size}`,
    ),
  );
  return { rows, total: total?.n ?? 0 };
}

export const allocationRows = (tx: Tx, id: string, estimates: boolean) =>
  queryRows<AllocationRow>(tx, allocationSelect(sql`a.id = ${id}`, estimates));

/** An employee's allocations overlapping a period, across projects. */
export const employeeAllocationsIn = (tx: Tx, employeeId: string, period: { startDate: string; endDate: string }) =>
  queryRows<AllocationRow>(
    tx,
    allocationSelect(
      sql`a.employee_id = ${employeeId} and a.start_date <= ${period.endDate}::date and a.end_date >= ${period.startDate}::date`,
      false,
      sql`order by a.start_date, a.id`,
    ),
  );

/** Whether the employee already has another allocation to the project on some of these days. */
export async function overlappingAllocationExists(
  tx: Tx,
  projectId: string,
  employeeId: string,
  period: { startDate: string; endDate: string },
  exceptId?: string,
): Promise<boolean> {
  const [overlap] = await tx
    .select({ id: projectAllocations.id })
    .from(projectAllocations)
    .where(
      and(
        eq(projectAllocations.projectId, projectId),
        eq(projectAllocations.employeeId, employeeId),
        lte(projectAllocations.startDate, period.endDate),
        gte(projectAllocations.endDate, period.startDate),
        exceptId ? ne(projectAllocations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return overlap !== undefined;
}

export async function activeEmployeeExists(tx: Tx, employeeId: string): Promise<boolean> {
  const [employee] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, employeeId), ne(employees.status, 'Inactive')));
  return employee !== undefined;
}

export async function insertAllocation(tx: Tx, values: typeof projectAllocations.$inferInsert): Promise<string> {
  const [row] = await tx.insert(projectAllocations).values(values).returning({ id: projectAllocations.id });
  return row!.id;
}

export async function updateAllocationRow(
  tx: Tx,
  id: string,
  values: Partial<typeof projectAllocations.$inferInsert>,
): Promise<void> {
  await tx.update(projectAllocations).set(values).where(eq(projectAllocations.id, id));
}

export async function deleteAllocationRow(tx: Tx, id: string): Promise<void> {
  await tx.delete(projectAllocations).where(eq(projectAllocations.id, id));
}

/** An allocation row, locked with `forUpdate`. */
export async function findAllocationRow(tx: Tx, id: string, forUpdate = false) {
  const query = tx.select().from(projectAllocations).where(eq(projectAllocations.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}
