import { sql, type SQL } from 'drizzle-orm';
import {
  monthsBetween,
  REPORT_MAX_MONTHS,
  REPORT_MESSAGES,
  type ReportFilter,
  type ReportRow,
} from '@tenure/domain/reports';
import { utilisationPercent } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { oncePerTransaction, type ReportFilterValues } from '../../../platform/reports.ts';
import { employeeColumnsSql, employeeJoinsSql, reportEmployeeWhere } from '../../employees/index.ts';
import {
  utilisationOf,
  workedInPeriod,
  type PersonUtilisation,
  type UtilisationPeriod,
} from '../utilisation/engine.ts';

/** The own filter of every Utilization report: approved hours only (default), or submitted ones waiting for approval too. */
export const HOURS_FILTER: ReportFilter = {
  key: 'hours',
  label: 'Hours counted',
  type: 'select',
  options: [
    { value: 'approved', label: 'Approved only' },
    { value: 'submitted', label: 'Approved and submitted' },
  ],
  defaultValue: 'approved',
};

/** The engine's period of a report request (at most REPORT_MAX_MONTHS long). */
export function periodOf(f: ReportFilterValues): UtilisationPeriod {
  if (monthsBetween(f.from, f.to).length > REPORT_MAX_MONTHS) throw badRequest(REPORT_MESSAGES.rangeTooLong);
  return { from: f.from, to: f.to, includeSubmitted: f.own.hours === 'submitted' };
}

/** The people of the report's scope who worked here on some day of the period (a query of ids for the engine). */
export const peopleInScope = async (tx: Tx, f: ReportFilterValues): Promise<SQL> =>
  sql`select employees.id from employees where ${await reportEmployeeWhere(tx, f)} and ${workedInPeriod(f.from, f.to, 'employees')}`;

/** A query of the given employee ids (a page's people), for the engine. */
export const idsQuery = (ids: readonly string[]): SQL => sql`select unnest(${`{${ids.join(',')}}`}::uuid[]) as id`;

/**
 * Each department with its practice (alias `practice`: id, name): the top-level department it sits
 * under (itself when it is one). Tenure has no practice of its own; the department tree's first
 * level is how the demo and most services companies group their practices.
 */
export const practiceJoinSql = sql`left join (
  with recursive up as (
    select d.id, d.id as practice_id, d.name as practice_name, 0 as depth from departments d where d.parent_id is null
    union all
    select d.id, up.practice_id, up.practice_name, up.depth + 1 from departments d join up on d.parent_id = up.id where up.depth < 20)
  select id as department_id, practice_id as id, practice_name as name from up) practice on practice.department_id = employees.department_id`;

export const NO_DEPARTMENT = 'No department';

/** Everyone of the scope worked here in the period, with the employee columns, department and practice. */
export interface ScopedPerson extends PersonUtilisation {
  row: ReportRow;
  departmentKey: string;
  departmentName: string;
  practiceKey: string;
  practiceName: string;
}

/**
 * Every person of the scope with their figures: the engine over all of them in one go, once per
 * transaction and filters (a report's rows and its summary share one computation).
 */
export function everyone(tx: Tx, f: ReportFilterValues): Promise<ScopedPerson[]> {
  return oncePerTransaction(tx, `utilisation:${JSON.stringify(f)}`, () => computeEveryone(tx, f));
}

async function computeEveryone(tx: Tx, f: ReportFilterValues): Promise<ScopedPerson[]> {
  const period = periodOf(f);
  const people = await peopleInScope(tx, f);
  const figures = await utilisationOf(tx, people, period);
  const rows = await queryRows<ReportRow & { id: string; departmentId: string | null; practiceId: string | null }>(
    tx,
    sql`select employees.id, ${employeeColumnsSql}, employees.department_id as "departmentId",
               practice.id as "practiceId", practice.name as "practiceName"
          from employees ${employeeJoinsSql} ${practiceJoinSql}
         where employees.id in (${people})`,
  );
  // The row's cells are copied key by key: a rest pattern or a spread per row cost more than the engine.
  const cells = Object.keys(rows[0] ?? {}).filter((key) => !['id', 'departmentId', 'practiceId'].includes(key));
  const scoped: ScopedPerson[] = [];
  for (const r of rows) {
    const person = figures.get(r.id);
    if (!person) continue;
    const row: ReportRow = {};
    for (const key of cells) row[key] = r[key] ?? null;
    scoped.push(
      Object.assign(person, {
        row,
        departmentKey: r.departmentId ?? '',
        departmentName: (r.departmentName as string | null) ?? NO_DEPARTMENT,
        practiceKey: r.practiceId ?? '',
        practiceName: (r.practiceName as string | null) ?? NO_DEPARTMENT,
      }),
    );
  }
  return scoped;
}

/** The figures of a person or a group as report cells (hours to two decimals; utilisation of the sums). */
export function figureCells(f: Omit<PersonUtilisation, 'employeeId' | 'utilisation' | 'hoursPerDay'>) {
  const r2 = (n: number) => Math.round(n * 100) / 100;
  return {
    availableHours: r2(f.availableHours),
    holidayHours: r2(f.holidayHours),
    leaveHours: r2(f.leaveHours),
    billableHours: r2(f.billableHours),
    nonBillableHours: r2(f.nonBillableHours),
    internalHours: r2(f.internalHours),
    bookedHours: r2(f.bookedHours),
    utilisation: utilisationPercent(f.bookedHours, f.availableHours),
    billableUtilisation: utilisationPercent(f.billableHours, f.availableHours),
  };
}

export type SummedFigures = Omit<PersonUtilisation, 'employeeId' | 'utilisation' | 'hoursPerDay'> & { people: number };

const ZERO: SummedFigures = {
  people: 0,
  workingDays: 0,
  holidayDays: 0,
  leaveDays: 0,
  holidayHours: 0,
  leaveHours: 0,
  availableHours: 0,
  bookedHours: 0,
  billableHours: 0,
  nonBillableHours: 0,
  internalHours: 0,
};

type Figures = Omit<PersonUtilisation, 'employeeId' | 'utilisation' | 'hoursPerDay'>;
const SUMMED = Object.keys(ZERO).filter((key) => key !== 'people') as (keyof Figures)[];

/**
 * The sums of a group of people: a group's utilisation is computed from these, never from its
 * people's percentages. One running total (twenty thousand people are summed per request).
 */
export function sumFigures(people: readonly Figures[]): SummedFigures {
  const sums = { ...ZERO };
  for (const p of people) {
    sums.people += 1;
    for (const key of SUMMED) sums[key] += p[key];
  }
  return sums;
}

/** People grouped by a key, with the group's name and sums, in first-seen order. */
export function groupPeople(
  people: readonly ScopedPerson[],
  by: (p: ScopedPerson) => { key: string; name: string },
): { key: string; name: string; sums: SummedFigures }[] {
  const groups = new Map<string, { name: string; members: ScopedPerson[] }>();
  for (const p of people) {
    const { key, name } = by(p);
    const group = groups.get(key) ?? { name, members: [] };
    group.members.push(p);
    groups.set(key, group);
  }
  return [...groups].map(([key, g]) => ({ key, name: g.name, sums: sumFigures(g.members) }));
}
