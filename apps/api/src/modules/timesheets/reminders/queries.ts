import { sql } from 'drizzle-orm';
import type { Weekday } from '@tenure/domain/policies';
import type { DateFormat } from '@tenure/domain/dates';
import { DEFAULT_ENTITY_SETTINGS } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { employedOn } from '../../../platform/employment.ts';
import { noticeForEveryone } from '../../../platform/notifications.ts';

/** An active legal entity with its reminder day, time and zone (defaults until saved). */
export interface EntityReminder {
  legalEntityId: string;
  reminderDay: Weekday;
  reminderTime: string;
  timeZone: string;
}

export const entityReminders = (tx: Tx) =>
  queryRows<EntityReminder>(
    tx,
    sql`select le.id as "legalEntityId", coalesce(s.reminder_day, ${DEFAULT_ENTITY_SETTINGS.reminderDay}) as "reminderDay",
               coalesce(s.reminder_time, ${DEFAULT_ENTITY_SETTINGS.reminderTime}) as "reminderTime",
               coalesce(s.time_zone, ${DEFAULT_ENTITY_SETTINGS.reminderTimeZone}) as "timeZone"
          from legal_entities le left join timesheet_entity_settings s on s.legal_entity_id = le.id
         where le.is_active`,
  );

/** Where the reminder to submit the week starting `weekStartDate` opens. */
export const submitReminderLink = (weekStartDate: string) => `/timesheet?date=${weekStartDate}`;

/** Notifies every current employee with a user account whose week is missing or not submitted, each in their language; how many. */
export async function notifyUnsubmitted(
  tx: Tx,
  tenantCode: string,
  legalEntityId: string,
  weekStartDate: string,
  dateFormat: DateFormat,
): Promise<number> {
  const reminder = noticeForEveryone(dateFormat, (texts) =>
    texts.timesheetSubmitReminder({ weekStart: weekStartDate }),
  );
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with told as (
          insert into notifications (tenant_id, user_id, title, body, link)
          select ${tenantCode}, u.id, ${reminder.title}, ${reminder.body}, ${submitReminderLink(weekStartDate)}
            from employees e join users u on u.employee_id = e.id
            left join timesheet_weeks w on w.employee_id = e.id and w.week_start_date = ${weekStartDate}::date
           where e.legal_entity_id = ${legalEntityId} and ${employedOn(weekStartDate)} and (w.id is null or w.status in ('new', 'saved', 'unsubmitted'))
          returning 1)
        select count(*)::int as n from told`,
  );
  return rows[0]?.n ?? 0;
}

/** Notifies the entity's approvers with lines waiting for them, each in their language; how many. */
export async function notifyWaitingApprovers(
  tx: Tx,
  tenantCode: string,
  legalEntityId: string,
  dateFormat: DateFormat,
): Promise<number> {
  const reminder = noticeForEveryone(dateFormat, (texts) => texts.timesheetApprovalReminder());
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
          select ${tenantCode}, u.id, ${reminder.title}, ${reminder.body}, '/timesheet-approval'
            from waiting w join employees e on e.id = w.approver and e.legal_entity_id = ${legalEntityId} join users u on u.employee_id = w.approver
          returning 1)
        select count(*)::int as n from told`,
  );
  return rows[0]?.n ?? 0;
}
