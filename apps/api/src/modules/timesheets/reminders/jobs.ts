import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatDate } from '@tenure/domain/dates';
import { JOB_SCHEDULE_TEXTS } from '@tenure/domain/jobs';
import { addDays, weekdayOf, type Weekday } from '@tenure/domain/policies';
import { DEFAULT_ENTITY_SETTINGS, TIMESHEET_MESSAGES, weekStartOf } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';
import type { JobRunner } from '../../../platform/jobs.ts';
import { today, localTime } from '../../../platform/clock.ts';
import { tenantDateFormat } from '../../../platform/notifications.ts';
import { employedOn } from '../../../platform/employment.ts';

/** One entity's reminder: its employees (or their approvers) on the entity's local day. */
const entityParams = z.object({ legalEntityId: z.uuid() });
const submitParams = entityParams.extend({ weekStartDate: z.iso.date() });

/** An active legal entity with its reminder day, time and zone (defaults until saved). */
interface EntityReminder {
  legalEntityId: string;
  reminderDay: Weekday;
  reminderTime: string;
  timeZone: string;
}

const entityReminders = (tx: Tx) =>
  queryRows<EntityReminder>(
    tx,
    sql`select le.id as "legalEntityId", coalesce(s.reminder_day, ${DEFAULT_ENTITY_SETTINGS.reminderDay}) as "reminderDay",
               coalesce(s.reminder_time, ${DEFAULT_ENTITY_SETTINGS.reminderTime}) as "reminderTime",
               coalesce(s.time_zone, ${DEFAULT_ENTITY_SETTINGS.reminderTimeZone}) as "timeZone"
          from legal_entities le left join timesheet_entity_settings s on s.legal_entity_id = le.id
         where le.is_active`,
  );

/**
 * The entities whose reminder time has come at `at` on a local day `onDay` accepts (README
 * Decisions): once that time has passed on that day in the entity's zone, the run is due, and its
 * period (entity and local day) makes it happen once however many ticks see it.
 */
async function dueEntities(tx: Tx, at: Date, onDay: (reminder: EntityReminder, localDay: string) => boolean) {
  return (await entityReminders(tx)).flatMap((reminder) => {
    const day = today(reminder.timeZone, at);
    return onDay(reminder, day) && localTime(reminder.timeZone, at) >= reminder.reminderTime ? [{ reminder, day }] : [];
  });
}

/**
 * Reminds, in the app (the header bell), every current employee with a user account whose week is
 * missing or not submitted. One statement for the whole tenant.
 */
async function remindToSubmit(tx: Tx, tenantCode: string, legalEntityId: string, weekStartDate: string) {
  const week = formatDate(weekStartDate, await tenantDateFormat(tx, tenantCode));
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with told as (
          insert into notifications (tenant_id, user_id, title, body, link)
          select ${tenantCode}, u.id, ${TIMESHEET_MESSAGES.reminderSubmitTitle}, ${TIMESHEET_MESSAGES.reminderSubmitBody(week)}, ${`/timesheet?date=${weekStartDate}`}
            from employees e join users u on u.employee_id = e.id
            left join timesheet_weeks w on w.employee_id = e.id and w.week_start_date = ${weekStartDate}::date
           where e.legal_entity_id = ${legalEntityId} and ${employedOn(weekStartDate)} and (w.id is null or w.status in ('new', 'saved', 'unsubmitted'))
          returning 1)
        select count(*)::int as n from told`,
  );
  return { weekStartDate, reminded: rows[0]?.n ?? 0 };
}

/** Reminds the entity's approvers with lines waiting for them (project managers, designated approvers, reporting managers). */
async function remindToApprove(tx: Tx, tenantCode: string, legalEntityId: string) {
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
            from waiting w join employees e on e.id = w.approver and e.legal_entity_id = ${legalEntityId} join users u on u.employee_id = w.approver
          returning 1)
        select count(*)::int as n from told`,
  );
  return { reminded: rows[0]?.n ?? 0 };
}

/**
 * Timesheet reminders by schedule for every active tenant (README Decisions), at each entity's
 * reminder time in its time zone: employees on the entity's reminder day for the week in progress
 * and on Mondays for the week just ended; approvers on Mondays. Once per entity and local day.
 */
export function defineReminderJobs(jobs: JobRunner): void {
  jobs.define({
    kind: 'timesheet.submitReminder',
    params: submitParams,
    run: (tx, job) => remindToSubmit(tx, job.tenantCode, job.params.legalEntityId, job.params.weekStartDate),
    schedule: {
      description: JOB_SCHEDULE_TEXTS['timesheet.submitReminder'],
      dueAt: async (tx, at) =>
        (await dueEntities(tx, at, (r, day) => weekdayOf(day) === 'MON' || weekdayOf(day) === r.reminderDay)).map(({ reminder, day }) => ({
          period: `${reminder.legalEntityId}:${day}`,
          // Mondays for the week just ended; the entity's own day for the week in progress.
          params: { legalEntityId: reminder.legalEntityId, weekStartDate: weekStartOf(weekdayOf(day) === 'MON' ? addDays(day, -1) : day) },
        })),
    },
  });
  jobs.define({
    kind: 'timesheet.approvalReminder',
    params: entityParams,
    run: (tx, job) => remindToApprove(tx, job.tenantCode, job.params.legalEntityId),
    schedule: {
      description: JOB_SCHEDULE_TEXTS['timesheet.approvalReminder'],
      dueAt: async (tx, at) =>
        (await dueEntities(tx, at, (_, day) => weekdayOf(day) === 'MON')).map(({ reminder, day }) => ({
          period: `${reminder.legalEntityId}:${day}`,
          params: { legalEntityId: reminder.legalEntityId },
        })),
    },
  });
}
