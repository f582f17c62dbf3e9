import { sql } from 'drizzle-orm';
import { addDays, weekdayOf } from '@tenure/domain/policies';
import { weekStartOf } from '@tenure/domain/timesheets';
import { installTaskCatalogue } from '../../apps/api/src/modules/timesheets/index.ts';
import { APP_ROLE, queryRows, type Db, type Tx } from '../../apps/api/src/platform/db.ts';
import { hashPassword } from '../../apps/api/src/platform/secrets.ts';
import { BENCH_PASSWORD, BENCH_TENANT } from './seed-large.ts';

/** Weeks of history before this one: a year. */
const HISTORY_WEEKS = 52;
/** The programme one project manager runs: its members' weeks are approved in one call. */
export const BULK_TEAM = 1500;
/** Projects of about a hundred people each; a project manager runs two of them (~200 people). */
const SMALL_PROJECTS = 181;
const CLIENTS = 40;
const TASKS = ['Development', 'Code Review', 'Testing', 'Client Meetings'];
/** Employees who open and save their weeks in the concurrency scenarios (btimes01 …). */
export const TIMESHEET_USERS = 20;
export const timesheetUserName = (i: number) => `btimes${String(i + 1).padStart(2, '0')}`;
/** The manager of two projects (~200 people), the manager of the 1,500-person programme. */
export const PM_LOGIN = 'benchpm';
export const BULK_PM_LOGIN = 'benchbulk';

/**
 * A week's status from the statuses of its lines `l` (domain weekStatusOf, for the seeded ones:
 * saved, waiting and approved), in a query grouped by week.
 */
const weekStatus = sql`case when bool_and(l.status = 'approved') then 'approved' when bool_and(l.status = 'pending') then 'submitted'
                            when bool_and(l.status in ('approved', 'pending')) then 'partiallyApproved' else 'saved' end`;

