import { formatDate } from '@tenure/domain/dates';
import { REVIEW_MESSAGES } from '@tenure/domain/performance';
import type { Tx } from '../../../platform/db.ts';
import { tenantDateFormat } from '../../../platform/notifications.ts';
import { notifyPhaseOwners, phasesEndingSoon } from './queries.ts';

/** Days before a phase's last day on which whoever still owes their part is reminded (and again on the last day). */
export const REVIEW_REMINDER_LEAD_DAYS = 3;

const PHASE_REMINDERS = {
  self: {
    title: REVIEW_MESSAGES.selfReminderTitle,
    body: REVIEW_MESSAGES.selfReminderBody,
    link: '/performance-review/self',
  },
  manager: {
    title: REVIEW_MESSAGES.managerReminderTitle,
    body: REVIEW_MESSAGES.managerReminderBody,
    link: '/performance-review/rm',
  },
} as const;

/**
 * The daily reminders of launched cycles (issue 20 item 1): on the self and the manager phase's
 * last day and `REVIEW_REMINDER_LEAD_DAYS` before, each person whose self review, or whose team's
 * manager review, is still open gets one notice. Run once a day per tenant, so once per such day.
 */
export async function remindReviewPhases(tx: Tx, tenantCode: string, day: string) {
  const due = await phasesEndingSoon(tx, day, REVIEW_REMINDER_LEAD_DAYS);
  const format = await tenantDateFormat(tx, tenantCode);
  let reminded = 0;
  for (const cycle of due) {
    const reminder = PHASE_REMINDERS[cycle.phase];
    reminded += await notifyPhaseOwners(tx, tenantCode, cycle.id, cycle.phase, {
      title: reminder.title,
      body: reminder.body(cycle.name, formatDate(cycle.endDate, format)),
      link: reminder.link,
    });
  }
  return { asOf: day, phases: due.length, reminded };
}
