import { sql, type SQL } from 'drizzle-orm';
import { addDays, timesheetSettings, type PolicyTypeKey } from '@tenure/domain/policies';
import {
  bookedCategory,
  FALLBACK_TIMESHEET_RULES,
  periodCalendar,
  personAvailability,
  utilisationPercent,
  type Availability,
  type BookedCategory,
  type LeaveSpan,
  type PeriodCalendar,
  type PersonCalendarFacts,
} from '@tenure/domain/timesheets';
import { readTogether, type Tx } from '../../../platform/db.ts';
import { effectivePlanOf, toWorkCalendar, type WorkCalendarRow } from '../../policies/index.ts';

/**
 * The utilisation engine (issue 35; docs/decisions/reports-utilisation.md): available hours from each
 * person's working calendar, joining and last day and approved leave, booked hours from their
 * timesheet lines clipped to the period, for any set of people in a fixed number of round trips.
 * People share few calendars, so each distinct (work week, week-off, holiday, timesheet plan) is laid
 * over the period once.
 */

export interface UtilisationPeriod {
  from: string;
  to: string;
  /** Count submitted lines still waiting for a decision as well as approved ones (default: approved only). */
  includeSubmitted?: boolean | undefined;
}

export interface BookedHours {
  bookedHours: number;
  billableHours: number;
  nonBillableHours: number;
  internalHours: number;
}

export interface PersonUtilisation extends Availability, BookedHours {
  employeeId: string;
  /** Booked ÷ available in percent (two decimals); null when nothing was available. */
  utilisation: number | null;
}

/**
 * People who work here on some day of the period (employee alias `e`): joined by its end, and not
 * gone before its start (Inactive and Resigned people count until the last working day of their
 * released resignation; an Inactive person without one has no leaving day on record and is left out).
 */
export const workedInPeriod = (from: string, to: string, alias = 'e'): SQL => {
  const e = sql.identifier(alias);
  return sql`(${e}.date_of_joining <= ${to}::date and (${e}.status not in ('Inactive', 'Resigned') or exists (
    select 1 from resignations x where x.employee_id = ${e}.id and x.status = 'Released' and x.last_working_day >= ${from}::date)))`;
};

/** The last working day of a person who left (alias `e`): their released resignation's, while they are Resigned or Inactive. */
const lastDayOf = (alias: string) => {
  const e = sql.identifier(alias);
  return sql`case when ${e}.status in ('Resigned', 'Inactive') then (select max(x.last_working_day)::text from resignations x
    where x.employee_id = ${e}.id and x.status = 'Released') end`;
};

/** The line statuses counted: approved, or pending (submitted, waiting for a decision) too. */
const statusesCounted = (period: UtilisationPeriod) =>
  period.includeSubmitted ? sql`('approved', 'pending')` : sql`('approved')`;

/** The project lines counted (alias l, w, p, bt, pt): approved, or pending too with includeSubmitted, of weeks meeting the period. */
export const countedLinesSql = (period: UtilisationPeriod) => sql`
  from timesheet_lines l
  join timesheet_weeks w on w.id = l.week_id
  join projects p on p.id = l.project_id
  join master_values bt on bt.id = p.billing_type_id
  left join project_tasks pt on pt.id = l.task_id
 where l.kind = 'project' and l.status in ${statusesCounted(period)}
   and w.week_start_date between ${period.from}::date - 6 and ${period.to}::date`;

/**
 * The month rows of booked hours meeting the period (alias m, with the project p and its billing
 * type bt): approved, or pending too with includeSubmitted (timesheet_month_hours, kept from the lines).
 */
export const countedMonthsSql = (period: UtilisationPeriod) => sql`
  from timesheet_month_hours m
  join projects p on p.id = m.project_id
  join master_values bt on bt.id = p.billing_type_id
 where m.status in ${statusesCounted(period)}
   and m.month between ${monthOf(period.from)}::date and ${period.to}::date`;

/** The first day of the month of an ISO day, and the day of the month. */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const dayOfMonth = (day: string) => Number(day.slice(8, 10));

/**
 * Hours of month row `m` between the dates: the month's total for a month inside them, else its
 * running total on the last day counted less the one on the day before the first.
 */
