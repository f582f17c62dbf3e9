import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '@tenure/domain/approvals';
import { DEFAULT_DATE_FORMAT, formatDate } from '@tenure/domain/dates';
import { COMP_OFF_EXPIRY_DAYS, LEAVE_MESSAGES } from '@tenure/domain/leave';
import { addDays, weekdayOf } from '@tenure/domain/policies';
import { queryRows } from '../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import {
  balanceOf,
  caller,
  clearHolidays,
  employeeId,
  inDemo,
  leaveTypeId,
  next,
  today,
  waitForJob,
  type Headers,
} from './test-kit.ts';

/** The last `day` strictly before `iso`. */
function previous(day: ReturnType<typeof weekdayOf>, iso: string): string {
  let d = addDays(iso, -1);
  while (weekdayOf(d) !== day) d = addDays(d, -1);
  return d;
}

describeEachDatabase('comp-off requests and credits', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let employee: Headers;
  let manager: Headers;
  let hr: Headers;

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app);
    employee = (await loginAs(t.app, 'employee01')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    await clearHolidays(t, addDays(today(), -60), addDays(today(), 240));
    hr = (await loginAs(t.app, 'hrexec01')).headers;
  });
  afterAll(() => t.close());

  const request = (workedDate: string, headers = employee) =>
    call('POST', '/comp-off-request', headers, { workedDate, reason: 'Release support' });

  it('accepts a worked week-off once, and refuses working days and days to come', async () => {
    const sunday = previous('SUN', today());
    const created = await request(sunday);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      workedDate: sunday,
      days: 1,
      status: 'pending',
      approver: { employeeNumber: 'EMP0005' },
      expiresOn: null,
    });
    expect((await request(sunday)).json().fieldErrors).toEqual({ workedDate: LEAVE_MESSAGES.compOffDuplicate });
    expect((await request(previous('WED', today()))).json().fieldErrors).toEqual({
      workedDate: LEAVE_MESSAGES.compOffNotDayOff,
    });
    expect((await request(next('SUN', today()))).json().fieldErrors).toEqual({
      workedDate: LEAVE_MESSAGES.compOffFuture,
    });
    const [notice] = await inDemo(t, (tx) =>
      queryRows<{ title: string }>(
        tx,
        sql`select n.title from notifications n join users u on u.id = n.user_id where u.username = 'manager01' order by n.created_at desc limit 1`,
      ),
    );
    expect(notice!.title).toBe('New comp-off request from Emily Johnson');
  });

  it('credits the comp-off type on approval, valid for the expiry period; HR cancelling takes it back', async () => {
    const worked = previous('SUN', addDays(today(), -7));
    const id = (await request(worked)).json().compOffId as string;
    const before = await balanceOf(call, employee, 'COMP_OFF');
    expect((await call('PUT', `/comp-off-request/${id}/approve`, employee, {})).statusCode).toBe(403);
    const approved = await call('PUT', `/comp-off-request/${id}/approve`, manager, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      expiresOn: addDays(today(), COMP_OFF_EXPIRY_DAYS),
      decidedBy: { employeeNumber: 'EMP0005' },
    });
    expect(await balanceOf(call, employee, 'COMP_OFF')).toMatchObject({
      balance: before.balance + 1,
      accrued: before.accrued + 1,
    });
    expect((await call('PUT', `/comp-off-request/${id}/approve`, hr, {})).json().code).toBe('ALREADY_DECIDED');
    // The balance history names the day worked in the tenant's date format, like every page.
    const [credit] = await inDemo(t, (tx) =>
      queryRows<{ note: string }>(tx, sql`select note from leave_ledger where request_id = ${id}`),
    );
    expect(credit!.note).toBe(`Worked on ${formatDate(worked, DEFAULT_DATE_FORMAT)}`);
    expect(credit!.note).not.toContain(worked);

    expect((await call('PUT', `/comp-off-request/${id}/cancel`, employee, {})).statusCode).toBe(403);
    const cancelled = await call('PUT', `/comp-off-request/${id}/cancel`, hr, {
      reason: 'Worked from home, not on site',
    });
    expect(cancelled.json().status).toBe('cancelled');
    expect((await balanceOf(call, employee, 'COMP_OFF')).balance).toBe(before.balance);
    const detail = (await call('GET', `/comp-off-request/${id}`, manager)).json();
    expect(detail.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['approved', 'cancelled']);
  });

  it('lists the team and the tenant, and bulk-approves', async () => {
    const team = (await call('GET', '/comp-off-request/manager', manager)).json();
    expect(team.items.length).toBeGreaterThan(0);
    expect(team.items.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    const all = (await call('GET', '/comp-off-request/hr?status=all&filterValue=ananya', hr)).json();
    expect(all.items.map((r: { employee: { employeeNumber: string } }) => r.employee.employeeNumber)).toEqual([
      'EMP0010',
    ]);
    const ids = team.items.map((r: { compOffId: string }) => r.compOffId);
    const bulk = (await call('POST', '/comp-off-request/bulk-approve', manager, { ids: [...ids, ids[0]] })).json();
    expect(bulk.applied).toEqual(ids);
    expect((await call('POST', '/comp-off-request/bulk-approve', manager, { ids })).json().skipped).toEqual(
      ids.map((id: string) => ({ id, message: APPROVAL_MESSAGES.alreadyDecided('approved') })),
    );
    expect((await call('GET', '/comp-off-request/manager', employee)).statusCode).toBe(403);
    expect((await call('GET', '/comp-off-request', employee)).json().items.length).toBeGreaterThan(0);
  });

  it('counts only credits not yet expired; the accrual run posts the expiry of unused ones', async () => {
    const emily = await employeeId(t, 'EMP0006');
    const compOff = await leaveTypeId(t, 'COMP_OFF');
    const before = await balanceOf(call, employee, 'COMP_OFF');
    await inDemo(t, (tx) =>
      tx.execute(sql`insert into leave_ledger (tenant_id, employee_id, leave_type_id, year_start, kind, days, expires_on, note)
                     values ('demo', ${emily}, ${compOff}, ${`${today().slice(0, 4)}-01-01`}, 'compOffCredit', 2, ${addDays(today(), -1)}, 'old credit')`),
    );
    // The expired credit never shows as available.
    expect((await balanceOf(call, employee, 'COMP_OFF')).balance).toBe(before.balance);

    const run = async () => {
      const started = await call('POST', '/accruals/run', hr, {});
      expect(started.statusCode).toBe(202);
      return waitForJob(t.app, hr, started.json().executionNumber);
    };
    const first = await run();
    expect(first).toMatchObject({ status: 'succeeded', result: { expired: 1 } });
    const [expiry] = await inDemo(t, (tx) =>
      queryRows<{ days: number }>(
        tx,
        sql`select days::float8 as days from leave_ledger where employee_id = ${emily} and kind = 'compOffExpiry'`,
      ),
    );
    expect(expiry!.days).toBe(-2);
    expect((await balanceOf(call, employee, 'COMP_OFF')).balance).toBe(before.balance);
    expect((await run()).result).toMatchObject({ expired: 0 });

    // Comp-off is taken like any leave, from what is left.
    const monday = next('MON', addDays(today(), 14));
    const left = before.balance;
    expect(left).toBeGreaterThanOrEqual(1);
    const take = (from: string, days: number) =>
      call('POST', '/leave-request', employee, {
        leaveTypeId: compOff,
        startDate: from,
        endDate: addDays(from, days - 1),
        reason: 'Comp-off days',
      });
    expect((await take(monday, left)).statusCode).toBe(201);
    expect((await take(addDays(monday, 7), 1)).json().message).toBe(LEAVE_MESSAGES.insufficientBalance(0));
  });
});
