import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '@tenure/domain/policies';
import {
  REVENUE_MESSAGES,
  TIMESHEET_MESSAGES,
  weekStartOf,
  type EntitySettingsView,
  type WeekView,
} from '@tenure/domain/timesheets';
import { queryRows, withTenant, type Tx } from '../../../platform/db.ts';
import { createJobRunner } from '../../../platform/jobs.ts';
import { defineReminderJobs } from '../reminders/jobs.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';
import { waitFor } from '../../../../test/jobs.ts';

type Headers = Record<string, string>;
const V2 = '/api/timesheet/v2';
const today = () => new Date().toISOString().slice(0, 10);
const weeksAgo = (n: number) => addDays(weekStartOf(today()), -7 * n);

describeEachDatabase('timesheet settings per entity: reminder day and weekly limit', (kind) => {
  let t: TestApp;
  let director: Headers;
  let employee: Headers;
  const inDemo = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, { tenantCode: 'demo' }, work);
  const call = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    [director, employee] = [(await loginAs(t.app, 'hrdirector')).headers, (await loginAs(t.app, 'employee01')).headers];
  });
  afterAll(() => t.close());

  it('reminds each entity’s people once, at its reminder day and time in its time zone, however many processes tick', async () => {
    const entities = (await call('GET', `${V2}/timesheet-settings`, director)).json() as EntitySettingsView[];
    expect((await call('GET', `${V2}/timesheet-settings`, employee)).statusCode).toBe(403);
    const us = entities.find((e) => e.legalEntityCode === 'US-NY-01')!;
    expect(us.plan?.name).toBeTruthy();
    expect(us).toMatchObject({ reminderDay: 'FRI', reminderTime: '09:00', reminderTimeZone: 'UTC' });
    const badZone = await call('PUT', `${V2}/timesheet-settings/${us.legalEntityId}`, director, {
      reminderDay: 'WED',
      reminderTime: '10:30',
      reminderTimeZone: 'Mars/Olympus',
      autoApproveAfterDays: null,
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().fieldErrors).toMatchObject({ reminderTimeZone: REVENUE_MESSAGES.reminderTimeZone });
    const saved = await call('PUT', `${V2}/timesheet-settings/${us.legalEntityId}`, director, {
      reminderDay: 'WED',
      reminderTime: '10:30',
      reminderTimeZone: 'America/New_York',
      autoApproveAfterDays: null,
    });
    expect(saved.json()).toMatchObject({
      reminderDay: 'WED',
      reminderTime: '10:30',
      reminderTimeZone: 'America/New_York',
    });

    // Two more processes on the same queue, ticking by hand (the app's own worker takes jobs too).
    const runners = [0, 1].map(() =>
      createJobRunner(t.database, {
        work: true,
        schedules: false,
        retryLimit: 1,
        retryDelaySeconds: 1,
        expireInSeconds: 60,
        heartbeatSeconds: 10,
        pollingIntervalSeconds: 0.5,
        onError: () => undefined,
      }),
    );
    for (const runner of runners) {
      defineReminderJobs(runner);
      await runner.start();
    }
    const tick = async (at: string) =>
      (await Promise.all(runners.flatMap((r) => [r.runSchedules(new Date(at)), r.runSchedules(new Date(at))]))).reduce(
        (x, y) => x + y,
      );
    const demoJobs = () =>
      t.database
        .executeSql(
          `select kind, status, schedule_key as key from jobs where tenant_id = 'demo' and kind like 'timesheet.%Reminder' order by schedule_key`,
          [],
        )
        .then((r) => r.rows as { kind: string; status: string; key: string }[]);
    try {
      // Wednesday 15 January 2031: 10:30 in New York is 15:30 UTC (EST).
      expect(await tick('2031-01-15T15:15:00Z')).toBe(0);
      expect(await tick('2031-01-15T15:30:00Z')).toBe(1);
      expect(await tick('2031-01-15T15:45:00Z')).toBe(0);
      expect(await tick('2031-01-15T22:00:00Z')).toBe(0);
      const done = await waitFor(demoJobs, (list) => list.length > 0 && list.every((j) => j.status === 'succeeded'));
      expect(done).toEqual([
        {
          kind: 'timesheet.submitReminder',
          status: 'succeeded',
          key: `timesheet.submitReminder:${us.legalEntityId}:2031-01-15`,
        },
      ]);
      const reminded = await inDemo((tx) =>
        queryRows<{ code: string }>(
          tx,
          sql`
          select distinct le.code from notifications n join users u on u.id = n.user_id join employees e on e.id = u.employee_id join legal_entities le on le.id = e.legal_entity_id
           where n.link = '/timesheet?date=2031-01-13'`,
        ),
      );
      expect(reminded.map((r) => r.code)).toEqual(['US-NY-01']);

      // Monday 20 January, 09:00 UTC: the other entities (Friday 09:00 UTC by default) remind for last week, and their approvers.
      expect(await tick('2031-01-20T08:45:00Z')).toBe(0);
      const others = entities.filter((e) => e.legalEntityCode !== 'US-NY-01').length;
      expect(await tick('2031-01-20T09:00:00Z')).toBeGreaterThanOrEqual(2 * others);
      const monday = (await demoJobs()).filter((j) => j.key.endsWith(':2031-01-20'));
      expect(monday.filter((j) => j.kind === 'timesheet.submitReminder')).toHaveLength(others);
      expect(monday.filter((j) => j.kind === 'timesheet.approvalReminder')).toHaveLength(others);
      expect(monday.some((j) => j.key.includes(us.legalEntityId))).toBe(false);
    } finally {
      for (const runner of runners) await runner.stop();
    }
  });

  it('refuses a week above the plan’s weekly limit with a clear error', async () => {
    await inDemo(async (tx) => {
      await tx.execute(
        sql`delete from timesheet_weeks where employee_id = (select id from employees where employee_number = 'EMP0006')`,
      );
      await tx.execute(sql`delete from policy_holidays where date >= ${weeksAgo(3)}::date`);
      await tx.execute(
        sql`delete from leave_requests where employee_id = (select id from employees where employee_number = 'EMP0006') and end_date >= ${weeksAgo(3)}::date`,
      );
      await tx.execute(
        sql`update policy_plans set settings = settings || '{"maxHoursPerWeek": 20, "submissionDeadlineDays": 31}' where settings ? 'submissionDeadlineDays'`,
      );
    });
    const week = weeksAgo(2);
    const open = (await call('GET', `${V2}/timesheets/week?date=${week}`, employee)).json() as WeekView;
    const p = open.projects.find((x) => x.projectName === 'Patient Portal Rebuild')!;
    const line = (h: number) => ({
      kind: 'project',
      projectId: p.projectId,
      taskId: p.tasks[0]!.taskId,
      hours: [h, h, h, h, h, 0, 0],
    });
    const over = await call('PUT', `${V2}/timesheets/week`, employee, { weekStartDate: week, lines: [line(5)] });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      message: TIMESHEET_MESSAGES.weeklyMaximum(20),
      fieldErrors: { week: TIMESHEET_MESSAGES.weeklyMaximum(20) },
    });
    expect(
      (await call('PUT', `${V2}/timesheets/week`, employee, { weekStartDate: week, lines: [line(4)] })).statusCode,
    ).toBe(200);
  });
});
