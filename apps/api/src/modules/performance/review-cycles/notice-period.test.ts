import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReviewSummary } from '@tenure/domain/performance';
import { queryRows, withTenant, type Tx } from '../../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';
import { waitForJob } from '../../../../test/jobs.ts';
import { moveLastWorkingDay, releaseResignation } from '../../../../test/resignations.ts';
import { day, reviewCycleBody } from '../../../../test/review-cycles.ts';

type Headers = Record<string, string>;

/** Issue 31 item 10: a released resignation leaves the person an employee until their last working day. */
describeEachDatabase('performance: people serving their notice stay in their team and in review cycles', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let hrDirector: Headers;
  let manager: Headers;
  let employee: Headers;
  let departmentId: string;
  const inDemo = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, { tenantCode: 'demo' }, work);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const reportees = async () =>
    ((await call('GET', '/api/pms/goals-reportees', manager)).json() as { employeeNumber: string }[]).map(
      (r) => r.employeeNumber,
    );
  const dashboardTeam = async () =>
    ((await call('GET', '/api/pms/dashboard', manager)).json() as { team: { employeeNumber: string }[] }).team.map(
      (r) => r.employeeNumber,
    );
  const launchCycle = async () => {
    const created = await call(
      'POST',
      '/api/pms/review-cycles',
      hrDirector,
      reviewCycleBody(`Notice ${Math.random().toString(36).slice(2, 8)}`, {
        audience: { departmentIds: [departmentId] },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const inAudience = (await call('GET', `/api/pms/review-cycles/${id}/employees`, hrDirector)).json()
      .inAudience as number;
    const launched = await call('POST', `/api/pms/review-cycles/${id}/launch`, hrDirector);
    expect((await waitForJob(t.app, hrDirector, launched.json().executionNumber)).status).toBe('succeeded');
    return { id, inAudience };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    hrDirector = (await loginAs(t.app, 'hrdirector')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
    departmentId = (
      await inDemo((tx) =>
        queryRows<{ id: string }>(tx, sql`select id from departments where name = 'Product Engineering'`),
      )
    )[0]!.id;
    // HR submits employee01's resignation, manager01 accepts it, HR releases it with the last day ten days ahead.
    await releaseResignation(t, hr, manager, 'EMP0006', day(10));
  });
  afterAll(() => t.close());

  it("before her last working day she is in her manager's reportees and team, and a cycle launched today gives her a review", async () => {
    expect(await reportees()).toContain('EMP0006');
    expect(await dashboardTeam()).toContain('EMP0006');
    const cycle = await launchCycle();
    const mine = (await call('GET', '/api/pms/self-review/cycles', employee)).json() as ReviewSummary[];
    expect(mine.map((r) => r.cycleId)).toContain(cycle.id);
    const team = (
      await call('GET', `/api/pms/manager-review/reviews?cycleId=${cycle.id}`, manager)
    ).json() as ReviewSummary[];
    expect(team.map((r) => r.employee.employeeNumber)).toContain('EMP0006');
  });

  it('once her last working day has passed she is no longer in the team nor in a new cycle', async () => {
    const before = await launchCycle();
    await moveLastWorkingDay(t, 'EMP0006', day(-1));
    expect(await reportees()).not.toContain('EMP0006');
    expect(await dashboardTeam()).not.toContain('EMP0006');
    const after = await launchCycle();
    expect(after.inAudience).toBe(before.inAudience - 1);
    const reviewed = await inDemo((tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from reviews r join employees e on e.id = r.employee_id where r.cycle_id = ${after.id} and e.employee_number = 'EMP0006'`,
      ),
    );
    expect(reviewed[0]!.n).toBe(0);
  });
});