export const hoursInPeriodSql = ({ from, to }: UtilisationPeriod) => {
  const [first, last] = [monthOf(from), monthOf(to)];
  const firstWhole = dayOfMonth(from) === 1;
  const lastWhole = addDays(to, 1).slice(0, 7) !== to.slice(0, 7);
  return sql`case when (m.month > ${first}::date or ${firstWhole}) and (m.month < ${last}::date or ${lastWhole}) then m.hours
      else m.hours_to_day[case when m.month = ${last}::date then ${dayOfMonth(to)} else 31 end]
           - coalesce(m.hours_to_day[case when m.month = ${first}::date then ${dayOfMonth(from) - 1} else 0 end], 0) end`;
};

interface PersonRow {
  id: string;
  joined: string;
  lastDay: string | null;
  workWeek: string | null;
  weekOff: string | null;
  holiday: string | null;
  timesheet: string | null;
}

interface BookedRow {
  employeeId: string;
  projectId: string | null;
  billingType: string;
  isBillable: boolean | null;
  hours: number;
}

type EngineRows = {
  people: PersonRow[];
  plans: { id: string; typeKey: 'workWeek' | 'weekOff' | 'timesheet'; settings: unknown }[];
  holidays: { planId: string; date: string; name: string; isOptional: boolean }[];
  leave: (LeaveSpan & { employeeId: string })[];
  optional: { employeeId: string; planId: string; date: string }[];
  booked: BookedRow[];
};

const CALENDAR_TYPES = ['workWeek', 'weekOff', 'holiday', 'timesheet'] as const satisfies readonly PolicyTypeKey[];

/**
 * The people who worked here in the period with their joining and last day and their effective
 * work-week, week-off, holiday and timesheet plans. The plans follow the policies module's rule
 * (effectivePlanOf), resolved once per distinct (department, location, legal entity) — a handful
 * for thousands of people — with an assignment to the person themselves taking precedence, as
 * it does in that rule.
 */
function peopleQuery(ids: SQL, from: string, to: string): SQL {
  const byPlace = sql.join(
    CALENDAR_TYPES.map((key) => sql`(select x.plan_id from (${effectivePlanOf(key)}) x) as ${sql.identifier(key)}`),
    sql`, `,
  );
  const own = sql.join(
    CALENDAR_TYPES.map(
      (key) => sql`max(a.plan_id::text) filter (where t.key = ${key})::uuid as ${sql.identifier(key)}`,
    ),
    sql`, `,
  );
  const chosen = sql.join(
    CALENDAR_TYPES.map(
      (key) => sql`coalesce(own.${sql.identifier(key)}, place.${sql.identifier(key)}) as ${sql.identifier(key)}`,
    ),
    sql`, `,
  );
  return sql`
    with scoped as (select e.id, e.status, e.date_of_joining, e.department_id, e.location_id, e.legal_entity_id
                      from employees e where e.id in (${ids}) and ${workedInPeriod(from, to)}),
         -- Materialized: inlined, each place's plans were looked up again for every person of it.
         places as materialized (
           select e.department_id, e.location_id, e.legal_entity_id, ${byPlace}
             from (select distinct null::uuid as id, department_id, location_id, legal_entity_id from scoped) e)
    select e.id, e.date_of_joining::text as joined, ${lastDayOf('e')} as "lastDay", ${chosen}
      from scoped e
      join places place on place.legal_entity_id = e.legal_entity_id
                       and place.department_id is not distinct from e.department_id
                       and place.location_id is not distinct from e.location_id
      left join lateral (select ${own} from policy_assignments a join policy_types t on t.id = a.policy_type_id
                          where a.target_kind = 'employee' and a.target_id = e.id) own on true`;
}

/**
 * The engine's reads for the people `people` (a query of employee ids, column `id`), in one round
 * trip: each person's joining and last day and effective plans, the plans and holidays of the period,
 * their approved leave and taken optional holidays, and their booked hours by billing type and task
 * billability (per project with `byProject`).
 */
