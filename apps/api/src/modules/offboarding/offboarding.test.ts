import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFBOARDING_MESSAGES } from '@tenure/domain/offboarding';
import { addDays } from '@tenure/domain/policies';
import { today as zoneToday } from '../../platform/clock.ts';
import { queryRows, withTenant, type Tx } from '../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { deactivateLeavers } from './exit-service.ts';

type Headers = Record<string, string>;
const BASE = '/api/hrms/hris';
/** employee01's day: they work in New York, and a resignation's dates are the leaver's (a UTC day would be tomorrow there each evening). */
const today = () => zoneToday('America/New_York');

describeEachDatabase('offboarding: resignation, exit chain, tasks, leavers', (kind) => {
  let t: TestApp;
  let employee: Headers;
  let manager: Headers;
  let otherManager: Headers;
  let hr: Headers;
  let itAdmin: Headers;
  const inDemo = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, { tenantCode: 'demo' }, work);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  const resign = (headers: Headers, proposedLastDay = addDays(today(), 20)) =>
    call('POST', '/resignation', headers, { reason: 'Relocating to another city', proposedLastDay });
  const decide = (id: string, verb: string, headers: Headers, body: object = {}) =>
    call('PUT', `/resignation/${id}/${verb}`, headers, body);
  const employeeStatus = async (number: string) =>
    (
      await inDemo((tx) =>
        queryRows<{ status: string }>(tx, sql`select status from employees where employee_number = ${number}`),
      )
    )[0]!.status;

  beforeAll(async () => {
    t = await createTestApp(kind);
    employee = (await loginAs(t.app, 'employee01')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    otherManager = (await loginAs(t.app, 'projmgr01')).headers;
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    itAdmin = (await loginAs(t.app, 'superadmin')).headers;
    const [entity] = await inDemo((tx) =>
      queryRows<{ id: string }>(tx, sql`select id from legal_entities where code = 'US-NY-01'`),
    );
    const setup = await call('PUT', '/offboarding/approver-setup', hr, {
      legalEntityId: entity!.id,
      approvers: [
        { role: 'hr', employeeNumber: 'EMP0004' },
        { role: 'it', employeeNumber: 'EMP0002' },
      ],
    });
    expect(setup.statusCode).toBe(200);
    // The suite's own templates, in place of the demo's.
    await inDemo((tx) => tx.execute(sql`delete from offboarding_task_templates`));
    await inDemo((tx) =>
      tx.execute(sql`insert into offboarding_task_templates (tenant_id, legal_entity_id, group_name, title, activities, owner_role, due_offset_days, mandatory)
                     values ('demo', ${entity!.id}, 'Asset return', 'Collect laptop and badge', '["Laptop","Badge"]'::jsonb, 'it', 0, true),
                            ('demo', null, 'Knowledge transfer', 'Hand over open work', '["Document projects"]'::jsonb, 'reportingManager', -5, true),
                            ('demo', null, 'Settlement', 'Exit interview notes', '[]'::jsonb, 'hr', 0, false)`),
    );
  });
  afterAll(() => t.close());

  it('the eligibility check gives the notice period; a second open resignation is a 409; nobody decides their own', async () => {
    const check = (await call('GET', '/resignation/eligibility', employee)).json();
    expect(check).toMatchObject({ eligible: true, openResignationId: null });
    expect(check.noticeDays).toBeGreaterThan(0);
    const past = await resign(employee, addDays(today(), -1));
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors.proposedLastDay).toBe(OFFBOARDING_MESSAGES.lastDayInPast);
    const first = await resign(employee);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'Submitted',
      manager: { employeeNumber: 'EMP0005' },
      noticeLastDay: check.noticeLastDay,
    });
    expect(first.json().shortfallDays).toBe(Math.max(0, check.noticeDays - 20));
    expect((await resign(employee)).statusCode).toBe(409);
    expect((await call('GET', '/resignation/eligibility', employee)).json()).toMatchObject({
      eligible: false,
      openResignationId: first.json().id,
    });
    const id = first.json().id;
    expect((await decide(id, 'accept', employee)).statusCode).toBe(403);
    expect((await decide(id, 'accept', otherManager)).statusCode).toBe(404);
    // The manager sees it in My Actions; a rejection needs a reason.
    const actions = (await t.app.inject({ method: 'GET', url: '/api/home/my-actions', headers: manager })).json();
    expect(actions.groups.find((g: { kind: string }) => g.kind === 'resignationDecision').items[0]).toMatchObject({
      href: `/offboarding-request/${id}`,
    });
    expect((await decide(id, 'reject', manager)).statusCode).toBe(400);
    const rejected = await decide(id, 'reject', manager, { reason: 'Please talk to me first' });
    expect(rejected.json()).toMatchObject({ status: 'Rejected', decisionReason: 'Please talk to me first' });
    expect((await decide(id, 'accept', manager)).statusCode).toBe(409);
    expect(await employeeStatus('EMP0006')).toBe('Active');
  });

  it('withdrawing after acceptance cancels the open tasks and makes the employee active again', async () => {
    const id = (await resign(employee)).json().id;
    const accepted = await decide(id, 'accept', manager);
    expect(accepted.json().status).toBe('Accepted');
    expect((await decide(id, 'accept', manager)).statusCode).toBe(409);
    expect(await employeeStatus('EMP0006')).toBe('Notice Period');
    const detail = (await call('GET', `/resignation/${id}`, employee)).json();
    expect(detail.tasks.map((task: { title: string; status: string }) => [task.title, task.status]).sort()).toEqual([
      ['Collect laptop and badge', 'open'],
      ['Exit interview notes', 'open'],
      ['Hand over open work', 'open'],
    ]);
    expect(detail.verbs).toEqual(['withdraw']);
    expect((await decide(id, 'withdraw', employee)).json().status).toBe('Withdrawn');
    const after = (await call('GET', `/resignation/${id}`, hr)).json();
    expect(after.tasks.every((task: { status: string }) => task.status === 'cancelled')).toBe(true);
    expect(await employeeStatus('EMP0006')).toBe('Active');
    expect(after.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['Accepted', 'Withdrawn']);
  });

  it('HR releases with the last day; the exit chain approves in turn; the exit completes once mandatory tasks are done; the job deactivates after the last day', async () => {
    const submitted = await call('POST', '/resignation/admin-submit', hr, {
      employeeNumber: 'EMP0006',
      reason: 'Higher studies',
      proposedLastDay: addDays(today(), 10),
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().submittedBy).toMatchObject({ employeeNumber: 'EMP0004' });
    const id = submitted.json().id;
    expect(
      (
        await call('POST', '/resignation/admin-submit', employee, {
          employeeNumber: 'EMP0010',
          reason: 'x',
          proposedLastDay: addDays(today(), 10),
        })
      ).statusCode,
    ).toBe(403);
    await decide(id, 'accept', manager);
    expect((await decide(id, 'release', manager)).statusCode).toBe(403);
    const lastDay = addDays(today(), 10);
    const short = await decide(id, 'release', hr, { lastWorkingDay: lastDay });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.noticeTreatment).toBe(OFFBOARDING_MESSAGES.shortfallTreatment);
    const released = await decide(id, 'release', hr, { lastWorkingDay: lastDay, noticeTreatment: 'waiver' });
    expect(released.json()).toMatchObject({
      status: 'Released',
      lastWorkingDay: lastDay,
      noticeTreatment: 'waiver',
      exitStatus: 'InProgress',
    });
    expect(await employeeStatus('EMP0006')).toBe('Resigned');
    expect((await decide(id, 'withdraw', employee)).statusCode).toBe(409);

    const detail = (await call('GET', `/resignation/${id}`, hr)).json();
    expect(
      detail.steps.map((s: { role: string; approver: { employeeNumber: string } }) => [
        s.role,
        s.approver.employeeNumber,
      ]),
    ).toEqual([
      ['reportingManager', 'EMP0005'],
      ['hr', 'EMP0004'],
      ['it', 'EMP0002'],
    ]);
    expect(detail.tasks.find((task: { title: string }) => task.title === 'Hand over open work').dueDate).toBe(
      addDays(lastDay, -5),
    );
    const [first, second, third] = detail.steps.map((s: { id: string }) => s.id);
    const step = (stepId: string, verb: string, headers: Headers, comments?: string) =>
      call('PUT', `/offboarding/exit-requests/${id}/steps/${stepId}/${verb}`, headers, comments ? { comments } : {});
    expect((await step(first, 'approve', employee)).statusCode).toBe(403);
    expect((await step(first, 'approve', otherManager)).statusCode).toBe(404);
    const exitActions = (await t.app.inject({ method: 'GET', url: '/api/home/my-actions', headers: manager })).json();
    expect(exitActions.groups.map((g: { kind: string }) => g.kind)).toEqual(
      expect.arrayContaining(['exitApproval', 'offboardingTask']),
    );
    const one = await step(first, 'approve', manager, 'Handover planned');
    expect(one.statusCode).toBe(200);
    expect(one.json().steps[0]).toMatchObject({
      status: 'approved',
      comments: 'Handover planned',
      decidedBy: { employeeNumber: 'EMP0005' },
    });
    expect((await step(first, 'approve', manager)).statusCode).toBe(409);
    expect((await step(third, 'approve', itAdmin)).statusCode).toBe(400);
    expect((await step(second, 'approve', hr)).statusCode).toBe(200);
    expect((await call('PUT', `/offboarding/exit-requests/${id}/final-exit`, hr, {})).json().message).toBe(
      OFFBOARDING_MESSAGES.chainNotApproved,
    );
    expect((await step(third, 'approve', itAdmin, 'Accounts listed')).json().exitStatus).toBe('Approved');

    const blocked = await call('PUT', `/offboarding/exit-requests/${id}/final-exit`, hr, {});
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe(OFFBOARDING_MESSAGES.openMandatoryTasks);
    const mine = (await call('GET', '/offboarding/tasks?status=open', manager)).json();
    expect(mine.map((task: { title: string }) => task.title)).toEqual(['Hand over open work']);
    expect((await call('PUT', `/offboarding/tasks/${mine[0].id}/complete`, employee)).statusCode).toBe(403);
    expect((await call('PUT', `/offboarding/tasks/${mine[0].id}/complete`, manager)).json().status).toBe('done');
    expect((await call('PUT', `/offboarding/tasks/${mine[0].id}/complete`, manager)).statusCode).toBe(409);
    const itTask = (await call('GET', '/offboarding/tasks?status=open', itAdmin))
      .json()
      .find((task: { title: string }) => task.title === 'Collect laptop and badge');
    expect((await call('PUT', `/offboarding/tasks/${itTask.id}/complete`, itAdmin)).statusCode).toBe(200);
    // The optional settlement task may stay open.
    const completed = await call('PUT', `/offboarding/exit-requests/${id}/final-exit`, hr, { comments: 'All clear' });
    expect(completed.json()).toMatchObject({ exitStatus: 'Completed' });
    expect(completed.json().history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'Accepted',
      'Released',
      'approved',
      'approved',
      'approved',
      'Completed',
    ]);
    expect((await call('PUT', `/offboarding/exit-requests/${id}/final-exit`, hr, {})).statusCode).toBe(409);

    // Not before the end of the last day; then once.
    expect(await inDemo((tx) => deactivateLeavers(tx, 'demo', lastDay))).toBe(0);
    expect(await inDemo((tx) => deactivateLeavers(tx, 'demo', addDays(lastDay, 1)))).toBe(1);
    expect(await inDemo((tx) => deactivateLeavers(tx, 'demo', addDays(lastDay, 2)))).toBe(0);
    expect((await call('GET', '/resignation/eligibility', employee)).statusCode).toBe(401);
    const resigned = await call('GET', '/onboarding/resigned-employees?status=Resigned', hr);
    expect(resigned.json().items.map((e: { employeeNumber: string }) => e.employeeNumber)).toContain('EMP0006');
  });

  describe('lists', () => {
    it('filters by status and search; only HR lists everyone', async () => {
      const all = await call('GET', '/resignation?scope=all&status=Withdrawn&search=emily', hr);
      expect(all.statusCode).toBe(200);
      expect(all.json().items.every((r: { status: string }) => r.status === 'Withdrawn')).toBe(true);
      expect((await call('GET', '/resignation?scope=all', manager)).statusCode).toBe(403);
      const team = (await call('GET', '/resignation?scope=team&size=10', manager)).json();
      expect(
        team.items.every((r: { employee: { employeeNumber: string } }) => r.employee.employeeNumber !== 'EMP0005'),
      ).toBe(true);
    });
  });
});
