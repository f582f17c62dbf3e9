import { sql, type SQL } from 'drizzle-orm';
import type { VendorConsultantFilters } from '@tenure/domain/vendors';
import { escapeLike } from '../../platform/db.ts';

/**
 * The legal entities whose consultants the viewer sees: those where a role of theirs grants the
 * vendor dashboard (the permission map of the request covers only the entity they work in).
 */
export const dashboardEntities = (userId: string): SQL => sql`(
  select ue.legal_entity_id
    from user_entities ue
    join user_entity_roles uer on uer.user_entity_id = ue.id
    join roles r on r.id = uer.role_id and r.is_active
   where ue.user_id = ${userId}
     and coalesce((r.permissions -> 'CLIENTS_AND_PROJECTS' -> 'sectionAccess' ->> 'VendorDashboard')::boolean, false))`;

/** Current consultants of those entities with their contracts (`c`, `e`). */
export const consultantsOf = (userId: string): SQL => sql`
  consultant_contracts c
  join employees e on e.id = c.employee_id and e.status <> 'Inactive' and e.legal_entity_id in ${dashboardEntities(userId)}`;

/**
 * Each consultant's approved project hours per day from `from` to `to` (inclusive): the seven
 * figures of a line are the days from its week's start. Cost is hours × the contract's billing rate.
 */
export const approvedDays = (from: string, to: string): SQL => sql`
  select l.employee_id, (w.week_start_date + (d.i - 1)::int) as day, d.h as hours
    from timesheet_lines l
    join timesheet_weeks w on w.id = l.week_id
    cross join lateral unnest(l.hours) with ordinality as d(h, i)
   where l.status = 'approved' and l.kind = 'project' and d.h > 0
     and w.week_start_date between ${from}::date - 6 and ${to}::date
     and (w.week_start_date + (d.i - 1)::int) between ${from}::date and ${to}::date`;

export function consultantWhere(f: VendorConsultantFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.search) {
    const pattern = `%${escapeLike(f.search)}%`;
    parts.push(sql`(lower(e.display_name) like ${pattern} or lower(e.employee_number) like ${pattern} or lower(c.vendor_name) like ${pattern})`);
  }
  if (f.vendorName) parts.push(sql`lower(c.vendor_name) = lower(${f.vendorName})`);
  return sql.join(parts, sql` and `);
}

export const CONSULTANT_SORT: Record<VendorConsultantFilters['sort'], SQL> = {
  consultantName: sql`lower(e.display_name)`,
  employeeNumber: sql`e.employee_number`,
  vendorName: sql`lower(c.vendor_name)`,
  endDate: sql`c.end_date`,
  hours: sql`hours`,
  cost: sql`cost`,
};
