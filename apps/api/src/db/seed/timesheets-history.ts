import { sql } from 'drizzle-orm';
import { weekStartOf } from '@tenure/domain/timesheets';
import { DEFAULT_TIME_ZONE, today } from '../../platform/clock.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { projectLineApprover } from '../../modules/timesheets/index.ts';
import { refreshWeeks } from '../../modules/timesheets/index.ts';

/** Weeks of history before this one. */
const HISTORY_WEEKS = 8;
const REJECTION = 'Please book the client meetings under Client Meetings, not Development.';

/**
 * Eight weeks of timesheets for the demo company, through the same tables: every allocated person
 * books their allocation's share of an 8-hour day on the project's first task, and their approved
 * leave as a leave line. The seven oldest weeks are approved by each line's approver; last week is
 * submitted and waits for the approvers, with one person in five's project lines rejected; one
 * person in six sent the week four weeks back late. This week is left for the people to fill in.
 *
 * "This week" is each person's own, from their work place's day as the API reckons it: in the hours
 * when New York is still on Sunday and Bengaluru already on Monday, each finds their week empty.
 */
export async function seedTimesheetHistory(tx: Tx, tenantId: string, at = new Date()): Promise<void> {
  if (tenantId !== 'demo') return;
  const zones = await queryRows<{ zone: string }>(
    tx,
    sql`select distinct coalesce(l.time_zone, ${DEFAULT_TIME_ZONE}) as zone
          from employees e left join locations l on l.id = e.location_id where e.tenant_id = ${tenantId}`,
  );
  const weekOfZone = JSON.stringify(Object.fromEntries(zones.map(({ zone }) => [zone, weekStartOf(today(zone, at))])));
  /** The Monday of the employee's own this week. */
  const thisWeek = (employeeId: ReturnType<typeof sql>) => sql`(${weekOfZone}::jsonb ->> coalesce(
      (select l.time_zone from employees e join locations l on l.id = e.location_id where e.id = ${employeeId}),
      ${DEFAULT_TIME_ZONE}))::date`;
  await tx.execute(sql`
    insert into timesheet_weeks (tenant_id, employee_id, week_start_date, week_end_date)
    select distinct ${tenantId}, a.employee_id, w.week::date, w.week::date + 6
      from project_allocations a
      cross join lateral (select ${thisWeek(sql`a.employee_id`)} as monday) p
      cross join lateral generate_series((p.monday - ${7 * HISTORY_WEEKS}::int)::timestamp, (p.monday - 7)::timestamp, interval '7 days') w(week)
     where a.start_date <= w.week::date + 6 and a.end_date >= w.week::date`);
  // Project lines: the allocation's share of 8 hours (or its hours per week over five days), on the working days inside it.
  await tx.execute(sql`
    insert into timesheet_lines (tenant_id, week_id, employee_id, kind, project_id, task_id, hours, total)
    select ${tenantId}, w.id, w.employee_id, 'project', a.project_id,
           (select t.id from project_tasks t where t.project_id = a.project_id order by t.name limit 1),
           h.hours, (select sum(x) from unnest(h.hours) x)
      from timesheet_weeks w
      join lateral (select project_id, min(start_date) as start_date, max(end_date) as end_date,
                           max(case when allocation_basis = 'Percent' then 8 * percent / 100 else hours_per_week / 5 end) as daily
                      from project_allocations where employee_id = w.employee_id and start_date <= w.week_end_date and end_date >= w.week_start_date
                     group by project_id) a on true
      cross join lateral (select array_agg(case when d < 5 and w.week_start_date + d between a.start_date and a.end_date
                                                then round(a.daily * 4) / 4 else 0 end order by d)::real[] as hours
                            from generate_series(0, 6) d) h
     where w.tenant_id = ${tenantId}`);
  await tx.execute(sql`
    insert into timesheet_lines (tenant_id, week_id, employee_id, kind, hours, total)
    select ${tenantId}, w.id, w.employee_id, 'leave', h.hours, (select sum(x) from unnest(h.hours) x)
      from timesheet_weeks w
      cross join lateral (select array_agg(case when d < 5 and exists (
                                   select 1 from leave_requests r where r.employee_id = w.employee_id and r.status = 'approved'
                                      and w.week_start_date + d between r.start_date and r.end_date) then 8 else 0 end order by d)::real[] as hours
                            from generate_series(0, 6) d) h
     where (select sum(x) from unnest(h.hours) x) > 0`);
  await tx.execute(sql`delete from timesheet_lines where total = 0`);

  // Approvers as a submit resolves them, and the decisions of each week.
  await tx.execute(sql`
    update timesheet_lines l set created_at = w.week_end_date + time '17:00', updated_at = w.week_end_date + time '18:00',
           submitted_at = w.week_end_date + time '18:00', status = 'pending',
           approver_id = case when l.kind = 'project' then ${projectLineApprover(sql`l.project_id`)}
             else (select manager_id from employees where id = l.employee_id) end
      from timesheet_weeks w where w.id = l.week_id`);
  await tx.execute(sql`delete from timesheet_lines where approver_id is null or approver_id = employee_id`);
  const decide = (where: ReturnType<typeof sql>, status: 'approved' | 'rejected', reason: string | null) =>
    tx.execute(sql`
    with decided as (
      update timesheet_lines l set status = ${status}, decided_by = l.approver_id, decided_at = least(w.week_end_date + interval '1 day 10 hours', now() - interval '1 minute'), decision_reason = ${reason}
        from timesheet_weeks w where w.id = l.week_id and ${where} returning l.id, l.decided_by, l.decided_at)
    insert into approval_decisions (tenant_id, request_type, request_id, from_status, to_status, decided_by, reason, created_at)
    select ${tenantId}, 'timesheetLine', id, 'pending', ${status}, decided_by, ${reason}, decided_at from decided`);
  const lastWeek = sql`${thisWeek(sql`w.employee_id`)} - 7`;
  const rejectedOne = sql`l.kind = 'project' and abs(hashtext(l.employee_id::text)) % 5 = 0`;
  await decide(sql`w.week_start_date < ${lastWeek}`, 'approved', null);
  await decide(sql`w.week_start_date = ${lastWeek} and ${rejectedOne}`, 'rejected', REJECTION);
  // One person in six sent the week four weeks back late, four days after its end (past the demo policy's two), approved the day after.
  const lateOne = sql`w.week_start_date = ${thisWeek(sql`w.employee_id`)} - 28 and abs(hashtext(l.employee_id::text)) % 6 = 1`;
  await tx.execute(sql`
    with late as (
      update timesheet_lines l set submitted_at = w.week_end_date + interval '4 days 9 hours', decided_at = w.week_end_date + interval '5 days 10 hours'
        from timesheet_weeks w where w.id = l.week_id and ${lateOne} returning l.id, l.decided_at)
    update approval_decisions d set created_at = late.decided_at from late where d.request_id = late.id`);
  const weeks = await queryRows<{ id: string }>(tx, sql`select id from timesheet_weeks`);
  await refreshWeeks(
    tx,
    weeks.map((w) => w.id),
  );
  await tx.execute(
    sql`delete from timesheet_weeks w where not exists (select 1 from timesheet_lines where week_id = w.id)`,
  );
}
