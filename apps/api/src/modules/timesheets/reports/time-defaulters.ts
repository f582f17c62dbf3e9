import { sql, type SQL } from 'drizzle-orm';
import { noticeTexts } from '@tenure/domain/notices';
import { addDays } from '@tenure/domain/policies';
import type { ReportActionResult, ReportRow } from '@tenure/domain/reports';
import { weekStartOf } from '@tenure/domain/timesheets';
import { recordAudits } from '../../../platform/audit.ts';
import { jsonParam, pageClause, queryRows, type Tx } from '../../../platform/db.ts';
import { tenantDateFormat } from '../../../platform/notifications.ts';
import {
  countedPage,
  oncePerTransaction,
  type ReportDefinition,
  type ReportFilterValues,
} from '../../../platform/reports.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import {
  column,
  EMPLOYEE_COLUMNS,
  EMPLOYEE_SORTS,
  employeeColumnsSql,
  employeeJoinsSql,
  orderBySql,
  reportEmployeeWhere,
} from '../../employees/index.ts';
import { submitReminderLink } from '../reminders/queries.ts';
import { utilisationOf, workedInPeriod } from '../utilisation/engine.ts';
import { projectLineApprover } from '../weeks/queries.ts';

/** What the audit log calls a payroll reminder of one person-week (its id: employee, week and cut-off). */
const REMINDER_AUDIT = { action: 'timesheet.payroll-reminder', entity: 'timesheet_payroll_reminder' } as const;

/**
 * The payroll period of a cut-off: its calendar month up to the cut-off day (`cutoff`, else `to`,
 * the viewer's today by default), and the weeks (Monday to Sunday) with a day in it.
 */
