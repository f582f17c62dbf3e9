import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '@tenure/domain/policies';
import { REVENUE_MESSAGES, weekStartOf, type EntitySettingsView, type WeekView } from '@tenure/domain/timesheets';
import { queryRows, withTenant, type Tx } from '../../../platform/db.ts';
import { AUTO_APPROVAL_RULES, approvePendingByRule } from './service.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';

type Headers = Record<string, string>;
const V2 = '/api/timesheet/v2';
const today = () => new Date().toISOString().slice(0, 10);
const weeksAgo = (n: number) => addDays(weekStartOf(today()), -7 * n);

describeEachDatabase('timesheet auto-approval: people on submission, and the pending-days rule', (kind) => {
  let t: TestApp;
  let director: Headers;
  let employee: Headers;
  let employeeId: string;
  let project: { projectId: string; taskId: string };
  const inDemo = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, { tenantCode: 'demo' }, work);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const submit = async (week: string) =>
    (
      await call('POST', `${V2}/timesheets/week/submit`, employee, {
        weekStartDate: week,
        lines: [{ kind: 'project', ...project, hours: [4, 4, 4, 4, 4, 0, 0] }],
      })
    ).json() as WeekView;
  const decisions = (lineId: string) =>
    inDemo((tx) =>
      queryRows<{ decidedBy: string | null; rule: string | null; reason: string }>(
        tx,
        sql`
      select decided_by as "decidedBy", decided_by_rule as rule, reason from approval_decisions where request_id = ${lineId}`,
      ),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    [director, employee] = [(await loginAs(t.app, 'hrdirector')).headers, (await loginAs(t.app, 'employee01')).headers];
    employeeId = await inDemo(async (tx) => {
      const [e] = await queryRows<{ id: string }>(tx, sql`select id from employees where employee_number = 'EMP0006'`);
      await tx.execute(sql`delete from timesheet_weeks where employee_id = ${e!.id}`);
      await tx.execute(sql`delete from policy_holidays where date >= ${weeksAgo(6)}::date`);
      await tx.execute(
        sql`delete from leave_requests where employee_id = ${e!.id} and end_date >= ${weeksAgo(6)}::date`,
      );
      await tx.execute(
        sql`update policy_plans set settings = jsonb_set(settings, '{submissionDeadlineDays}', '31') where settings ? 'submissionDeadlineDays'`,
      );
      return e!.id;
    });
    const week = (await call('GET', `${V2}/timesheets/week?date=${weeksAgo(2)}`, employee)).json() as WeekView;
    const p = week.projects.find((x) => x.projectName === 'Patient Portal Rebuild')!;
    project = { projectId: p.projectId, taskId: p.tasks[0]!.taskId };
  });
  afterAll(() => t.close());

  it('approves the week of someone on auto-approval as it is submitted, recorded as the rule’s decision', async () => {
    const added = await call('POST', `${V2}/timesheet-auto-approvals`, director, { employeeId });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ employeeNumber: 'EMP0006' });
    const twice = await call('POST', `${V2}/timesheet-auto-approvals`, director, { employeeId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REVENUE_MESSAGES.alreadyAutoApproved);
    expect((await call('GET', `${V2}/timesheet-auto-approvals`, employee)).statusCode).toBe(403);

    const week = await submit(weeksAgo(2));
    expect(week.status).toBe('approved');
    const line = week.lines[0]!;
    expect(line).toMatchObject({
      status: 'approved',
      decidedBy: null,
      decisionReason: REVENUE_MESSAGES.autoApprovedOnSubmit,
    });
    expect(await decisions(line.id!)).toEqual([
      { decidedBy: null, rule: AUTO_APPROVAL_RULES.onSubmission, reason: REVENUE_MESSAGES.autoApprovedOnSubmit },
    ]);

    // Off the list, the next week waits for its approver.
    const listed = (await call('GET', `${V2}/timesheet-auto-approvals`, director)).json() as {
      id: string;
      employeeId: string;
    }[];
    const entry = listed.find((u) => u.employeeId === employeeId)!;
    expect((await call('DELETE', `${V2}/timesheet-auto-approvals/${entry.id}`, director)).statusCode).toBe(204);
    expect((await call('DELETE', `${V2}/timesheet-auto-approvals/${entry.id}`, director)).statusCode).toBe(404);
    expect((await submit(weeksAgo(3))).status).toBe('submitted');
  });

  it('approves lines still pending N days after submission, once however often the rule runs', async () => {
    const entities = (await call('GET', `${V2}/timesheet-settings`, director)).json() as EntitySettingsView[];
    const [entityId] = await inDemo((tx) =>
      queryRows<{ id: string }>(tx, sql`select legal_entity_id as id from employees where id = ${employeeId}`),
    );
    const entity = entities.find((e) => e.legalEntityId === entityId!.id)!;
    expect(entity).toMatchObject({ reminderDay: 'FRI', autoApproveAfterDays: null });
    const bad = await call('PUT', `${V2}/timesheet-settings/${entity.legalEntityId}`, director, {
      reminderDay: 'FRI',
      reminderTime: '25:00',
      autoApproveAfterDays: 3,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ reminderTime: REVENUE_MESSAGES.reminderTime });
    const saved = await call('PUT', `${V2}/timesheet-settings/${entity.legalEntityId}`, director, {
      reminderDay: 'FRI',
      reminderTime: '09:00',
      autoApproveAfterDays: 3,
    });
    expect(saved.json()).toMatchObject({ autoApproveAfterDays: 3 });

    const week = await submit(weeksAgo(4));
    const lineId = week.lines[0]!.id!;
    const now = new Date();
    const status = async () =>
      (
        await inDemo((tx) =>
          queryRows<{ status: string }>(tx, sql`select status from timesheet_lines where id = ${lineId}`),
        )
      )[0]!.status;
    // Two days after submission: this line waits (the seeded lines of last week, older, are approved).
    await inDemo((tx) => approvePendingByRule(tx, 'demo', new Date(now.getTime() + 2 * 86_400_000)));
    expect(await status()).toBe('pending');
    const later = new Date(now.getTime() + 3 * 86_400_000 + 60_000);
    const first = await inDemo((tx) => approvePendingByRule(tx, 'demo', later));
    const second = await inDemo((tx) => approvePendingByRule(tx, 'demo', later));
    expect(first.approved).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe('approved');
    expect(second).toEqual({ approved: 0 });
    expect(await decisions(lineId)).toEqual([
      { decidedBy: null, rule: AUTO_APPROVAL_RULES.afterDays, reason: REVENUE_MESSAGES.autoApprovedByRule(3) },
    ]);
    const view = (await call('GET', `${V2}/timesheets/week?date=${weeksAgo(4)}`, employee)).json() as WeekView;
    expect(view).toMatchObject({
      status: 'approved',
      lines: [expect.objectContaining({ decisionReason: REVENUE_MESSAGES.autoApprovedByRule(3) })],
    });
  });
});