function engineQueries(people: SQL, period: UtilisationPeriod, byProject: boolean): { [K in keyof EngineRows]: SQL } {
  const { from, to } = period;
  const ids = sql`select id from (${people}) ids`;
  return {
    people: peopleQuery(ids, from, to),
    plans: sql`select p.id, t.key as "typeKey", p.settings from policy_plans p join policy_types t on t.id = p.policy_type_id
                where t.key in ('workWeek', 'weekOff', 'timesheet')`,
    holidays: sql`select h.plan_id as "planId", h.date::text as date, h.name, h.is_optional as "isOptional"
                    from policy_holidays h where h.date between ${from}::date and ${to}::date`,
    leave: sql`select r.employee_id as "employeeId", r.start_date::text as "startDate", r.end_date::text as "endDate", r.day_type as "dayType"
                 from leave_requests r where r.status = 'approved' and r.start_date <= ${to}::date and r.end_date >= ${from}::date
                  and r.employee_id in (${ids})`,
    optional: sql`select c.employee_id as "employeeId", h.plan_id as "planId", h.date::text as date
                    from optional_holiday_choices c join policy_holidays h on h.id = c.holiday_id
                   where h.date between ${from}::date and ${to}::date and c.employee_id in (${ids})`,
    // Each row's hours first (materialized), so that the grouping sorts or hashes narrow rows, not the running totals.
    booked: sql`with counted as materialized (
                  select m.employee_id as "employeeId", ${byProject ? sql`m.project_id` : sql`null::uuid`} as "projectId",
                         bt.name as "billingType", m.billable as "isBillable", ${hoursInPeriodSql(period)} as hours
                    ${countedMonthsSql(period)} and m.employee_id in (${ids}))
                select "employeeId", "projectId", "billingType", "isBillable", sum(hours)::float8 as hours
                  from counted group by 1, 2, 3, 4 having sum(hours) <> 0`,
  };
}

const NO_BOOKINGS: BookedHours = { bookedHours: 0, billableHours: 0, nonBillableHours: 0, internalHours: 0 };
const CATEGORY_FIELD: Record<BookedCategory, keyof Omit<BookedHours, 'bookedHours'>> = {
  billable: 'billableHours',
  nonBillable: 'nonBillableHours',
  internal: 'internalHours',
};

/** Adds one group of booked hours to a running figure. */
export function addBooked(to: BookedHours, row: { billingType: string; isBillable: boolean | null; hours: number }) {
  const field = CATEGORY_FIELD[bookedCategory(row.billingType, row.isBillable)];
  return { ...to, bookedHours: to.bookedHours + row.hours, [field]: to[field] + row.hours };
}

export interface PersonCalendar {
  period: PeriodCalendar;
  facts: PersonCalendarFacts;
}

/** Each person's calendar over the period: their plans' calendar (built once per distinct combination) and their own facts. */
function personCalendars(rows: EngineRows, period: UtilisationPeriod): Map<string, PersonCalendar> {
  const plans = new Map(rows.plans.map((p) => [p.id, p]));
  const holidaysOf = new Map<string, EngineRows['holidays']>();
  for (const h of rows.holidays) holidaysOf.set(h.planId, [...(holidaysOf.get(h.planId) ?? []), h]);
  const calendars = new Map<string, { period: PeriodCalendar; hoursPerDay: number }>();
  const calendarOf = (p: PersonRow) => {
    const key = `${p.workWeek}|${p.weekOff}|${p.holiday}|${p.timesheet}`;
    const known = calendars.get(key);
    if (known) return known;
    const planRows: WorkCalendarRow[] = [
      { typeKey: 'workWeek', settings: p.workWeek ? plans.get(p.workWeek)?.settings : null, holidays: null },
      { typeKey: 'weekOff', settings: p.weekOff ? plans.get(p.weekOff)?.settings : null, holidays: null },
      {
        typeKey: 'holiday',
        settings: null,
        holidays: (p.holiday ? (holidaysOf.get(p.holiday) ?? []) : []).map((h) => ({ ...h, taken: false })),
      },
    ];
    const rules = timesheetSettings.safeParse(p.timesheet ? plans.get(p.timesheet)?.settings : null);
    const made = {
      period: periodCalendar(toWorkCalendar(planRows), period.from, period.to),
      hoursPerDay: rules.success ? rules.data.minHoursPerDay : FALLBACK_TIMESHEET_RULES.minHoursPerDay,
    };
    calendars.set(key, made);
    return made;
  };
  const leaveOf = new Map<string, LeaveSpan[]>();
  for (const l of rows.leave) leaveOf.set(l.employeeId, [...(leaveOf.get(l.employeeId) ?? []), l]);
  const optionalOf = new Map<string, EngineRows['optional']>();
  for (const o of rows.optional) optionalOf.set(o.employeeId, [...(optionalOf.get(o.employeeId) ?? []), o]);
  return new Map(
    rows.people.map((p) => {
      const { period: shared, hoursPerDay } = calendarOf(p);
      const facts: PersonCalendarFacts = {
        joined: p.joined,
        lastDay: p.lastDay,
        hoursPerDay,
        leave: leaveOf.get(p.id) ?? [],
        // Only a holiday of their own plan is theirs to take.
        takenOptional: (optionalOf.get(p.id) ?? []).filter((o) => o.planId === p.holiday).map((o) => o.date),
      };
      return [p.id, { period: shared, facts }];
    }),
  );
}

