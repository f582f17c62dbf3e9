import { sql, type SQL } from 'drizzle-orm';
import type { ReportRow } from '@tenure/domain/reports';
import { pageClause, queryRows, type Tx } from '../../../platform/db.ts';
import { employedOn } from '../../../platform/employment.ts';
import {
  countedPage,
  type ReportDefinition,
  type ReportFilterValues,
  type ReportPageRequest,
  type ReportSort,
} from '../../../platform/reports.ts';
import {
  column,
  EMPLOYEE_COLUMNS,
  EMPLOYEE_SORTS,
  employeeColumnsSql,
  employeeJoinsSql,
  orderBySql,
  reportEmployeeWhere,
} from '../../employees/index.ts';
import { projectManagerNamesSql, weekdaysSql } from './allocation-sql.ts';
import { CLIENT_REPORTS } from './clients-reports.ts';

/**
 * Resource Project Allocation (docs/decisions/reports-allocation.md): one row per person and
 * allocation meeting the period, a person without one as a single bench row; the person's
 * allocation over the period weighed by weekdays, their bench share and peak, and a week-by-week
 * heat map of the page's people.
 */

/** Own filter: who to list by their allocation over the period. */
const ALLOCATION_FILTER = {
  key: 'allocation',
  label: 'Allocation',
  type: 'select' as const,
  options: [
    { value: 'over', label: 'Over-allocated' },
    { value: 'under', label: 'Under-allocated' },
    { value: 'full', label: 'Fully allocated' },
    { value: 'bench', label: 'No allocation' },
  ],
};

const ALLOCATION_WHERE: Readonly<Record<string, SQL>> = {
  over: sql`p.peak > 100`,
  under: sql`p.allocated < 100`,
  full: sql`p.allocated >= 100 and p.peak <= 100`,
  bench: sql`p.allocations = 0`,
};

/**
 * The people of the report's scope employed at some time in the period, each with the days of the
 * period they were employed (`w_from`..`w_to`: from their joining day, up to a released
 * resignation's last working day), as a CTE body over `employees`.
 */
const periodPeopleSql = async (tx: Tx, f: ReportFilterValues, narrow: SQL = sql`true`) => sql`
  select employees.id,
         greatest(${f.from}::date, employees.date_of_joining) as w_from,
         least(${f.to}::date, (select max(x.last_working_day) from resignations x
                                where x.employee_id = employees.id and x.status = 'Released' and employees.status = 'Resigned')) as w_to
    from employees
   where ${await reportEmployeeWhere(tx, f)} and employees.date_of_joining <= ${f.to}::date
     and ${employedOn(sql`${f.from}::date`, 'employees')} and ${narrow}`;

/** The days allocation `a` covers of the employed days `s.w_from`..`s.w_to` (o_from..o_to). */
const COVERED = sql`greatest(a.start_date, s.w_from) as o_from, least(a.end_date, s.w_to) as o_to`;
/** Allocation `alias` meets the employed days of person `s`. */
const meetsEmployedDays = (alias: string) => {
  const a = sql.identifier(alias);
  return sql`${a}.start_date <= s.w_to and ${a}.end_date >= s.w_from`;
};

/**
 * A person's figures over their employed days, as a lateral subquery on the person `s` (id, w_from,
 * w_to) read by their allocations (an index per person): allocations, allocated % weighed by
 * weekdays, peak % on any day (the total can only rise where an allocation starts).
 */
const personFigures = sql`lateral (
  select count(*)::int as allocations,
         round(coalesce(sum(x.percent * ${weekdaysSql(sql`x.o_from`, sql`x.o_to`)}), 0)::numeric
               / nullif(${weekdaysSql(sql`s.w_from`, sql`s.w_to`)}, 0), 2)::float8 as allocated,
         coalesce(max((select sum(y.percent) from project_allocations y
                        where y.employee_id = s.id and greatest(y.start_date, s.w_from) <= x.o_from and least(y.end_date, s.w_to) >= x.o_from)), 0)::float8 as peak
    from (select a.percent::float8 as percent, ${COVERED} from project_allocations a where a.employee_id = s.id and ${meetsEmployedDays('a')}) x)`;

/**
 * Every person's figures at once (the rule of personFigures, set-based: hash joins instead of a
 * lookup per person), for a sort or a filter by them: CTEs `alloc`, `peaks` and `figures` after `scope`.
 */
