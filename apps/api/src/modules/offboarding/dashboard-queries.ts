import { sql, type SQL } from 'drizzle-orm';
import type { ExitDashboardStatus, ExitReasonCategory, OffboardingDashboardView } from '@tenure/domain/offboarding';
import { queryRows, readTogether, type Tx } from '../../platform/db.ts';

/** The legal entities among `granted` (a filter on legal entity ids), by name. */
export function grantedEntities(tx: Tx, granted: SQL) {
  return queryRows<{ id: string; name: string }>(
    tx,
    sql`select id, name from legal_entities where id in ${granted} order by name`,
  );
}

/**
 * The dashboard's figures for the leavers of one entity (or of the `granted` ones): resignations
 * submitted from `from` to `to` by status and month, leavers (released, last working day in the
 * range) by month, reason and regretted mark, and as of `today` who serves notice and open tasks per owner.
 */
export function dashboardFigures(
  tx: Tx,
  q: { granted: SQL; legalEntityId: string | undefined; from: string; to: string; today: string },
) {
  const { from, to, today } = q;
  const scope = q.legalEntityId ? sql`e.legal_entity_id = ${q.legalEntityId}` : sql`e.legal_entity_id in ${q.granted}`;
  const inScope = sql`resignations r join employees e on e.id = r.employee_id and ${scope}`;
  const submittedInRange = sql`r.created_at >= ${from}::date and r.created_at < ${to}::date + 1`;
  const leftInRange = sql`r.status = 'Released' and r.last_working_day between ${from}::date and ${to}::date`;
  return readTogether<{
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
}
