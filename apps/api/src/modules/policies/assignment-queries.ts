import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AssignmentTarget } from '@tenure/domain/policies';
import { departments, employees, legalEntities, locations, policyAssignments } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';
import { textMatch } from '../employees/index.ts';

const targetLabel = sql<string>`case ${policyAssignments.targetKind}
  when 'employee' then ${employees.displayName} || ' (' || ${employees.employeeNumber} || ')'
  when 'department' then ${departments.name}
  when 'location' then ${locations.name}
  else ${legalEntities.name} || ' (' || ${legalEntities.code} || ')' end`;

/** A plan's assignments with a readable name of each target, employees last. */
export function listAssignments(tx: Tx, planId: string, assignmentIds?: string[]) {
  return tx
    .select({
      id: policyAssignments.id,
      planId: policyAssignments.planId,
      targetKind: sql<AssignmentTarget>`${policyAssignments.targetKind}`,
      targetId: policyAssignments.targetId,
      targetLabel,
      assignedAt: policyAssignments.assignedAt,
    })
    .from(policyAssignments)
    .leftJoin(
      employees,
      and(eq(policyAssignments.targetKind, 'employee'), eq(employees.id, policyAssignments.targetId)),
    )
    .leftJoin(
      departments,
      and(eq(policyAssignments.targetKind, 'department'), eq(departments.id, policyAssignments.targetId)),
    )
    .leftJoin(
      locations,
      and(eq(policyAssignments.targetKind, 'location'), eq(locations.id, policyAssignments.targetId)),
    )
    .leftJoin(
      legalEntities,
      and(eq(policyAssignments.targetKind, 'legalEntity'), eq(legalEntities.id, policyAssignments.targetId)),
    )
    .where(
      and(
        eq(policyAssignments.planId, planId),
        assignmentIds ? inArray(policyAssignments.id, assignmentIds) : undefined,
      ),
    )
    .orderBy(
      sql`array_position(array['legalEntity', 'location', 'department', 'employee'], ${policyAssignments.targetKind})`,
      asc(targetLabel),
    );
}

/** The ids of the targets named by a request: employee numbers for employees, ids otherwise. */
export async function targetIds(tx: Tx, kind: AssignmentTarget, targets: string[]): Promise<Map<string, string>> {
  if (kind === 'employee') {
    const lower = targets.map((t) => t.toLowerCase());
    const rows = await tx
      .select({ id: employees.id, key: sql<string>`lower(${employees.employeeNumber})` })
      .from(employees)
      .where(inArray(sql`lower(${employees.employeeNumber})`, lower));
    return new Map(rows.map((r) => [r.key, r.id]));
  }
  const table = { department: departments, location: locations, legalEntity: legalEntities }[kind];
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, targets));
  return new Map(rows.map((r) => [r.id, r.id]));
}

/** The assignments of these targets to any plan of the type (what an assignment replaces). */
export const currentAssignments = (tx: Tx, typeId: string, kind: AssignmentTarget, ids: string[]) =>
  tx
    .select({ targetId: policyAssignments.targetId, planId: policyAssignments.planId })
    .from(policyAssignments)
    .where(
      and(
        eq(policyAssignments.policyTypeId, typeId),
        eq(policyAssignments.targetKind, kind),
        inArray(policyAssignments.targetId, ids),
      ),
    );

/** One target has one plan per type: assigning another replaces it (the unique index is the arbiter). */
export const upsertAssignments = (tx: Tx, rows: (typeof policyAssignments.$inferInsert)[]) =>
  tx
    .insert(policyAssignments)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        policyAssignments.tenantId,
        policyAssignments.policyTypeId,
        policyAssignments.targetKind,
        policyAssignments.targetId,
      ],
      set: { planId: sql`excluded.plan_id`, assignedBy: sql`excluded.assigned_by`, assignedAt: sql`now()` },
    })
    .returning({ id: policyAssignments.id });

/** Current employees, by name, optionally filtered by name, number or email. */
export async function employeePage(tx: Tx, filterValue: string | undefined, pageNo: number, pageSize: number) {
  const where: SQL | undefined = and(sql`${employees.status} <> 'Inactive'`, textMatch(filterValue));
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(employees)
    .where(where);
  const rows = await tx
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      displayName: sql<string>`${employees.displayName}`,
      departmentName: departments.name,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(where)
    .orderBy(sql`lower(${employees.displayName})`, asc(employees.employeeNumber))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { rows, total: count!.total };
}

export const employeeByNumber = async (tx: Tx, employeeNumber: string) =>
  (
    await tx
      .select({ id: employees.id })
      .from(employees)
      .where(sql`lower(${employees.employeeNumber}) = ${employeeNumber.toLowerCase()}`)
  )[0];

/** Removes one assignment of the plan; the removed row, or undefined when there is none. */
export async function deleteAssignment(tx: Tx, planId: string, assignmentId: string) {
  const [removed] = await tx
    .delete(policyAssignments)
    .where(and(eq(policyAssignments.id, assignmentId), eq(policyAssignments.planId, planId)))
    .returning();
  return removed;
}
