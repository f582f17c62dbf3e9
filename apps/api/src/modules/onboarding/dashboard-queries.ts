import { sql } from 'drizzle-orm';
import {
  INVITATIONS_LISTED,
  JOINER_CHART_MONTHS_BEFORE,
  type JoinerItem,
  type PendingInvitation,
} from '@tenure/domain/onboarding';
import { queryRows, readTogether, type Tx } from '../../platform/db.ts';

/** This month's first day (the server's UTC calendar, like the leave module's today). */
const thisMonth = sql`date_trunc('month', current_date)::date`;

/**
 * The dashboard's reads in one round trip: joiners of this month and next (everyone not inactive)
 * with their checklist progress, joiners per month for the chart, and the unused invitations.
 */
export function dashboardFigures(tx: Tx) {
  return readTogether<{
    joiners: (JoinerItem & { month: 'this' | 'next' })[];
    months: { month: string; joiners: number }[];
    invitations: PendingInvitation[];
    counts: { pending: number }[];
  }>(tx, {
    joiners: sql`
      select e.employee_number as "employeeNumber", e.display_name as "employeeName", e.designation, d.name as "departmentName",
             m.display_name as "reportingManagerName", e.date_of_joining::text as "dateOfJoining",
             case when e.date_of_joining < ${thisMonth} + interval '1 month' then 'this' else 'next' end as month,
             (select json_build_object('done', count(k.done_at), 'total', count(*)) from onboarding_checklists c
                join onboarding_checklist_tasks k on k.checklist_id = c.id where c.employee_id = e.id having count(*) > 0) as checklist
        from employees e
        left join departments d on d.id = e.department_id
        left join employees m on m.id = e.manager_id
       where e.status <> 'Inactive' and e.date_of_joining >= ${thisMonth} and e.date_of_joining < ${thisMonth} + interval '2 months'
       order by e.date_of_joining, lower(e.display_name), e.employee_number`,
    months: sql`
      select to_char(m, 'YYYY-MM') as month,
             (select count(*)::int from employees e where e.status <> 'Inactive' and e.date_of_joining >= m and e.date_of_joining < m + interval '1 month') as joiners
        from generate_series(${thisMonth} - ${`${JOINER_CHART_MONTHS_BEFORE} months`}::interval, ${thisMonth} + interval '1 month', interval '1 month') m
       order by m`,
    invitations: sql`
      select u.username, e.display_name as "employeeName", u.email, l.created_at as "sentAt", l.expires_at as "expiresAt"
        from set_password_links l join users u on u.id = l.user_id left join employees e on e.id = u.employee_id
       where l.purpose = 'invite' and l.consumed_at is null and u.is_active
       order by l.created_at desc limit ${INVITATIONS_LISTED}`,
    counts: sql`
      select count(*)::int as pending from set_password_links l join users u on u.id = l.user_id
       where l.purpose = 'invite' and l.consumed_at is null and u.is_active`,
  });
}

export async function externalSiteUrl(tx: Tx): Promise<string | null> {
  const [row] = await queryRows<{ url: string | null }>(
    tx,
    sql`select external_site_url as url from onboarding_settings`,
  );
  return row?.url ?? null;
}

export async function saveExternalSiteUrl(tx: Tx, tenantCode: string, url: string | null): Promise<void> {
  await tx.execute(sql`
    insert into onboarding_settings (tenant_id, external_site_url) values (${tenantCode}, ${url})
    on conflict (tenant_id) do update set external_site_url = excluded.external_site_url, updated_at = now()`);
}
