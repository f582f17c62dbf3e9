import { and, asc, between, eq, ne, sql } from 'drizzle-orm';
import { takenByEmployee } from './work-calendar.ts';
import { policyHolidays, policyPlans } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

const holidayColumns = {
  id: policyHolidays.id,
  planId: policyHolidays.planId,
  date: policyHolidays.date,
  name: policyHolidays.name,
  isOptional: policyHolidays.isOptional,
};

/**
 * The days of a holiday calendar, between two dates when given, by date. With `takenBy`, each day
 * also says whether that employee took it (an optional holiday they chose), in the same query.
 */
export function holidaysOfPlan(tx: Tx, planId: string, range?: { from: string; to: string }, takenBy?: string) {
  // Spelled out: in a one-table select the builder writes columns unqualified, and "id" would be the choice's.
  const taken = takenBy ? takenByEmployee(sql`policy_holidays.id`, takenBy) : sql<boolean>`false`;
  return tx
    .select({ ...holidayColumns, taken })
    .from(policyHolidays)
    .where(
      and(eq(policyHolidays.planId, planId), range ? between(policyHolidays.date, range.from, range.to) : undefined),
    )
    .orderBy(asc(policyHolidays.date), asc(policyHolidays.name));
}

export const findHoliday = async (tx: Tx, planId: string, id: string) =>
  (
    await tx
      .select(holidayColumns)
      .from(policyHolidays)
      .where(and(eq(policyHolidays.planId, planId), eq(policyHolidays.id, id)))
  )[0];

/** A calendar has at most one holiday a day (the unique index says the same). */
export const dateTaken = async (tx: Tx, planId: string, date: string, exceptId?: string) =>
  (
    await tx
      .select({ id: policyHolidays.id })
      .from(policyHolidays)
      .where(
        and(
          eq(policyHolidays.planId, planId),
          eq(policyHolidays.date, date),
          exceptId ? ne(policyHolidays.id, exceptId) : undefined,
        ),
      )
  ).length > 0;

export async function insertHoliday(tx: Tx, values: typeof policyHolidays.$inferInsert) {
  const [created] = await tx.insert(policyHolidays).values(values).returning({ id: policyHolidays.id });
  return created!.id;
}

export const updateHolidayRow = (tx: Tx, id: string, values: Partial<typeof policyHolidays.$inferInsert>) =>
  tx.update(policyHolidays).set(values).where(eq(policyHolidays.id, id));

export const deleteHolidayRow = (tx: Tx, id: string) => tx.delete(policyHolidays).where(eq(policyHolidays.id, id));

/** A holiday change is a change of its calendar: the plan's updatedAt moves too. */
export const touchPlan = (tx: Tx, planId: string) =>
  tx.update(policyPlans).set({ updatedAt: new Date() }).where(eq(policyPlans.id, planId));
