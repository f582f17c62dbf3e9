import { addDays } from '@tenure/domain/policies';
import {
  CONTRACTS_ENDING_SOON_DAYS,
  VENDOR_CONSULTANT_EXPORT_COLUMNS,
  VENDOR_DASHBOARD_MONTHS,
  VENDOR_EXPORT_LIMIT,
  type VendorConsultantFilters,
  type VendorConsultantQuery,
  type VendorDashboardView,
} from '@tenure/domain/vendors';
import { utcToday } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db.ts';
import { toCsv, toXlsx } from '../../platform/export-files.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { dashboardEntities } from './policy.ts';
import * as q from './queries.ts';

/**
 * The dashboard's day (current consultants, this month, contracts ending soon): the UTC day, as the
 * dashboard spans legal entities in several time zones.
 */
const dashboardDay = () => utcToday();

/** The months the dashboard covers (yyyy-MM, oldest first) and their first and last day. */
function dashboardPeriod(today: string) {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const months = Array.from({ length: VENDOR_DASHBOARD_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(year, month - VENDOR_DASHBOARD_MONTHS + i, 1));
    return d.toISOString().slice(0, 7);
  });
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { months, from: `${months[0]}-01`, to: last };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * SPEC §2 /vendor-dashboard: each vendor with its current consultants, their approved hours and
 * cost per month (hours × the contract's billing rate, per currency), vendors per type, and
 * contracts ending within CONTRACTS_ENDING_SOON_DAYS. Only consultants of the legal entities where
 * the viewer holds the dashboard count.
 */
export async function vendorDashboard(tx: Tx, v: Viewer): Promise<VendorDashboardView> {
  const today = dashboardDay();
  const { months, from, to } = dashboardPeriod(today);
  const rows = await q.dashboardRows(
    tx,
    dashboardEntities(v),
    today,
    { from, to },
    addDays(today, CONTRACTS_ENDING_SOON_DAYS),
  );
  const vendors = rows.vendors.map((vendor) => {
    const figures = rows.months
      .filter((m) => m.vendorKey === vendor.vendorName.toLowerCase())
      .map(({ vendorKey: _k, ...m }) => ({ ...m, hours: round2(m.hours), cost: round2(m.cost) }));
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
  return {
    months,
    vendors,
    byType: [...types].map(([vendorType, t]) => ({ vendorType, ...t })),
    endingSoon: rows.ending,
  };
}

function consultantRows(
  tx: Tx,
  v: Viewer,
  f: VendorConsultantFilters,
  today: string,
  page: { limit: number; offset: number },
) {
  const { from, to } = dashboardPeriod(today);
  return q.consultantRows(tx, dashboardEntities(v), today, { from, to }, f, page);
}

/** The dashboard's consultants: paged, searched (name, number, vendor), filtered by vendor, sorted. */
export async function listVendorConsultants(tx: Tx, v: Viewer, query: VendorConsultantQuery) {
  const { items, total } = await consultantRows(tx, v, query, dashboardDay(), {
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return { items, total, page: query.page, size: query.size };
}

/** The same list with the same filters and order, as CSV or Excel. */
export async function exportVendorConsultants(
  tx: Tx,
  v: Viewer,
  input: VendorConsultantFilters & { format: 'csv' | 'xlsx' },
) {
  const { format, ...filters } = input;
  const today = dashboardDay();
  const { items } = await consultantRows(tx, v, filters, today, { limit: VENDOR_EXPORT_LIMIT, offset: 0 });
  return format === 'csv'
    ? {
        fileName: `vendor-consultants-${today}.csv`,
        mimeType: 'text/csv; charset=utf-8',
        bytes: toCsv(VENDOR_CONSULTANT_EXPORT_COLUMNS, items),
      }
    : {
        fileName: `vendor-consultants-${today}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: await toXlsx('Vendor consultants', VENDOR_CONSULTANT_EXPORT_COLUMNS, items),
      };
}
