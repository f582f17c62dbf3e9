import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '@tenure/domain/policies';
import { TIMESHEET_MESSAGES, weekStartOf, type EntitySettingsView, type WeekView } from '@tenure/domain/timesheets';
import { queryRows, withTenant, type Tx } from '../../platform/db.ts';
import type { JobDefinition, JobRunner } from '../../platform/jobs.ts';
import { defineTimesheetJobs } from './reminders-jobs.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

type Headers = Record<string, string>;
const V2 = '/api/timesheet/v2';
const today = () => new Date().toISOString().slice(0, 10);
const weeksAgo = (n: number) => addDays(weekStartOf(today()), -7 * n);

describeEachDatabase('timesheet settings per entity: reminder day and weekly limit', (kind) => {
  let t: TestApp;
  let director: Headers;
  let employee: Headers;
  const inDemo = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, { tenantCode: 'demo' }, work);
  const call = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    [director, employee] = [(await loginAs(t.app, 'hrdirector')).headers, (await loginAs(t.app, 'employee01')).headers];
  });
  afterAll(() => t.close());

  it('reminds each entity’s people on that entity’s reminder day', async () => {
    const entities = (await call('GET', `${V2}/timesheet-settings`, director)).json() as EntitySettingsView[];
    expect((await call('GET', `${V2}/timesheet-settings`, employee)).statusCode).toBe(403);
    const us = entities.find((e) => e.legalEntityCode === 'US-NY-01')!;
    expect(us.plan?.name).toBeTruthy();
    expect((await call('PUT', `${V2}/timesheet-settings/${us.legalEntityId}`, director, { reminderDay: 'WED', reminderTime: '10:30', autoApproveAfterDays: null })).statusCode).toBe(200);

    const definitions: JobDefinition<unknown>[] = [];
    defineTimesheetJobs({ define: (d: JobDefinition<unknown>) => definitions.push(d) } as unknown as JobRunner);
    const reminder = definitions.find((d) => d.kind === 'timesheet.submitReminder')!;
    const remindOn = async (day: string) => {
      const run = reminder.schedule!.dueOn(day)!;
      return inDemo(async (tx) => {
        await tx.execute(sql`delete from notifications`);
        await reminder.run(tx, { tenantCode: 'demo', executionNumber: 0, userId: null, params: run.params, progress: () => undefined, afterCommit: () => undefined });
        return queryRows<{ code: string }>(tx, sql`
          select distinct le.code from notifications n join users u on u.id = n.user_id join employees e on e.id = u.employee_id join legal_entities le on le.id = e.legal_entity_id`);
      });
    };
    const wednesday = addDays(weekStartOf(today()), 2);
    expect((await remindOn(wednesday)).map((r) => r.code)).toEqual(['US-NY-01']);
    const friday = addDays(weekStartOf(today()), 4);
    const fridays = (await remindOn(friday)).map((r) => r.code);
    expect(fridays.length).toBeGreaterThan(0);
    expect(fridays).not.toContain('US-NY-01');
  });

  it('refuses a week above the plan’s weekly limit with a clear error', async () => {
    await inDemo(async (tx) => {
      await tx.execute(sql`delete from timesheet_weeks where employee_id = (select id from employees where employee_number = 'EMP0006')`);
      await tx.execute(sql`delete from policy_holidays where date >= ${weeksAgo(3)}::date`);
      await tx.execute(sql`delete from leave_requests where employee_id = (select id from employees where employee_number = 'EMP0006') and end_date >= ${weeksAgo(3)}::date`);
      await tx.execute(sql`update policy_plans set settings = settings || '{"maxHoursPerWeek": 20, "submissionDeadlineDays": 31}' where settings ? 'submissionDeadlineDays'`);
    });
    const week = weeksAgo(2);
    const open = (await call('GET', `${V2}/timesheets/week?date=${week}`, employee)).json() as WeekView;
    const p = open.projects.find((x) => x.projectName === 'Patient Portal Rebuild')!;
    const line = (h: number) => ({ kind: 'project', projectId: p.projectId, taskId: p.tasks[0]!.taskId, hours: [h, h, h, h, h, 0, 0] });
    const over = await call('PUT', `${V2}/timesheets/week`, employee, { weekStartDate: week, lines: [line(5)] });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ message: TIMESHEET_MESSAGES.weeklyMaximum(20), fieldErrors: { week: TIMESHEET_MESSAGES.weeklyMaximum(20) } });
    expect((await call('PUT', `${V2}/timesheets/week`, employee, { weekStartDate: week, lines: [line(4)] })).statusCode).toBe(200);
  });
});
