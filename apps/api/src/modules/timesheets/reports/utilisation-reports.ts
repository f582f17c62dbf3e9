import { sql } from 'drizzle-orm';
import type { ReportColumn, ReportRow } from '@tenure/domain/reports';
import { ragStatus, utilisationPercent } from '@tenure/domain/timesheets';
import { pageClause, queryRows, type Tx } from '../../../platform/db.ts';
import {
  countedPage,
  oncePerTransaction,
  pageOfRows,
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
import {
  bookedByProject,
  countedMonthsSql,
  hoursInPeriodSql,
  utilisationByProject,
  utilisationOf,
  workedInPeriod,
} from '../utilisation/engine.ts';
import { utilisationPersonDays } from '../utilisation/person-days.ts';
import { utilisationTarget } from '../utilisation/target.ts';
import {
  everyone,
  figureCells,
  groupPeople,
  HOURS_FILTER,
  idsQuery,
  peopleInScope,
  periodOf,
  practiceJoinSql,
  sumFigures,
  type ScopedPerson,
  type SummedFigures,
} from './utilisation-rows.ts';

/**
 * Utilisation is a month's figure (the month closes with its timesheets): the reports open on the
 * current month, and a person picks last month, a quarter or a year in the range.
 */
const UTILISATION_DEFAULT_MONTHS = 1;

const hoursColumn = (key: string, heading: string, options: Partial<ReportColumn> = {}) =>
  column(key, heading, 'number', { decimals: 2, ...options });
const percentColumn = (key: string, heading: string, options: Partial<ReportColumn> = {}) =>
  column(key, heading, 'percent', { decimals: 2, ...options });

const FIGURE_COLUMNS: readonly ReportColumn[] = [
  hoursColumn('availableHours', 'Available Hours'),
  hoursColumn('billableHours', 'Billable Hours'),
  hoursColumn('nonBillableHours', 'Non-Billable Hours'),
  hoursColumn('internalHours', 'Internal Hours'),
  hoursColumn('bookedHours', 'Booked Hours'),
  hoursColumn('leaveHours', 'Leave Hours'),
  hoursColumn('holidayHours', 'Holiday Hours'),
  percentColumn('utilisation', 'Utilisation %'),
  percentColumn('billableUtilisation', 'Billable Utilisation %'),
];
const FIGURE_KEYS = new Set(FIGURE_COLUMNS.map((c) => c.key));

/** The drill-down of a person's figure, with the report's period and hours filter. */
const personDays = (tx: Tx, employeeId: string, f: ReportFilterValues) =>
  utilisationPersonDays(tx, employeeId, periodOf(f));

/** A group's row label: its name, and none for the employee columns. */
const GROUPINGS = {
  department: (p: ScopedPerson) => ({ key: p.departmentKey, name: p.departmentName }),
  practice: (p: ScopedPerson) => ({ key: p.practiceKey, name: p.practiceName }),
} as const;

/** The sums of everyone of the scope and the bars of utilisation by department (or practice) for the chart. */
async function utilisationSummary(tx: Tx, f: ReportFilterValues, by: keyof typeof GROUPINGS) {
  const people = await everyone(tx, f);
  const sums = sumFigures(people);
  const groups = groupPeople(people, GROUPINGS[by]).sort((a, b) => a.name.localeCompare(b.name));
  return {
    totals: { employeeName: 'Total', people: sums.people, ...figureCells(sums) },
    chart: {
      dataKey: 'group',
      series: [
        { name: 'utilisation', label: 'Utilisation %' },
        { name: 'billableUtilisation', label: 'Billable Utilisation %' },
      ],
      data: groups.map((g) => ({
        group: g.name,
        utilisation: utilisationPercent(g.sums.bookedHours, g.sums.availableHours) ?? 0,
        billableUtilisation: utilisationPercent(g.sums.billableHours, g.sums.availableHours) ?? 0,
      })),
    },
  };
}

/**
 * A page of people with their figures. Sorted by an employee column, the page is cut in SQL and
 * the engine runs for its people only; sorted by a figure, everyone's figures are needed to order them.
 */
async function peopleRows(tx: Tx, f: ReportFilterValues, sort: ReportSort, page: ReportPageRequest) {
  const toRow = (p: ScopedPerson): ReportRow => ({ employeeId: p.employeeId, ...p.row, people: 1, ...figureCells(p) });
  if (FIGURE_KEYS.has(sort.key)) return pageOfRows((await everyone(tx, f)).map(toRow), sort, page);
  const sorts = { ...EMPLOYEE_SORTS, practiceName: sql`lower(practice.name)` };
  const rows = await queryRows<ReportRow & { employeeId: string; total: number }>(
    tx,
    sql`select employees.id as "employeeId", ${employeeColumnsSql}, practice.name as "practiceName", count(*) over ()::int as total
          from employees ${employeeJoinsSql} ${practiceJoinSql}
         where ${await reportEmployeeWhere(tx, f)} and ${workedInPeriod(f.from, f.to, 'employees')}
         ${orderBySql(sorts, sort.key, sort.order)}
         ${pageClause(page.limit, page.offset)}`,
  );
  const figures = await utilisationOf(tx, idsQuery(rows.map((r) => r.employeeId)), periodOf(f));
  return countedPage(
    rows.map((r) => {
      const person = figures.get(r.employeeId);
      return { ...r, people: 1, ...(person ? figureCells(person) : {}) };
    }),
  );
}

/** Utilization Report: available, booked by kind, leave and holiday hours and utilisation, by person or rolled up. */
const utilisationReport: ReportDefinition = {
  route: '/utilization-report-exclude-details-page',
  defaultMonths: UTILISATION_DEFAULT_MONTHS,
  accessKey: 'TrUtilizationReportExcludeDetailsPage',
  description:
    'Available, billable, non-billable and internal hours and utilisation, by person, department or practice.',
  columns: [
    ...EMPLOYEE_COLUMNS.slice(0, 3),
    column('practiceName', 'Practice', 'text'),
    ...EMPLOYEE_COLUMNS.slice(3),
    column('people', 'People', 'number'),
    ...FIGURE_COLUMNS,
  ],
  filters: [
    HOURS_FILTER,
    {
      key: 'groupBy',
      label: 'Group by',
      type: 'select',
      options: [
        { value: 'person', label: 'Person' },
        { value: 'department', label: 'Department' },
        { value: 'practice', label: 'Practice' },
      ],
      defaultValue: 'person',
    },
  ],
  defaultSort: 'employeeName',
  chart: { kind: 'bar', title: 'Utilisation by department' },
  async query(tx, _v, f, sort, page) {
    const by = f.own.groupBy;
    if (by !== 'department' && by !== 'practice') return peopleRows(tx, f, sort, page);
    const people = await everyone(tx, f);
    const rows = groupPeople(people, GROUPINGS[by]).map((g): ReportRow => ({
      [by === 'department' ? 'departmentName' : 'practiceName']: g.name,
      ...(by === 'department'
        ? { practiceName: people.find((p) => p.departmentKey === g.key)?.practiceName ?? null }
        : {}),
      people: g.sums.people,
      ...figureCells(g.sums),
    }));
    // Group rows have no employee: an employee column sorts them by the group's name.
    const groupSort = FIGURE_KEYS.has(sort.key) || sort.key === 'people' ? sort : { ...sort, key: `${by}Name` };
    return pageOfRows(rows, groupSort, page);
  },
  summary: (tx, _v, f) => utilisationSummary(tx, f, f.own.groupBy === 'practice' ? 'practice' : 'department'),
  personDays,
};

interface PairRow extends ReportRow {
  employeeId: string;
  projectId: string | null;
  total: number;
}

/**
 * Timesheet Utilization: one row per person and project they booked in the period (a person with no
 * booking: one row without a project, at 0%), cut in SQL by the employee and project columns.
 */
const timesheetUtilisationReport: ReportDefinition = {
  route: '/timesheet-utilization',
  defaultMonths: UTILISATION_DEFAULT_MONTHS,
  accessKey: 'TrTimesheetUtilizationReport',
  description: 'Billable share of each person’s available hours, project by project, with their days behind it.',
  columns: [
    ...EMPLOYEE_COLUMNS.slice(0, 3),
    column('clientName', 'Client', 'text'),
    column('projectName', 'Project', 'text'),
    hoursColumn('bookedHours', 'Booked Hours', { sortable: false }),
    hoursColumn('billableHours', 'Billable Hours', { sortable: false }),
    hoursColumn('availableHours', 'Available Hours (person)', { sortable: false }),
    percentColumn('billableUtilisation', 'Billable %', { sortable: false }),
    percentColumn('billableShare', 'Billable Share of Booked %', { sortable: false }),
  ],
  filters: [HOURS_FILTER],
  defaultSort: 'employeeName',
  chart: { kind: 'bar', title: 'Billable and other hours by project' },
  async query(tx, _v, f, sort, page) {
    const period = periodOf(f);
    const people = await peopleInScope(tx, f);
    const sorts = { ...EMPLOYEE_SORTS, clientName: sql`lower(c.name)`, projectName: sql`lower(p.name)` };
    const rows = await queryRows<PairRow>(
      tx,
      sql`with pairs as (
            select m.employee_id, m.project_id ${countedMonthsSql(period)} and m.employee_id in (${people})
             group by 1, 2 having sum(${hoursInPeriodSql(period)}) <> 0)
          select employees.id as "employeeId", ${employeeColumnsSql}, p.id as "projectId", p.name as "projectName",
                 c.name as "clientName",
                 -- Counted apart: a window count makes the planner match each person against every pair.
                 (select count(*)::int from (${people}) x left join pairs on pairs.employee_id = x.id) as total
            from employees ${employeeJoinsSql}
            left join pairs on pairs.employee_id = employees.id
            left join projects p on p.id = pairs.project_id
            left join clients c on c.id = p.client_id
           where employees.id in (${people})
           ${orderBySql(sorts, sort.key, sort.order)}, lower(p.name), p.id
           ${pageClause(page.limit, page.offset)}`,
    );
    const { people: figures, projects } = await utilisationByProject(
      tx,
      idsQuery([...new Set(rows.map((r) => r.employeeId))]),
      period,
    );
    return countedPage(
      rows.map(({ projectId, ...r }) => {
        const person = figures.get(r.employeeId);
        const booked = projects.find((b) => b.employeeId === r.employeeId && b.projectId === projectId);
        const available = person?.availableHours ?? 0;
        return {
          ...r,
          bookedHours: booked?.bookedHours ?? 0,
          billableHours: booked?.billableHours ?? 0,
          availableHours: available,
          billableUtilisation: utilisationPercent(booked?.billableHours ?? 0, available),
          billableShare: booked ? utilisationPercent(booked.billableHours, booked.bookedHours) : null,
        };
      }),
    );
  },
  async summary(tx, _v, f) {
    const people = await everyone(tx, f);
    const sums = sumFigures(people);
    const bookings = await bookedByProject(tx, await peopleInScope(tx, f), periodOf(f));
    const names = await projectNames(tx, [...new Set(bookings.map((b) => b.projectId))]);
    const byProject = new Map<string, { billable: number; other: number }>();
    for (const b of bookings) {
      const known = byProject.get(b.projectId) ?? { billable: 0, other: 0 };
      byProject.set(b.projectId, {
        billable: known.billable + b.billableHours,
        other: known.other + b.bookedHours - b.billableHours,
      });
    }
    return {
      totals: {
        employeeName: 'Total',
        bookedHours: sums.bookedHours,
        billableHours: sums.billableHours,
        availableHours: sums.availableHours,
        billableUtilisation: utilisationPercent(sums.billableHours, sums.availableHours),
        billableShare: utilisationPercent(sums.billableHours, sums.bookedHours),
      },
      chart: {
        dataKey: 'project',
        series: [
          { name: 'billable', label: 'Billable hours' },
          { name: 'other', label: 'Non-billable and internal hours' },
        ],
        data: [...byProject]
          .map(([id, h]) => ({ project: names.get(id)?.name ?? '', billable: h.billable, other: h.other }))
          .sort((a, b) => a.project.localeCompare(b.project)),
      },
    };
  },
  personDays,
};

/** Projects' names and types by id (a few hundred at most: the projects with bookings). */
async function projectNames(tx: Tx, ids: readonly string[]) {
  const rows = await queryRows<{ id: string; name: string; projectType: string | null }>(
    tx,
    sql`select p.id, p.name, t.name as "projectType" from projects p left join master_values t on t.id = p.project_type_id
         where p.id in (${idsQuery(ids)})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

const NO_PROJECT_TYPE = 'No project type';

/** Timesheet Utilization (Internal): booked hours by project type, with the non-billable and internal shares. */
const internalUtilisationReport: ReportDefinition = {
  route: '/timesheet-utilization-internal',
  defaultMonths: UTILISATION_DEFAULT_MONTHS,
  accessKey: 'TrTimesheetUtilizationInternalReport',
  description: 'Non-billable and internal hours and their share of the hours booked, by project type.',
  columns: [
    column('projectType', 'Project Type', 'text'),
    column('projects', 'Projects', 'number'),
    column('people', 'People', 'number'),
    hoursColumn('bookedHours', 'Booked Hours'),
    hoursColumn('billableHours', 'Billable Hours'),
    hoursColumn('nonBillableHours', 'Non-Billable Hours'),
    hoursColumn('internalHours', 'Internal Hours'),
    percentColumn('nonBillableShare', 'Non-Billable Share %'),
    percentColumn('internalShare', 'Internal Share %'),
  ],
  filters: [HOURS_FILTER],
  defaultSort: 'projectType',
  chart: { kind: 'bar', title: 'Non-billable and internal hours by project type' },
  query: async (tx, _v, f, sort, page) => pageOfRows(await internalRows(tx, f), sort, page),
  async summary(tx, _v, f) {
    const rows = await internalRows(tx, f);
    const sum = (key: string) => rows.reduce((n, r) => n + Number(r[key] ?? 0), 0);
    const booked = sum('bookedHours');
    return {
      totals: {
        projectType: 'Total',
        projects: sum('projects'),
        people: null,
        bookedHours: booked,
        billableHours: sum('billableHours'),
        nonBillableHours: sum('nonBillableHours'),
        internalHours: sum('internalHours'),
        nonBillableShare: utilisationPercent(sum('nonBillableHours'), booked),
        internalShare: utilisationPercent(sum('internalHours'), booked),
      },
      chart: {
        dataKey: 'projectType',
        series: [
          { name: 'nonBillableHours', label: 'Non-billable hours' },
          { name: 'internalHours', label: 'Internal hours' },
        ],
        data: rows.map((r) => ({
          projectType: String(r.projectType),
          nonBillableHours: Number(r.nonBillableHours),
          internalHours: Number(r.internalHours),
        })),
      },
    };
  },
};

/** The rows of Timesheet Utilization (Internal): its page and its totals of one request read them once. */
function internalRows(tx: Tx, f: ReportFilterValues): Promise<ReportRow[]> {
  return oncePerTransaction(tx, `utilisation-internal:${JSON.stringify(f)}`, async () => {
    const bookings = await bookedByProject(tx, await peopleInScope(tx, f), periodOf(f));
    const projects = await projectNames(tx, [...new Set(bookings.map((b) => b.projectId))]);
    const types = new Map<
      string,
      {
        projects: Set<string>;
        people: Set<string>;
        booked: number;
        billable: number;
        nonBillable: number;
        internal: number;
      }
    >();
    for (const b of bookings) {
      const type = projects.get(b.projectId)?.projectType ?? NO_PROJECT_TYPE;
      const t = types.get(type) ?? {
        projects: new Set(),
        people: new Set(),
        booked: 0,
        billable: 0,
        nonBillable: 0,
        internal: 0,
      };
      t.projects.add(b.projectId);
      t.people.add(b.employeeId);
      t.booked += b.bookedHours;
      t.billable += b.billableHours;
      t.nonBillable += b.nonBillableHours;
      t.internal += b.internalHours;
      types.set(type, t);
    }
    return [...types]
      .map(([projectType, t]) => ({
        projectType,
        projects: t.projects.size,
        people: t.people.size,
        bookedHours: t.booked,
        billableHours: t.billable,
        nonBillableHours: t.nonBillable,
        internalHours: t.internal,
        nonBillableShare: utilisationPercent(t.nonBillable, t.booked),
        internalShare: utilisationPercent(t.internal, t.booked),
      }))
      .sort((a, b) => a.projectType.localeCompare(b.projectType));
  });
}

/** Timesheet Utilization KPI: each practice's utilisation against the tenant's target, red, amber or green. */
const kpiReport: ReportDefinition = {
  route: '/timesheet-utilization-kpi-report',
  defaultMonths: UTILISATION_DEFAULT_MONTHS,
  accessKey: 'TrTimesheetUtilizationKpiReport',
  description: 'Utilisation of each practice against the target the company sets, red, amber or green.',
  columns: [
    column('practiceName', 'Practice', 'text'),
    column('people', 'People', 'number'),
    hoursColumn('availableHours', 'Available Hours'),
    hoursColumn('bookedHours', 'Booked Hours'),
    hoursColumn('billableHours', 'Billable Hours'),
    percentColumn('utilisation', 'Actual Utilisation %'),
    percentColumn('target', 'Target %'),
    percentColumn('variance', 'Variance (points)'),
    column('status', 'Status', 'text'),
  ],
  filters: [HOURS_FILTER],
  defaultSort: 'practiceName',
  chart: { kind: 'bar', title: 'Utilisation against target by practice' },
  query: async (tx, _v, f, sort, page) => pageOfRows(await kpiRows(tx, f), sort, page),
  async summary(tx, _v, f) {
    const [rows, people, target] = [await kpiRows(tx, f), await everyone(tx, f), await utilisationTarget(tx)];
    return {
      totals: kpiCells('Total', sumFigures(people), target),
      chart: {
        dataKey: 'practiceName',
        series: [
          { name: 'utilisation', label: 'Actual %' },
          { name: 'target', label: 'Target %' },
        ],
        data: rows.map((r) => ({ practiceName: r.practiceName, utilisation: r.utilisation ?? 0, target })),
      },
    };
  },
};

/** A KPI row: the group's sums, its utilisation, the target, the variance in points and the status. */
function kpiCells(practiceName: string, sums: SummedFigures, target: number) {
  const { availableHours, bookedHours, billableHours, utilisation } = figureCells(sums);
  return {
    practiceName,
    people: sums.people,
    availableHours,
    bookedHours,
    billableHours,
    utilisation,
    target,
    variance: utilisation === null ? null : Math.round((utilisation - target) * 100) / 100,
    status: ragStatus(utilisation, target),
  };
}

async function kpiRows(tx: Tx, f: ReportFilterValues) {
  const target = await utilisationTarget(tx);
  return groupPeople(await everyone(tx, f), GROUPINGS.practice)
    .map((g) => kpiCells(g.name, g.sums, target))
    .sort((a, b) => a.practiceName.localeCompare(b.practiceName));
}

/** Utilization Report, Timesheet Utilization (and Internal), Timesheet Utilization KPI. */
export const UTILISATION_REPORTS: readonly ReportDefinition[] = [
  utilisationReport,
  timesheetUtilisationReport,
  internalUtilisationReport,
  kpiReport,
];
