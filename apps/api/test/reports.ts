import { expect } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, withTenant } from '../src/platform/db.ts';
import type { TestApp } from './harness.ts';

export type Headers = Record<string, string>;
export type Row = Record<string, string | number | boolean | null>;

/** A page of a report as GET /api/reports/{key}/rows answers it. */
export interface ReportAnswer {
  items: Row[];
  total: number;
  totals: Row | null;
  chart: { dataKey: string; series: { name: string; label: string }[]; data: Row[] } | null;
}

/** The legal entities of hrdirector's mappings: what legalEntity=all shows them. */
export const DIRECTOR_ENTITIES = sql`(select ue.legal_entity_id from user_entities ue join users u on u.id = ue.user_id where u.username = 'hrdirector')`;

/**
 * The calls a report suite makes, on the app its beforeAll opens (`app()`): a report call as a user
 * (`headers()` by default), a page of rows that must answer 200, and a read of the demo tenant's tables.
 */
export function reportCalls(app: () => TestApp, headers: () => Headers) {
  const get = (url: string, as: Headers = headers()) =>
    app().app.inject({ method: 'GET', url: `/api/reports${url}`, headers: as });
  const rows = async (url: string, as: Headers = headers()) => {
    const res = await get(url, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ReportAnswer;
  };
  const raw = <T>(query: SQL) => withTenant(app().database.db, { tenantCode: 'demo' }, (tx) => queryRows<T>(tx, query));
  return { get, rows, raw };
}