const everyonesFigures = sql`,
  alloc as (
    select a.id, a.employee_id, a.percent::float8 as percent, ${COVERED}
      from scope s join project_allocations a on a.employee_id = s.id and ${meetsEmployedDays('a')}),
  peaks as (
    select employee_id, max(total) as peak from (
      select a.employee_id, sum(b.percent) as total
        from alloc a join alloc b on b.employee_id = a.employee_id and b.o_from <= a.o_from and b.o_to >= a.o_from
       group by a.employee_id, a.id) starts
     group by employee_id),
  figures as (
    select s.id, count(a.id)::int as allocations,
           round(coalesce(sum(a.percent * ${weekdaysSql(sql`a.o_from`, sql`a.o_to`)}), 0)::numeric
                 / nullif(${weekdaysSql(sql`s.w_from`, sql`s.w_to`)}, 0), 2)::float8 as allocated,
           coalesce(max(k.peak), 0)::float8 as peak
      from scope s left join alloc a on a.employee_id = s.id left join peaks k on k.employee_id = s.id
     group by s.id, s.w_from, s.w_to)`;

/** 100% less the person's allocation, never below 0 (none when the period has no weekday of theirs). */
const BENCH = sql`case when p.allocated is not null then greatest(0, 100 - p.allocated) end`;

/** Sorts by a person's figures: every person's are computed before the page is cut. */
const FIGURE_SORTS: Readonly<Record<string, SQL>> = {
  allocatedPercent: sql`p.allocated`,
  benchPercent: BENCH,
  peakPercent: sql`p.peak`,
};

const SORTS: Readonly<Record<string, SQL>> = {
  ...EMPLOYEE_SORTS,
  designation: sql`lower(employees.designation)`,
  role: sql`lower(pa.role)`,
  clientName: sql`lower(clients.name)`,
  projectName: sql`lower(projects.name)`,
  percent: sql`pa.percent`,
  hoursPerWeek: sql`pa.hours_per_week`,
  startDate: sql`pa.start_date`,
  endDate: sql`pa.end_date`,
  ...FIGURE_SORTS,
};

/**
 * A page of person × allocation rows, with the person's period figures on each. The page is cut
 * first on the people and their allocations (`paged`); the figures are read for its people only,
 * unless the sort or the `allocation` filter needs everyone's.
 */
async function allocationRows(tx: Tx, f: ReportFilterValues, sort: ReportSort, page: ReportPageRequest) {
  const dir = sql.raw(sort.order === 'desc' ? 'desc' : 'asc');
  const order = sql`${orderBySql(SORTS, sort.key, sort.order)}, lower(clients.name) ${dir}, lower(projects.name) ${dir}, pa.start_date ${dir}, pa.id`;
  const everyone = f.own.allocation !== undefined || sort.key in FIGURE_SORTS;
  const only = f.own.allocation ? ALLOCATION_WHERE[f.own.allocation]! : sql`true`;
  const joins = sql`join employees on employees.id = s.id
          ${employeeJoinsSql}
          left join projects on projects.id = pa.project_id
          left join clients on clients.id = projects.client_id`;
  const rows = await queryRows<ReportRow & { total: number }>(
    tx,
    sql`with scope as (${await periodPeopleSql(tx, f)})${everyone ? everyonesFigures : sql``}
        select ${employeeColumnsSql}, employees.designation, pa.role, clients.name as "clientName", projects.name as "projectName",
               pa.allocation_basis as "allocationBasis", pa.percent::float8 as percent, pa.hours_per_week::float8 as "hoursPerWeek",
               pa.allocated_hours::float8 as "allocatedHours",
               round(pa.hours_per_week * ${weekdaysSql(sql`greatest(pa.start_date, s.w_from)`, sql`least(pa.end_date, s.w_to)`)} / 5.0, 2)::float8 as "periodHours",
               pa.start_date::text as "startDate", pa.end_date::text as "endDate", pa.is_billable as billable,
               managers.names as "projectManagers", p.allocated as "allocatedPercent",
               ${BENCH}::float8 as "benchPercent", p.peak as "peakPercent",
               p.peak > 100 as "overAllocated", p.allocated < 100 as "underAllocated", s.total
          from (select s.id, s.w_from, s.w_to, pa.id as allocation_id, count(*) over ()::int as total
                  from scope s
                  left join project_allocations pa on pa.employee_id = s.id and ${meetsEmployedDays('pa')}
                  ${joins}
                  ${everyone ? sql`join figures p on p.id = s.id` : sql``}
                 where ${only}
                 ${order}
                 ${pageClause(page.limit, page.offset)}) s
          left join project_allocations pa on pa.id = s.allocation_id
          ${joins}
          left join ${projectManagerNamesSql} managers on managers.project_id = projects.id
          cross join ${personFigures} p
         ${order}`,
  );
  return countedPage(rows);
}

