import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatDate } from '@tenure/domain/dates';
import { JOB_SCHEDULE_TEXTS } from '@tenure/domain/jobs';
import { addDays, weekday, weekdayOf, type Weekday } from '@tenure/domain/policies';
import { DEFAULT_ENTITY_SETTINGS, TIMESHEET_MESSAGES, weekStartOf } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../platform/db.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { tenantDateFormat } from '../../platform/notifications.ts';

/** `reminderDay`: only employees of entities reminding on that day (timesheet settings, Friday unless set); absent: everyone. */
const weekParams = z.object({ weekStartDate: z.iso.date(), reminderDay: weekday.optional() });

/**
 * Reminds, in the app (the header bell), every current employee with a user account whose week is
 * missing or not submitted. One statement for the whole tenant.
 */
async function remindToSubmit(tx: Tx, tenantCode: string, weekStartDate: string, reminderDay: Weekday | undefined) {
  const entityDay = reminderDay
    ? sql`and coalesce((select s.reminder_day from timesheet_entity_settings s where s.legal_entity_id = e.legal_entity_id), ${DEFAULT_ENTITY_SETTINGS.reminderDay}) = ${reminderDay}`
    : sql``;
  const week = formatDate(weekStartDate, await tenantDateFormat(tx, tenantCode));
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with told as (
          insert into notifications (tenant_id, user_id, title, body, link)
          select ${tenantCode}, u.id, ${TIMESHEET_MESSAGES.reminderSubmitTitle}, ${TIMESHEET_MESSAGES.reminderSubmitBody(week)}, ${`/timesheet?date=${weekStartDate}`}
            from employees e join users u on u.employee_id = e.id
            left join timesheet_weeks w on w.employee_id = e.id and w.week_start_date = ${weekStartDate}::date
           where e.status <> 'Inactive' and (w.id is null or w.status in ('new', 'saved', 'unsubmitted')) ${entityDay}
          returning 1)
        select count(*)::int as n from told`,
  );
  return { weekStartDate, reminded: rows[0]?.n ?? 0 };
}

/** Reminds every approver with lines waiting for them (project managers, designated approvers, reporting managers). */
async function remindToApprove(tx: Tx, tenantCode: string) {
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with waiting as (
          select distinct x.approver from (
            select l.approver_id as approver from timesheet_lines l where l.status = 'pending' and l.kind <> 'project'
            union all
            select m.employee_id from timesheet_lines l
              join (select project_id, employee_id from project_managers union select project_id, employee_id from project_approvers) m on m.project_id = l.project_id
             where l.status = 'pending' and l.kind = 'project' and m.employee_id <> l.employee_id) x
          where x.approver is not null),
        told as (
          insert into notifications (tenant_id, user_id, title, body, link)
          select ${tenantCode}, u.id, ${TIMESHEET_MESSAGES.reminderApproveTitle}, ${TIMESHEET_MESSAGES.reminderApproveBody}, '/timesheet-approval'
            from waiting w join users u on u.employee_id = w.approver
          returning 1)
        select count(*)::int as n from told`,
  );
  return { reminded: rows[0]?.n ?? 0 };
}

/**
 * Timesheet reminders by schedule for every active tenant (README Decisions: each entity's reminder
 * day, Friday unless set, for the week in progress and Monday for the week just ended; approvers on
 * Mondays), once per tenant and day.
 */
export function defineTimesheetJobs(jobs: JobRunner): void {
  jobs.define({
    kind: 'timesheet.submitReminder',
    params: weekParams,
    run: (tx, job) => remindToSubmit(tx, job.tenantCode, job.params.weekStartDate, job.params.reminderDay),
    schedule: {
      description: JOB_SCHEDULE_TEXTS['timesheet.submitReminder'],
      dueOn: (day) => {
        // Mondays everyone for the week just ended; other days each entity on its reminder day for the week in progress.
        const today = weekdayOf(day);
        if (today === 'MON') return { period: `${day}-previous`, params: { weekStartDate: weekStartOf(addDays(day, -1)) } };
        return { period: `${day}-current`, params: { weekStartDate: weekStartOf(day), reminderDay: today } };
      },
    },
  });
  jobs.define({
    kind: 'timesheet.approvalReminder',
    params: z.object({}),
    run: (tx, job) => remindToApprove(tx, job.tenantCode),
    schedule: { description: JOB_SCHEDULE_TEXTS['timesheet.approvalReminder'], dueOn: (day) => (weekdayOf(day) === 'MON' ? { period: day, params: {} } : null) },
  });
}
