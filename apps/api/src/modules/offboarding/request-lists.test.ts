import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '@tenure/domain/policies';
import { queryRows, withTenant } from '../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

type Headers = Record<string, string>;
const BASE = '/api/hrms/hris';
const today = () => new Date().toISOString().slice(0, 10);

/** Issue 31 item 11: a request list opens on what waits for the viewer, newest first, however many older requests there are. */
describeEachDatabase('request lists open on what waits for the viewer', (kind) => {
  let t: TestApp;
  let employee: Headers;
  let manager: Headers;
  let hr: Headers;
  let director: Headers;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  const ids = (response: { json(): { items: { id: string }[] } }) => response.json().items.map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    employee = (await loginAs(t.app, 'employee01')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    director = (await loginAs(t.app, 'hrdirector')).headers;
  });
  afterAll(() => t.close());

  it('resignations: the one waiting for a decision comes before a newer one that waits for nobody, for HR and for the manager', async () => {
    const waiting = await call('POST', '/resignation', employee, {
      reason: 'Moving abroad',
      reasonCategory: 'Relocation',
      proposedLastDay: addDays(today(), 30),
    });
    expect(waiting.statusCode).toBe(201);
    // A colleague of the same manager resigns later and withdraws: nothing waits on that one.
    const [colleague] = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ number: string }>(
        tx,
        sql`
        select e.employee_number as number from employees e join employees m on m.id = e.manager_id join users u on u.employee_id = m.id
         where u.username = 'manager01' and e.status = 'Active' and e.id <> (select employee_id from users where username = 'employee01')
         order by e.employee_number limit 1`,
      ),
    );
    expect(colleague).toBeDefined();
    const later = await call('POST', '/resignation/admin-submit', hr, {
      employeeNumber: colleague!.number,
      reason: 'Personal reasons',
      reasonCategory: 'Personal',
      proposedLastDay: addDays(today(), 30),
    });
    expect(later.statusCode).toBe(201);
    expect((await call('PUT', `/resignation/${later.json().id}/withdraw`, hr, {})).statusCode).toBe(200);

    const all = await call('GET', '/resignation?scope=all', hr);
    expect(all.statusCode).toBe(200);
    expect(ids(all)[0]).toBe(waiting.json().id);
    expect(ids(all).indexOf(later.json().id)).toBeGreaterThan(0);
    const team = await call('GET', '/resignation?scope=team', manager);
    expect(ids(team)[0]).toBe(waiting.json().id);
    // A column the viewer sorts by still sorts the whole list.
    const newest = await call('GET', '/resignation?scope=all&sort=submittedOn&order=desc', hr);
    expect(ids(newest).indexOf(later.json().id)).toBeLessThan(ids(newest).indexOf(waiting.json().id));
  });

  it('transfers: the pending one the director decides comes before a newer one he initiated himself (four eyes: not his to decide)', async () => {
    const forDirector = await call('POST', '/transfer', manager, {
      employeeNumber: 'EMP0010',
      effectiveDate: addDays(today(), 10),
      designation: 'Lead Engineer',
      reason: 'Leads the new squad',
    });
    expect(forDirector.statusCode).toBe(201);
    const own = await call('POST', '/transfer', director, {
      employeeNumber: 'EMP0012',
      effectiveDate: addDays(today(), 10),
      designation: 'Principal Engineer',
      reason: 'Leads the platform',
    });
    expect(own.statusCode).toBe(201);
    const list = await call('GET', '/transfer', director);
    expect(list.statusCode).toBe(200);
    expect(ids(list)[0]).toBe(forDirector.json().id);
    expect(ids(list).indexOf(own.json().id)).toBeGreaterThan(0);
  });
});
