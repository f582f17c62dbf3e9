import { sql, type SQL } from 'drizzle-orm';
import type { ReportRow } from '@tenure/domain/reports';
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
import { column } from '../../employees/index.ts';
import { approvedDays, refreshRevenueTotals, revenueMonths, weeksBetween } from '../revenue/queries.ts';
import { projectManagerNamesSql, scopePeopleSql } from './allocation-sql.ts';

/**
 * Client and Project, and Client Support (docs/decisions/reports-allocation.md). Rows are projects
 * (or a project's task in a month), so the common people filters narrow the figures: hours,
 * revenue and team are those of the people in scope.
 */

const order = (sorts: Readonly<Record<string, SQL>>, sort: ReportSort, tieBreak: SQL) => {
  const dir = sql.raw(sort.order === 'desc' ? 'desc' : 'asc');
  return sql`order by ${sorts[sort.key]} ${dir} nulls last, ${tieBreak}`;
};

/** A text filter on the client: its name or code contains the words, ignoring case. */
const CLIENT_FILTER = { key: 'client', label: 'Client (name or code)', type: 'text' as const };
const clientMatches = (f: ReportFilterValues) =>
  f.own.client
    ? sql`(clients.name ilike ${`%${f.own.client}%`} or clients.code ilike ${`%${f.own.client}%`})`
    : sql`true`;

const PROJECT_SORTS: Readonly<Record<string, SQL>> = {
  clientName: sql`lower(clients.name)`,
  projectName: sql`lower(projects.name)`,
  projectType: sql`lower(project_type.name)`,
  billingType: sql`lower(billing_type.name)`,
  startDate: sql`projects.start_date`,
  endDate: sql`projects.end_date`,
  status: sql`projects.status`,
  teamSize: sql`coalesce(team.size, 0)`,
  hours: sql`coalesce(revenue.hours, 0)`,
  revenue: sql`coalesce(revenue.revenue, 0)`,
};

/**
 * The projects of the period: those meeting it and staffed from a legal entity of the report, and
 * any project people in scope booked approved hours on in it; with the revenue module's figures
 * (revenue_month_totals, priced by the effective-dated rate cards) of the people in scope.
 */
