import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, weekdayOf } from '@tenure/domain/policies';
import { today as clockToday, utcToday } from '../src/platform/clock.ts';
import { DIRECTOR_ENTITIES, reportCalls, type Headers, type Row } from './reports.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from './harness.ts';

/**
 * Compensatory Off Requests, Leave Consumed, Employee User Entity and Employee User Role: each
 * figure is written out again from the raw tables and compared with the report.
 */
describeEachDatabase('reports: leave and user management', (kind) => {
  let t: TestApp;
  let director: Headers;
  let employee: Headers;
  let manager: Headers;
  let hr: Headers;
  const today = utcToday();
  beforeAll(async () => {
    t = await createTestApp(kind);
    director = { ...(await loginAs(t.app, 'hrdirector')).headers, 'x-entityid': 'US-NY-01' };
    employee = { ...(await loginAs(t.app, 'employee01')).headers, 'x-entityid': 'US-NY-01' };
    manager = { ...(await loginAs(t.app, 'manager01')).headers, 'x-entityid': 'US-NY-01' };
    hr = { ...(await loginAs(t.app, 'hrexec01')).headers, 'x-entityid': 'US-NY-01' };
  });
  afterAll(() => t.close());

  const { get, rows, raw } = reportCalls(
    () => t,
    () => director,
  );
  const leave = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object = {}) =>
    t.app.inject({ method, url: `/api/hrms/leave-attendance${url}`, headers, payload });

  it('answers for a holder of each key and refuses a user without it', async () => {
    for (const key of ['compensatory-off-requests', 'leave-consumed', 'employee-user-entity-report']) {
      expect((await rows(`/${key}/rows?legalEntity=all`)).total, key).toBeGreaterThan(0);
      expect((await get(`/${key}/rows`, employee)).statusCode, key).toBe(403);
      expect((await get(`/${key}`, employee)).statusCode, key).toBe(403);
    }
    const menu = (await get('')).json() as { reports: { key: string }[] }[];
    expect(menu.flatMap((g) => g.reports.map((r) => r.key))).toEqual(
      expect.arrayContaining(['compensatory-off-requests', 'leave-consumed', 'employee-user-entity-report']),
    );
  });

  describe('Compensatory Off Requests', () => {
    it("shows each comp-off request's worked date, days, status, approver, decision and expiry as the table holds them", async () => {
      const report = await rows(`/compensatory-off-requests/rows?to=${today}&legalEntity=all&size=100`);
      const expected = await raw<Row>(
        sql`select e.employee_number as "employeeNumber", r.worked_date::text as "workedDate", r.days::float8 as days,
                   r.status, a.display_name as "approverName", x.display_name as "decidedBy",
                   to_char(r.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "decidedAt",
                   r.expires_on::text as "expiresOn"
              from comp_off_requests r join employees e on e.id = r.employee_id
              left join employees a on a.id = r.approver_id left join employees x on x.id = r.decided_by
             where e.legal_entity_id in ${DIRECTOR_ENTITIES} and r.worked_date <= ${today}::date
               and r.worked_date >= (date_trunc('month', ${today}::date) - interval '11 months')::date`,
      );
      expect(expected.map((r) => r.status)).toEqual(expect.arrayContaining(['approved', 'pending']));
      expect(report.total).toBe(expected.length);
      for (const want of expected)
        expect(
          report.items.find((r) => r.employeeNumber === want.employeeNumber && r.workedDate === want.workedDate),
        ).toMatchObject(want);
      const pending = await rows(
        `/compensatory-off-requests/rows?to=${today}&legalEntity=all&requestStatus=pending&size=100`,
      );
      expect(pending.total).toBe(expected.filter((r) => r.status === 'pending').length);
      expect(pending.items.every((r) => r.status === 'pending' && r.decidedAt === null)).toBe(true);
      expect((await get('/compensatory-off-requests/rows?requestStatus=expired')).statusCode).toBe(400);
    });
  });

  describe('Leave Consumed', () => {
    /** Approved requests' days per month and type, from the requests themselves (not the ledger). */
    const approvedDays = (from: string, to: string, entities: ReturnType<typeof sql>) =>
      raw<{ month: string; leaveType: string; days: number; paid: boolean; category: string }>(
        sql`select to_char(r.start_date, 'YYYY-MM') as month, lt.name as "leaveType", sum(r.days)::float8 as days,
                   lt.is_paid as paid, lt.category
              from leave_requests r join leave_types lt on lt.id = r.leave_type_id join employees e on e.id = r.employee_id
             where r.status = 'approved' and r.start_date between ${from}::date and ${to}::date and e.legal_entity_id in ${entities}
             group by 1, lt.tenant_id, lt.id order by 1, lower(lt.name)`,
      );

    it("counts the demo's approved leave per month and type across the director's entities", async () => {
      const from = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 7)}-01`;
      const report = await rows(`/leave-consumed/rows?from=${from}&to=${today}&legalEntity=all&size=100`);
      const expected = await approvedDays(from, today, DIRECTOR_ENTITIES);
      expect(expected.length).toBeGreaterThan(0);
      expect(report.items.map((r) => [r.month, r.leaveType, r.days])).toEqual(
        expected.map((r) => [r.month, r.leaveType, r.days]),
      );
      const sum = (pick: (r: (typeof expected)[number]) => boolean) =>
        expected.filter(pick).reduce((n, r) => n + r.days, 0);
      expect(report.totals).toMatchObject({
        days: sum(() => true),
        paidDays: sum((r) => r.paid),
        unpaidDays: sum((r) => !r.paid),
        statutoryDays: sum((r) => r.category === 'Statutory/Incident Based Leaves'),
      });
      expect(report.chart!.data).toHaveLength(13);
    });

    it('counts a half day as half and a cancelled approval as nothing, in the month the leave starts', async () => {
      const nyToday = clockToday('America/New_York');
      let monday = addDays(nyToday, 35);
      while (weekdayOf(monday) !== 'MON') monday = addDays(monday, 1);
      await raw(sql`delete from policy_holidays where date between ${monday}::date and ${addDays(monday, 4)}::date`);
      const [lop] = await raw<{ id: string }>(sql`select id from leave_types where code = 'LOP'`);
      const applyAndApprove = async (day: string, dayType: 'Full Day' | 'Half Day') => {
        const applied = await leave('POST', '/leave-request', employee, {
          leaveTypeId: lop!.id,
          startDate: day,
          endDate: day,
          dayType,
          halfDaySession: dayType === 'Half Day' ? 'First Half' : null,
          reason: 'Personal work',
        });
        expect(applied.statusCode, applied.body).toBe(201);
        const id = applied.json().leaveApplicationId as string;
        expect((await leave('PUT', `/leave-request/${id}/approve`, manager)).statusCode).toBe(200);
        return id;
      };
      await applyAndApprove(monday, 'Half Day');
      await applyAndApprove(addDays(monday, 1), 'Full Day');
      const withdrawn = await applyAndApprove(addDays(monday, 2), 'Full Day');
      const cancelled = await leave('PUT', `/leave-request/${withdrawn}/cancel`, hr, { reason: 'Changed plans' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      const month = monday.slice(0, 7);
      const from = `${month}-01`;
      const to = addDays(monday, 6);
      const newYork = sql`(select id from legal_entities where code = 'US-NY-01')`;
      const expected = (await approvedDays(from, to, newYork)).find(
        (r) => r.month === month && r.leaveType === 'Loss of Pay',
      )!;
      expect(expected.days % 1).toBe(0.5);
      const report = await rows(`/leave-consumed/rows?from=${from}&to=${to}&size=100`);
      const row = report.items.find((r) => r.month === month && r.leaveType === 'Loss of Pay');
      expect(row).toMatchObject({
        days: expected.days,
        paid: false,
        paidDays: 0,
        unpaidDays: expected.days,
        requests: 2,
      });
      const unpaid = await rows(`/leave-consumed/rows?from=${from}&to=${to}&pay=unpaid&size=100`);
      expect(unpaid.items.every((r) => r.paid === false)).toBe(true);
      expect(unpaid.totals!.unpaidDays).toBe(unpaid.totals!.days);
      expect(report.chart!.data.find((p) => p.month === month)).toMatchObject({ LOP: expected.days });
      expect((await get(`/leave-consumed/rows?from=2000-01-01&to=${to}`)).statusCode).toBe(400);
    });
  });

  describe('Employee User Entity', () => {
    it("shows a user's entities, default entity, status and last login as the tables hold them", async () => {
      const report = await rows(`/employee-user-entity-report/rows?to=${today}&legalEntity=all&size=100`);
      const users = await raw<{
        username: string;
        entities: string;
        defaultEntity: string | null;
        lastLoginAt: string | null;
      }>(
        sql`select u.username, string_agg(le.name, ', ' order by le.name) as entities,
                   min(le.name) filter (where ue.is_default) as "defaultEntity",
                   to_char(u.last_login_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lastLoginAt"
              from users u join user_entities ue on ue.user_id = u.id join legal_entities le on le.id = ue.legal_entity_id
             where u.id in (select ue2.user_id from user_entities ue2 where ue2.legal_entity_id in ${DIRECTOR_ENTITIES})
             group by u.tenant_id, u.id`,
      );
      expect(report.total).toBe(users.length);
      const director = users.find((u) => u.username === 'hrdirector')!;
      expect(director.lastLoginAt).not.toBeNull();
      expect(director.entities.split(', ').length).toBeGreaterThan(1);
      const neverLoggedIn = users.find((u) => u.lastLoginAt === null)!;
      for (const user of [director, neverLoggedIn]) {
        expect(report.items.find((r) => r.username === user.username)).toMatchObject({
          entities: user.entities,
          entityCount: user.entities.split(', ').length,
          defaultEntity: user.defaultEntity,
          lastLoginAt: user.lastLoginAt,
          loginType: user.lastLoginAt ? 'Password' : null,
          userStatus: 'Active',
        });
      }
    });

    it('flags a leaver whose account still holds access, in the role report and the entity report', async () => {
      await raw(
        sql`update employees set status = 'Inactive' where id = (select employee_id from users where username = 'approver01')`,
      );
      const roles = await rows(`/employee-user-role-report/rows?to=${today}&legalEntity=all&leaversOnly=yes&size=100`);
      const [held] = await raw<{ n: number }>(
        sql`select count(*)::int as n from user_entity_roles uer join user_entities ue on ue.id = uer.user_entity_id
              join users u on u.id = ue.user_id where u.username = 'approver01' and ue.legal_entity_id in ${DIRECTOR_ENTITIES}`,
      );
      expect(held!.n).toBeGreaterThan(0);
      expect(roles.items.filter((r) => r.username === 'approver01')).toHaveLength(held!.n);
      expect(roles.items.every((r) => r.leaverWithAccess === true)).toBe(true);
      const entities = await rows(`/employee-user-entity-report/rows?to=${today}&legalEntity=all&leaversOnly=yes`);
      expect(entities.items.map((r) => [r.username, r.leaverWithAccess])).toContainEqual(['approver01', true]);
      expect(entities.items.map((r) => r.username)).not.toContain('hrdirector');
    });
  });
});
