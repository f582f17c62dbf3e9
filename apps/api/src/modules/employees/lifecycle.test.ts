import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '@tenure/domain/policies';
import { sql } from 'drizzle-orm';
import { queryRows, withTenant } from '../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

type Headers = Record<string, string>;
const today = () => new Date().toISOString().slice(0, 10);

describeEachDatabase('employee lifecycle journey', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let employee: Headers;
  let manager: Headers;
  let colleague: Headers;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/hrms/hris${url}`, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    colleague = (await loginAs(t.app, 'projmgr01')).headers;
  });
  afterAll(() => t.close());

  it('merges joining, a designation change and a resignation with its decision, by date; a colleague is refused', async () => {
    const work = (await call('GET', '/employee/EMP0006/profile', hr)).json().sections.workDetails;
    const promoted = await call('PUT', '/employee/EMP0006/profile/workDetails', hr, {
      designation: 'Senior Software Engineer', departmentId: work.departmentId, locationId: work.locationId, employmentType: work.employmentType, dateOfJoining: work.dateOfJoining, workEmail: work.workEmail,
    });
    expect(promoted.statusCode).toBe(200);
    const resigned = await call('POST', '/resignation', employee, { reason: 'Moving abroad', reasonCategory: 'Relocation', proposedLastDay: addDays(today(), 30) });
    expect((await call('PUT', `/resignation/${resigned.json().id}/accept`, manager, {})).statusCode).toBe(200);

    const journey = await call('GET', '/employee/EMP0006/lifecycle', employee);
    expect(journey.statusCode).toBe(200);
    const events: { kind: string; date: string; detail: string | null }[] = journey.json().events;
    expect(events[0]).toMatchObject({ kind: 'joined', date: work.dateOfJoining });
    const recent = events.filter((e) => e.date === today()).map((e) => [e.kind, e.detail]);
    expect(recent).toEqual([
      ['designationChange', `${work.designation} → Senior Software Engineer`],
      ['resignation', 'Relocation'],
      ['resignationDecision', 'Accepted'],
    ]);
    expect(events.map((e) => e.date)).toEqual(events.map((e) => e.date).sort());

    expect((await call('GET', '/employee/EMP0006/lifecycle', manager)).statusCode).toBe(200);
    expect((await call('GET', '/employee/EMP0006/lifecycle', hr)).statusCode).toBe(200);
    expect((await call('GET', '/employee/EMP0006/lifecycle', colleague)).statusCode).toBe(403);
    expect((await call('GET', '/employee/NOBODY/lifecycle', hr)).statusCode).toBe(404);
  });

  it('shows an applied transfer on its effective date: the entity change with its leave treatment', async () => {
    const director = (await loginAs(t.app, 'hrdirector')).headers;
    const [moved] = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ employeeNumber: string; effectiveDate: string }>(tx, sql`
        select e.employee_number as "employeeNumber", t.effective_date::text as "effectiveDate"
          from transfer_requests t join employees e on e.id = t.employee_id where t.status = 'Applied' order by t.effective_date limit 1`));
    expect(moved).toBeDefined();
    const events: { kind: string; date: string; detail: string | null }[] = (await call('GET', `/employee/${moved!.employeeNumber}/lifecycle`, director)).json().events;
    expect(events).toContainEqual({ kind: 'entityChange', date: moved!.effectiveDate, detail: expect.stringMatching(/→ SG-01.*leave: carry$/) });
  });
});