async function projectRows(tx: Tx, f: ReportFilterValues, sort: ReportSort, page: ReportPageRequest) {
  await refreshRevenueTotals(tx);
  const people = await scopePeopleSql(tx, f);
  const entities = sql.join(
    f.entityIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<ReportRow & { total: number }>(
    tx,
    sql`with revenue as (
          select t.project_id, sum(t.hours)::float8 as hours, sum(t.unpriced_hours)::float8 as unpriced_hours,
                 round(sum(t.revenue)::numeric, 2)::float8 as revenue
            from (${revenueMonths(f.from, f.to, undefined)}) t
           where t.employee_id in ${people}
           group by t.project_id),
        team as (
          select a.project_id, count(distinct a.employee_id)::int as size from project_allocations a
           where a.employee_id in ${people} and a.start_date <= ${f.to}::date and a.end_date >= ${f.from}::date
           group by a.project_id)
        select clients.name as "clientName", projects.code as "projectCode", projects.name as "projectName",
               project_type.name as "projectType", billing_type.name as "billingType",
               projects.start_date::text as "startDate", projects.end_date::text as "endDate", projects.status,
               managers.names as "projectManagers", coalesce(team.size, 0) as "teamSize",
               coalesce(revenue.hours, 0) as hours, coalesce(revenue.unpriced_hours, 0) as "unpricedHours",
               clients.currency_id as currency, coalesce(revenue.revenue, 0) as revenue,
               count(*) over ()::int as total
          from projects
          join clients on clients.id = projects.client_id
          left join master_values project_type on project_type.id = projects.project_type_id
          left join master_values billing_type on billing_type.id = projects.billing_type_id
          left join ${projectManagerNamesSql} managers on managers.project_id = projects.id
          left join team on team.project_id = projects.id
          left join revenue on revenue.project_id = projects.id
         where ${clientMatches(f)}
           and (revenue.project_id is not null
                or (projects.start_date <= ${f.to}::date and coalesce(projects.end_date, ${f.to}::date) >= ${f.from}::date
                    and exists (select 1 from project_entities pe where pe.project_id = projects.id and pe.legal_entity_id in (${entities}))))
         ${order(PROJECT_SORTS, sort, sql`lower(clients.name), lower(projects.name), projects.id`)}
         ${pageClause(page.limit, page.offset)}`,
  );
  return countedPage(rows);
}

export const clientAndProjectReport: ReportDefinition = {
  route: '/client-and-project',
  accessKey: 'TrClientAndProjectReport',
  description:
    'Each client’s projects in the period: type, billing, dates, status, manager, team size, approved hours and revenue from the rate cards.',
  columns: [
    column('clientName', 'Client', 'text'),
    column('projectCode', 'Project Code', 'text', { sortable: false, hidden: true }),
    column('projectName', 'Project', 'text'),
    column('projectType', 'Project Type', 'text'),
    column('billingType', 'Billing Type', 'text'),
    column('startDate', 'Start Date', 'date'),
    column('endDate', 'End Date', 'date'),
    column('status', 'Status', 'text'),
    column('projectManagers', 'Project Manager', 'text', { sortable: false }),
    column('teamSize', 'Team Size', 'number', { decimals: 0 }),
    column('hours', 'Approved Hours', 'number', { decimals: 2 }),
    column('unpricedHours', 'Hours Without Rate', 'number', { decimals: 2, sortable: false, hidden: true }),
    column('currency', 'Currency', 'text', { sortable: false }),
    column('revenue', 'Revenue', 'number', { decimals: 2 }),
  ],
  filters: [CLIENT_FILTER],
  defaultSort: 'clientName',
  chart: null,
  query: (tx, _v, f, sort, page) => projectRows(tx, f, sort, page),
};

/**
 * Support work: every task of a project whose type (a ProjectType master value) names support
 * ("Maintenance and Support"), and tasks of the Support task type on any other project.
 */
const SUPPORT_PROJECTS = sql`(select sp.id from projects sp join master_values st on st.id = sp.project_type_id
                               where st.name ilike '%support%')`;
const SUPPORT_TASKS = sql`(select stt.id from project_tasks stt where stt.task_type = 'Support')`;

/** A support row: a month's approved hours of the people in scope on a project's task. */
interface SupportRow extends ReportRow {
  month: string;
  hours: number;
  people: number;
  supportProject: boolean;
}

/**
 * Approved support hours of the people in scope by month, project and task, clipped to the period
 * day by day, with their names, in the screen's default order; read once per request (the page and
 * the chart share it). The two kinds of support work are read apart, each from its own index (the
 * lines of a project, of a task), rather than testing every line of the period against both.
 */
function supportRowsOf(tx: Tx, f: ReportFilterValues): Promise<SupportRow[]> {
  return oncePerTransaction(tx, `client-support:${JSON.stringify(f)}`, async () => {
    const scope = sql`${weeksBetween(f.from, f.to)} and l.employee_id in ${await scopePeopleSql(tx, f)}`;
    return queryRows<SupportRow>(
      tx,
      sql`with days as (
            select x.*, true as support_project from (${approvedDays(sql`${scope} and l.project_id in ${SUPPORT_PROJECTS}`)}) x
            union all
            select x.*, false from (${approvedDays(
              sql`${scope} and l.task_id in ${SUPPORT_TASKS} and l.project_id not in ${SUPPORT_PROJECTS}`,
            )}) x),
          s as (
            select to_char(x.day, 'YYYY-MM') as month, x.project_id, x.task_id, sum(x.hours)::float8 as hours,
                   count(distinct x.employee_id)::int as people, bool_or(x.support_project) as support_project
              from days x
             where x.day between ${f.from}::date and ${f.to}::date
             group by 1, x.project_id, x.task_id)
          select s.month, clients.name as "clientName", projects.name as "projectName", project_type.name as "projectType",
                 project_tasks.name as "taskName", project_tasks.task_type as "taskType", project_tasks.is_billable as billable,
                 s.hours, s.people, s.support_project as "supportProject"
            from s
            join projects on projects.id = s.project_id
            join clients on clients.id = projects.client_id
            left join master_values project_type on project_type.id = projects.project_type_id
            left join project_tasks on project_tasks.id = s.task_id
           where ${clientMatches(f)}
           order by s.month, lower(clients.name), lower(projects.name), lower(project_tasks.name), s.task_id`,
    );
  });
}

export const clientSupportReport: ReportDefinition = {
  route: '/client-support-report',
  accessKey: 'TrClientSupportReport',
  description:
    'Approved hours on a client’s support work by month: its support projects’ tasks and Support tasks of its other projects.',
  columns: [
    column('month', 'Month', 'text'),
    column('clientName', 'Client', 'text'),
    column('projectName', 'Project', 'text'),
    column('projectType', 'Project Type', 'text', { sortable: false }),
    column('taskName', 'Task', 'text'),
    column('taskType', 'Task Type', 'text', { sortable: false }),
    column('billable', 'Billable', 'boolean', { sortable: false, hidden: true }),
    column('hours', 'Approved Hours', 'number', { decimals: 2 }),
    column('people', 'People', 'number', { decimals: 0 }),
  ],
  filters: [CLIENT_FILTER],
  defaultSort: 'month',
  chart: { kind: 'bar', title: 'Support hours by month' },
  query: async (tx, _v, f, sort, page) =>
    pageOfRows(
      (await supportRowsOf(tx, f)).map(({ supportProject: _kind, ...row }): ReportRow => row),
      sort,
      page,
    ),
  async summary(tx, _v, f) {
    const byMonth = new Map<string, { month: string; project: number; task: number }>();
    for (const r of await supportRowsOf(tx, f)) {
      const month = byMonth.get(r.month) ?? { month: r.month, project: 0, task: 0 };
      if (r.supportProject) month.project += r.hours;
      else month.task += r.hours;
      byMonth.set(r.month, month);
    }
    const months = [...byMonth.values()];
    return {
      totals: { hours: Math.round(months.reduce((n, m) => n + m.project + m.task, 0) * 100) / 100 },
      chart: {
        dataKey: 'month',
        series: [
          { name: 'project', label: 'Support projects' },
          { name: 'task', label: 'Support tasks of other projects' },
        ],
        data: months,
      },
    };
  },
};

export const CLIENT_REPORTS: readonly ReportDefinition[] = [clientAndProjectReport, clientSupportReport];
