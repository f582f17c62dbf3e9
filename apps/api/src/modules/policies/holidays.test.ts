import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POLICY_MESSAGES, dayOffReason, type PolicyHolidayView, type PolicyPlanView } from '@tenure/domain/policies';
import { employees } from '../../db/schema/index.ts';
import { withTenant } from '../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { addDays, today } from '../../platform/clock.ts';
import { loadWorkCalendar } from './work-calendar.ts';

type Headers = Record<string, string>;
const BASE = '/api/hrms/hris';

describeEachDatabase('holiday calendars', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let employee: Headers;
  let calendar: PolicyPlanView;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'hrdirector')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
    calendar = (
      await call('POST', '/holiday', admin, { name: 'Project Site Calendar', settings: { optionalHolidayLimit: 1 } })
    ).json();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = admin, payload?: object) =>
    t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  const days = (planId: string, query = '') => call('GET', `/policy-plan/${planId}/holidays${query}`);

  /** The caller's own calendar, under the employee prefix. */
  const mine = (query: string, headers: Headers = employee) => call('GET', `/employee/holidays${query}`, headers);

  it("holidays come from the caller's holiday calendar, by default 1 Jan – 31 Dec of the current year", async () => {
    const year = today('America/New_York').slice(0, 4);
    type Holiday = { date: string; name: string; calendarName: string };
    const holidays: Holiday[] = (await mine('')).json();
    expect(holidays.length).toBeGreaterThan(0);
    // The US legal entity is assigned the US calendar; everyone else without an assignment gets the default.
    expect(holidays.every((h) => h.date.startsWith(year) && h.calendarName === 'US Holidays')).toBe(true);
    const next: Holiday[] = (
      await mine(`?startDate=${Number(year) + 1}-01-01&endDate=${Number(year) + 1}-12-31`)
    ).json();
    expect(next.length).toBeGreaterThan(0);
    const consultant = (await loginAs(t.app, 'consult01')).headers;
    const costaRica: Holiday[] = (await mine('', consultant)).json();
    expect(costaRica.length).toBeGreaterThan(0);
    expect(costaRica.every((h) => h.calendarName === 'Costa Rica Holidays')).toBe(true);
    const hr = (await loginAs(t.app, 'hrexec01')).headers;
    const india: Holiday[] = (await mine('?startDate=2026-11-01&endDate=2026-12-31', hr)).json();
    expect(india.map((h) => [h.date, h.calendarName])).toContainEqual(['2026-11-23', 'India Holidays 2026']);
  });

  it('keeps the days of a holiday calendar: one holiday a day, holiday plans only, setup only', async () => {
    const added = await call('POST', `/policy-plan/${calendar.id}/holidays`, admin, {
      date: '2026-12-07',
      name: 'Site Foundation Day',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      planId: calendar.id,
      date: '2026-12-07',
      name: 'Site Foundation Day',
      isOptional: false,
    });
    await call('POST', `/policy-plan/${calendar.id}/holidays`, admin, {
      date: '2027-01-04',
      name: 'New Year Bridge',
      isOptional: true,
    });

    const duplicate = await call('POST', `/policy-plan/${calendar.id}/holidays`, admin, {
      date: '2026-12-07',
      name: 'Another',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors).toEqual({ date: POLICY_MESSAGES.holidayDuplicate });

    const renamed = await call('PUT', `/policy-plan/${calendar.id}/holidays/${added.json().id}`, admin, {
      date: '2026-12-08',
      name: 'Site Day',
    });
    expect(renamed.json()).toMatchObject({ date: '2026-12-08', name: 'Site Day' });
    const moved = await call('PUT', `/policy-plan/${calendar.id}/holidays/${added.json().id}`, admin, {
      date: '2027-01-04',
      name: 'Site Day',
    });
    expect(moved.statusCode).toBe(409);

    const in2026: PolicyHolidayView[] = (await days(calendar.id, '?year=2026')).json();
    expect(in2026.map((h) => [h.date, h.name])).toEqual([['2026-12-08', 'Site Day']]);
    expect((await days(calendar.id)).json()).toHaveLength(2);
    expect(
      (await call('POST', `/policy-plan/${calendar.id}/holidays`, admin, { date: '2026-13-01', name: 'Nope' }))
        .statusCode,
    ).toBe(400);

    const shift: PolicyPlanView = (await call('GET', '/shift')).json()[0];
    const notCalendar = await call('POST', `/policy-plan/${shift.id}/holidays`, admin, {
      date: '2026-12-09',
      name: 'Shift Day',
    });
    expect(notCalendar.statusCode).toBe(400);
    expect(notCalendar.json().message).toBe(POLICY_MESSAGES.notHolidayPlan);
    expect(
      (await call('POST', `/policy-plan/${calendar.id}/holidays`, employee, { date: '2026-12-10', name: 'Mine' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/policy-plan/${calendar.id}/holidays`, employee)).statusCode).toBe(403);

    expect((await call('DELETE', `/policy-plan/${calendar.id}/holidays/${added.json().id}`)).statusCode).toBe(204);
    expect((await days(calendar.id)).json().map((h: PolicyHolidayView) => h.name)).toEqual(['New Year Bridge']);
    expect((await call('DELETE', `/policy-plan/${calendar.id}/holidays/${added.json().id}`)).statusCode).toBe(404);
  });

  it("an employee's holidays are the days of the calendar assigned to them", async () => {
    const seeded: { date: string; calendarName: string }[] = (
      await call('GET', '/employee/holidays?startDate=2026-11-21&endDate=2026-12-31', employee)
    ).json();
    expect(seeded.map((h) => [h.date, h.calendarName])).toContainEqual(['2026-11-26', 'US Holidays']);

    // Relative to today, so the home page's "upcoming" holidays hold it whenever this runs.
    const inTenDays = addDays(today('America/New_York'), 10);
    await call('POST', `/policy-plan/${calendar.id}/holidays`, admin, { date: inTenDays, name: 'Site Inauguration' });
    expect(
      (
        await call('POST', `/policy-plan/${calendar.id}/assignments`, admin, {
          targetKind: 'employee',
          targets: ['EMP0006'],
        })
      ).statusCode,
    ).toBe(200);
    const mine = (await call('GET', `/employee/holidays?startDate=${inTenDays}&endDate=${inTenDays}`, employee)).json();
    expect(mine).toEqual([
      {
        id: expect.any(String),
        date: inTenDays,
        name: 'Site Inauguration',
        isOptional: false,
        calendarName: 'Project Site Calendar',
      },
    ]);
    expect(
      (await call('GET', '/employee/holidays?startDate=2026-11-21&endDate=2026-12-31', employee))
        .json()
        .map((h: { name: string }) => h.name),
    ).not.toContain('Thanksgiving Day');
    const home = (await t.app.inject({ method: 'GET', url: '/api/home/dashboard', headers: employee })).json();
    expect(home.upcomingHolidays).toContainEqual(
      expect.objectContaining({ date: inTenDays, name: 'Site Inauguration' }),
    );
    expect(
      home.upcomingHolidays.every((h: { calendarName: string }) => h.calendarName === 'Project Site Calendar'),
    ).toBe(true);

    // Leave day counts read the same calendar.
    const work = await withTenant(t.database.db, { tenantCode: 'demo' }, async (tx) => {
      const [emily] = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(eq(employees.employeeNumber, 'EMP0006'));
      return loadWorkCalendar(tx, emily!.id, inTenDays, addDays(inTenDays, 40));
    });
    expect(dayOffReason(work, inTenDays)).toEqual({ reason: 'holiday', name: 'Site Inauguration' });
  });
});
