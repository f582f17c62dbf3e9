import { asc, inArray, sql } from 'drizzle-orm';
import { leaveTypes } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';
import { applicablePairs } from './leave-eligibility.ts';

/** The leave types one employee may apply for on `asOf`, by name. */
export function applicableTypes(tx: Tx, employeeId: string, asOf: string) {
  return tx
    .select()
    .from(leaveTypes)
    .where(inArray(leaveTypes.id, sql`(select leave_type_id from (${applicablePairs(sql`e.id = ${employeeId}`, sql`true`, asOf)}) a)`))
    .orderBy(asc(leaveTypes.name));
}

/** Whether the leave type applies to the employee on `asOf`: a column for a query that reads the type anyway. */
export const appliesTo = (employeeId: string, leaveTypeId: string, asOf: string) =>
  sql<boolean>`exists (${applicablePairs(sql`e.id = ${employeeId}`, sql`lt.id = ${leaveTypeId}`, asOf)})`;
