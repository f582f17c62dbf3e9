import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '@tenure/domain/approvals';
import { formatDate } from '@tenure/domain/dates';
import { DECISION_REASON_MAX, LEAVE_MESSAGES } from '@tenure/domain/leave';
import { addDays, weekdayOf } from '@tenure/domain/policies';
import { today as clockToday, utcToday } from '../../platform/clock.ts';
import { queryRows } from '../../platform/db.ts';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import {
  addHoliday,
  balanceOf,
  clearHolidays,
  caller,
  employeeId,
  grantToEveryone,
  inDemo,
  leaveTypeId,
  next,
  openBalance,
  today,
  type Headers,
} from './test-kit.ts';

describeEachDatabase('leave requests: apply, decide, list', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let employee: Headers;
  let manager: Headers;
  let hr: Headers;
  let cl: string;
  let lop: string;
  // A Monday two months ahead: each test takes its own week after it, clear of the seeded requests.
  const week = (n: number) => addDays(next('MON', addDays(today(), 60)), 7 * n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app);
    employee = (await loginAs(t.app, 'employee01')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    await clearHolidays(t, addDays(today(), -60), addDays(today(), 240));
    cl = await leaveTypeId(t, 'CL');
    lop = await leaveTypeId(t, 'LOP');
    const weeks = [week(0), week(16)];
    await openBalance(t, 'EMP0006', 'CL', 20, weeks);
    await openBalance(t, 'EMP0006', 'SL', 10, weeks);
    await openBalance(t, 'EMP0006', 'EL', 12, weeks);
    await openBalance(t, 'EMP0005', 'SL', 10, weeks);
  });
  afterAll(() => t.close());

  const apply = (headers: Headers, body: object) =>
    call('POST', '/leave-request', headers, { reason: 'Personal work', ...body });
  const decide = (id: string, verb: 'approve' | 'reject' | 'cancel', headers: Headers, reason?: string) =>
    call('PUT', `/leave-request/${id}/${verb}`, headers, reason ? { reason } : {});

  it('counts working days: week-offs and holidays are left out, a half day is 0.5', async () => {
    const monday = week(0);
    await addHoliday(t, monday, 'Test Day');
    const res = await call(
      'GET',
      `/leave-request/day-count?startDate=${addDays(monday, -3)}&endDate=${addDays(monday, 1)}`,
      employee,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toBe(2);
    expect(res.json().excluded).toEqual([
      { date: addDays(monday, -2), reason: 'weekOff', name: 'SAT' },
      { date: addDays(monday, -1), reason: 'weekOff', name: 'SUN' },
      { date: monday, reason: 'holiday', name: 'Test Day' },
    ]);
    const half = await call(
      'GET',
      `/leave-request/day-count?startDate=${addDays(monday, 1)}&endDate=${addDays(monday, 1)}&dayType=Half Day`,
      employee,
    );
    expect(half.json().days).toBe(0.5);
    // Applying charges the same count.
    const applied = await apply(employee, {
      leaveTypeId: cl,
      startDate: addDays(monday, -3),
      endDate: addDays(monday, 1),
    });
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toMatchObject({
      days: 2,
      status: 'pending',
      approver: { employeeNumber: 'EMP0005' },
      employee: { employeeNumber: 'EMP0006' },
    });
    const weekendOnly = await apply(employee, {
      leaveTypeId: cl,
      startDate: addDays(monday, 5),
      endDate: addDays(monday, 6),
    });
    expect(weekendOnly.statusCode).toBe(400);
    expect(weekendOnly.json().message).toBe(LEAVE_MESSAGES.noWorkingDays);
  });

  /** The newest notice of a user and the body of the mail that went with it. */
  const latestNotice = async (username: string) => {
    const [notice] = await inDemo(t, (tx) =>
      queryRows<{ title: string; body: string; link: string; mailBody: string | null }>(
        tx,
        sql`select n.title, n.body, n.link,
                   (select m.body from mail_outbox m where m.recipient = u.email and m.subject = n.title order by m.created_at desc limit 1) as "mailBody"
              from notifications n join users u on u.id = n.user_id where u.username = ${username} order by n.created_at desc limit 1`,
      ),
    );
    return notice!;
  };

  it('tells the manager of a new request, in the app and by mail, with dates in the tenant format', async () => {
    const res = await apply(employee, { leaveTypeId: cl, startDate: week(1), endDate: week(1), reason: 'Dentist' });
    expect(res.statusCode).toBe(201);
    const notice = await latestNotice('manager01');
    expect(notice).toMatchObject({
      title: 'New leave request from Emily Johnson',
      link: '/leave-manager?tab=pendingapprovals',
    });
    expect(notice.body).toContain('Dentist');
    // The default format 'dd MMM yyyy' ("07 Sep 2026"), never the ISO date.
    expect(notice.body).toContain(`on ${formatDate(week(1), 'dd MMM yyyy')} (1 day)`);
    expect(notice.body).not.toContain(week(1));
    expect(notice.mailBody).toBe(notice.body);
  });

  it("words the decision notice in the tenant's chosen date format", async () => {
    const start = addDays(week(1), 2);
    const applied = await apply(employee, { leaveTypeId: cl, startDate: start, endDate: addDays(start, 1) });
    expect(applied.statusCode).toBe(201);
    await inDemo(t, (tx) => tx.execute(sql`update tenants set date_format = 'MM/dd/yyyy' where code = 'demo'`));
    try {
      expect((await decide(applied.json().leaveApplicationId, 'reject', manager, 'Team offsite')).statusCode).toBe(200);
      const notice = await latestNotice('employee01');
      expect(notice.body).toContain(
        `from ${formatDate(start, 'MM/dd/yyyy')} to ${formatDate(addDays(start, 1), 'MM/dd/yyyy')}`,
      );
      expect(notice.body).toMatch(/from \d{2}\/\d{2}\/\d{4} to /);
      expect(notice.mailBody).toBe(notice.body);
    } finally {
      await inDemo(t, (tx) => tx.execute(sql`update tenants set date_format = 'dd MMM yyyy' where code = 'demo'`));
    }
  });

  it('refuses overlapping requests; two half days in different halves share a day', async () => {
    const day = addDays(week(2), 1);
    expect(
      (
        await apply(employee, {
          leaveTypeId: cl,
          startDate: day,
          endDate: day,
          dayType: 'Half Day',
          halfDaySession: 'First Half',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await apply(employee, {
          leaveTypeId: cl,
          startDate: day,
          endDate: day,
          dayType: 'Half Day',
          halfDaySession: 'Second Half',
        })
      ).statusCode,
    ).toBe(201);
    const third = await apply(employee, {
      leaveTypeId: cl,
      startDate: day,
      endDate: day,
      dayType: 'Half Day',
      halfDaySession: 'First Half',
    });
    expect(third.statusCode).toBe(400);
    expect(third.json().fieldErrors).toEqual({ startDate: LEAVE_MESSAGES.overlapping });
    const spanning = await apply(employee, { leaveTypeId: cl, startDate: week(2), endDate: addDays(week(2), 2) });
    expect(spanning.json().message).toBe(LEAVE_MESSAGES.overlapping);
    const noSession = await apply(employee, {
      leaveTypeId: cl,
      startDate: addDays(day, 1),
      endDate: addDays(day, 1),
      dayType: 'Half Day',
    });
    expect(noSession.json().fieldErrors).toEqual({ halfDaySession: LEAVE_MESSAGES.halfDaySessionRequired });
  });

  it('checks the balance less pending requests; an unpaid type may go below zero up to its limit', async () => {
    const before = await balanceOf(call, employee, 'CL', { on: week(3) });
    expect(before.pending).toBeGreaterThan(0);
    expect(before.available).toBe(before.balance - before.pending);
    const tooLong = await apply(employee, {
      leaveTypeId: cl,
      startDate: week(3),
      endDate: addDays(week(3), 7 * Math.ceil(before.available / 5)),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({ leaveTypeId: LEAVE_MESSAGES.insufficientBalance(before.available) });

    const unpaid = await apply(employee, { leaveTypeId: lop, startDate: week(3), endDate: addDays(week(3), 4) });
    expect(unpaid.statusCode).toBe(201);
    expect(await balanceOf(call, employee, 'LOP', { on: week(3) })).toMatchObject({
      balance: 0,
      pending: 5,
      available: 25,
    });
    const beyond = await apply(employee, { leaveTypeId: lop, startDate: week(4), endDate: addDays(week(9), 4) });
    expect(beyond.json().message).toBe(LEAVE_MESSAGES.insufficientBalance(25));
  });

  it('offers and accepts only the types the employee is eligible for', async () => {
    const eligible = (await call('GET', '/leave-types?eligible=true', employee)).json() as { code: string }[];
    expect(eligible.map((x) => x.code)).toEqual(expect.arrayContaining(['CL', 'SL', 'EL', 'ML', 'LOP', 'COMP_OFF']));
    expect(eligible.map((x) => x.code)).not.toContain('PL');
    const paternity = await apply(employee, {
      leaveTypeId: await leaveTypeId(t, 'PL'),
      startDate: week(4),
      endDate: week(4),
    });
    expect(paternity.statusCode).toBe(400);
    expect(paternity.json().fieldErrors).toEqual({ leaveTypeId: LEAVE_MESSAGES.notEligible });
    const halfEl = await apply(employee, {
      leaveTypeId: await leaveTypeId(t, 'EL'),
      startDate: week(4),
      endDate: week(4),
      dayType: 'Half Day',
      halfDaySession: 'First Half',
    });
    expect(halfEl.json().fieldErrors).toEqual({ dayType: LEAVE_MESSAGES.halfDayNotAllowed });
    // A new joiner is in probation for six months: a type closed to probation is not offered.
    const probationClosed = await call('POST', '/leave-types', hr, {
      code: 'STUDY',
      name: 'Study Leave',
      category: 'Regular Leaves',
      isPaid: true,
      dayTypes: ['Full Day'],
      annualQuota: 5,
      accrualFrequency: 'yearly',
      financialYear: 'Jan-Dec',
      carryForwardLimit: 0,
      encashmentLimit: 0,
      negativeBalanceLimit: 0,
      eligibility: { duringProbation: false },
      minNoticeDays: 0,
      maxConsecutiveDays: 0,
      documentRequiredAboveDays: null,
    });
    expect(probationClosed.statusCode).toBe(201);
    await grantToEveryone(t, probationClosed.json().id);
    expect(
      ((await call('GET', '/leave-types?eligible=true', employee)).json() as { code: string }[]).map((x) => x.code),
    ).toContain('STUDY');
    await inDemo(t, (tx) =>
      tx.execute(sql`update employees set date_of_joining = current_date - 30 where employee_number = 'EMP0006'`),
    );
    expect(
      ((await call('GET', '/leave-types?eligible=true', employee)).json() as { code: string }[]).map((x) => x.code),
    ).not.toContain('STUDY');
    await inDemo(t, (tx) =>
      tx.execute(sql`update employees set date_of_joining = '2020-01-01' where employee_number = 'EMP0006'`),
    );
    const studyLeave = { leaveTypeId: probationClosed.json().id, startDate: week(5), endDate: week(5) };
    // Eligible again: only the empty balance refuses it.
    expect((await apply(employee, studyLeave)).json().fieldErrors).toEqual({
      leaveTypeId: LEAVE_MESSAGES.insufficientBalance(0),
    });
    // A type switched off applies to no one; an unknown type is named as such.
    await inDemo(t, (tx) => tx.execute(sql`update leave_types set is_active = false where code = 'STUDY'`));
    expect((await apply(employee, { ...studyLeave, startDate: week(6), endDate: week(6) })).json().fieldErrors).toEqual(
      { leaveTypeId: LEAVE_MESSAGES.notEligible },
    );
    const unknown = await apply(employee, { ...studyLeave, leaveTypeId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.json().fieldErrors).toEqual({ leaveTypeId: LEAVE_MESSAGES.unknownLeaveType });
  });

  it('enforces minimum notice, the longest stretch and the supporting document', async () => {
    const el = await leaveTypeId(t, 'EL');
    // The first working day after today (at most three days on): always inside Earned Leave's seven days' notice.
    const soon = [1, 2, 3]
      .map((n) => addDays(today(), n))
      .find((d) => weekdayOf(d) !== 'SAT' && weekdayOf(d) !== 'SUN')!;
    const early = await apply(employee, { leaveTypeId: el, startDate: soon, endDate: soon });
    expect(early.json().fieldErrors).toEqual({ startDate: LEAVE_MESSAGES.minNotice(7) });

    const short = await call('POST', '/leave-types', hr, {
      code: 'SHORT',
      name: 'Short Leave',
      category: 'Regular Leaves',
      isPaid: true,
      dayTypes: ['Full Day'],
      annualQuota: 10,
      accrualFrequency: 'yearly',
      financialYear: 'Jan-Dec',
      carryForwardLimit: 0,
      encashmentLimit: 0,
      negativeBalanceLimit: 10,
      eligibility: {},
      minNoticeDays: 0,
      maxConsecutiveDays: 2,
      documentRequiredAboveDays: null,
    });
    await grantToEveryone(t, short.json().id);
    // Notice counts days ahead: a day already gone is refused with Earned Leave's seven days' notice,
    // and taken with a type that asks for none (sick leave applied for after the fact).
    const gone = addDays(week(-12), 2);
    expect((await apply(employee, { leaveTypeId: el, startDate: gone, endDate: gone })).json().fieldErrors).toEqual({
      startDate: LEAVE_MESSAGES.minNotice(7),
    });
    const afterTheFact = await apply(employee, { leaveTypeId: short.json().id, startDate: gone, endDate: gone });
    expect(afterTheFact.statusCode, afterTheFact.body).toBe(201);
    const long = await apply(employee, {
      leaveTypeId: short.json().id,
      startDate: week(5),
      endDate: addDays(week(5), 2),
    });
    expect(long.json().fieldErrors).toEqual({ endDate: LEAVE_MESSAGES.maxConsecutive(2) });
    // Friday to Monday is two working days.
    expect(
      (
        await apply(employee, {
          leaveTypeId: short.json().id,
          startDate: addDays(week(5), 4),
          endDate: addDays(week(5), 7),
        })
      ).statusCode,
    ).toBe(201);

    const sl = await leaveTypeId(t, 'SL');
    const noDoc = await apply(employee, {
      leaveTypeId: sl,
      startDate: addDays(week(6), 1),
      endDate: addDays(week(6), 3),
    });
    expect(noDoc.json().fieldErrors).toEqual({ documentId: LEAVE_MESSAGES.documentRequired(2) });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const boundary = 'leaveboundary';
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="note.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/hrms/leave-attendance/leave-request/document',
      payload: multipart,
      headers: { ...employee, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.statusCode).toBe(201);
    const withDoc = await apply(employee, {
      leaveTypeId: sl,
      startDate: addDays(week(6), 1),
      endDate: addDays(week(6), 3),
      documentId: upload.json().documentId,
    });
    expect(withDoc.statusCode, withDoc.body).toBe(201);
    expect(withDoc.json().hasDocument).toBe(true);
    const download = await call('GET', `/leave-request/${withDoc.json().leaveApplicationId}/document`, manager);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // Someone else's document id cannot be attached.
    const other = await apply(manager, {
      leaveTypeId: sl,
      startDate: addDays(week(6), 1),
      endDate: addDays(week(6), 3),
      documentId: upload.json().documentId,
    });
    expect(other.json().fieldErrors).toEqual({ documentId: LEAVE_MESSAGES.documentNotFound });
  });

  it('moves requests through their statuses, refusing what the approval rules forbid', async () => {
    const first = (await apply(employee, { leaveTypeId: cl, startDate: week(7), endDate: week(7) })).json();
    const id = first.leaveApplicationId as string;
    const own = await decide(id, 'approve', employee);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(APPROVAL_MESSAGES.notTheApprover);
    // Someone outside the request's reporting line may not know it exists (policy.ts): 404.
    const stranger = await decide(id, 'approve', (await loginAs(t.app, 'projmgr01')).headers);
    expect(stranger.statusCode).toBe(404);
    expect((await decide(id, 'reject', manager)).statusCode).toBe(400);

    const before = await balanceOf(call, employee, 'CL', { on: week(7) });
    const approved = await decide(id, 'approve', manager, 'Fine');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decidedBy: { employeeNumber: 'EMP0005' },
      decisionReason: 'Fine',
    });
    const after = await balanceOf(call, employee, 'CL', { on: week(7) });
    expect(after).toMatchObject({
      balance: before.balance - 1,
      pending: before.pending - 1,
      taken: before.taken + 1,
      available: before.available,
    });
    const again = await decide(id, 'approve', manager);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_DECIDED',
      message: APPROVAL_MESSAGES.alreadyDecided('approved'),
    });
    expect((await decide(id, 'cancel', employee)).statusCode).toBe(403);
    expect((await decide(id, 'cancel', hr)).statusCode).toBe(400);
    const hrCancel = await decide(id, 'cancel', hr, 'Project emergency');
    expect(hrCancel.statusCode).toBe(200);
    expect(await balanceOf(call, employee, 'CL', { on: week(7) })).toMatchObject({
      balance: before.balance,
      taken: before.taken,
    });

    const detailRes = await call('GET', `/leave-request/${id}`, employee);
    expect(detailRes.statusCode, detailRes.body).toBe(200);
    const detail = detailRes.json();
    expect(detail.history).toMatchObject([
      { fromStatus: 'pending', toStatus: 'approved', decidedBy: { employeeNumber: 'EMP0005' }, reason: 'Fine' },
      {
        fromStatus: 'approved',
        toStatus: 'cancelled',
        decidedBy: { employeeNumber: 'EMP0004' },
        reason: 'Project emergency',
      },
    ]);
    expect((await decide(id, 'approve', manager)).json().code).toBe('ALREADY_DECIDED');

    const second = (
      await apply(employee, { leaveTypeId: cl, startDate: addDays(week(7), 1), endDate: addDays(week(7), 1) })
    ).json();
    const rejected = await decide(second.leaveApplicationId, 'reject', manager, 'Release week');
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionReason: 'Release week' });
    const third = (
      await apply(employee, { leaveTypeId: cl, startDate: addDays(week(7), 2), endDate: addDays(week(7), 2) })
    ).json();
    expect((await decide(third.leaveApplicationId, 'cancel', employee)).json().status).toBe('cancelled');
    expect((await decide(third.leaveApplicationId, 'approve', manager)).statusCode).toBe(409);

    const [mine] = await inDemo(t, (tx) =>
      queryRows<{ titles: string[]; links: string[] }>(
        tx,
        sql`select array_agg(n.title order by n.created_at) as titles, array_agg(distinct n.link) as links
              from notifications n join users u on u.id = n.user_id where u.username = 'employee01'`,
      ),
    );
    expect(mine!.titles).toEqual(
      expect.arrayContaining([
        'Your leave request was approved',
        'Your leave request was cancelled',
        'Your leave request was rejected',
      ]),
    );
    expect(mine!.links).toEqual(['/leave-dashboard?tab=leave-applications']);
    // The employee cancelling their own request tells nobody; the ledger holds one taken and one restored entry.
    const [ledger] = await inDemo(t, (tx) =>
      queryRows<{ kinds: string[] }>(
        tx,
        sql`select array_agg(kind order by created_at) as kinds from leave_ledger where request_id = ${id}`,
      ),
    );
    expect(ledger!.kinds).toEqual(['taken', 'restored']);
  });

  it('takes an optional comment on approval, refuses one too long, and tells the employee the comment', async () => {
    const request = (
      await apply(employee, { leaveTypeId: cl, startDate: addDays(week(12), 1), endDate: addDays(week(12), 1) })
    ).json();
    const id = request.leaveApplicationId as string;
    const tooLong = await decide(id, 'approve', manager, 'x'.repeat(DECISION_REASON_MAX + 1));
    expect(tooLong.statusCode).toBe(400);
    expect((await call('GET', `/leave-request/${id}`, employee)).json().status).toBe('pending');

    const approved = await decide(id, 'approve', manager, '  Enjoy the break  ');
    expect(approved.json()).toMatchObject({ status: 'approved', decisionReason: 'Enjoy the break' });
    const [notice] = await inDemo(t, (tx) =>
      queryRows<{ body: string }>(
        tx,
        sql`select n.body from notifications n join users u on u.id = n.user_id
             where u.username = 'employee01' and n.title = 'Your leave request was approved' order by n.created_at desc limit 1`,
      ),
    );
    expect(notice!.body).toMatch(/^Michael Chen approved your Casual Leave on .*\. Comment: Enjoy the break$/);
  });

  it('lets a manager higher up with TeamLeave and HR approve, and bulk-approves skipping what is decided', async () => {
    const ananya = await employeeId(t, 'EMP0010');
    const [platformMember] = await inDemo(t, (tx) =>
      queryRows<{ id: string; number: string }>(
        tx,
        sql`select id, employee_number as number from employees where manager_id = ${ananya} order by employee_number limit 1`,
      ),
    );
    const [indirect] = await inDemo(t, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`insert into leave_requests (tenant_id, employee_id, leave_type_id, start_date, end_date, day_type, days, reason, year_start, approver_id)
            values ('demo', ${platformMember!.id}, ${cl}, ${week(8)}, ${week(8)}, 'Full Day', 1, 'Trip', ${`${week(8).slice(0, 4)}-01-01`}, ${ananya}) returning id`,
      ),
    );
    const direct = await call('GET', '/leave-request/manager?pageSize=100', manager);
    expect(direct.statusCode).toBe(200);
    expect(
      direct.json().items.map((r: { employee: { employeeNumber: string } }) => r.employee.employeeNumber),
    ).not.toContain(platformMember!.number);
    const withIndirect = (await call('GET', '/leave-request/manager?pageSize=100&indirect=true', manager)).json();
    expect(withIndirect.items.map((r: { leaveApplicationId: string }) => r.leaveApplicationId)).toContain(indirect!.id);

    const pending = (
      await apply(employee, { leaveTypeId: cl, startDate: addDays(week(8), 1), endDate: addDays(week(8), 1) })
    ).json();
    const decided = (
      await apply(employee, { leaveTypeId: cl, startDate: addDays(week(8), 2), endDate: addDays(week(8), 2) })
    ).json();
    await decide(decided.leaveApplicationId, 'reject', hr, 'No');
    const bulk = await call('POST', '/leave-request/bulk-approve', manager, {
      ids: [indirect!.id, pending.leaveApplicationId, decided.leaveApplicationId],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({
      applied: [indirect!.id, pending.leaveApplicationId],
      skipped: [{ id: decided.leaveApplicationId, message: APPROVAL_MESSAGES.alreadyDecided('rejected') }],
    });
  });

  it('pages, sorts and filters the manager and HR lists; each list needs its permission', async () => {
    const page = (await call('GET', '/leave-request/hr?status=all&pageSize=10&sortBy=employeeName', hr)).json();
    expect(page.items).toHaveLength(10);
    const everyone = (await call('GET', '/leave-request/hr?status=all&pageSize=100', hr)).json();
    expect(everyone.items.length).toBeGreaterThan(10);
    expect(everyone.items.length).toBeLessThan(100);
    expect(page.total).toBe(everyone.items.length);
    expect(everyone.total).toBe(everyone.items.length);
    const pastTheEnd = (await call('GET', '/leave-request/hr?status=all&pageSize=10&pageNo=99', hr)).json();
    expect(pastTheEnd).toMatchObject({ items: [], total: everyone.items.length, pageNo: 99 });
    const names = page.items.map((r: { employee: { displayName: string } }) => r.employee.displayName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const second = (
      await call('GET', '/leave-request/hr?status=all&pageSize=10&pageNo=2&sortBy=employeeName', hr)
    ).json();
    expect(second.items[0].leaveApplicationId).not.toBe(page.items[0].leaveApplicationId);
    const desc = (await call('GET', '/leave-request/hr?status=all&sortBy=days&sortOrder=desc', hr)).json();
    expect(desc.items[0].days).toBeGreaterThanOrEqual(desc.items.at(-1).days);

    const emily = (await call('GET', '/leave-request/hr?status=all&filterValue=emily&pageSize=100', hr)).json();
    expect(emily.total).toBeGreaterThan(0);
    expect(
      emily.items.every((r: { employee: { employeeNumber: string } }) => r.employee.employeeNumber === 'EMP0006'),
    ).toBe(true);
    const sick = (await call('GET', '/leave-request/manager?status=all&filterValue=sick&pageSize=100', manager)).json();
    expect(sick.items.length).toBeGreaterThan(0);
    expect(sick.items.every((r: { leaveTypeName: string }) => r.leaveTypeName === 'Sick Leave')).toBe(true);
    const pendingOnly = (await call('GET', '/leave-request/manager', manager)).json();
    expect(pendingOnly.items.length).toBeGreaterThan(0);
    expect(pendingOnly.items.every((r: { status: string }) => r.status === 'pending')).toBe(true);

    const mine = (await call('GET', '/leave-request', employee)).json();
    expect(mine.items.length).toBeGreaterThan(1);
    expect(
      mine.items.every((r: { employee: { employeeNumber: string } }) => r.employee.employeeNumber === 'EMP0006'),
    ).toBe(true);
    expect(mine.items.map((r: { startDate: string }) => r.startDate)).toEqual(
      mine.items
        .map((r: { startDate: string }) => r.startDate)
        .sort()
        .reverse(),
    );

    expect((await call('GET', '/leave-request/hr', employee)).statusCode).toBe(403);
    expect((await call('GET', '/leave-request/manager', employee)).statusCode).toBe(403);
    expect((await call('GET', '/leave-request/hr', manager)).statusCode).toBe(403);
    expect(
      (
        await call(
          'GET',
          `/leave-request/${mine.items[0].leaveApplicationId}`,
          (await loginAs(t.app, 'projmgr01')).headers,
        )
      ).statusCode,
    ).toBe(404);
  });

  const LIST_FILTERS = ['pending', 'approved', 'rejected', 'cancelled', 'decided', 'all'] as const;
  /** HR's list total under each status filter, and the same figures counted from the rows. */
  const hrTotals = async () => {
    const listed = Object.fromEntries(
      await Promise.all(
        LIST_FILTERS.map(async (status) => [
          status,
          (await call('GET', `/leave-request/hr?status=${status}`, hr)).json().total as number,
        ]),
      ),
    );
    const [rows] = await inDemo(t, (tx) =>
      queryRows<Record<(typeof LIST_FILTERS)[number], number>>(
        tx,
        sql`select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'approved')::int as approved,
                   count(*) filter (where status = 'rejected')::int as rejected, count(*) filter (where status = 'cancelled')::int as cancelled,
                   count(*) filter (where status <> 'pending')::int as decided, count(*)::int as "all" from leave_requests`,
      ),
    );
    return { listed, counted: rows! };
  };

  it("keeps HR's list totals in step with applications, decisions and requests written directly", async () => {
    const before = await hrTotals();
    expect(before.listed).toEqual(before.counted);
    const applied = await Promise.all(
      [0, 1, 2, 3].map(async (d) =>
        (
          await apply(employee, { leaveTypeId: cl, startDate: addDays(week(13), d), endDate: addDays(week(13), d) })
        ).json(),
      ),
    );
    await decide(applied[0].leaveApplicationId, 'approve', manager);
    await decide(applied[1].leaveApplicationId, 'reject', manager, 'Busy week');
    await decide(applied[2].leaveApplicationId, 'cancel', employee);
    const [emily, michael] = [await employeeId(t, 'EMP0006'), await employeeId(t, 'EMP0005')];
    await inDemo(t, (tx) =>
      tx.execute(
        sql`insert into leave_requests (tenant_id, employee_id, leave_type_id, start_date, end_date, day_type, days, reason, year_start, approver_id, status)
            values ('demo', ${emily}, ${cl}, ${week(15)}, ${week(15)}, 'Full Day', 1, 'Imported', ${`${week(15).slice(0, 4)}-01-01`}, ${michael}, 'approved')`,
      ),
    );
    const after = await hrTotals();
    expect(after.listed).toEqual(after.counted);
    expect(after.listed).toEqual({
      pending: before.listed.pending + 1,
      approved: before.listed.approved + 2,
      rejected: before.listed.rejected + 1,
      cancelled: before.listed.cancelled + 1,
      decided: before.listed.decided + 4,
      all: before.listed.all + 5,
    });
    // A search counts the matching rows themselves.
    const imported = (await call('GET', '/leave-request/hr?status=all&filterValue=emily', hr)).json();
    expect(imported.total).toBe(
      (
        await inDemo(t, (tx) =>
          queryRows<{ n: number }>(tx, sql`select count(*)::int as n from leave_requests where employee_id = ${emily}`),
        )
      )[0]!.n,
    );
    await inDemo(t, (tx) => tx.execute(sql`delete from leave_requests where reason = 'Imported'`));
    expect((await hrTotals()).listed).toEqual({
      ...after.listed,
      approved: after.listed.approved - 1,
      decided: after.listed.decided - 1,
      all: after.listed.all - 1,
    });
  });

  it('shows the manager who is away today and this week', async () => {
    const monday = next('MON', today());
    const [emily, michael] = [await employeeId(t, 'EMP0006'), await employeeId(t, 'EMP0005')];
    const [row] = await inDemo(t, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`insert into leave_requests (tenant_id, employee_id, leave_type_id, start_date, end_date, day_type, days, reason, year_start, approver_id, status)
            values ('demo', ${emily}, ${cl}, ${monday}, ${monday}, 'Full Day', 1, 'Away', ${`${monday.slice(0, 4)}-01-01`}, ${michael}, 'approved')
            returning id`,
      ),
    );
    const overview = (await call('GET', `/leave-overview/team?date=${addDays(monday, -1)}`, manager)).json();
    expect(overview.upcoming.map((e: { leaveApplicationId: string }) => e.leaveApplicationId)).toContain(row!.id);
    const onTheDay = (await call('GET', `/leave-overview/team?date=${monday}`, manager)).json();
    expect(onTheDay.onLeaveToday.map((e: { leaveApplicationId: string }) => e.leaveApplicationId)).toContain(row!.id);
    expect(onTheDay.approvedThisMonth).toBeGreaterThan(0);
    expect((await call('GET', '/leave-overview/team', employee)).statusCode).toBe(403);
  });

  it("takes the manager's today from their location, not the UTC day", async () => {
    // Of these two zones, one is always on another calendar day than UTC.
    const zone = clockToday('Pacific/Kiritimati') !== utcToday() ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
    const setZone = (timeZone: string) =>
      inDemo(t, (tx) =>
        tx.execute(
          sql`update locations set time_zone = ${timeZone} where id = (select location_id from employees where employee_number = 'EMP0005')`,
        ),
      );
    const [before] = await inDemo(t, (tx) =>
      queryRows<{ zone: string }>(
        tx,
        sql`select l.time_zone as zone from locations l join employees e on e.location_id = l.id where e.employee_number = 'EMP0005'`,
      ),
    );
    await setZone(zone);
    try {
      const overview = (await call('GET', '/leave-overview/team', manager)).json();
      expect(overview.date).toBe(clockToday(zone));
      expect(overview.date).not.toBe(utcToday());
    } finally {
      await setZone(before!.zone);
    }
  });

  it("writes each notice and its mail in the recipient's language (issue 38)", async () => {
    const setLanguage = (headers: Headers, language: string) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/language', headers, payload: { language } });
    expect((await setLanguage(manager, 'hi')).statusCode).toBe(204);
    expect((await setLanguage(employee, 'ru')).statusCode).toBe(204);
    try {
      const applied = await apply(employee, {
        leaveTypeId: cl,
        startDate: week(9),
        endDate: week(9),
        reason: 'Dentist',
      });
      expect(applied.statusCode).toBe(201);
      const toManager = await latestNotice('manager01');
      expect(toManager.title).toBe('Emily Johnson से नया छुट्टी का अनुरोध');
      expect(toManager.body).toContain(`${formatDate(week(9), 'dd MMM yyyy', undefined, 'hi')} (1 दिन)`);
      expect(toManager.mailBody).toBe(toManager.body);

      const id = applied.json().leaveApplicationId as string;
      expect((await decide(id, 'reject', manager, 'Release week')).statusCode).toBe(200);
      const toEmployee = await latestNotice('employee01');
      expect(toEmployee.title).toBe('Ваша заявка на отпуск отклонена');
      expect(toEmployee.body).toContain(`${formatDate(week(9), 'dd MMM yyyy', undefined, 'ru')} (1 день)`);
      expect(toEmployee.body).toContain('Причина: Release week');
      expect(toEmployee.mailBody).toBe(toEmployee.body);
    } finally {
      await setLanguage(manager, 'en');
      await setLanguage(employee, 'en');
    }
  });

  it('keeps tenants apart', async () => {
    // Acme runs the production preset, so its calls are encrypted like the browser's.
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    const acmeCall = (method: 'GET' | 'PUT', url: string, body?: object) =>
      acme.request({ method, url: `/api/hrms/leave-attendance${url}`, headers, body });
    const demoRequest = (await call('GET', '/leave-request', employee)).json().items[0].leaveApplicationId;
    expect((await acmeCall('GET', `/leave-request/${demoRequest}`)).statusCode).toBe(404);
    expect((await acmeCall('PUT', `/leave-request/${demoRequest}/approve`, {})).statusCode).toBe(404);
    const acmeList = (await acmeCall('GET', '/leave-request/hr?status=all')).body as {
      items: { leaveApplicationId: string }[];
    };
    expect(acmeList.items.some((r) => r.leaveApplicationId === demoRequest)).toBe(false);
    expect(((await acmeCall('GET', '/leave-types')).body as { code: string }[]).map((x) => x.code).sort()).toEqual([
      'CL',
      'COMP_OFF',
    ]);
  });

  if (kind === 'postgres') {
    describe('at the same moment', () => {
      it("keeps HR's list totals exact when requests are written on many connections at once", async () => {
        const [emily, michael] = [await employeeId(t, 'EMP0006'), await employeeId(t, 'EMP0005')];
        const before = await hrTotals();
        await Promise.all(
          Array.from({ length: 20 }, () =>
            inDemo(t, (tx) =>
              tx.execute(
                sql`insert into leave_requests (tenant_id, employee_id, leave_type_id, start_date, end_date, day_type, days, reason, year_start, approver_id)
                    values ('demo', ${emily}, ${cl}, ${week(15)}, ${week(15)}, 'Full Day', 1, 'Parallel', ${`${week(15).slice(0, 4)}-01-01`}, ${michael})`,
              ),
            ),
          ),
        );
        const after = await hrTotals();
        expect(after.listed).toEqual(after.counted);
        expect(after.listed.pending).toBe(before.listed.pending + 20);
        await inDemo(t, (tx) => tx.execute(sql`delete from leave_requests where reason = 'Parallel'`));
        expect((await hrTotals()).listed).toEqual(before.listed);
      });

      it('applies two simultaneous approvals exactly once', async () => {
        const request = (await apply(employee, { leaveTypeId: cl, startDate: week(10), endDate: week(10) })).json();
        const id = request.leaveApplicationId as string;
        const results = await Promise.all([decide(id, 'approve', manager), decide(id, 'approve', hr)]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const [counts] = await inDemo(t, (tx) =>
          queryRows<{ taken: number; decisions: number }>(
            tx,
            sql`select (select count(*)::int from leave_ledger where request_id = ${id} and kind = 'taken') as taken,
                       (select count(*)::int from approval_decisions where request_id = ${id}) as decisions`,
          ),
        );
        expect(counts).toEqual({ taken: 1, decisions: 1 });
      });

      it('refuses one of two simultaneous applications that together would overdraw', async () => {
        await openBalance(t, 'EMP0006', 'CL', 20, [week(11)]);
        const { available } = await balanceOf(call, employee, 'CL', { on: week(11) });
        // From a Monday, `days` working days end this many calendar days later.
        const spanFor = (monday: string, days: number) =>
          addDays(monday, Math.floor((days - 1) / 5) * 7 + ((days - 1) % 5));
        const half = Math.floor(available / 2) + 1;
        const a = week(11);
        const b = week(14);
        const results = await Promise.all([
          apply(employee, { leaveTypeId: cl, startDate: a, endDate: spanFor(a, half) }),
          apply(employee, { leaveTypeId: cl, startDate: b, endDate: spanFor(b, half) }),
        ]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
        expect((await balanceOf(call, employee, 'CL', { on: week(11) })).available).toBeGreaterThanOrEqual(0);
      });
    });
  }
});
