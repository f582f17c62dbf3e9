import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { MasterType } from '@tenure/domain/org';
import { employees, masterValues } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';

export const masterValueColumns = {
  id: masterValues.id,
  masterType: masterValues.masterType,
  name: masterValues.name,
  code: masterValues.code,
  description: masterValues.description,
  orderId: masterValues.orderId,
  isActive: masterValues.isActive,
};

export const countByType = (tx: Tx) =>
  tx
    .select({ masterType: masterValues.masterType, count: count() })
    .from(masterValues)
    .groupBy(masterValues.masterType);

export const listValues = (tx: Tx, type: MasterType, activeOnly: boolean) =>
  tx
    .select(masterValueColumns)
    .from(masterValues)
    .where(and(eq(masterValues.masterType, type), activeOnly ? eq(masterValues.isActive, true) : undefined))
    .orderBy(sql`${masterValues.orderId} asc nulls last`, asc(masterValues.name));

/** `lock` holds the row until commit, so a delete and a rename of one value cannot interleave. */
export async function findValue(tx: Tx, type: MasterType, id: string, lock = false) {
  const query = tx
    .select(masterValueColumns)
    .from(masterValues)
    .where(and(eq(masterValues.masterType, type), eq(masterValues.id, id)));
  return (await (lock ? query.for('update') : query))[0];
}

export const valueNameTaken = async (tx: Tx, type: MasterType, name: string, exceptId?: string) =>
  (
    await tx
      .select({ id: masterValues.id })
      .from(masterValues)
      .where(
        and(
          eq(masterValues.masterType, type),
          sql`lower(${masterValues.name}) = lower(${name})`,
          exceptId ? ne(masterValues.id, exceptId) : undefined,
        ),
      )
  ).length > 0;

/**
 * Employees keep their designation, job title and grade and level as text (what the value was called when
 * it was given), so these masters are referenced by name; the other types have no references yet.
 */
const EMPLOYEE_FIELD_OF: Partial<Record<MasterType, 'designation' | 'jobTitle' | 'grade' | 'level'>> = {
  Designation: 'designation',
  JobTitle: 'jobTitle',
  Grade: 'grade',
  Level: 'level',
};

/** How many employees hold the value `name` of `type` (any case). */
export async function employeesHolding(tx: Tx, type: MasterType, name: string): Promise<number> {
  const field = EMPLOYEE_FIELD_OF[type];
  if (!field) return 0;
  const [row] = await tx
    .select({ count: count() })
    .from(employees)
    .where(sql`lower(${employees[field]}) = lower(${name})`);
  return row?.count ?? 0;
}

/** A renamed value is renamed on the employees who hold it, so the record and the master stay one value. */
export async function renameOnEmployees(tx: Tx, type: MasterType, from: string, to: string): Promise<void> {
  const field = EMPLOYEE_FIELD_OF[type];
  if (!field || from === to) return;
  await tx
    .update(employees)
    .set({ [field]: to, updatedAt: new Date() })
    .where(sql`lower(${employees[field]}) = lower(${from})`);
}
