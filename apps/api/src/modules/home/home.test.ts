import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { queryRows, withTenant } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { clockDay, clockIn, clockOut } from './clock-service.ts';

type Headers = Record<string, string>;

describeEachDatabase('home dashboard and web clock-in/clock-out', (kind) => {
  let t: TestApp;
  let employee: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Headers = employee) =>
    t.app.inject({ method, url: `/api/home${url}`, headers });
  const inDemo = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(t.database.db, { tenantCode: 'demo' }, work);

  it('gives the home page its data in one call', async () => {
    const res = await call('GET', '/dashboard');
    expect(res.statusCode).toBe(200);
    const home = res.json();
    expect(home.greeting).toMatchObject({
      firstName: 'Emily',
      displayName: 'Emily Johnson',
      timeZone: 'America/New_York',
    });
    expect(['morning', 'afternoon', 'evening']).toContain(home.greeting.partOfDay);
    expect(home.manager).toMatchObject({ employeeNumber: 'EMP0005', displayName: 'Michael Chen' });
    expect(home.quickLinks.length).toBe(5);
    expect(home.upcomingHolidays.length).toBeGreaterThan(0);
    expect(home.upcomingHolidays.every((h: { date: string }) => h.date >= home.greeting.today)).toBe(true);
    // Emily works for the US legal entity, which is assigned the US holiday calendar.
    expect(home.upcomingHolidays.every((h: { calendarName: string }) => h.calendarName === 'US Holidays')).toBe(true);
    expect(home.celebrations.map((c: { employeeNumber: string }) => c.employeeNumber)).toContain('EMP0006');
    expect(home.pendingActionsCount).toBe(0);
    // A plain employee decides nobody's requests, so the page offers them no pending actions.
    expect(home.decidesRequests).toBe(false);
    const manager = (await call('GET', '/dashboard', (await loginAs(t.app, 'manager01')).headers)).json();
    expect(manager.team.map((m: { employeeNumber: string }) => m.employeeNumber)).toEqual(
      expect.arrayContaining(['EMP0006', 'EMP0007']),
    );
    // The seed leaves leave and comp-off requests of manager01's reportees waiting for them.
    expect(manager.pendingActionsCount).toBeGreaterThan(0);
    expect(manager.decidesRequests).toBe(true);
    // HR decide leave without reporting lines of their own; a designated approver decides timesheets.
    for (const decider of ['hrexec01', 'approver01']) {
      expect(
        (await call('GET', '/dashboard', (await loginAs(t.app, decider)).headers)).json().decidesRequests,
        decider,
      ).toBe(true);
    }
  });

  it('clocks in once, refuses a second clock-in, clocks out once', async () => {
    const opened = await call('POST', '/clock/in');
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({ isClockedIn: true, timeZone: 'America/New_York' });
    const again = await call('POST', '/clock/in');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EMPLOYEE_MESSAGES.alreadyClockedIn);
    const closed = await call('POST', '/clock/out');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().isClockedIn).toBe(false);
    expect(closed.json().sessions.at(-1).clockOutAt).not.toBeNull();
    expect((await call('POST', '/clock/out')).statusCode).toBe(409);
    expect((await call('GET', '/clock')).json().sessions.length).toBeGreaterThanOrEqual(1);
  });

  it('concurrent clock-ins open exactly one session', async () => {
    const consultant = (await loginAs(t.app, 'consult01')).headers;
    const results = await Promise.all(Array.from({ length: 4 }, () => call('POST', '/clock/in', consultant)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const [open] = await inDemo((tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from attendance_sessions s join employees e on e.id = s.employee_id where e.employee_number = 'EMP0007' and s.clock_out_at is null`,
      ),
    );
    expect(open!.n).toBe(1);
  });

  it('a night shift belongs to the local day it began, across midnight', async () => {
    const [me] = await inDemo((tx) =>
      queryRows<{ id: string }>(tx, sql`select id from employees where employee_number = 'EMP0009'`),
    );
    const [user] = await inDemo((tx) =>
      queryRows<{ id: string }>(tx, sql`select id from users where username = 'approver01'`),
    );
    const viewer: Viewer = {
      userId: user!.id,
      employeeId: me!.id,
      permissions: {},
      tenantCode: 'demo',
      requestId: 'test',
      scope: { kind: 'self', employeeId: me!.id },
    };
    // Singapore is UTC+8: 22:30 local on 1 March 2027 is 14:30 UTC; 01:15 local on 2 March is 17:15 UTC.
    const start = new Date('2027-03-01T14:30:00Z');
    const end = new Date('2027-03-01T17:15:00Z');
    await inDemo((tx) => clockIn(tx, viewer, start));
    const afterMidnight = await inDemo((tx) => clockDay(tx, viewer, undefined, new Date('2027-03-01T16:30:00Z')));
    expect(afterMidnight).toMatchObject({ date: '2027-03-02', isClockedIn: true, timeZone: 'Asia/Singapore' });
    expect(afterMidnight.sessions[0]!.clockInAt).toBe(start.toISOString());
    const closed = await inDemo((tx) => clockOut(tx, viewer, end));
    expect(closed).toMatchObject({ date: '2027-03-01', isClockedIn: false, totalMinutes: 165 });
    const nextDay = await inDemo((tx) => clockDay(tx, viewer, '2027-03-02', end));
    expect(nextDay.sessions).toEqual([]);
  });
});