/**
 * Available and booked hours and utilisation of the people `people` (a query whose column `id` names
 * employees) who worked here during the period; people with no bookings are at 0%.
 */
export async function utilisationOf(
  tx: Tx,
  people: SQL,
  period: UtilisationPeriod,
): Promise<Map<string, PersonUtilisation>> {
  const rows = await readTogether<EngineRows>(tx, engineQueries(people, period, false));
  return figuresOf(rows, period);
}

function figuresOf(rows: EngineRows, period: UtilisationPeriod): Map<string, PersonUtilisation> {
  const booked = new Map<string, BookedHours>();
  for (const b of rows.booked) booked.set(b.employeeId, addBooked(booked.get(b.employeeId) ?? NO_BOOKINGS, b));
  const result = new Map<string, PersonUtilisation>();
  for (const [employeeId, { period: shared, facts }] of personCalendars(rows, period)) {
    const available = personAvailability(shared, facts);
    const hours = booked.get(employeeId) ?? NO_BOOKINGS;
    result.set(employeeId, {
      employeeId,
      ...available,
      ...hours,
      utilisation: utilisationPercent(hours.bookedHours, available.availableHours),
    });
  }
  return result;
}

/** A person's booked hours on one project over the period. */
export interface ProjectBooking extends BookedHours {
  employeeId: string;
  projectId: string;
}

/** utilisationOf, with each person's booked hours split by project as well. */
export async function utilisationByProject(
  tx: Tx,
  people: SQL,
  period: UtilisationPeriod,
): Promise<{ people: Map<string, PersonUtilisation>; projects: ProjectBooking[] }> {
  const rows = await readTogether<EngineRows>(tx, engineQueries(people, period, true));
  return { people: figuresOf(rows, period), projects: projectBookings(rows.booked) };
}

function projectBookings(booked: readonly BookedRow[]): ProjectBooking[] {
  const projects = new Map<string, ProjectBooking>();
  for (const b of booked) {
    const key = `${b.employeeId}|${b.projectId}`;
    const known = projects.get(key) ?? { employeeId: b.employeeId, projectId: b.projectId!, ...NO_BOOKINGS };
    projects.set(key, { ...known, ...addBooked(known, b) });
  }
  return [...projects.values()];
}

/** Booked hours only (no calendars), per person and project: for a report of hours without availability. */
export async function bookedByProject(tx: Tx, people: SQL, period: UtilisationPeriod): Promise<ProjectBooking[]> {
  const { booked } = engineQueries(people, period, true);
  const rows = await readTogether<Pick<EngineRows, 'booked'>>(tx, { booked });
  return projectBookings(rows.booked);
}

/** One person's calendar over the period (for the drill-down); undefined when they did not work here then. */
export async function personCalendarOf(
  tx: Tx,
  employeeId: string,
  period: UtilisationPeriod,
): Promise<PersonCalendar | undefined> {
  const queries = engineQueries(sql`select ${employeeId}::uuid as id`, period, false);
  const rows = await readTogether<EngineRows>(tx, { ...queries, booked: sql`select 1 where false` });
  return personCalendars(rows, period).get(employeeId);
}
