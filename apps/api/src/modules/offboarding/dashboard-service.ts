import { sql } from 'drizzle-orm';
import { section } from '@tenure/domain/access';
import {
  EXIT_DASHBOARD_MONTHS,
  EXIT_DASHBOARD_STATUSES,
  EXIT_REASON_CATEGORIES,
  type ExitDashboardStatus,
  type ExitReasonCategory,
  type OffboardingDashboardQuery,
  type OffboardingDashboardView,
} from '@tenure/domain/offboarding';
import { queryRows, readTogether, type Tx } from '../../platform/db.ts';
import { entitiesGranting } from '../../platform/entity-grants.ts';
import { forbidden } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';

/** The default range: the first day of the month eleven months back, to today. */
export function defaultRange(today: string) {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return { from: new Date(Date.UTC(year, month - EXIT_DASHBOARD_MONTHS, 1)).toISOString().slice(0, 10), to: today };
}

/** yyyy-MM of every month from `from` to `to`. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const d = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
  while (d.toISOString().slice(0, 7) <= to.slice(0, 7) && months.length < 120) {
    months.push(d.toISOString().slice(0, 7));
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return months;
}

/**
 * SPEC §2 /offboarding-dashboard. Leavers of the legal entities where the viewer holds the
 * dashboard (optionally one of them): resignations submitted in the range by status and by month,
 * leavers (released, last working day in the range) by month, reason and regretted mark, and, as
 * of today, who is serving notice and the open tasks per owner.
 */
export async function offboardingDashboard(tx: Tx, v: Viewer, q: OffboardingDashboardQuery, today: string): Promise<OffboardingDashboardView> {
  const granted = entitiesGranting(v.userId, section('OFFBOARDING', 'OffboardingDashboard'));
  const entities = await queryRows<{ id: string; name: string }>(tx, sql`select id, name from legal_entities where id in ${granted} order by name`);
  if (q.legalEntityId && !entities.some((e) => e.id === q.legalEntityId)) throw forbidden();
  const range = defaultRange(today);
  const from = q.from ?? range.from;
  const to = q.to ?? range.to;
  const scope = q.legalEntityId ? sql`e.legal_entity_id = ${q.legalEntityId}` : sql`e.legal_entity_id in ${granted}`;
  const inScope = sql`resignations r join employees e on e.id = r.employee_id and ${scope}`;
  const submittedInRange = sql`r.created_at >= ${from}::date and r.created_at < ${to}::date + 1`;
  const leftInRange = sql`r.status = 'Released' and r.last_working_day between ${from}::date and ${to}::date`;
  const rows = await readTogether<{
    statuses: { status: ExitDashboardStatus; count: number }[];
    resigned: { month: string; count: number }[];
    left: { month: string; count: number }[];
    notice: OffboardingDashboardView['servingNotice'];
    owners: OffboardingDashboardView['openTasksByOwner'];
    reasons: { category: ExitReasonCategory; count: number }[];
    regretted: { regretted: boolean | null; count: number }[];
  }>(tx, {
    statuses: sql`select case when r.exit_status = 'Completed' then 'Exited' else r.status end as status, count(*)::int as count
                    from ${inScope} where ${submittedInRange} group by 1`,
    resigned: sql`select to_char(r.created_at, 'YYYY-MM') as month, count(*)::int as count from ${inScope} where ${submittedInRange} group by 1`,
    left: sql`select to_char(r.last_working_day, 'YYYY-MM') as month, count(*)::int as count from ${inScope} where ${leftInRange} group by 1`,
    notice: sql`select r.id as "resignationId", e.employee_number as "employeeNumber", e.display_name as "displayName", d.name as department,
                       coalesce(r.last_working_day, r.proposed_last_day)::text as "lastDay", (coalesce(r.last_working_day, r.proposed_last_day) - ${today}::date)::int as "daysLeft"
                  from ${inScope} left join departments d on d.id = e.department_id
                 where (r.status = 'Accepted' or (r.status = 'Released' and r.last_working_day >= ${today}::date))
                 order by 5, e.display_name`,
    owners: sql`select o.employee_number as "employeeNumber", o.display_name as "displayName", count(*)::int as open,
                       count(*) filter (where t.due_date < ${today}::date)::int as overdue
                  from offboarding_tasks t join ${inScope} on r.id = t.resignation_id left join employees o on o.id = t.owner_id
                 where t.status = 'open' group by o.id, o.employee_number, o.display_name order by 3 desc, 2 nulls last`,
    reasons: sql`select coalesce(r.reason_category, 'Other') as category, count(*)::int as count from ${inScope} where ${leftInRange} group by 1`,
    regretted: sql`select r.regretted, count(*)::int as count from ${inScope} where ${leftInRange} group by 1`,
  });
  const byMonth = monthsBetween(from, to).map((month) => ({
    month,
    resigned: rows.resigned.find((r) => r.month === month)?.count ?? 0,
    left: rows.left.find((r) => r.month === month)?.count ?? 0,
  }));
  const regretted = (mark: boolean | null) => rows.regretted.find((r) => r.regretted === mark)?.count ?? 0;
  return {
    from,
    to,
    entities,
    totals: {
      resigned: byMonth.reduce((sum, m) => sum + m.resigned, 0),
      left: byMonth.reduce((sum, m) => sum + m.left, 0),
      servingNotice: rows.notice.length,
      openTasks: rows.owners.reduce((sum, o) => sum + o.open, 0),
    },
    byStatus: EXIT_DASHBOARD_STATUSES.map((status) => ({ status, count: rows.statuses.find((s) => s.status === status)?.count ?? 0 })),
    byMonth,
    servingNotice: rows.notice,
    openTasksByOwner: rows.owners,
    reasons: EXIT_REASON_CATEGORIES.map((category) => ({ category, count: rows.reasons.find((r) => r.category === category)?.count ?? 0 })),
    regretted: { regretted: regretted(true), nonRegretted: regretted(false), unmarked: regretted(null) },
  };
}
