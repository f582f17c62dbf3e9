import {
  canChangeOptionalHoliday,
  LEAVE_MESSAGES,
  type OptionalHolidaysView,
  type OptionalHolidayView,
} from '@tenure/domain/leave';
import { holidaySettings, POLICY_MESSAGES } from '@tenure/domain/policies';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { effectivePlans, holidaysOfPlan } from '../policies/index.ts';
import { hasLeaveOn } from './leave-requests-queries.ts';
import { deleteChoice, findChoice, findHolidayOfPlan, insertChoice } from './optional-holidays-queries.ts';
import { lockApplicant } from './requests-queries.ts';
import { todayOfEmployee } from '../employees/index.ts';

/** The employee's holiday calendar (effective holiday plan) and how many optional holidays it allows a year. */
async function holidayCalendarOf(tx: Tx, employeeId: string) {
  const [plan] = await effectivePlans(tx, [employeeId], ['holiday']);
  if (!plan?.planId) return null;
  const settings = holidaySettings.safeParse(plan.settings);
  return {
    planId: plan.planId,
    name: plan.planName!,
    limit: settings.success ? settings.data.optionalHolidayLimit : 0,
  };
}

const wholeYear = (year: string | number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** The optional days of a calendar in one year, with whether the employee took each and may still change it on `asOf`. */
async function optionalDaysOfYear(
  tx: Tx,
  employeeId: string,
  planId: string,
  year: string | number,
  asOf: string,
): Promise<OptionalHolidayView[]> {
  const days = await holidaysOfPlan(tx, planId, wholeYear(year), employeeId);
  return days
    .filter((d) => d.isOptional)
    .map((d) => ({
      holidayId: d.id,
      date: d.date,
      name: d.name,
      taken: d.taken,
      changeable: canChangeOptionalHoliday(d.date, asOf),
    }));
}

/** The caller's optional holidays of a year (default: the one of their today), with the calendar's limit and how many they took. */
export async function optionalHolidays(
  tx: Tx,
  v: Viewer,
  input: { year?: number | undefined },
): Promise<OptionalHolidaysView> {
  const employeeId = v.employeeId;
  const asOf = await todayOfEmployee(tx, employeeId);
  const year = input.year ?? Number(asOf.slice(0, 4));
  // A user without an employee record (an administrator) has no days off of their own to choose.
  const calendar = employeeId ? await holidayCalendarOf(tx, employeeId) : null;
  if (!employeeId || !calendar) return { year, calendarName: null, limit: 0, taken: 0, holidays: [] };
  const holidays = await optionalDaysOfYear(tx, employeeId, calendar.planId, year, asOf);
  return {
    year,
    calendarName: calendar.name,
    limit: calendar.limit,
    taken: holidays.filter((h) => h.taken).length,
    holidays,
  };
}

/**
 * Pending or approved leave on the day was counted with the day as a working day (or without it):
 * taking or giving back the holiday then would leave the request's day count wrong.
 */
async function assertNoLeaveOn(tx: Tx, employeeId: string, date: string) {
  if (await hasLeaveOn(tx, employeeId, date))
    throw conflict(LEAVE_MESSAGES.optionalHolidayLeaveClash, undefined, 'LEAVE_ON_DAY');
}

const passed = () => badRequest(LEAVE_MESSAGES.optionalHolidayPassed, undefined, 'HOLIDAY_PASSED');

/**
 * Takes an optional holiday of the caller's calendar: it becomes their day off. Refused (nothing
 * stored) for a day of another calendar, a holiday everyone has off, a day already here or gone
 * (by the caller's today), one already taken (409), beyond the year's limit, or with leave on the
 * day. The employee row is locked first, like a leave application, so two takes cannot both pass the limit.
 */
export async function takeOptionalHoliday(
  tx: Tx,
  v: Viewer,
  input: { holidayId: string },
): Promise<OptionalHolidayView> {
  const { holidayId } = input;
  const employeeId = requireEmployee(v);
  await lockApplicant(tx, employeeId);
  const calendar = await holidayCalendarOf(tx, employeeId);
  const holiday = calendar ? await findHolidayOfPlan(tx, calendar.planId, holidayId) : null;
  if (!calendar || !holiday) throw notFound(LEAVE_MESSAGES.optionalHolidayNotInCalendar, 'HOLIDAY_NOT_IN_CALENDAR');
  if (!holiday.isOptional) throw badRequest(LEAVE_MESSAGES.notOptionalHoliday, undefined, 'NOT_OPTIONAL_HOLIDAY');
  const asOf = await todayOfEmployee(tx, employeeId);
  if (!canChangeOptionalHoliday(holiday.date, asOf)) throw passed();

  const year = await optionalDaysOfYear(tx, employeeId, calendar.planId, holiday.date.slice(0, 4), asOf);
  const chosen = year.find((d) => d.holidayId === holidayId)!;
  if (chosen.taken) throw conflict(LEAVE_MESSAGES.optionalHolidayAlreadyTaken, undefined, 'ALREADY_TAKEN');
  if (year.filter((d) => d.taken).length >= calendar.limit) {
    throw conflict(POLICY_MESSAGES.optionalLimitReached(calendar.limit), undefined, 'OPTIONAL_LIMIT_REACHED');
  }
  await assertNoLeaveOn(tx, employeeId, holiday.date);

  const choiceId = await insertChoice(tx, v.tenantCode, employeeId, holidayId);
  const taken = { ...chosen, taken: true };
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'leave.optional-holiday.take',
    entity: 'optional_holiday_choice',
    entityId: choiceId,
    after: taken,
  });
  return taken;
}

/** Gives a taken optional holiday back (a working day again), before the day (the caller's today) and with no leave on it. */
export async function giveBackOptionalHoliday(tx: Tx, v: Viewer, input: { holidayId: string }): Promise<void> {
  const { holidayId } = input;
  const employeeId = requireEmployee(v);
  await lockApplicant(tx, employeeId);
  const choice = await findChoice(tx, employeeId, holidayId);
  if (!choice) throw notFound(LEAVE_MESSAGES.optionalHolidayNotTaken, 'NOT_TAKEN');
  if (!canChangeOptionalHoliday(choice.date, await todayOfEmployee(tx, employeeId))) throw passed();
  await assertNoLeaveOn(tx, employeeId, choice.date);
  await deleteChoice(tx, choice.id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'leave.optional-holiday.give-back',
    entity: 'optional_holiday_choice',
    entityId: choice.id,
    before: { holidayId, date: choice.date, name: choice.name },
  });
}
