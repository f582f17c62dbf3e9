import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { weekStartOf, type WeekView } from '@tenure/domain/timesheets';
import { today, utcToday } from '../../../platform/clock.ts';
import { withTenant } from '../../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';

/**
 * A zone whose day differs from the UTC day right now: twelve hours behind UTC before 11:00 UTC
 * (still yesterday there), fourteen ahead from 10:00 UTC (already tomorrow there).
 */
const zoneOnAnotherDay = () => (new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati');

describeEachDatabase("weekly timesheet: the employee's day is their location's", (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const zone = zoneOnAnotherDay();

  beforeAll(async () => {
    t = await createTestApp(kind);
    headers = (await loginAs(t.app, 'employee01')).headers;
    await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx.execute(
        sql`update locations set time_zone = ${zone} where id = (select location_id from employees where employee_number = 'EMP0006')`,
      ),
    );
  });
  afterAll(() => t.close());

  it("opens the week of the employee's own today, and their today is not a future day", async () => {
    const theirs = today(zone);
    expect(theirs).not.toBe(utcToday());
    const week = (
      await t.app.inject({ method: 'GET', url: '/api/timesheet/v2/timesheets/week', headers })
    ).json() as WeekView;
    expect(week.weekStartDate).toBe(weekStartOf(theirs, 'MON'));
    const days = new Map(week.days.map((d) => [d.date, d.isFuture]));
    expect(days.get(theirs)).toBe(false);
    if (days.has(utcToday()) && utcToday() > theirs) expect(days.get(utcToday())).toBe(true);
  });
});