function payrollPeriod(f: ReportFilterValues) {
  const to = f.own.cutoff ?? f.to;
  const from = `${to.slice(0, 7)}-01`;
  const weeks: string[] = [];
  for (let week = weekStartOf(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return { from, to, weeks };
}

/** A due week's state: missing (no week, or nothing in it), not submitted (saved, pulled back, rejected), awaiting approval. */
const WEEK_STATE = sql`case when w.id is null or w.status = 'new' then 'missing'
  when w.status in ('saved', 'unsubmitted', 'rejected') then 'unsubmitted'
  when w.status in ('submitted', 'partiallyApproved') then 'unapproved' end`;

/**
 * The state of every due week not approved of the people in scope who worked here in it (columns
 * employee_id, week, state): one row per person and week, read for everyone in one statement.
 */
async function owedWeeks(tx: Tx, f: ReportFilterValues): Promise<SQL> {
  const period = payrollPeriod(f);
  const scope = await reportEmployeeWhere(tx, f);
  const due = sql.join(
    period.weeks.map((week) => {
      const from = week < period.from ? period.from : week;
      const to = addDays(week, 6) > period.to ? period.to : addDays(week, 6);
      return sql`select ${week}::date as week, employees.id as employee_id from employees
                  where ${scope} and ${workedInPeriod(from, to, 'employees')}`;
    }),
    sql` union all `,
  );
  // The period's weeks bound the weeks read (an index range), not only each due week's match.
  return sql`(select due.employee_id, due.week, ${WEEK_STATE} as state
                from (${due}) due
                left join timesheet_weeks w on w.employee_id = due.employee_id and w.week_start_date between due.week and due.week + 6
                      and w.week_start_date between ${period.weeks[0]}::date and ${addDays(period.to, 6)}::date
               where (${WEEK_STATE}) is not null)`;
}

/**
 * Per person with a week owed: how many weeks are missing, not submitted or awaiting approval, and
 * which (columns of `o`). Grouped by the employee's key, so the planner expects a row per person
 * rather than its default 200 for a group of a derived column (and joins the people by hash).
 */
const owedPeople = (owed: SQL) =>
  sql`select owner.id as employee_id, (count(*) filter (where s.state = 'missing'))::int as missing,
             (count(*) filter (where s.state = 'unsubmitted'))::int as unsubmitted,
             (count(*) filter (where s.state = 'unapproved'))::int as unapproved,
             string_agg(s.week::text, ', ' order by s.week) as weeks
        from ${owed} s join employees owner on owner.id = s.employee_id group by owner.tenant_id, owner.id`;

type OwedTotal = 'missingTotal' | 'unsubmittedTotal' | 'unapprovedTotal';

/** The weeks owed by everyone of `owing` (owedPeople's rows), by state. */
const owedTotalsSql = (owing: SQL) =>
  sql`select coalesce(sum(o.missing), 0)::int as "missingTotal", coalesce(sum(o.unsubmitted), 0)::int as "unsubmittedTotal",
             coalesce(sum(o.unapproved), 0)::int as "unapprovedTotal" from ${owing} o`;

/**
 * The totals row, once per request: the page's statement sums the weeks owed with its count and
 * hands them over (`read` returns them); without a page (an offset past the end) they are read alone.
 */
const owedTotals = (
  tx: Tx,
  f: ReportFilterValues,
  read: () => Promise<{ missingWeeks: number; unsubmittedWeeks: number; unapprovedWeeks: number }>,
) => oncePerTransaction(tx, `payroll-defaulters-totals:${JSON.stringify(f)}`, read);

const SORTS = {
  ...EMPLOYEE_SORTS,
  missingWeeks: sql`o.missing`,
  unsubmittedWeeks: sql`o.unsubmitted`,
  unapprovedWeeks: sql`o.unapproved`,
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The report page's button: the timesheet reminder (the scheduled job's notification) to every
 * defaulter with an active account, once per week they must fill in or submit (missing or not
 * submitted; a week awaiting approval waits for the approver, whom the Monday job reminds). At most
 * one reminder per person, week and cut-off: each is recorded in the audit log under that key, and
 * a lock on the tenant's reminders makes a second click wait for the first and then find them sent.
 */
async function remindDefaulters(tx: Tx, v: Viewer, f: ReportFilterValues): Promise<ReportActionResult> {
  const cutoff = payrollPeriod(f).to;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payroll-reminders:${v.tenantCode}`}, 0))`);
  const owed = await owedWeeks(tx, f);
  const [people] = await queryRows<{ n: number }>(tx, sql`select count(distinct employee_id)::int as n from ${owed} s`);
  const due = await queryRows<{ employeeId: string; userId: string; language: string | null; week: string }>(
    tx,
    sql`select s.employee_id as "employeeId", u.id as "userId", u.language, s.week::text as week
          from ${owed} s join users u on u.employee_id = s.employee_id and u.is_active
         where s.state in ('missing', 'unsubmitted')
           and not exists (select 1 from audit_log a where a.entity = ${REMINDER_AUDIT.entity}
                              and a.entity_id = s.employee_id::text || ':' || s.week::text || ':' || ${cutoff})
         order by s.employee_id, s.week`,
  );
  const format = await tenantDateFormat(tx, v.tenantCode);
  const notes = due.map((d) => ({
    user_id: d.userId,
    ...noticeTexts(d.language, format).timesheetSubmitReminder({ weekStart: d.week }),
    link: submitReminderLink(d.week),
  }));
  if (notes.length > 0)
    await tx.execute(sql`insert into notifications (tenant_id, user_id, title, body, link)
      select ${v.tenantCode}, n.user_id, n.title, n.body, n.link
        from jsonb_to_recordset(${jsonParam(notes)}) as n(user_id uuid, title text, body text, link text)`);
  await recordAudits(
    tx,
    due.map((d) => ({
      ...auditActor(v),
      action: REMINDER_AUDIT.action,
      entity: REMINDER_AUDIT.entity,
      entityId: `${d.employeeId}:${d.week}:${cutoff}`,
      after: { employeeId: d.employeeId, week: d.week, cutoff },
    })),
  );
  const reminded = new Set(due.map((d) => d.employeeId)).size;
  return { done: reminded, skipped: (people?.n ?? 0) - reminded };
}

/**
 * Payroll Defaulters: the people of the scope with a week of the payroll period not approved at the
 * cut-off, paged in SQL; expected and approved hours (the utilisation engine's available and booked
 * hours over the period) and the shortfall are computed for the page's people only.
 */
export const payrollDefaultersReport: ReportDefinition = {
  route: '/payroll-defaulters-report',
  accessKey: 'TrPayrollDefaultersReport',
  description:
    'People with missing, unsubmitted or unapproved weeks at a payroll cut-off, their shortfall, manager and approver.',
  columns: [
    ...EMPLOYEE_COLUMNS,
    column('missingWeeks', 'Missing Weeks', 'number'),
    column('unsubmittedWeeks', 'Not Submitted Weeks', 'number'),
    column('unapprovedWeeks', 'Awaiting Approval Weeks', 'number'),
    column('weeks', 'Weeks Owed', 'text', { sortable: false }),
    column('expectedHours', 'Expected Hours', 'number', { decimals: 2, sortable: false }),
    column('approvedHours', 'Approved Hours', 'number', { decimals: 2, sortable: false }),
    column('shortfallHours', 'Shortfall Hours', 'number', { decimals: 2, sortable: false }),
    column('managerName', 'Manager', 'text', { sortable: false }),
    column('approverNames', 'Approver', 'text', { sortable: false }),
  ],
  filters: [{ key: 'cutoff', label: 'Payroll cut-off', type: 'date', defaultValue: null }],
  defaultSort: 'employeeName',
  chart: null,
  async query(tx, _v, f, sort, page) {
    const period = payrollPeriod(f);
    const order = orderBySql(SORTS, sort.key, sort.order);
    const rows = await queryRows<ReportRow & { employeeId: string; total: number } & Record<OwedTotal, number>>(
      tx,
      // The total is counted apart from the page (a window count would make the planner start from
      // the people in name order and match each against every person owing a week); the weeks owed
      // are summed with it, for the totals row.
      sql`with owing as materialized (${owedPeople(await owedWeeks(tx, f))}),
               sums as materialized (${owedTotalsSql(sql`owing`)})
          select o.employee_id as "employeeId", ${employeeColumnsSql}, o.missing as "missingWeeks", o.unsubmitted as "unsubmittedWeeks",
                 o.unapproved as "unapprovedWeeks", o.weeks, manager.display_name as "managerName", ap.names as "approverNames",
                 (select count(*)::int from owing) as total, sums.*
            from (select o.*
                    from owing o
                    join employees on employees.id = o.employee_id
                    ${employeeJoinsSql}
                   ${order}
                   ${pageClause(page.limit, page.offset)}) o
            join employees on employees.id = o.employee_id
            ${employeeJoinsSql}
            cross join sums
            left join employees manager on manager.id = employees.manager_id
            left join lateral (
              select string_agg(distinct a.display_name, ', ') as names
                from (select l.approver_id as id from timesheet_weeks w join timesheet_lines l on l.week_id = w.id
                       where w.employee_id = employees.id and w.week_start_date between ${period.weeks[0]}::date and ${period.to}::date
                      union
                      select ${projectLineApprover(sql`pa.project_id`)} from project_allocations pa
                       where pa.employee_id = employees.id and pa.start_date <= ${period.to}::date and pa.end_date >= ${period.from}::date) x
                join employees a on a.id = x.id) ap on true
           ${order}`,
    );
    if (rows.length === 0) return { items: [], total: 0 };
    const [first] = rows;
    await owedTotals(tx, f, async () => ({
      missingWeeks: first!.missingTotal,
      unsubmittedWeeks: first!.unsubmittedTotal,
      unapprovedWeeks: first!.unapprovedTotal,
    }));
    const figures = await utilisationOf(
      tx,
      sql`select id from employees where id in (${sql.join(
        rows.map((r) => sql`${r.employeeId}`),
        sql`, `,
      )})`,
      { from: period.from, to: period.to },
    );
    const { items, total } = countedPage(rows);
    return {
      total,
      items: items.map(({ employeeId, missingTotal: _m, unsubmittedTotal: _u, unapprovedTotal: _a, ...row }) => {
        const person = figures.get(employeeId as string);
        const expected = person?.availableHours ?? 0;
        const approved = person?.bookedHours ?? 0;
        return {
          ...row,
          expectedHours: round2(expected),
          approvedHours: round2(approved),
          shortfallHours: round2(Math.max(0, expected - approved)),
        };
      }),
    };
  },
  async summary(tx, _v, f) {
    const totals = await owedTotals(tx, f, async () => {
      const [sums] = await queryRows<Record<OwedTotal, number>>(
        tx,
        owedTotalsSql(sql`(${owedPeople(await owedWeeks(tx, f))})`),
      );
      return {
        missingWeeks: sums!.missingTotal,
        unsubmittedWeeks: sums!.unsubmittedTotal,
        unapprovedWeeks: sums!.unapprovedTotal,
      };
    });
    return { totals, chart: null };
  },
  action: remindDefaulters,
};