/**
 * The heat map: each person of the page, their total allocation % in each Monday-to-Sunday week
 * meeting the period (weekdays of the week they were employed in the period; no value for a week
 * they were not).
 */
async function heatMap(tx: Tx, f: ReportFilterValues, people: readonly { number: string; name: string }[]) {
  const numbers = people.map((p) => p.number);
  const weeks = await queryRows<{ week: string }>(
    tx,
    sql`select w::date::text as week from generate_series(date_trunc('week', ${f.from}::timestamp), ${f.to}::timestamp, interval '7 days') w`,
  );
  const cells =
    numbers.length === 0
      ? []
      : await queryRows<{ number: string; week: string; percent: number | null }>(
          tx,
          sql`with scope as (${await periodPeopleSql(
            tx,
            f,
            sql`employees.employee_number in (${sql.join(
              numbers.map((n) => sql`${n}`),
              sql`, `,
            )})`,
          )})
              select e.employee_number as number, wk.week::date::text as week,
                     round(coalesce(sum(a.percent * ${weekdaysSql(sql`greatest(a.start_date, win.w_from)`, sql`least(a.end_date, win.w_to)`)}), 0)::numeric
                           / nullif(${weekdaysSql(sql`win.w_from`, sql`win.w_to`)}, 0), 2)::float8 as percent
                from scope s join employees e on e.id = s.id
                cross join generate_series(date_trunc('week', ${f.from}::timestamp), ${f.to}::timestamp, interval '7 days') wk(week)
                cross join lateral (select greatest(wk.week::date, s.w_from) as w_from, least(wk.week::date + 6, s.w_to) as w_to) win
                left join project_allocations a on a.employee_id = s.id and a.start_date <= win.w_to and a.end_date >= win.w_from
               group by e.employee_number, wk.week, win.w_from, win.w_to`,
        );
  const data = people.map((person) => {
    const point: Record<string, string | number> = { person: `${person.name} (${person.number})` };
    for (const cell of cells)
      if (cell.number === person.number && cell.percent !== null) point[cell.week] = cell.percent;
    return point;
  });
  return {
    dataKey: 'person',
    series: weeks.map((w) => ({ name: w.week, label: w.week })),
    data,
  };
}

export const resourceProjectAllocationReport: ReportDefinition = {
  route: '/resource-project-allocation-report',
  accessKey: 'TrResourceProjectAllocationReport',
  description:
    'Who is allocated to which project over the period, at what share, with each person’s bench share, over- and under-allocation and a week-by-week heat map.',
  columns: [
    ...EMPLOYEE_COLUMNS,
    column('designation', 'Designation', 'text', { hidden: true }),
    column('role', 'Project Role', 'text'),
    column('clientName', 'Client', 'text'),
    column('projectName', 'Project', 'text'),
    column('allocationBasis', 'Allocation Basis', 'text', { sortable: false, hidden: true }),
    column('percent', 'Allocation %', 'percent', { decimals: 2 }),
    column('hoursPerWeek', 'Hours per Week', 'number', { decimals: 2 }),
    column('allocatedHours', 'Allocated Hours', 'number', { decimals: 2, sortable: false }),
    column('periodHours', 'Hours in Period', 'number', { decimals: 2, sortable: false }),
    column('startDate', 'Start Date', 'date'),
    column('endDate', 'End Date', 'date'),
    column('billable', 'Billable', 'boolean', { sortable: false, hidden: true }),
    column('projectManagers', 'Project Manager', 'text', { sortable: false }),
    column('allocatedPercent', 'Person Allocated %', 'percent', { decimals: 2 }),
    column('benchPercent', 'Bench %', 'percent', { decimals: 2 }),
    column('peakPercent', 'Peak %', 'percent', { decimals: 2 }),
    column('overAllocated', 'Over-allocated', 'boolean', { sortable: false }),
    column('underAllocated', 'Under-allocated', 'boolean', { sortable: false }),
  ],
  filters: [ALLOCATION_FILTER],
  defaultSort: 'employeeName',
  chart: { kind: 'heatmap', title: 'Allocation % by week (people on this page)' },
  query: (tx, _v, f, sort, page) => allocationRows(tx, f, sort, page),
  async summary(tx, _v, f, shown) {
    const people = new Map((await shown()).map((r) => [String(r.employeeNumber), String(r.employeeName)]));
    return {
      totals: null,
      chart: await heatMap(
        tx,
        f,
        [...people].map(([number, name]) => ({ number, name })),
      ),
    };
  },
};

/** The Allocation and Clients & Projects reports. */
export const ALLOCATION_REPORTS: readonly ReportDefinition[] = [resourceProjectAllocationReport, ...CLIENT_REPORTS];
