import { and, eq } from 'drizzle-orm';
import { optionalHolidayChoices, policyHolidays } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

/** A holiday of one calendar (holiday plan): its day and whether it is optional (null: not in that calendar). */
export async function findHolidayOfPlan(tx: Tx, planId: string, holidayId: string) {
  const [row] = await tx
    .select({ date: policyHolidays.date, isOptional: policyHolidays.isOptional })
    .from(policyHolidays)
    .where(and(eq(policyHolidays.id, holidayId), eq(policyHolidays.planId, planId)));
  return row ?? null;
}

/** The employee's choice of an optional holiday, with the holiday's day and name (null: not taken). */
export async function findChoice(tx: Tx, employeeId: string, holidayId: string) {
  const [row] = await tx
    .select({ id: optionalHolidayChoices.id, date: policyHolidays.date, name: policyHolidays.name })
    .from(optionalHolidayChoices)
    .innerJoin(policyHolidays, eq(policyHolidays.id, optionalHolidayChoices.holidayId))
    .where(and(eq(optionalHolidayChoices.employeeId, employeeId), eq(optionalHolidayChoices.holidayId, holidayId)));
  return row ?? null;
}

export async function insertChoice(tx: Tx, tenantId: string, employeeId: string, holidayId: string): Promise<string> {
  const [row] = await tx
    .insert(optionalHolidayChoices)
    .values({ tenantId, employeeId, holidayId })
    .returning({ id: optionalHolidayChoices.id });
  return row!.id;
}

export async function deleteChoice(tx: Tx, id: string): Promise<void> {
  await tx.delete(optionalHolidayChoices).where(eq(optionalHolidayChoices.id, id));
}
