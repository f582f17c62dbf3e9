import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LifecycleEvent } from '@tenure/domain/employees';
import { sql } from 'drizzle-orm';
import { addDays, utcToday } from '../../platform/clock.ts';
import { queryRows, withTenant } from '../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

type Headers = Record<string, string>;

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
      designation: 'Senior Software Engineer',
      departmentId: work.departmentId,
      locationId: work.locationId,
      employmentType: work.employmentType,
      dateOfJoining: work.dateOfJoining,
      workEmail: work.workEmail,
    });
    expect(promoted.statusCode).toBe(200);
    const resigned = await call('POST', '/resignation', employee, {
      reason: 'Moving abroad',
      reasonCategory: 'Relocation',
      proposedLastDay: addDays(utcToday(), 30),
    });
    expect((await call('PUT', `/resignation/${resigned.json().id}/accept`, manager, {})).statusCode).toBe(200);

    const journey = await call('GET', '/employee/EMP0006/lifecycle', employee);
    expect(journey.statusCode).toBe(200);
    const events: LifecycleEvent[] = journey.json().events;
    expect(events[0]).toMatchObject({ kind: 'joined', date: work.dateOfJoining });
    // The policies module fills in the end of probation (by the effective probation plan) when its routes register.
    const probation = events.filter((e) => e.kind === 'probationEnd');
    expect(probation).toHaveLength(1);
    expect(probation[0]!.date > work.dateOfJoining).toBe(true);
    expect(events.filter((e) => e.date === utcToday())).toEqual([
      {
        kind: 'designationChange',
        date: utcToday(),
        changes: [{ field: 'designation', from: work.designation, to: 'Senior Software Engineer' }],
      },
      { kind: 'resignation', date: utcToday(), reasonCategory: 'Relocation' },
      { kind: 'resignationDecision', date: utcToday(), status: 'Accepted' },
    ]);
    expect(events.map((e) => e.date)).toEqual(events.map((e) => e.date).sort());

    expect((await call('GET', '/employee/EMP0006/lifecycle', manager)).statusCode).toBe(200);
    expect((await call('GET', '/employee/EMP0006/lifecycle', hr)).statusCode).toBe(200);
    expect((await call('GET', '/employee/EMP0006/lifecycle', colleague)).statusCode).toBe(403);
    expect((await call('GET', '/employee/NOBODY/lifecycle', hr)).statusCode).toBe(404);
  });

  it('shows an applied transfer on its effective date as what it changed, in codes and names (never worded by the server); the joining shows the entity joined', async () => {
    const director = (await loginAs(t.app, 'hrdirector')).headers;
    const [moved] = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{
        employeeNumber: string;
        effectiveDate: string;
        fromEntity: string;
        toEntity: string;
        fromLocation: string;
        toLocation: string;
      }>(
        tx,
        sql`
        select e.employee_number as "employeeNumber", t.effective_date::text as "effectiveDate", fe.name as "fromEntity", te.name as "toEntity",
               fl.name as "fromLocation", tl.name as "toLocation"
          from transfer_requests t join employees e on e.id = t.employee_id
          join legal_entities fe on fe.id = t.from_legal_entity_id join legal_entities te on te.id = t.to_legal_entity_id
          join locations fl on fl.id = t.from_location_id join locations tl on tl.id = t.to_location_id
         where t.status = 'Applied' order by t.effective_date limit 1`,
      ),
    );
    expect(moved).toBeDefined();
    expect(moved!.fromEntity).not.toBe(moved!.toEntity);
    const response = await call('GET', `/employee/${moved!.employeeNumber}/lifecycle`, director);
    const events: LifecycleEvent[] = response.json().events;
    // Joined in the first entity, not the one the person works in today.
    expect(events[0]).toMatchObject({ kind: 'joined', name: moved!.fromEntity });
    // The transfer changed the entity and the location, nothing else: no designation change that day.
    expect(events.filter((e) => e.date === moved!.effectiveDate)).toEqual([
      {
        kind: 'entityChange',
        date: moved!.effectiveDate,
        changes: [
          { field: 'legalEntity', from: moved!.fromEntity, to: moved!.toEntity },
          { field: 'location', from: moved!.fromLocation, to: moved!.toLocation },
        ],
        leaveTreatment: 'carry',
      },
    ]);
    // The Employment section's first entry is the joining itself, not a designation change.
    expect(events.filter((e) => e.kind === 'designationChange')).toEqual([]);
    expect(response.body).not.toMatch(/leave: |Current department/);
  });

  it('counts a promotion HR recorded in the Employment section once, as the designation before and after', async () => {
    const profile = (await call('GET', '/employee/EMP0007/profile', hr)).json();
    const joined: string = profile.sections.workDetails.dateOfJoining;
    const promotedOn = addDays(joined, 400);
    const saved = await call('PUT', '/employee/EMP0007/profile/employmentHistory', hr, {
      entries: [
        { designation: 'Analyst', departmentName: 'Finance', startDate: joined, endDate: addDays(promotedOn, -1) },
        {
          designation: 'Analyst',
          departmentName: 'Finance & Accounts',
          startDate: addDays(joined, 200),
          endDate: addDays(promotedOn, -1),
        },
        { designation: 'Senior Analyst', departmentName: 'Finance', startDate: promotedOn },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const events: LifecycleEvent[] = (await call('GET', '/employee/EMP0007/lifecycle', hr)).json().events;
    expect(events.filter((e) => e.kind === 'designationChange')).toEqual([
      {
        kind: 'designationChange',
        date: promotedOn,
        changes: [{ field: 'designation', from: 'Analyst', to: 'Senior Analyst' }],
      },
    ]);
  });
});
