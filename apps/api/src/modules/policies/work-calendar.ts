import { sql, type SQL } from 'drizzle-orm';
import {
  weekOffSettings,
  workCalendar,
  workWeekSettings,
  type PolicyTypeKey,
  type WorkCalendar,
} from '@tenure/domain/policies';
import { queryRows, type Tx } from '../../platform/db.ts';
import { effectiveRows } from './effective-plans.ts';

/** Whether the employee took the holiday `holidayId` (an optional holiday they chose). */
export const takenByEmployee = (holidayId: SQL, employeeId: string) =>
  sql<boolean>`exists (select 1 from optional_holiday_choices c where c.holiday_id = ${holidayId} and c.employee_id = ${employeeId})`;

interface CalendarHoliday {
  date: string;
  name: string;
  isOptional: boolean;
  taken: boolean;
}

export interface WorkCalendarRow {
  typeKey: PolicyTypeKey;
  settings: unknown;
  holidays: CalendarHoliday[] | null;
}

/**
 * An employee's working calendar between two dates: their work-week and week-off plans and the
 * holidays of their holiday plan, the optional ones they took marked as days off, in one round
 * trip. Leave day counts and comp-off checks read it.
 */
export async function loadWorkCalendar(tx: Tx, employeeId: string, from: string, to: string): Promise<WorkCalendar> {
  return toWorkCalendar(await queryRows<WorkCalendarRow>(tx, workCalendarQuery(employeeId, from, to)));
}

/** The query of loadWorkCalendar, for a caller that reads it together with others (rows: WorkCalendarRow). */
export function workCalendarQuery(employeeId: string, from: string, to: string): SQL {
  return sql`
      select r.type_key as "typeKey", p.settings,
             case when r.type_key = 'holiday' then
               (select coalesce(json_agg(json_build_object('date', h.date::text, 'name', h.name, 'isOptional', h.is_optional,
                                                           'taken', ${takenByEmployee(sql`h.id`, employeeId)}) order by h.date, h.name), '[]')
                  from policy_holidays h where h.plan_id = p.id and h.date between ${from} and ${to})
             end as holidays
        from (${effectiveRows(sql`e.id = ${employeeId}`, sql`t.key in ('workWeek', 'weekOff', 'holiday')`)}) r
        left join policy_plans p on p.id = r.plan_id`;
}

export function toWorkCalendar(plans: readonly WorkCalendarRow[]): WorkCalendar {
  const settingsOf = (key: PolicyTypeKey) => plans.find((p) => p.typeKey === key)?.settings;
  const workWeek = workWeekSettings.safeParse(settingsOf('workWeek'));
  const weekOff = weekOffSettings.safeParse(settingsOf('weekOff'));
  const holidays = plans.find((p) => p.typeKey === 'holiday')?.holidays ?? [];
  const taken = new Set(holidays.filter((h) => h.taken).map((h) => h.date));
  return workCalendar(workWeek.success ? workWeek.data : null, weekOff.success ? weekOff.data : null, holidays, taken);
}
