import { sql, type SQL } from 'drizzle-orm';
import type {
  EndingContract,
  VendorConsultantFilters,
  VendorConsultantItem,
  VendorMonthFigure,
} from '@tenure/domain/vendors';
import { escapeLike, queryRows, readTogether, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';

/** Consultants of the `entities` working here on `today`, with their contracts (`c`, `e`). */
const consultantsOf = (entities: SQL, today: string): SQL => sql`
  consultant_contracts c
  join employees e on e.id = c.employee_id and ${employedOn(today)} and e.legal_entity_id in ${entities}`;

/**
 * Each consultant's approved project hours per day from `from` to `to` (inclusive): the seven
 * figures of a line are the days from its week's start. Cost is hours × the contract's billing rate.
 */
const approvedDays = (from: string, to: string): SQL => sql`
  select l.employee_id, (w.week_start_date + (d.i - 1)::int) as day, d.h as hours
    from timesheet_lines l
    join timesheet_weeks w on w.id = l.week_id
    cross join lateral unnest(l.hours) with ordinality as d(h, i)
   where l.status = 'approved' and l.kind = 'project' and d.h > 0
     and w.week_start_date between ${from}::date - 6 and ${to}::date
     and (w.week_start_date + (d.i - 1)::int) between ${from}::date and ${to}::date`;

function consultantWhere(f: VendorConsultantFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.search) {
    const pattern = `%${escapeLike(f.search)}%`;
    parts.push(
      sql`(lower(e.display_name) like ${pattern} or lower(e.employee_number) like ${pattern} or lower(c.vendor_name) like ${pattern})`,
    );
  }
  if (f.vendorName) parts.push(sql`lower(c.vendor_name) = lower(${f.vendorName})`);
  return sql.join(parts, sql` and `);
}

const CONSULTANT_SORT: Record<VendorConsultantFilters['sort'], SQL> = {
  consultantName: sql`lower(e.display_name)`,
  employeeNumber: sql`e.employee_number`,
  vendorName: sql`lower(c.vendor_name)`,
  endDate: sql`c.end_date`,
  hours: sql`hours`,
  cost: sql`cost`,
};

export interface VendorRow {
  vendorName: string;
  vendorType: string | null;
  listed: boolean;
  consultants: number;
}

export interface MonthRow extends VendorMonthFigure {
  vendorKey: string;
}

/** The dashboard's figures: vendors with their consultants, hours and cost per month, contracts ending by `endingBy`. */
export const dashboardRows = (
  tx: Tx,
  entities: SQL,
  today: string,
  period: { from: string; to: string },
  endingBy: string,
) =>
  readTogether<{ vendors: VendorRow[]; months: MonthRow[]; ending: EndingContract[] }>(tx, {
    vendors: sql`select min(c.vendor_name) as "vendorName", coalesce(min(vm.name), min(cm.name)) as "vendorType",
                        bool_or(vd.id is not null) as listed, count(*)::int as consultants
                   from ${consultantsOf(entities, today)}
                   left join vendors vd on lower(vd.name) = lower(c.vendor_name)
                   left join master_values vm on vm.id = vd.vendor_type_id
                   left join master_values cm on cm.id = c.vendor_type_id
                  group by lower(c.vendor_name)
                  order by lower(c.vendor_name)`,
    months: sql`select lower(c.vendor_name) as "vendorKey", to_char(a.day, 'YYYY-MM') as month, c.currency_id as "currencyId",
                       sum(a.hours)::float8 as hours, sum(a.hours * c.billing_rate)::float8 as cost
                  from ${consultantsOf(entities, today)}
                  join (${approvedDays(period.from, period.to)}) a on a.employee_id = c.employee_id
                 group by 1, 2, 3 order by 2`,
    ending: sql`select e.employee_number as "employeeNumber", e.display_name as "consultantName", c.vendor_name as "vendorName",
                       c.end_date::text as "endDate", (c.end_date - ${today}::date)::int as "daysLeft"
                  from ${consultantsOf(entities, today)}
                 where c.end_date between ${today}::date and ${endingBy}::date
                 order by c.end_date, e.display_name`,
  });

/** One page of the dashboard's consultants with their approved hours and cost over `period`, and the total. */
export async function consultantRows(
  tx: Tx,
  entities: SQL,
  today: string,
  period: { from: string; to: string },
  f: VendorConsultantFilters,
  page: { limit: number; offset: number },
) {
  const order = f.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const rows = await queryRows<VendorConsultantItem & { total: number }>(
    tx,
    sql`select e.employee_number as "employeeNumber", e.display_name as "consultantName", e.employment_type as "employmentType",
               le.name as "legalEntityName", c.vendor_name as "vendorName", c.start_date::text as "startDate", c.end_date::text as "endDate",
               c.billing_rate::float8 as "billingRate", c.currency_id as "currencyId",
               round(coalesce(a.hours, 0)::numeric, 2)::float8 as hours, round(coalesce(a.hours, 0)::numeric * c.billing_rate, 2)::float8 as cost,
               count(*) over ()::int as total
          from ${consultantsOf(entities, today)}
          join legal_entities le on le.id = e.legal_entity_id
          left join (select employee_id, sum(hours) as hours from (${approvedDays(period.from, period.to)}) d group by employee_id) a on a.employee_id = c.employee_id
         where ${consultantWhere(f)}
         order by ${CONSULTANT_SORT[f.sort]} ${order}, e.employee_number
         limit ${page.limit} offset ${page.offset}`,
  );
  return { items: rows.map(({ total: _t, ...item }) => item), total: rows[0]?.total ?? 0 };
}
