import { sql, type SQL } from 'drizzle-orm';
import {
  attritionRate,
  averageHeadcount,
  monthsBetween,
  REPORT_MAX_MONTHS,
  REPORT_MESSAGES,
  TENURE_BANDS,
  type ReportRow,
} from '@tenure/domain/reports';
import { queryRows, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';
import { badRequest } from '../../platform/errors.ts';
import { pageOfRows, type ReportDefinition, type ReportFilterValues } from '../../platform/reports.ts';
import { confidentialReport, piiReport } from './reports-confidential.ts';
import { column, reportEmployeeWhere } from './reports-columns.ts';
import { masterAuditReport, masterReport } from './reports-master.ts';
import { statusReport } from './reports-status.ts';

/** Who counts in the headcount on `day`: joined by then and still employed (platform employedOn). */
const headcountOn = (day: SQL, alias: string) =>
  sql`${sql.identifier(alias)}.date_of_joining <= ${day} and ${employedOn(day, alias)}`;

/** The tenure band of employees' joining date on `day` (TENURE_BANDS, highest first). */
const tenureBandSql = (day: string) =>
  sql`case ${sql.join(
    [...TENURE_BANDS]
      .reverse()
      .map(
        (b) =>
          sql`when employees.date_of_joining <= (${day}::date - ${`${b.fromYears} years`}::interval)::date then ${b.label}::text`,
      ),
    sql` `,
  )} end`;

const OVERVIEW_DIMENSIONS = {
  department: { label: 'Department', value: () => sql`coalesce(departments.name, 'No department')` },
  location: { label: 'Location', value: () => sql`coalesce(locations.name, 'No location')` },
  employmentType: { label: 'Employment type', value: () => sql`employees.employment_type` },
  gender: { label: 'Gender', value: () => sql`coalesce(employees.gender, 'Not given')` },
  tenureBand: { label: 'Tenure band', value: tenureBandSql },
} as const;
type OverviewDimension = keyof typeof OVERVIEW_DIMENSIONS;

/** Headcount on `to` by the chosen dimension. */
async function overviewRows(tx: Tx, f: ReportFilterValues): Promise<ReportRow[]> {
  const by = (f.own.groupBy ?? 'department') as OverviewDimension;
  const value = OVERVIEW_DIMENSIONS[by].value(f.to);
  const rows = await queryRows<{ group: string; headcount: number }>(
    tx,
    sql`select ${value} as "group", count(*)::int as headcount
          from employees
          left join departments on departments.id = employees.department_id
          left join locations on locations.id = employees.location_id
         where ${await reportEmployeeWhere(tx, f)} and ${headcountOn(sql`${f.to}::date`, 'employees')}
         group by 1`,
  );
  const total = rows.reduce((n, r) => n + r.headcount, 0);
  return rows.map((r) => ({ ...r, share: total ? Math.round((r.headcount / total) * 10_000) / 100 : 0 }));
}

export const employeeOverviewReport: ReportDefinition = {
  route: '/employee-overview',
  accessKey: 'TrEmployeeOverviewReport',
  description: 'Headcount on a day by department, location, employment type, gender or tenure band.',
  columns: [
    column('group', 'Group', 'text'),
    column('headcount', 'Headcount', 'number'),
    column('share', 'Share of headcount', 'percent', { decimals: 2 }),
  ],
  filters: [
    {
      key: 'groupBy',
      label: 'Group by',
      type: 'select',
      options: Object.entries(OVERVIEW_DIMENSIONS).map(([value, d]) => ({ value, label: d.label })),
      defaultValue: 'department',
    },
  ],
  defaultSort: 'group',
  chart: { kind: 'bar', title: 'Headcount' },
  query: async (tx, _v, f, sort, page) => pageOfRows(await overviewRows(tx, f), sort, page),
  async summary(tx, _v, f) {
    const rows = await overviewRows(tx, f);
    return {
      totals: {
        group: 'Total',
        headcount: rows.reduce((n, r) => n + Number(r.headcount), 0),
        share: rows.length ? 100 : 0,
      },
      chart: {
        dataKey: 'group',
        series: [{ name: 'headcount', label: 'Headcount' }],
        data: rows.map((r) => ({ group: String(r.group), headcount: Number(r.headcount) })),
      },
    };
  },
};

/** Per month: opening and closing headcount, hires (joined), exits (last working day of a released resignation). */
async function kpiRows(tx: Tx, f: ReportFilterValues): Promise<ReportRow[]> {
  const months = monthsBetween(f.from, f.to);
  if (months.length > REPORT_MAX_MONTHS) throw badRequest(REPORT_MESSAGES.rangeTooLong);
  const values = sql.join(
    months.map((m) => sql`(${m.month}::text, ${m.start}::date, ${m.end}::date)`),
    sql`, `,
  );
  const rows = await queryRows<{ month: string; opening: number; closing: number; hires: number; exits: number }>(
    tx,
    // People alike for the headcount (joined the same day, same status) are counted once; a
    // resigned person stays apart (their last working day is their own).
    sql`with months(month, start_day, end_day) as (values ${values}),
             scoped as materialized (
               select employees.date_of_joining, employees.status, case when employees.status = 'Resigned' then employees.id end as id,
                      count(*) as people
                 from employees where ${await reportEmployeeWhere(tx, f)} group by 1, 2, 3),
             exits as (
               select x.last_working_day from employees join resignations x on x.employee_id = employees.id and x.status = 'Released'
                where ${await reportEmployeeWhere(tx, f)}
                  and x.last_working_day between ${months[0]!.start}::date and ${months.at(-1)!.end}::date)
        select m.month,
               coalesce(sum(e.people) filter (where ${headcountOn(sql`(m.start_day - 1)`, 'e')}), 0)::int as opening,
               coalesce(sum(e.people) filter (where ${headcountOn(sql`m.end_day`, 'e')}), 0)::int as closing,
               coalesce(sum(e.people) filter (where e.date_of_joining between m.start_day and m.end_day), 0)::int as hires,
               (select count(*) from exits x where x.last_working_day between m.start_day and m.end_day)::int as exits
          from months m left join scoped e on e.date_of_joining <= m.end_day
         group by m.month, m.start_day, m.end_day order by m.month`,
  );
  return rows.map((r) => {
    const average = averageHeadcount(r.opening, r.closing);
    return { ...r, averageHeadcount: average, attrition: attritionRate(r.exits, average) };
  });
}

export const hrKpiReport: ReportDefinition = {
  route: '/hr-kpi-report',
  accessKey: 'TrHrKpiReport',
  description: 'Headcount, hires, exits and attrition (exits ÷ average headcount) by month.',
  columns: [
    column('month', 'Month', 'text'),
    column('opening', 'Opening Headcount', 'number'),
    column('hires', 'Hires', 'number'),
    column('exits', 'Exits', 'number'),
    column('closing', 'Closing Headcount', 'number'),
    column('averageHeadcount', 'Average Headcount', 'number', { decimals: 1 }),
    column('attrition', 'Attrition %', 'percent', { decimals: 2 }),
  ],
  filters: [],
  defaultSort: 'month',
  chart: { kind: 'line', title: 'Headcount, hires and exits' },
  query: async (tx, _v, f, sort, page) => pageOfRows(await kpiRows(tx, f), sort, page),
  async summary(tx, _v, f) {
    const rows = await kpiRows(tx, f);
    const sum = (key: string) => rows.reduce((n, r) => n + Number(r[key]), 0);
    // The period's average headcount is the mean of its months' averages.
    const average = rows.length ? sum('averageHeadcount') / rows.length : 0;
    return {
      totals: {
        month: 'Total',
        opening: rows[0]?.opening as number,
        hires: sum('hires'),
        exits: sum('exits'),
        closing: rows.at(-1)?.closing as number,
        averageHeadcount: Math.round(average * 10) / 10,
        attrition: attritionRate(sum('exits'), average),
      },
      chart: {
        dataKey: 'month',
        series: [
          { name: 'closing', label: 'Headcount' },
          { name: 'hires', label: 'Hires' },
          { name: 'exits', label: 'Exits' },
        ],
        data: rows.map((r) => ({
          month: String(r.month),
          closing: Number(r.closing),
          hires: Number(r.hires),
          exits: Number(r.exits),
        })),
      },
    };
  },
};

/** The Employee Management reports this module owns. */
export const EMPLOYEE_REPORTS: readonly ReportDefinition[] = [
  employeeOverviewReport,
  hrKpiReport,
  confidentialReport,
  masterAuditReport,
  masterReport,
  piiReport,
  statusReport,
];
