import { and, asc, between, eq, ne } from 'drizzle-orm';
import { policyHolidays } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

const holidayColumns = {
  id: policyHolidays.id,
  planId: policyHolidays.planId,
  date: policyHolidays.date,
  name: policyHolidays.name,
  isOptional: policyHolidays.isOptional,
};

/** The days of a holiday calendar, between two dates when given, by date. */
export const holidaysOfPlan = (tx: Tx, planId: string, range?: { from: string; to: string }) =>
  tx
    .select(holidayColumns)
    .from(policyHolidays)
    .where(and(eq(policyHolidays.planId, planId), range ? between(policyHolidays.date, range.from, range.to) : undefined))
    .orderBy(asc(policyHolidays.date), asc(policyHolidays.name));

export const findHoliday = async (tx: Tx, planId: string, id: string) =>
  (await tx.select(holidayColumns).from(policyHolidays).where(and(eq(policyHolidays.planId, planId), eq(policyHolidays.id, id))))[0];

/** A calendar has at most one holiday a day (the unique index says the same). */
export const dateTaken = async (tx: Tx, planId: string, date: string, exceptId?: string) =>
  (
    await tx
      .select({ id: policyHolidays.id })
      .from(policyHolidays)
      .where(and(eq(policyHolidays.planId, planId), eq(policyHolidays.date, date), exceptId ? ne(policyHolidays.id, exceptId) : undefined))
  ).length > 0;
