import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REPORT_VIEWS_PER_USER } from '@tenure/domain/reports';
import { queryRows, withTenant } from '../src/platform/db.ts';
import { parseCsv } from '../src/platform/sheets.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from './harness.ts';
import { giveCustomRole } from './roles.ts';

type Headers = Record<string, string>;

describeEachDatabase('reports: column picker and saved views', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let director: Headers;
  let employee: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = { ...(await loginAs(t.app, 'hrexec01')).headers, 'x-entityid': 'US-NY-01' };
    director = { ...(await loginAs(t.app, 'hrdirector')).headers, 'x-entityid': 'US-NY-01' };
    employee = { ...(await loginAs(t.app, 'employee01')).headers, 'x-entityid': 'US-NY-01' };
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/reports${url}`, headers, ...(payload ? { payload } : {}) });
  const state = (filters: Record<string, string>, columns: string[] | null = null) => ({
    filters,
    columns,
    sort: 'headcount',
    order: 'desc',
  });
  const save = (
    headers: Headers,
    name: string,
    shared = false,
    filters: Record<string, string> = { groupBy: 'location' },
  ) =>
    call('POST', '/employee-overview/views', headers, { name, shared, state: state(filters, ['group', 'headcount']) });

  describe('column picker', () => {
    it('exports only the columns asked for, in their order; an unknown column is a 400 naming the field', async () => {
      const query = 'legalEntity=all&groupBy=location&sort=group';
      const screen = (await call('GET', `/employee-overview/rows?${query}&size=100`, hr)).json().items as {
        group: string;
        headcount: number;
      }[];
      const file = await call('GET', `/employee-overview/export?${query}&format=csv&columns=headcount,group`, hr);
      expect(file.statusCode, file.body).toBe(200);
      const [headings, ...lines] = parseCsv(file.body.replace(/^\uFEFF/, '')).filter((l) => l.length > 1);
      expect(headings).toEqual(['Headcount', 'Group']);
      expect(lines).toEqual(screen.map((r) => [String(r.headcount), r.group]));
      const unknown = await call('GET', `/employee-overview/export?${query}&format=csv&columns=group,salary`, hr);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fieldErrors).toHaveProperty('columns');
    });
  });

  describe('saved views', () => {
    it('saves a view, lists it, opens it and renames it; a name is unique per user and report (409 on the field)', async () => {
      const created = await save(hr, 'By location');
      expect(created.statusCode, created.body).toBe(201);
      const view = created.json() as { id: string; name: string; mine: boolean; state: object };
      expect(view).toMatchObject({ name: 'By location', mine: true, shared: false });
      expect(view.state).toEqual(state({ groupBy: 'location' }, ['group', 'headcount']));

      const again = await save(hr, 'by LOCATION');
      expect(again.statusCode).toBe(409);
      expect(again.json().fieldErrors).toEqual({ name: 'You already have a view of this report with this name.' });
      // Another user may use the same name.
      expect((await save(director, 'By location')).statusCode).toBe(201);

      const list = (await call('GET', '/employee-overview/views', hr)).json() as { id: string; name: string }[];
      expect(list.map((v) => v.name)).toEqual(['By location']);
      expect((await call('GET', `/views/${view.id}`, hr)).json()).toMatchObject({ id: view.id, name: 'By location' });

      const renamed = await call('PUT', `/views/${view.id}`, hr, { name: 'Locations' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Locations' });
      expect((await call('PUT', `/views/${view.id}`, hr, { name: '  ' })).statusCode).toBe(400);
    });

    it('checks the state against the report: unknown filters, values, columns and unsortable sorts are 400s', async () => {
      const bad = [
        state({ salary: '1' }),
        state({ groupBy: 'planet' }),
        state({ from: 'yesterday' }),
        state({}, ['group', 'salary']),
        { ...state({}), sort: 'share-of-nothing' },
      ];
      for (const s of bad)
        expect((await call('POST', '/employee-overview/views', hr, { name: 'Bad', state: s })).statusCode).toBe(400);
    });

    it('shows a shared view to the tenant (read only) and keeps a private one to its owner', async () => {
      const shared = (await save(director, 'Everyone by gender', true, { groupBy: 'gender' })).json() as { id: string };
      const mine = (await save(director, 'Only mine')).json() as { id: string };
      const seen = (await call('GET', '/employee-overview/views', hr)).json() as { id: string; mine: boolean }[];
      expect(seen.find((v) => v.id === shared.id)).toMatchObject({ mine: false, ownerName: expect.any(String) });
      expect(seen.some((v) => v.id === mine.id)).toBe(false);
      expect((await call('GET', `/views/${shared.id}`, hr)).statusCode).toBe(200);
      expect((await call('GET', `/views/${mine.id}`, hr)).statusCode).toBe(404);
      // Others may open a shared view but not change or delete it.
      expect((await call('PUT', `/views/${shared.id}`, hr, { name: 'Mine now' })).statusCode).toBe(404);
      expect((await call('DELETE', `/views/${shared.id}`, hr)).statusCode).toBe(404);
      // Unsharing hides it again.
      expect((await call('PUT', `/views/${shared.id}`, director, { shared: false })).statusCode).toBe(200);
      expect((await call('GET', `/views/${shared.id}`, hr)).statusCode).toBe(404);
    });

    it('re-checks the report key on every use: a user without it is refused, even for their own view', async () => {
      expect((await call('GET', '/employee-overview/views', employee)).statusCode).toBe(403);
      const kpiOnly = await giveCustomRole(t.app, 'employee01', 'US-NY-01', 'KPI and overview', {
        REPORTS: {
          sectionAccess: { NavigationReports: true, TrHrKpiReport: true, TrEmployeeOverviewReport: true },
          featureAccess: {},
        },
      });
      const own = (await save(kpiOnly, 'Mine')).json() as { id: string };
      expect((await call('GET', `/views/${own.id}`, kpiOnly)).statusCode).toBe(200);
      await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
        tx.execute(
          sql`update roles set permissions = jsonb_set(permissions, '{REPORTS,sectionAccess,TrEmployeeOverviewReport}', 'false') where name = 'KPI and overview'`,
        ),
      );
      const relogged = { ...(await loginAs(t.app, 'employee01')).headers, 'x-entityid': 'US-NY-01' };
      expect((await call('GET', `/views/${own.id}`, relogged)).statusCode).toBe(403);
      expect((await call('DELETE', `/views/${own.id}`, relogged)).statusCode).toBe(403);
    });

    it('keeps views apart between tenants (row-level security)', async () => {
      const rows = await withTenant(t.database.db, { tenantCode: 'no-such-tenant' }, (tx) =>
        queryRows<{ n: number }>(tx, sql`select count(*)::int as n from report_views`),
      );
      expect(rows[0]!.n).toBe(0);
      const all = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
        queryRows<{ n: number }>(tx, sql`select count(*)::int as n from report_views`),
      );
      expect(all[0]!.n).toBeGreaterThan(0);
    });

    it(`keeps at most ${REPORT_VIEWS_PER_USER} views of a report per user, and deletes one`, async () => {
      await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
        tx.execute(
          sql`insert into report_views (tenant_id, user_id, report_key, name, state)
              select 'demo', u.id, 'hr-kpi-report', 'View ' || n, '{"filters":{},"columns":null,"sort":null,"order":"asc"}'::jsonb
                from users u, generate_series(1, ${REPORT_VIEWS_PER_USER}) n where u.username = 'hrexec01'`,
        ),
      );
      const over = await call('POST', '/hr-kpi-report/views', hr, {
        name: 'One more',
        state: { filters: {}, columns: null, sort: null, order: 'asc' },
      });
      expect(over.statusCode).toBe(409);
      const [first] = (await call('GET', '/hr-kpi-report/views', hr)).json() as { id: string }[];
      expect((await call('DELETE', `/views/${first!.id}`, hr)).statusCode).toBe(204);
      expect((await call('GET', `/views/${first!.id}`, hr)).statusCode).toBe(404);
      const after = await call('POST', '/hr-kpi-report/views', hr, {
        name: 'One more',
        state: { filters: {}, columns: null, sort: null, order: 'asc' },
      });
      expect(after.statusCode, after.body).toBe(201);
    });
  });
});
