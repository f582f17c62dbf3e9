import { z } from 'zod';
import { JOB_SCHEDULE_TEXTS } from '@tenure/domain/jobs';
import { addDays, weekdayOf } from '@tenure/domain/policies';
import { weekStartOf } from '@tenure/domain/timesheets';
import type { Tx } from '../../../platform/db.ts';
import type { JobRunner } from '../../../platform/jobs.ts';
import { today, localTime } from '../../../platform/clock.ts';
import { tenantDateFormat } from '../../../platform/notifications.ts';
import { entityReminders, notifyUnsubmitted, notifyWaitingApprovers, type EntityReminder } from './queries.ts';

/** One entity's reminder: its employees (or their approvers) on the entity's local day. */
const entityParams = z.object({ legalEntityId: z.uuid() });
const submitParams = entityParams.extend({ weekStartDate: z.iso.date() });

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
  const dateFormat = await tenantDateFormat(tx, tenantCode);
  const reminded = await notifyUnsubmitted(tx, tenantCode, legalEntityId, weekStartDate, dateFormat);
  return { weekStartDate, reminded };
}

/** Reminds the entity's approvers with lines waiting for them (project managers, designated approvers, reporting managers). */
async function remindToApprove(tx: Tx, tenantCode: string, legalEntityId: string) {
  return {
    reminded: await notifyWaitingApprovers(tx, tenantCode, legalEntityId, await tenantDateFormat(tx, tenantCode)),
  };
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
        (await dueEntities(tx, at, (r, day) => weekdayOf(day) === 'MON' || weekdayOf(day) === r.reminderDay)).map(
          ({ reminder, day }) => ({
            period: `${reminder.legalEntityId}:${day}`,
            // Mondays for the week just ended; the entity's own day for the week in progress.
            params: {
              legalEntityId: reminder.legalEntityId,
              weekStartDate: weekStartOf(weekdayOf(day) === 'MON' ? addDays(day, -1) : day),
            },
          }),
        ),
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
