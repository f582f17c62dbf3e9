import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { withTenant } from '../../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';

/**
 * The current goal period (the review-cycle date range, the dashboard's period) is the one that
 * holds the viewer's day in their location's zone, not the database's UTC day: at 20:00 UTC on the
 * last day of one period it is already the next period's first day at UTC+14.
 */
const AT = '2031-03-31T20:00:00Z';

describeEachDatabase('performance goals: the current period follows the viewer’s day', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // employee01 (EMP0006) works at UTC+14, manager01 (EMP0005) at UTC; two periods meet at the UTC midnight.
    await withTenant(t.database.db, { tenantCode: 'demo' }, async (tx) => {
      await tx.execute(sql`update locations set time_zone = 'Pacific/Kiritimati' where name = 'Singapore'`);
      await tx.execute(sql`update locations set time_zone = 'UTC' where name = 'San José'`);
      await tx.execute(
        sql`update employees set location_id = (select id from locations where name = 'Singapore') where employee_number = 'EMP0006'`,
      );
      await tx.execute(
        sql`update employees set location_id = (select id from locations where name = 'San José') where employee_number = 'EMP0005'`,
      );
      await tx.execute(sql`insert into goal_periods (tenant_id, name, start_date, end_date) values
        ('demo', 'Q1 2031', '2031-01-01', '2031-03-31'), ('demo', 'Q2 2031', '2031-04-01', '2031-06-30')`);
    });
    // Only Date is faked: the drivers' timers and sockets run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(AT));
  });

  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('is the period of the person’s local day', async () => {
    const periodOf = async (username: string) => {
      const headers = (await loginAs(t.app, username)).headers;
      const res = await t.app.inject({ method: 'GET', url: '/api/pms/review-cycle-date-range', headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().name as string;
    };
    expect(await periodOf('employee01')).toBe('Q2 2031');
    expect(await periodOf('manager01')).toBe('Q1 2031');
  });
});
