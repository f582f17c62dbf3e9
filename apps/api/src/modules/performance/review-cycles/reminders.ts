import { sql } from 'drizzle-orm';
import { formatDate } from '@tenure/domain/dates';
import { REVIEW_MESSAGES } from '@tenure/domain/performance';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { tenantDateFormat } from '../../../platform/notifications.ts';

/** Days before a phase's last day on which whoever still owes their part is reminded (and again on the last day). */
export const REVIEW_REMINDER_LEAD_DAYS = 3;

const PHASE_REMINDERS = {
  self: {
    owners: (cycleId: string) => sql`select r.employee_id from reviews r where r.cycle_id = ${cycleId} and r.status = 'self'`,
    title: REVIEW_MESSAGES.selfReminderTitle,
    body: REVIEW_MESSAGES.selfReminderBody,
    link: '/performance-review/self',
  },
  manager: {
    owners: (cycleId: string) => sql`select r.manager_id from reviews r where r.cycle_id = ${cycleId} and r.status = 'manager'`,
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
  const due = await queryRows<{ id: string; name: string; phase: keyof typeof PHASE_REMINDERS; endDate: string }>(
    tx,
    sql`select c.id, c.name, p.phase, c.timeline -> p.phase ->> 'endDate' as "endDate"
          from review_cycles c cross join (values ('self'), ('manager')) as p(phase)
         where c.status = 'launched'
           and ${day}::date in ((c.timeline -> p.phase ->> 'endDate')::date - ${REVIEW_REMINDER_LEAD_DAYS}::int, (c.timeline -> p.phase ->> 'endDate')::date)`,
  );
  const format = await tenantDateFormat(tx, tenantCode);
  let reminded = 0;
  for (const cycle of due) {
    const reminder = PHASE_REMINDERS[cycle.phase];
    const [told] = await queryRows<{ n: number }>(
      tx,
      sql`with told as (
            insert into notifications (tenant_id, user_id, title, body, link)
            select ${tenantCode}, u.id, ${reminder.title}, ${reminder.body(cycle.name, formatDate(cycle.endDate, format))}, ${reminder.link}
              from users u where u.is_active and u.employee_id in (${reminder.owners(cycle.id)})
            returning 1)
          select count(*)::int as n from told`,
    );
    reminded += told?.n ?? 0;
  }
  return { asOf: day, phases: due.length, reminded };
}
