import { sql, type SQL } from 'drizzle-orm';
import type { VendorConsultantFilters } from '@tenure/domain/vendors';
import { section } from '@tenure/domain/access';
import { escapeLike } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';
import { entitiesGranting } from '../../platform/entity-grants.ts';

/** The legal entities whose consultants the viewer sees: those where a role of theirs grants the vendor dashboard. */
export const dashboardEntities = (userId: string): SQL => entitiesGranting(userId, section('CLIENTS_AND_PROJECTS', 'VendorDashboard'));

/** Consultants of those entities working here on `today`, with their contracts (`c`, `e`). */
export const consultantsOf = (userId: string, today: string): SQL => sql`
  consultant_contracts c
  join employees e on e.id = c.employee_id and ${employedOn(today)} and e.legal_entity_id in ${dashboardEntities(userId)}`;

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