const inTenant = (tx: Tx) =>
  tx.execute(sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${BENCH_TENANT}, true)`);

/** Monday of this week and of last week (the submitted week approvers have in their queues). */
export function benchWeeks(today = new Date().toISOString().slice(0, 10)) {
  const thisWeek = weekStartOf(today);
  return { thisWeek, lastWeek: addDays(thisWeek, -7), firstWeek: addDays(thisWeek, -7 * HISTORY_WEEKS) };
}

/** A day's hours of a line (day `d` of the week, 0 = Monday): `daily` on weekdays, none on the leave day or later this week. */
function dayHours(d: number, daily: string, todayIndex: number) {
  return `case when ${d} < 5 and (w.n < ${HISTORY_WEEKS} or ${d} < ${todayIndex}) and ((b.kind = 'project' and w.leave_day is distinct from ${d}) or (b.kind = 'leave' and w.leave_day = ${d})) then ${daily} else 0 end`;
}

/**
 * A year of timesheets for the bench tenant's 19,600 active employees, set-based and once:
 * 40 clients, a 1,500-person programme and 181 projects of about 100 people (a tenth of them on a
 * second project at half time), each project with four tasks and a manager (one manager per two
 * projects: ~200 people). Every week from a year ago to last week has a project line per
 * allocation and, one week in seven, a leave day as a non-project line for the reporting manager.
 * Older weeks are approved, one person in ten still waits two weeks back, last week waits for
 * its approvers, and this week is saved by half the people: about 1.1 million lines.
 */
export async function seedLargeTimesheets(db: Db): Promise<{ created: boolean }> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  return db.transaction(async (tx) => {
    await inTenant(tx);
    const [existing] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from projects`);
    if (existing!.n > 0) return { created: false };
    const tenantId = BENCH_TENANT;
    const today = new Date().toISOString().slice(0, 10);
    const { thisWeek, firstWeek } = benchWeeks(today);
    const todayIndex = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].indexOf(weekdayOf(today));

    // Policies a timesheet reads (unless another bench seeded them): Monday weeks, 8 to 10 hours a day.
    for (const [key, name, settings] of [
      [
        'timesheet',
        'Standard Timesheet',
        { weekStartDay: 'MON', minHoursPerDay: 8, maxHoursPerDay: 10, submissionDeadlineDays: 2 },
      ],
      ['workWeek', 'Standard Week', { workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'] }],
    ] as const) {
      await tx.execute(sql`
        insert into policy_plans (tenant_id, policy_type_id, name, is_default, settings)
        select ${tenantId}, t.id, ${name}, true, ${JSON.stringify(settings)}::jsonb from policy_types t
         where t.key = ${key} and not exists (select 1 from policy_plans p where p.policy_type_id = t.id and p.is_default)`);
    }
    const [tasks] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from tasks`);
    if (tasks!.n === 0) await installTaskCatalogue(tx, tenantId);
    await tx.execute(
      sql`insert into master_values (tenant_id, master_type, name, order_id) values (${tenantId}, 'BillingType', 'Time and Material', 1) on conflict do nothing`,
    );

    await tx.execute(sql`
      insert into clients (tenant_id, code, name, currency_id)
      select ${tenantId}, 'BC' || lpad(i::text, 2, '0'), 'Bench Client ' || lpad(i::text, 2, '0'), 'USD' from generate_series(1, ${CLIENTS}) i`);
    // Project 0 is the programme; 1..181 the others, on the clients in turn.
    await tx.execute(sql`
      insert into projects (tenant_id, client_id, code, name, billing_type_id, status, start_date, end_date)
      select ${tenantId}, c.id, 'BP' || lpad(i::text, 3, '0'), case when i = 0 then 'Enterprise Platform Programme' else 'Bench Project ' || lpad(i::text, 3, '0') end,
             (select id from master_values where master_type = 'BillingType' and name = 'Time and Material'), 'Active',
             ${addDays(firstWeek, -28)}::date, ${addDays(thisWeek, 7 * 52)}::date
        from generate_series(0, ${SMALL_PROJECTS}) i join clients c on c.code = 'BC' || lpad((i % ${CLIENTS} + 1)::text, 2, '0')`);
    await tx.execute(sql`create temp table bench_projects on commit drop as
      select substr(code, 3)::int as idx, id, null::uuid as pm from projects`);
    await tx.execute(sql`
      insert into project_tasks (tenant_id, project_id, task_id, name, task_type)
      select ${tenantId}, p.id, t.id, t.name, t.task_type from bench_projects p cross join tasks t where t.name in ${sql.raw(`(${TASKS.map((t) => `'${t}'`).join(', ')})`)}`);
    await tx.execute(sql`create temp table bench_tasks on commit drop as
      select project_id, (row_number() over (partition by project_id order by name) - 1)::int as k, id from project_tasks`);

    // Managers: active level-5 employees; manager j runs projects 2j-1 and 2j, the next one the programme.
    await tx.execute(sql`create temp table bench_pms on commit drop as
      select id, row_number() over (order by employee_number)::int as j from employees
       where employee_number between 'B000156' and 'B000655' and status = 'Active'`);
    const pms = Math.ceil(SMALL_PROJECTS / 2);
    await tx.execute(sql`update bench_projects p set pm = m.id from bench_pms m
                          where (p.idx > 0 and m.j = (p.idx + 1) / 2) or (p.idx = 0 and m.j = ${pms + 1})`);
    await tx.execute(
      sql`insert into project_managers (tenant_id, project_id, employee_id) select ${tenantId}, id, pm from bench_projects`,
    );
    await tx.execute(
      sql`insert into project_entities (tenant_id, project_id, legal_entity_id) select ${tenantId}, p.id, e.id from bench_projects p cross join legal_entities e`,
    );

    // People: the 1,500 last active employees (leaves of the hierarchy) on the programme, the others spread over the projects.
    await tx.execute(sql`create temp table bench_people on commit drop as
      select id, manager_id, row_number() over (order by employee_number desc)::int as rn from employees where status = 'Active'`);
    await tx.execute(sql`create temp table bench_alloc on commit drop as
      select pe.id as employee_id, pe.manager_id, pe.rn, p.id as project_id, p.pm, a.share
        from bench_people pe
        cross join lateral (values (case when pe.rn <= ${BULK_TEAM} then 0 else 1 + (pe.rn - ${BULK_TEAM + 1}) % ${SMALL_PROJECTS} end,
                                    case when pe.rn > ${BULK_TEAM} and pe.rn % 10 = 0 then 0.5 else 1 end),
                                   (case when pe.rn > ${BULK_TEAM} and pe.rn % 10 = 0 then 1 + (pe.rn - ${BULK_TEAM}) % ${SMALL_PROJECTS} end, 0.5)) a(idx, share)
        join bench_projects p on p.idx = a.idx`);
    // The allocation triggers lock each person they touch until commit (client_people): 20,000
    // locks overflow the lock table, so they are off for this insert (as superuser) and the people
    // of each client are written once, as the migration that added them filled them.
    await tx.execute(sql`set local role none`);
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into project_allocations (tenant_id, project_id, employee_id, role, start_date, end_date, allocation_basis, hours_per_week, percent, allocated_hours)
      select ${tenantId}, project_id, employee_id, 'Engineer', ${addDays(firstWeek, -28)}::date, ${addDays(thisWeek, 7 * 26 + 4)}::date,
             'Percent', 40 * share, 100 * share, 40 * share * 82 from bench_alloc`);
    await tx.execute(sql`set local session_replication_role = origin`);
    await tx.execute(sql`
      insert into client_people (tenant_id, client_id, employee_id, sort_name, employee_number)
      select distinct ${tenantId}, p.client_id, a.employee_id, lower(e.display_name), e.employee_number
        from bench_alloc a join projects p on p.id = a.project_id join employees e on e.id = a.employee_id`);
    await inTenant(tx);

    // Weeks (n = 0 … 52, 52 this week: half the people have saved it) and their lines.
    await tx.execute(sql`create temp table bench_weeks on commit drop as
      select gen_random_uuid() as id, pe.id as employee_id, pe.rn, w.n, (${firstWeek}::date + 7 * w.n) as week_start,
             case when (pe.rn + 3 * w.n) % 7 = 0 then (pe.rn + w.n) % 5 end as leave_day
        from bench_people pe cross join generate_series(0, ${HISTORY_WEEKS}) w(n)
       where w.n < ${HISTORY_WEEKS} or pe.rn % 2 = 0`);
    const status = sql.raw(
      `case when w.n = ${HISTORY_WEEKS} then 'saved' when w.n = ${HISTORY_WEEKS - 1} or (w.n = ${HISTORY_WEEKS - 2} and w.rn % 10 = 3) then 'pending' else 'approved' end`,
    );
    const hours = (daily: string) =>
      sql.raw(`array[${[0, 1, 2, 3, 4, 5, 6].map((d) => dayHours(d, daily, todayIndex)).join(', ')}]::real[]`);
    await tx.execute(sql`analyze bench_weeks, bench_alloc, bench_people, bench_tasks`);
    // Hash joins throughout: the temporary tables have no indexes.
    await tx.execute(sql`create temp table bench_lines on commit drop as
      select x.*, (select sum(h) from unnest(x.hours) h) as total from (
        select w.id as week_id, w.employee_id, w.n, w.week_start, b.kind, b.project_id, t.id as task_id,
               ${hours('8 * b.share')} as hours, ${status} as status, b.approver
          from bench_weeks w
          join (select employee_id, 'project' as kind, project_id, share, pm as approver from bench_alloc
                union all
                select id, 'leave', null, 1, manager_id from bench_people) b on b.employee_id = w.employee_id and (b.kind = 'project' or w.leave_day is not null)
          left join bench_tasks t on t.project_id = b.project_id and t.k = (w.rn + w.n) % 4) x
       where x.status = 'saved' or (x.approver is not null and x.approver <> x.employee_id)`);
    await tx.execute(sql`delete from bench_lines where total = 0`);
    await tx.execute(sql`
      insert into timesheet_weeks (id, tenant_id, employee_id, week_start_date, week_end_date, status, total_hours, created_at, updated_at)
      select l.week_id, ${tenantId}, l.employee_id, l.week_start, l.week_start + 6,
             ${weekStatus},
             sum(l.total), l.week_start + time '17:00', l.week_start + time '17:00'
        from bench_lines l group by l.week_id, l.employee_id, l.week_start`);
    // The line triggers rebuild each changed week's client rows and mark revenue months, matching
    // weeks with `= any(array of the statement's weeks)`: over a million lines, quadratic. They are
    // off for this insert and their rows written once below, with the triggers' own selects.
    await tx.execute(sql`set local role none`);
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into timesheet_lines (tenant_id, week_id, employee_id, kind, project_id, task_id, hours, total, status, approver_id, submitted_at, decided_by, decided_at, created_at, updated_at)
      select ${tenantId}, week_id, employee_id, kind, project_id, task_id, hours, total, status,
             case when status <> 'saved' then approver end,
             case when status <> 'saved' then week_start + 4 + time '18:00' end,
             case when status = 'approved' then approver end,
             case when status = 'approved' then week_start + 7 + time '10:00' end,
             week_start + 4 + time '17:00', week_start + 4 + time '18:00'
        from bench_lines order by week_start, employee_id`);
    await tx.execute(sql`set local session_replication_role = origin`);
    // What timesheet_client_weeks_rebuild (migrations 0048, 0052, 0054) writes for each week.
    await tx.execute(sql`
      insert into timesheet_client_weeks (tenant_id, client_id, week_id, status, week_start_date, employee_id, display_name)
      select distinct l.tenant_id, p.client_id, l.week_id, l.status, w.week_start_date, w.employee_id, e.display_name
        from timesheet_lines l join projects p on p.id = l.project_id join timesheet_weeks w on w.id = l.week_id
        join employees e on e.id = w.employee_id
       where l.kind = 'project' and l.status in ('pending', 'approved', 'rejected')`);
    await tx.execute(sql`
      insert into timesheet_project_weeks (tenant_id, project_id, week_id, status, week_start_date, employee_id, display_name)
      select distinct l.tenant_id, l.project_id, l.week_id, l.status, w.week_start_date, w.employee_id, e.display_name
        from timesheet_lines l join timesheet_weeks w on w.id = l.week_id join employees e on e.id = w.employee_id
       where l.kind = 'project' and l.status in ('pending', 'approved', 'rejected')`);
    await tx.execute(sql`
      insert into revenue_dirty_months (tenant_id, project_id, employee_id, month)
      select distinct l.tenant_id, l.project_id, l.employee_id, date_trunc('month', w.week_start_date + d.i)::date
        from timesheet_lines l join timesheet_weeks w on w.id = l.week_id cross join (values (0), (6)) d(i)
       where l.status = 'approved' and l.kind = 'project' and l.project_id is not null
      on conflict do nothing`);
    // What the month-hours triggers (migration 0061) add up, month by month.
    await tx.execute(sql`select timesheet_month_hours_rebuild()`);
    await tx.execute(sql`analyze timesheet_month_hours`);
    await inTenant(tx);
    await tx.execute(sql`
      insert into approval_decisions (tenant_id, request_type, request_id, from_status, to_status, decided_by, created_at)
      select ${tenantId}, 'timesheetLine', id, 'pending', 'approved', decided_by, decided_at from timesheet_lines where status = 'approved'`);
    // What the week-sent triggers (migration 0064) keep of each week's lines and rule decisions.
    await tx.execute(sql`select timesheet_weeks_sent_rebuild()`);

    // Logins: the two project managers, and 20 people of the projects who open and save their weeks.
    const logins: [string, string, string[]][] = [
      [PM_LOGIN, `(select pm from bench_projects where idx = 1)`, ['EMPLOYEE', 'PROJECT_MANAGER']],
      [BULK_PM_LOGIN, `(select pm from bench_projects where idx = 0)`, ['EMPLOYEE', 'PROJECT_MANAGER']],
      ...Array.from({ length: TIMESHEET_USERS }, (_, i): [string, string, string[]] => [
        timesheetUserName(i),
        `(select id from bench_people where rn = ${BULK_TEAM + 1 + i * 37})`,
        ['EMPLOYEE'],
      ]),
    ];
    for (const [username, employee, roles] of logins) {
      await tx.execute(sql`
        with e as (select id, email from employees where id = ${sql.raw(employee)}),
             u as (insert into users (tenant_id, username, email, password_hash, employee_id) select ${tenantId}, ${username}, email, ${passwordHash}, id from e returning id),
             m as (insert into user_entities (tenant_id, user_id, legal_entity_id, is_default)
                   select ${tenantId}, u.id, (select id from legal_entities order by code limit 1), true from u returning id)
        insert into user_entity_roles (tenant_id, user_entity_id, role_id) select ${tenantId}, m.id, r.id from m cross join roles r where r.code in ${sql.raw(`(${roles.map((r) => `'${r}'`).join(', ')})`)}`);
    }
    return { created: true };
  });
}

/** The programme's lines of last week waiting again (as seeded), so that each bulk approval starts from the same state. */
export async function resetBulkWeeks(db: Db): Promise<string[]> {
  const { lastWeek } = benchWeeks();
  return db.transaction(async (tx) => {
    await inTenant(tx);
    const programme = sql`(select id from projects where code = 'BP000')`;
    const lines = sql`select l.id from timesheet_lines l join timesheet_weeks w on w.id = l.week_id where l.project_id = ${programme} and w.week_start_date = ${lastWeek}`;
    await tx.execute(
      sql`delete from approval_decisions where request_type = 'timesheetLine' and request_id in (${lines})`,
    );
    await tx.execute(
      sql`update timesheet_lines set status = 'pending', decided_by = null, decided_at = null, decision_reason = null where id in (${lines})`,
    );
    const weeks = await queryRows<{ id: string }>(
      tx,
      sql`update timesheet_weeks w set status = s.status from (
            select l.week_id, ${weekStatus} as status from timesheet_lines l
             where l.week_id in (select week_id from timesheet_lines where id in (${lines})) group by l.week_id) s
          where w.id = s.week_id returning w.id`,
    );
    return weeks.map((w) => w.id);
  });
}
