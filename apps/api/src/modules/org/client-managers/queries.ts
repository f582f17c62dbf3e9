import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { clientManagers, employees } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';

const columns = {
  id: clientManagers.id,
  employeeId: clientManagers.employeeId,
  employeeNumber: employees.employeeNumber,
  displayName: employees.displayName,
  designation: employees.designation,
  email: employees.email,
  description: clientManagers.description,
  isActive: clientManagers.isActive,
};

const select = (tx: Tx) =>
  tx.select(columns).from(clientManagers).innerJoin(employees, eq(employees.id, clientManagers.employeeId));

export const listClientManagers = (tx: Tx, activeOnly: boolean) =>
  select(tx)
    .where(activeOnly ? and(eq(clientManagers.isActive, true), ne(employees.status, 'Inactive')) : undefined)
    .orderBy(asc(employees.displayName));

/** `lock` holds the row until commit, so concurrent edits of one client manager apply one after the other. */
export async function findClientManager(tx: Tx, id: string, lock = false) {
  const query = select(tx).where(eq(clientManagers.id, id));
  return (await (lock ? query.for('update', { of: clientManagers }) : query))[0];
}

export const findActiveEmployee = async (tx: Tx, employeeNumber: string) =>
  (
    await tx
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          sql`lower(${employees.employeeNumber}) = ${employeeNumber.toLowerCase()}`,
          ne(employees.status, 'Inactive'),
        ),
      )
  )[0];

export const employeeIsClientManager = async (tx: Tx, employeeId: string, exceptId?: string) =>
  (
    await tx
      .select({ id: clientManagers.id })
      .from(clientManagers)
      .where(and(eq(clientManagers.employeeId, employeeId), exceptId ? ne(clientManagers.id, exceptId) : undefined))
  ).length > 0;
