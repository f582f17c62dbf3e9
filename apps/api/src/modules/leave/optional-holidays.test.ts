import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_MESSAGES, type OptionalHolidaysView } from '@tenure/domain/leave';
import { addDays, POLICY_MESSAGES } from '@tenure/domain/policies';
import { queryRows } from '../../platform/db.ts';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import { caller, inDemo, leaveTypeId, next, openBalance, today, type Headers } from './test-kit.ts';

describeEachDatabase('optional holidays: take, give back, the yearly limit', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let employee: Headers;
  // Years with no seeded holidays, one per story, so the stories do not share a yearly limit.
  const thisYear = Number(today().slice(0, 4));
  const limitYear = thisYear + 2;
  const leaveYear = thisYear + 3;
  const raceYear = thisYear + 4;
  const wednesdayOf = (year: number, month: string) => next('WED', `${year}-${month}-01`);

  /** A holiday in employee01's calendar (US Holidays); an existing day of the calendar is turned into it. */
  async function holidayOn(date: string, name: string, isOptional = true): Promise<string> {
    const [row] = await inDemo(t, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`insert into policy_holidays (tenant_id, plan_id, date, name, is_optional)
            select 'demo', p.id, ${date}::date, ${name}, ${isOptional} from policy_plans p where p.name = 'US Holidays'
            on conflict (tenant_id, plan_id, date) do update set name = excluded.name, is_optional = excluded.is_optional
            returning id`,
      ),
    );
    return row!.id;
  }

  const list = async (year: number, headers = employee) => {
    const res = await call('GET', `/optional-holidays?year=${year}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json() as OptionalHolidaysView;
  };
  const take = (holidayId: string, headers = employee) => call('POST', '/optional-holidays', headers, { holidayId });
  const giveBack = (holidayId: string, headers = employee) =>
    call('DELETE', `/optional-holidays/${holidayId}`, headers);
  const storedChoices = async () =>
    (
      await inDemo(t, (tx) =>
        queryRows<{ n: number }>(tx, sql`select count(*)::int as n from optional_holiday_choices`),
      )
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app);
    employee = (await loginAs(t.app, 'employee01')).headers;
    await inDemo(t, (tx) =>
      tx.execute(
        sql`update policy_plans set settings = '{"optionalHolidayLimit": 2}'::jsonb where name = 'US Holidays'`,
      ),
    );
  });
  afterAll(() => t.close());

  it('takes optional holidays up to the limit, refuses the next and stores nothing; giving one back frees a place', async () => {
    const [spring, summer, autumn] = [
      wednesdayOf(limitYear, '03'),
      wednesdayOf(limitYear, '06'),
      wednesdayOf(limitYear, '09'),
    ];
    const springId = await holidayOn(spring, 'Spring Festival');
    const summerId = await holidayOn(summer, 'Summer Festival');
    const autumnId = await holidayOn(autumn, 'Autumn Festival');
    await holidayOn(wednesdayOf(limitYear, '07'), 'Company Day', false);

    const before = await list(limitYear);
    expect(before).toMatchObject({ year: limitYear, calendarName: 'US Holidays', limit: 2, taken: 0 });
    expect(before.holidays.map((h) => [h.name, h.taken, h.changeable])).toEqual([
      ['Spring Festival', false, true],
      ['Summer Festival', false, true],
      ['Autumn Festival', false, true],
    ]);

    const taken = await take(springId);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({
      holidayId: springId,
      date: spring,
      name: 'Spring Festival',
      taken: true,
      changeable: true,
    });
    const again = await take(springId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_TAKEN', message: LEAVE_MESSAGES.optionalHolidayAlreadyTaken });
    expect((await take(summerId)).statusCode).toBe(201);

    const stored = await storedChoices();
    const beyond = await take(autumnId);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({
      code: 'OPTIONAL_LIMIT_REACHED',
      message: POLICY_MESSAGES.optionalLimitReached(2),
    });
    expect(await storedChoices()).toBe(stored);
    expect(await list(limitYear)).toMatchObject({
      taken: 2,
      holidays: [{ taken: true }, { taken: true }, { taken: false }],
    });

    expect((await giveBack(summerId)).statusCode).toBe(204);
    const notTaken = await giveBack(summerId);
    expect(notTaken.statusCode).toBe(404);
    expect(notTaken.json().message).toBe(LEAVE_MESSAGES.optionalHolidayNotTaken);
    expect((await take(autumnId)).statusCode).toBe(201);
    expect((await list(limitYear)).holidays.filter((h) => h.taken).map((h) => h.name)).toEqual([
      'Spring Festival',
      'Autumn Festival',
    ]);

    const audit = await inDemo(t, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_log where entity = 'optional_holiday_choice' order by created_at, action`,
      ),
    );
    expect(audit.map((a) => a.action)).toEqual([
      'leave.optional-holiday.take',
      'leave.optional-holiday.take',
      'leave.optional-holiday.give-back',
      'leave.optional-holiday.take',
    ]);
  });

  it('refuses days gone by, holidays everyone has off, and holidays of other calendars', async () => {
    const yesterday = await holidayOn(addDays(today(), -1), 'Harvest Day');
    const passed = await take(yesterday);
    expect(passed.statusCode).toBe(400);
    expect(passed.json()).toMatchObject({ code: 'HOLIDAY_PASSED', message: LEAVE_MESSAGES.optionalHolidayPassed });
    expect((await take(await holidayOn(today(), 'Founders Day'))).json().code).toBe('HOLIDAY_PASSED');
    // Taken earlier, now gone: it stays taken.
    await inDemo(t, (tx) =>
      tx.execute(sql`insert into optional_holiday_choices (tenant_id, employee_id, holiday_id)
                     select 'demo', e.id, ${yesterday}::uuid from employees e where e.employee_number = 'EMP0006'`),
    );
    expect((await giveBack(yesterday)).json().code).toBe('HOLIDAY_PASSED');

    const everyone = await holidayOn(wednesdayOf(limitYear, '10'), 'Independence Parade', false);
    const mandatory = await take(everyone);
    expect(mandatory.statusCode).toBe(400);
    expect(mandatory.json().message).toBe(LEAVE_MESSAGES.notOptionalHoliday);

    const [india] = await inDemo(t, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`select h.id from policy_holidays h join policy_plans p on p.id = h.plan_id
             where p.name = 'India Holidays 2026' and h.is_optional and h.date > current_date limit 1`,
      ),
    );
    const otherCalendar = await take(india!.id);
    expect(otherCalendar.statusCode).toBe(404);
    expect(otherCalendar.json().message).toBe(LEAVE_MESSAGES.optionalHolidayNotInCalendar);
    expect((await take(randomUUID())).statusCode).toBe(404);
  });

  it('a taken optional holiday is a day off: leave day counts leave it out, comp-off may be asked for it', async () => {
    const holiday = wednesdayOf(leaveYear, '04');
    const id = await holidayOn(holiday, 'Tree Planting Day');
    const week = `/leave-request/day-count?startDate=${addDays(holiday, -2)}&endDate=${addDays(holiday, 2)}`;
    expect((await call('GET', week, employee)).json()).toEqual({ days: 5, excluded: [] });
    expect((await take(id)).statusCode).toBe(201);
    expect((await call('GET', week, employee)).json()).toEqual({
      days: 4,
      excluded: [{ date: holiday, reason: 'holiday', name: 'Tree Planting Day' }],
    });
    expect((await giveBack(id)).statusCode).toBe(204);
    expect((await call('GET', week, employee)).json().days).toBe(5);

    // Comp-off asks for a day already worked: an optional holiday counts once it was taken.
    const worked = next('WED', addDays(today(), -40));
    const pastId = await holidayOn(worked, 'Lantern Day');
    const compOff = () =>
      call('POST', '/comp-off-request', employee, { workedDate: worked, reason: 'Migration weekend' });
    expect((await compOff()).json().message).toBe(LEAVE_MESSAGES.compOffNotDayOff);
    await inDemo(t, (tx) =>
      tx.execute(sql`insert into optional_holiday_choices (tenant_id, employee_id, holiday_id)
                     select 'demo', e.id, ${pastId}::uuid from employees e where e.employee_number = 'EMP0006'`),
    );
    expect((await compOff()).statusCode).toBe(201);
  });

  it('leave on the day refuses taking it, and a leave over a taken one refuses giving it back', async () => {
    const cl = await leaveTypeId(t, 'CL');
    const onLeave = wednesdayOf(leaveYear, '05');
    const taken = wednesdayOf(leaveYear, '06');
    await openBalance(t, 'EMP0006', 'CL', 20, [onLeave]);
    const apply = (startDate: string, endDate: string) =>
      call('POST', '/leave-request', employee, { leaveTypeId: cl, startDate, endDate, reason: 'Family visit' });

    const onLeaveId = await holidayOn(onLeave, 'Kite Day');
    expect((await apply(onLeave, onLeave)).statusCode).toBe(201);
    const clash = await take(onLeaveId);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'LEAVE_ON_DAY', message: LEAVE_MESSAGES.optionalHolidayLeaveClash });

    const takenId = await holidayOn(taken, 'Regatta Day');
    expect((await take(takenId)).statusCode).toBe(201);
    const around = await apply(addDays(taken, -2), addDays(taken, 2));
    expect(around.json().days).toBe(4);
    expect((await giveBack(takenId)).json().code).toBe('LEAVE_ON_DAY');
    expect((await list(leaveYear)).holidays.find((h) => h.holidayId === takenId)!.taken).toBe(true);
  });

  it('is the caller’s own: consultants have none, another tenant neither sees nor takes them', async () => {
    const consultant = (await loginAs(t.app, 'consult01')).headers;
    expect((await call('GET', `/optional-holidays?year=${limitYear}`, consultant)).statusCode).toBe(403);
    const demoHoliday = (await list(limitYear)).holidays[0]!.holidayId;

    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeemp01', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    const acmeCall = (method: 'GET' | 'POST', url: string, body?: object) =>
      acme.request({ method, url: `/api/hrms/leave-attendance${url}`, headers, body });
    const acmeYear = (await acmeCall('GET', `/optional-holidays?year=${limitYear}`)).body as OptionalHolidaysView;
    expect(acmeYear.holidays).toEqual([]);
    expect((await acmeCall('POST', '/optional-holidays', { holidayId: demoHoliday })).statusCode).toBe(404);
    const acmeChoices = await inDemo(
      t,
      (tx) => queryRows<{ n: number }>(tx, sql`select count(*)::int as n from optional_holiday_choices`),
      'acme',
    );
    expect(acmeChoices[0]!.n).toBe(0);
  });

  if (kind === 'postgres') {
    describe('at the same moment', () => {
      it('simultaneous takes with one place left: exactly one succeeds', async () => {
        const months = ['02', '03', '04', '05', '06', '07'];
        const [first, ...rest] = await Promise.all(
          months.map((month) => holidayOn(wednesdayOf(raceYear, month), `Race Day ${month}`)),
        );
        expect((await take(first!)).statusCode).toBe(201);
        const results = await Promise.all(rest.map((id) => take(id)));
        expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
        expect(
          results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'OPTIONAL_LIMIT_REACHED'),
        ).toBe(true);
        expect((await list(raceYear)).taken).toBe(2);
      });
    });
  }
});
