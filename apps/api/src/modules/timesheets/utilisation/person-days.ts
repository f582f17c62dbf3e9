import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import {
  availabilityDays,
  bookedCategory,
  dayIndex,
  hoursInPeriod,
  personAvailability,
  utilisationPercent,
  type LineStatus,
  type UtilisationPersonDaysView,
} from '@tenure/domain/timesheets';
import { readTogether, type Tx } from '../../../platform/db.ts';
import { addBooked, countedLinesSql, personCalendarOf, type UtilisationPeriod } from './engine.ts';

interface CountedLine {
  weekStartDate: string;
  projectName: string;
  taskName: string | null;
  billingType: string;
  isBillable: boolean | null;
  status: LineStatus;
  hours: number[];
}

/**
 * A person's utilisation explained (the report's drill-down): every day of the period with what it
 * counts for, and the lines counted with their hours inside it. Undefined when the person did not
 * work here during the period. The sums are the engine's, so they equal the report's row.
 */
export async function utilisationPersonDays(
  tx: Tx,
  employeeId: string,
  period: UtilisationPeriod,
): Promise<UtilisationPersonDaysView | undefined> {
  const calendar = await personCalendarOf(tx, employeeId, period);
  if (!calendar) return undefined;
  const { employee, lines } = await readTogether<{
    employee: UtilisationPersonDaysView['employee'][];
    lines: CountedLine[];
  }>(tx, {
    employee: sql`select id as "employeeId", employee_number as "employeeNumber", display_name as "displayName" from employees where id = ${employeeId}`,
    lines: sql`select w.week_start_date::text as "weekStartDate", p.name as "projectName", pt.name as "taskName",
                        bt.name as "billingType", pt.is_billable as "isBillable", l.status, l.hours
                   ${countedLinesSql(period)} and l.employee_id = ${employeeId}
                  order by w.week_start_date, lower(p.name), lower(pt.name)`,
  });
  if (!employee[0]) return undefined;
  const available = personAvailability(calendar.period, calendar.facts);
  const bookedOn = new Array<number>(calendar.period.kinds.length).fill(0);
  let booked = { bookedHours: 0, billableHours: 0, nonBillableHours: 0, internalHours: 0 };
  const shown = lines.map((l) => {
    const inPeriod = hoursInPeriod(l.weekStartDate, l.hours, period.from, period.to);
    l.hours.forEach((h, i) => {
      const at = dayIndex(period.from, addDays(l.weekStartDate, i));
      if (at >= 0 && at < bookedOn.length) bookedOn[at]! += h;
    });
    booked = addBooked(booked, { ...l, hours: inPeriod });
    return {
      weekStartDate: l.weekStartDate,
      projectName: l.projectName,
      taskName: l.taskName,
      category: bookedCategory(l.billingType, l.isBillable),
      status: l.status,
      hours: l.hours,
      hoursInPeriod: inPeriod,
    };
  });
  return {
    employee: employee[0],
    from: period.from,
    to: period.to,
    includeSubmitted: period.includeSubmitted ?? false,
    ...available,
    ...booked,
    utilisation: utilisationPercent(booked.bookedHours, available.availableHours),
    days: availabilityDays(calendar.period, calendar.facts).map((d, i) => ({ ...d, bookedHours: bookedOn[i]! })),
    lines: shown,
  };
}
