import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { LEAVE_MESSAGES } from '@tenure/domain/leave';
import { SKILL_MESSAGES } from '@tenure/domain/performance';
import { addDays } from '@tenure/domain/policies';
import { weekStartOf, type EntitySettingsView, type WeekView } from '@tenure/domain/timesheets';
import { today, utcToday } from '../src/platform/clock.ts';
import { caller, clearHolidays, inDemo, leaveTypeId, next, openBalance } from '../src/modules/leave/test-kit.ts';
import { createSecondApp, createTestApp, describeEachDatabase, loginAs, type TestApp } from './harness.ts';
import { multipartFilesBody } from './multipart.ts';

/**
 * One clock (issue 32): leave, the weekly timesheet, the timesheet reminders and a skill's last use count from the
 * person's day (their location's zone; an entity's reminders from the entity's zone), never from the
 * UTC day nor from the server's own zone. Each pair of moments straddles a local midnight between
 * Sunday and Monday, one hour apart: in one of the two the local day is also the UTC day (23:30 in
 * Singapore, 00:30 in Costa Rica), in the other it is not (00:30 in Singapore is 16:30 UTC the day
 * before; 23:30 in Costa Rica is 05:30 UTC the day after), and the week changes with it.
 */

const SINGAPORE = 'Asia/Singapore';
const COSTA_RICA = 'America/Costa_Rica';
/** UTC+14: a server reading its own local time would be on yet another day. */
const FAR_SERVER_ZONE = 'Pacific/Kiritimati';
const WEEK_URL = '/api/timesheet/v2/timesheets/week';
const SETTINGS_URL = '/api/timesheet/v2/timesheet-settings';

// A Monday two months ahead, clear of the seeded leave: Singapore's pair around it, Costa Rica's a week later.
const mondaySg = next('MON', addDays(utcToday(), 60));
const mondayCr = addDays(mondaySg, 7);

interface Moment {
  name: string;
  at: string;
  username: 'employee01' | 'manager01';
  zone: string;
  entityCode: 'SG-01' | 'CR-SJ-01';
  /** The person's day at that moment, and the Sunday and Monday of its pair. */
  day: string;
  sunday: string;
  monday: string;
  /** Reminder runs of the person's entity queued by then, by the entity's local day (of the pair). */
  submitDays: string[];
  approveDays: string[];
}

const moments: Moment[] = [
  {
    name: '23:30 on Sunday in Singapore (15:30 UTC, the same day)',
    at: `${addDays(mondaySg, -1)}T15:30:00Z`,
    username: 'employee01',
    zone: SINGAPORE,
    entityCode: 'SG-01',
    day: addDays(mondaySg, -1),
    sunday: addDays(mondaySg, -1),
    monday: mondaySg,
    submitDays: [addDays(mondaySg, -1)],
    approveDays: [],
  },
  {
    name: '00:30 on Monday in Singapore (16:30 UTC on Sunday)',
    at: `${addDays(mondaySg, -1)}T16:30:00Z`,
    username: 'employee01',
    zone: SINGAPORE,
    entityCode: 'SG-01',
    day: mondaySg,
    sunday: addDays(mondaySg, -1),
    monday: mondaySg,
    submitDays: [addDays(mondaySg, -1), mondaySg],
    approveDays: [mondaySg],
  },
  {
    name: '23:30 on Sunday in Costa Rica (05:30 UTC on Monday)',
    at: `${mondayCr}T05:30:00Z`,
    username: 'manager01',
    zone: COSTA_RICA,
    entityCode: 'CR-SJ-01',
    day: addDays(mondayCr, -1),
    sunday: addDays(mondayCr, -1),
    monday: mondayCr,
    submitDays: [addDays(mondayCr, -1)],
    approveDays: [],
  },
  {
    name: '00:30 on Monday in Costa Rica (06:30 UTC, the same day)',
    at: `${mondayCr}T06:30:00Z`,
    username: 'manager01',
    zone: COSTA_RICA,
    entityCode: 'CR-SJ-01',
    day: mondayCr,
    sunday: addDays(mondayCr, -1),
    monday: mondayCr,
    submitDays: [addDays(mondayCr, -1), mondayCr],
    approveDays: [mondayCr],
  },
];

