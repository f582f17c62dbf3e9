import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, weekdayOf } from '@tenure/domain/policies';
import { TIMESHEET_MESSAGES, weekStartOf, type LeaveDetailsView } from '@tenure/domain/timesheets';
import { queryRows, withTenant } from '../../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';

type Headers = Record<string, string>;
const V2 = '/api/timesheet/v2/leave-details';
const LEGACY = '/api/hrms/timesheet/timesheet-submission/leave-details';

describeEachDatabase('timesheet leave details (v2 "leave details")', (kind) => {
  let t: TestApp;
  let employee: Headers;
  let manager: Headers;
  let projmgr: Headers;
  let employeeId: string;
  // A Monday four weeks back with a full day of leave, and its Wednesday with a half day.
  const monday = addDays(weekStartOf(new Date().toISOString().slice(0, 10)), -28);
  const wednesday = addDays(monday, 2);
  const sunday = addDays(monday, 6);

  beforeAll(async () => {
    t = await createTestApp(kind);
    employee = (await loginAs(t.app, 'employee01')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    projmgr = (await loginAs(t.app, 'projmgr01')).headers;
    employeeId = await withTenant(t.database.db, { tenantCode: 'demo' }, async (tx) => {
      await tx.execute(
        sql`delete from leave_requests where employee_id = (select id from employees where employee_number = 'EMP0006') and start_date <= ${sunday}::date and end_date >= ${monday}::date`,
      );
      await tx.execute(sql`delete from policy_holidays where date between ${monday}::date and ${sunday}::date`);
      for (const [day, dayType, days] of [
        [monday, 'Full Day', 1],
        [wednesday, 'Half Day', 0.5],
      ] as const) {
        await tx.execute(sql`
          insert into leave_requests (tenant_id, employee_id, leave_type_id, start_date, end_date, day_type, days, reason, year_start, status, approver_id)
          select 'demo', e.id, lt.id, ${day}::date, ${day}::date, ${dayType}, ${days}, 'Family event', date_trunc('year', ${day}::date)::date, 'approved', e.manager_id
            from employees e, leave_types lt where e.employee_number = 'EMP0006' and lt.code = 'CL'`);
      }
      return (
        await queryRows<{ id: string }>(tx, sql`select id::text from employees where employee_number = 'EMP0006'`)
      )[0]!.id;
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

  it("lists the week's leave (a half day as 0.5) and weekly offs, on both path families", async () => {
    for (const base of [V2, LEGACY]) {
      const res = await get(`${base}?startDate=${monday}&endDate=${sunday}`, employee);
      expect(res.statusCode).toBe(200);
      const view = res.json() as LeaveDetailsView;
      expect(view.leaveDays).toBe(1.5);
      const leave = view.days.filter((d) => d.kind === 'leave');
      expect(leave.map((d) => [d.date, d.leaveDays])).toEqual([
        [monday, 1],
        [wednesday, 0.5],
      ]);
      expect(leave[0]!.name).toMatch(/casual/i);
      // The demo work week is Monday to Friday: the weekend is off.
      expect(view.days.filter((d) => d.kind === 'weekOff').map((d) => weekdayOf(d.date))).toEqual(
        expect.arrayContaining(['SAT', 'SUN']),
      );
    }
  });

  it("shows a reportee's to their manager, but not to someone who is not their approver", async () => {
    const byManager = await get(`${V2}?startDate=${monday}&endDate=${sunday}&employeeId=${employeeId}`, manager);
    expect(byManager.statusCode).toBe(200);
    expect((byManager.json() as LeaveDetailsView).leaveDays).toBe(1.5);
    const outsider = await get(
      `${V2}?startDate=${addDays(monday, 365)}&endDate=${addDays(sunday, 365)}&employeeId=${employeeId}`,
      projmgr,
    );
    expect(outsider.statusCode).toBe(403);
  });

  it('refuses a period that ends before it starts or is longer than 93 days', async () => {
    const backwards = await get(`${V2}?startDate=${sunday}&endDate=${monday}`, employee);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors.endDate).toBe(TIMESHEET_MESSAGES.leaveDetailsOrder);
    const long = await get(`${V2}?startDate=${monday}&endDate=${addDays(monday, 93)}`, employee);
    expect(long.json().fieldErrors.endDate).toBe(TIMESHEET_MESSAGES.leaveDetailsSpan);
  });
});
