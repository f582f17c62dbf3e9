import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../platform/db.ts';

// The SQL of review cycles.

/* ---------- phase reminders ---------- */

export type ReminderPhase = 'self' | 'manager';

/** The launched cycles' self and manager phases whose last day is `day` or `leadDays` after it. */
export const phasesEndingSoon = (tx: Tx, day: string, leadDays: number) =>
  queryRows<{ id: string; name: string; phase: ReminderPhase; endDate: string }>(
    tx,
    sql`select c.id, c.name, p.phase, c.timeline -> p.phase ->> 'endDate' as "endDate"
          from review_cycles c cross join (values ('self'), ('manager')) as p(phase)
         where c.status = 'launched'
           and ${day}::date in ((c.timeline -> p.phase ->> 'endDate')::date - ${leadDays}::int, (c.timeline -> p.phase ->> 'endDate')::date)`,
  );

/** Who still owes their part of a phase: the employees of reviews in self, the managers of reviews in manager. */
const phaseOwners = (phase: ReminderPhase, cycleId: string) =>
  phase === 'self'
    ? sql`select r.employee_id from reviews r where r.cycle_id = ${cycleId} and r.status = 'self'`
    : sql`select r.manager_id from reviews r where r.cycle_id = ${cycleId} and r.status = 'manager'`;

/** One notice to each active user who still owes their part of the cycle's phase; how many were sent. */
export async function notifyPhaseOwners(
  tx: Tx,
  tenantCode: string,
  cycleId: string,
  phase: ReminderPhase,
  notice: { title: string; body: string; link: string },
) {
  const [told] = await queryRows<{ n: number }>(
    tx,
    sql`with told as (
          insert into notifications (tenant_id, user_id, title, body, link)
          select ${tenantCode}, u.id, ${notice.title}, ${notice.body}, ${notice.link}
            from users u where u.is_active and u.employee_id in (${phaseOwners(phase, cycleId)})
          returning 1)
        select count(*)::int as n from told`,
  );
  return told?.n ?? 0;
}
