import type { HolidayView } from '@tenure/domain/employees';
import { POLICY_MESSAGES, type PolicyHolidayInput } from '@tenure/domain/policies';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { checkedRange, todayOf, type DateWindow } from '../employees/index.ts';
import { assertCanReadPlans } from './policy.ts';
import { effectivePlans } from './effective-plans.ts';
import * as q from './holiday-queries.ts';
import { defaultPlanOf } from './plan-queries.ts';
import { loadPlan } from './plan-service.ts';

/** Holidays are the days of a holiday plan (a holiday calendar); other plans have none. */
async function holidayPlan(tx: Tx, planId: string) {
  const plan = await loadPlan(tx, planId);
  if (plan.typeKey !== 'holiday') throw badRequest(POLICY_MESSAGES.notHolidayPlan, undefined, 'NOT_HOLIDAY_PLAN');
  return plan;
}

export async function listHolidays(tx: Tx, v: Viewer, planId: string, year?: number) {
  assertCanReadPlans(v);
  await holidayPlan(tx, planId);
  return q.holidaysOfPlan(tx, planId, year ? { from: `${year}-01-01`, to: `${year}-12-31` } : undefined);
}

const duplicate = () =>
  conflict(POLICY_MESSAGES.holidayDuplicate, { date: POLICY_MESSAGES.holidayDuplicate }, 'HOLIDAY_DUPLICATE');

export async function createHoliday(tx: Tx, v: Viewer, planId: string, input: PolicyHolidayInput) {
  await holidayPlan(tx, planId);
  if (await q.dateTaken(tx, planId, input.date)) throw duplicate();
  const holiday = (await q.findHoliday(
    tx,
    planId,
    await q.insertHoliday(tx, { tenantId: v.tenantCode, planId, ...input }),
  ))!;
  await q.touchPlan(tx, planId);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'policy.holiday.create',
    entity: 'policy_holiday',
    entityId: holiday.id,
    after: holiday,
  });
  return holiday;
}

export async function updateHoliday(tx: Tx, v: Viewer, planId: string, id: string, input: PolicyHolidayInput) {
  await holidayPlan(tx, planId);
  const before = await q.findHoliday(tx, planId, id);
  if (!before) throw notFound();
  if (await q.dateTaken(tx, planId, input.date, id)) throw duplicate();
  await q.updateHolidayRow(tx, id, input);
  const after = (await q.findHoliday(tx, planId, id))!;
  await q.touchPlan(tx, planId);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'policy.holiday.update',
    entity: 'policy_holiday',
    entityId: id,
    before,
    after,
  });
  return after;
}

export async function deleteHoliday(tx: Tx, v: Viewer, planId: string, id: string) {
  await holidayPlan(tx, planId);
  const before = await q.findHoliday(tx, planId, id);
  if (!before) throw notFound();
  await q.deleteHolidayRow(tx, id);
  await q.touchPlan(tx, planId);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'policy.holiday.delete',
    entity: 'policy_holiday',
    entityId: id,
    before,
  });
}

/**
 * The holidays of an employee's holiday calendar (their effective holiday plan) between two dates;
 * a user without an employee record sees the tenant's default calendar.
 */
export async function employeeHolidays(
  tx: Tx,
  employeeId: string | null,
  from: string,
  to: string,
): Promise<HolidayView[]> {
  const calendar = employeeId
    ? (await effectivePlans(tx, [employeeId], ['holiday']))[0]
    : await defaultPlanOf(tx, 'holiday');
  if (!calendar?.planId) return [];
  const holidays = await q.holidaysOfPlan(tx, calendar.planId, { from, to });
  return holidays.map((h) => ({
    id: h.id,
    date: h.date,
    name: h.name,
    isOptional: h.isOptional,
    calendarName: calendar.planName!,
  }));
}

/** The caller's holiday calendar (their holiday policy plan); default: 1 Jan – 31 Dec of their current year. */
export async function myHolidays(tx: Tx, v: Viewer, w: DateWindow): Promise<HolidayView[]> {
  const year = (await todayOf(tx, v)).slice(0, 4);
  const { start, end } = checkedRange(w.startDate ?? `${year}-01-01`, w.endDate ?? `${year}-12-31`);
  return employeeHolidays(tx, v.employeeId, start, end);
}