describeEachDatabase("one clock: leave, timesheet weeks and reminders follow the person's day", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let casualLeave: string;
  /** One skill per moment: each moment's person declares a new one. */
  let skillIds: string[] = [];
  const entityIds = new Map<string, string>();
  const serverZone = process.env.TZ;

  beforeAll(async () => {
    process.env.TZ = FAR_SERVER_ZONE;
    t = await createTestApp(kind);
    call = caller(t.app);
    // employee01 works in Singapore, manager01 (their manager) in San José; both stay in the New York entity.
    await inDemo(t, async (tx) => {
      await tx.execute(sql`update locations set time_zone = ${SINGAPORE} where name = 'Singapore'`);
      await tx.execute(sql`update locations set time_zone = ${COSTA_RICA} where name = 'San José'`);
      await tx.execute(
        sql`update employees set location_id = (select id from locations where name = 'Singapore') where employee_number = 'EMP0006'`,
      );
      await tx.execute(
        sql`update employees set location_id = (select id from locations where name = 'San José') where employee_number = 'EMP0005'`,
      );
      // A day's notice: the person's today itself is too late, their tomorrow is not.
      await tx.execute(sql`update leave_types set min_notice_days = 1 where code = 'CL'`);
    });
    await clearHolidays(t, addDays(mondaySg, -14), addDays(mondayCr, 14));
    for (const employee of ['EMP0006', 'EMP0005'])
      await openBalance(t, employee, 'CL', 10, [mondaySg, addDays(mondayCr, 1)]);
    casualLeave = await leaveTypeId(t, 'CL');
    const { rows: skills } = await t.database.executeSql(`select id from skills order by name limit 10`, []);
    skillIds = (skills as { id: string }[]).map((s) => s.id);
    // Each entity's reminders at 00:15 on Sundays (and on Mondays, for the week just ended) in its own zone.
    const director = (await loginAs(t.app, 'hrdirector')).headers;
    const entities = (
      await t.app.inject({ method: 'GET', url: SETTINGS_URL, headers: director })
    ).json() as EntitySettingsView[];
    for (const [code, zone] of [
      ['SG-01', SINGAPORE],
      ['CR-SJ-01', COSTA_RICA],
    ] as const) {
      const id = entities.find((e) => e.legalEntityCode === code)!.legalEntityId;
      entityIds.set(code, id);
      const saved = await t.app.inject({
        method: 'PUT',
        url: `${SETTINGS_URL}/${id}`,
        headers: director,
        payload: { reminderDay: 'SUN', reminderTime: '00:15', reminderTimeZone: zone, autoApproveAfterDays: null },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    // Only Date is faked: the drivers' timers and sockets run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
    if (serverZone === undefined) delete process.env.TZ;
    else process.env.TZ = serverZone;
  });

  /** The reminder runs queued for an entity on the days of a pair, by kind. */
  async function reminderDays(entityId: string, days: readonly string[]) {
    const { rows } = await t.database.executeSql(
      `select kind, schedule_key as key, params from jobs where tenant_id = 'demo' and kind like 'timesheet.%Reminder' order by schedule_key`,
      [],
    );
    const runs = (rows as { kind: string; key: string; params: { weekStartDate?: string } }[]).flatMap((r) => {
      const [, entity, day] = r.key.split(':');
      return entity === entityId && days.includes(day!)
        ? [{ kind: r.kind, day: day!, weekStartDate: r.params.weekStartDate }]
        : [];
    });
    return {
      submit: runs.filter((r) => r.kind === 'timesheet.submitReminder'),
      approve: runs.filter((r) => r.kind === 'timesheet.approvalReminder').map((r) => r.day),
    };
  }

  it('runs with the server in a far zone and Date frozen', () => {
    vi.setSystemTime(new Date(moments[0]!.at));
    expect(new Date().toISOString()).toBe(new Date(moments[0]!.at).toISOString());
    expect(new Date().getTimezoneOffset()).toBe(-14 * 60);
  });

  for (const [i, m] of moments.entries()) {
    it(`at ${m.name}`, async () => {
      vi.setSystemTime(new Date(m.at));
      expect(today(m.zone)).toBe(m.day);
      const headers = (await loginAs(t.app, m.username)).headers;

      // The weekly timesheet opens on the person's week, their today is not a future day and their tomorrow is.
      const week = await t.app.inject({ method: 'GET', url: WEEK_URL, headers });
      expect(week.statusCode, week.body).toBe(200);
      const view = week.json() as WeekView;
      expect(view.weekStartDate).toBe(weekStartOf(m.day));
      const isFuture = new Map(view.days.map((d) => [d.date, d.isFuture]));
      expect(isFuture.get(m.day)).toBe(false);
      if (isFuture.has(addDays(m.day, 1))) expect(isFuture.get(addDays(m.day, 1))).toBe(true);

      // Leave with a day's notice: the person's tomorrow is allowed; on a Monday, the day itself is too late.
      const apply = (date: string) =>
        call('POST', '/leave-request', headers, {
          leaveTypeId: casualLeave,
          startDate: date,
          endDate: date,
          reason: 'Clock test',
        });
      if (m.day === m.monday) {
        const late = await apply(m.day);
        expect(late.statusCode, late.body).toBe(400);
        expect(late.json().fieldErrors).toEqual({ startDate: LEAVE_MESSAGES.minNotice(1) });
      }
      const inTime = await apply(addDays(m.day, 1));
      expect(inTime.statusCode, inTime.body).toBe(201);
      const cancelled = await call('PUT', `/leave-request/${inTime.json().leaveApplicationId}/cancel`, headers, {});
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      // A skill last used on the person's today is declared; their tomorrow is a future day.
      const declare = (lastUsed: string) => {
        const body = multipartFilesBody({ skillId: skillIds[i]!, level: '1', yearsOfExperience: '1', lastUsed }, []);
        return t.app.inject({
          method: 'POST',
          url: '/api/pms/self-skill-set',
          headers: { ...headers, 'content-type': body.contentType },
          payload: body.payload,
        });
      };
      const tomorrow = await declare(addDays(m.day, 1));
      expect(tomorrow.statusCode, tomorrow.body).toBe(400);
      expect(tomorrow.json().fieldErrors).toEqual({ lastUsed: SKILL_MESSAGES.lastUsedInFuture });
      const declared = await declare(m.day);
      expect(declared.statusCode, declared.body).toBe(201);

      // A server starting now ticks the schedules once: reminders by the entity's local day and time.
      const ticker = await createSecondApp(t, { JOBS_SCHEDULES: 'true', JOBS_WORKER: 'false' });
      await ticker.close();
      const runs = await reminderDays(entityIds.get(m.entityCode)!, [m.sunday, m.monday]);
      // Sundays remind of the week in progress, Mondays of the week just ended: the same week here.
      expect(runs.submit).toEqual(
        m.submitDays.map((day) => ({ kind: 'timesheet.submitReminder', day, weekStartDate: weekStartOf(m.sunday) })),
      );
      expect(runs.approve).toEqual(m.approveDays);
    });
  }
});
