import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import {
  CONTRACTS_ENDING_SOON_DAYS,
  VENDOR_CONSULTANT_EXPORT_COLUMNS,
  VENDOR_DASHBOARD_MONTHS,
  VENDOR_EXPORT_LIMIT,
  type EndingContract,
  type VendorConsultantFilters,
  type VendorConsultantItem,
  type VendorConsultantQuery,
  type VendorDashboardView,
  type VendorMonthFigure,
} from '@tenure/domain/vendors';
import { queryRows, readTogether, type Tx } from '../../platform/db.ts';
import { toCsv, toXlsx } from '../../platform/export-files.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { CONSULTANT_SORT, approvedDays, consultantWhere, consultantsOf } from './queries.ts';

/** The months the dashboard covers (yyyy-MM, oldest first) and their first and last day. */
export function dashboardPeriod(today: string) {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const months = Array.from({ length: VENDOR_DASHBOARD_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(year, month - VENDOR_DASHBOARD_MONTHS + i, 1));
    return d.toISOString().slice(0, 7);
  });
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { months, from: `${months[0]}-01`, to: last };
}

interface VendorRow {
  vendorName: string;
  vendorType: string | null;
  listed: boolean;
  consultants: number;
}
interface MonthRow extends VendorMonthFigure {
  vendorKey: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * SPEC §2 /vendor-dashboard: each vendor with its current consultants, their approved hours and
 * cost per month (hours × the contract's billing rate, per currency), vendors per type, and
 * contracts ending within CONTRACTS_ENDING_SOON_DAYS. Only consultants of the legal entities where
 * the viewer holds the dashboard count.
 */
export async function vendorDashboard(tx: Tx, v: Viewer, today: string): Promise<VendorDashboardView> {
  const { months, from, to } = dashboardPeriod(today);
  const rows = await readTogether<{ vendors: VendorRow[]; months: MonthRow[]; ending: EndingContract[] }>(tx, {
    vendors: sql`select min(c.vendor_name) as "vendorName", coalesce(min(vm.name), min(cm.name)) as "vendorType",
                        bool_or(vd.id is not null) as listed, count(*)::int as consultants
                   from ${consultantsOf(v.userId, today)}
                   left join vendors vd on lower(vd.name) = lower(c.vendor_name)
                   left join master_values vm on vm.id = vd.vendor_type_id
                   left join master_values cm on cm.id = c.vendor_type_id
                  group by lower(c.vendor_name)
                  order by lower(c.vendor_name)`,
    months: sql`select lower(c.vendor_name) as "vendorKey", to_char(a.day, 'YYYY-MM') as month, c.currency_id as "currencyId",
                       sum(a.hours)::float8 as hours, sum(a.hours * c.billing_rate)::float8 as cost
                  from ${consultantsOf(v.userId, today)}
                  join (${approvedDays(from, to)}) a on a.employee_id = c.employee_id
                 group by 1, 2, 3 order by 2`,
    ending: sql`select e.employee_number as "employeeNumber", e.display_name as "consultantName", c.vendor_name as "vendorName",
                       c.end_date::text as "endDate", (c.end_date - ${today}::date)::int as "daysLeft"
                  from ${consultantsOf(v.userId, today)}
                 where c.end_date between ${today}::date and ${addDays(today, CONTRACTS_ENDING_SOON_DAYS)}::date
                 order by c.end_date, e.display_name`,
  });
  const vendors = rows.vendors.map((vendor) => {
    const figures = rows.months.filter((m) => m.vendorKey === vendor.vendorName.toLowerCase()).map(({ vendorKey: _k, ...m }) => ({ ...m, hours: round2(m.hours), cost: round2(m.cost) }));
    const costs = new Map<string, number>();
    for (const m of figures) costs.set(m.currencyId, (costs.get(m.currencyId) ?? 0) + m.cost);
    return {
      ...vendor,
      hours: round2(figures.reduce((sum, m) => sum + m.hours, 0)),
      costs: [...costs].map(([currencyId, cost]) => ({ currencyId, cost: round2(cost) })),
      months: figures,
    };
  });
  const types = new Map<string | null, { vendors: number; consultants: number }>();
  for (const vendor of vendors) {
    const t = types.get(vendor.vendorType) ?? { vendors: 0, consultants: 0 };
    types.set(vendor.vendorType, { vendors: t.vendors + 1, consultants: t.consultants + vendor.consultants });
  }
  return { months, vendors, byType: [...types].map(([vendorType, t]) => ({ vendorType, ...t })), endingSoon: rows.ending };
}

async function consultantRows(tx: Tx, v: Viewer, f: VendorConsultantFilters, today: string, page: { limit: number; offset: number }) {
  const { from, to } = dashboardPeriod(today);
  const order = f.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const rows = await queryRows<VendorConsultantItem & { total: number }>(
    tx,
    sql`select e.employee_number as "employeeNumber", e.display_name as "consultantName", e.employment_type as "employmentType",
               le.name as "legalEntityName", c.vendor_name as "vendorName", c.start_date::text as "startDate", c.end_date::text as "endDate",
               c.billing_rate::float8 as "billingRate", c.currency_id as "currencyId",
               round(coalesce(a.hours, 0)::numeric, 2)::float8 as hours, round(coalesce(a.hours, 0)::numeric * c.billing_rate, 2)::float8 as cost,
               count(*) over ()::int as total
          from ${consultantsOf(v.userId, today)}
          join legal_entities le on le.id = e.legal_entity_id
          left join (select employee_id, sum(hours) as hours from (${approvedDays(from, to)}) d group by employee_id) a on a.employee_id = c.employee_id
         where ${consultantWhere(f)}
         order by ${CONSULTANT_SORT[f.sort]} ${order}, e.employee_number
         limit ${page.limit} offset ${page.offset}`,
  );
  return { items: rows.map(({ total: _t, ...item }) => item), total: rows[0]?.total ?? 0 };
}

/** The dashboard's consultants: paged, searched (name, number, vendor), filtered by vendor, sorted. */
export async function listVendorConsultants(tx: Tx, v: Viewer, query: VendorConsultantQuery, today: string) {
  const { items, total } = await consultantRows(tx, v, query, today, { limit: query.size, offset: (query.page - 1) * query.size });
  return { items, total, page: query.page, size: query.size };
}

/** The same list with the same filters and order, as CSV or Excel. */
export async function exportVendorConsultants(tx: Tx, v: Viewer, filters: VendorConsultantFilters, format: 'csv' | 'xlsx', today: string) {
  const { items } = await consultantRows(tx, v, filters, today, { limit: VENDOR_EXPORT_LIMIT, offset: 0 });
  return format === 'csv'
    ? { fileName: `vendor-consultants-${today}.csv`, mimeType: 'text/csv; charset=utf-8', bytes: toCsv(VENDOR_CONSULTANT_EXPORT_COLUMNS, items) }
    : {
        fileName: `vendor-consultants-${today}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: await toXlsx('Vendor consultants', VENDOR_CONSULTANT_EXPORT_COLUMNS, items),
      };
}
