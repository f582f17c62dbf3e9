import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MyActionsView } from '@tenure/domain/actions';
import { APPROVAL_MESSAGES } from '@tenure/domain/approvals';
import { addDays } from '@tenure/domain/policies';
import { TIMESHEET_MESSAGES, weekStartOf, type WeekHistoryView, type WeekView } from '@tenure/domain/timesheets';
import { noticeTexts } from '@tenure/domain/notices';
import { today as clockToday } from '../../../platform/clock.ts';
import { queryRows, withTenant, type Tx } from '../../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';
import { refreshWeeks } from './service.ts';

type Headers = Record<string, string>;
const V2 = '/api/timesheet/v2/timesheets';
const LEGACY = '/api/hrms/timesheet/timesheet-submission';
const today = () => new Date().toISOString().slice(0, 10);
/** Monday `n` weeks before this week's. */
const weeksAgo = (n: number) => addDays(weekStartOf(today()), -7 * n);
const empty = () => [0, 0, 0, 0, 0, 0, 0];
const withHours = (days: Record<number, number>) => empty().map((h, i) => days[i] ?? h);

describeEachDatabase('weekly timesheet: save, submit, line approvals', (kind) => {
  let t: TestApp;
  let employee: Headers;
  let manager: Headers;
  let projmgr: Headers;
  let approver: Headers;
  let admin: Headers;
  let portal: { projectId: string; taskId: string };
  let platform: { projectId: string; taskId: string };
  let seeded: { weeks: number; status: string | null; n: number }[];
  const inDemo = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, { tenantCode: 'demo' }, work);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const open = async (week: string, headers = employee) =>
    (await call('GET', `${V2}/week?date=${week}`, headers)).json() as WeekView;
  const projectLine = (p: { projectId: string; taskId: string }, days: Record<number, number>) => ({
    kind: 'project',
    ...p,
    hours: withHours(days),
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const as = async (username: string) => (await loginAs(t.app, username)).headers;
    [employee, manager, projmgr, approver, admin] = [
      await as('employee01'),
      await as('manager01'),
      await as('projmgr01'),
      await as('approver01'),
      await as('superadmin'),
    ];
    seeded = await inDemo((tx) =>
      queryRows<{ weeks: number; status: string; n: number }>(
        tx,
        sql`
      select max(p.weeks)::int as weeks, w.status, count(*)::int as n
        from timesheet_weeks w join (select employee_id, count(*) as weeks from timesheet_weeks group by employee_id) p using (employee_id)
       group by rollup(w.status)`,
      ),
    );
    await inDemo(async (tx) => {
      // employee01's seeded history is cleared: the weeks below start empty.
      await tx.execute(
        sql`delete from timesheet_weeks where employee_id = (select id from employees where employee_number = 'EMP0006')`,
      );
      // Weeks stay open for a month, and the weeks used here have no holidays or leave but the ones set below.
      await tx.execute(
        sql`update policy_plans set settings = jsonb_set(settings, '{submissionDeadlineDays}', '31') where settings ? 'submissionDeadlineDays'`,
      );
      await tx.execute(
        sql`delete from policy_holidays where date between ${weeksAgo(9)}::date and ${addDays(weekStartOf(today()), 6)}::date`,
      );
      await tx.execute(
        sql`delete from leave_requests where employee_id = (select id from employees where employee_number = 'EMP0006') and end_date >= ${weeksAgo(9)}::date`,
      );
      await tx.execute(sql`
        insert into leave_requests (tenant_id, employee_id, leave_type_id, start_date, end_date, day_type, days, reason, year_start, status, approver_id)
        select 'demo', e.id, lt.id, ${addDays(weeksAgo(3), 2)}::date, ${addDays(weeksAgo(3), 2)}::date, 'Full Day', 1, 'Family event', date_trunc('year', ${weeksAgo(3)}::date)::date, 'approved', e.manager_id
          from employees e, leave_types lt where e.employee_number = 'EMP0006' and lt.code = 'CL'`);
    });
    const week = await open(weeksAgo(3));
    const byName = (name: string) => {
      const p = week.projects.find((x) => x.projectName === name)!;
      return { projectId: p.projectId, taskId: p.tasks[0]!.taskId };
    };
    portal = byName('Patient Portal Rebuild');
    platform = byName('Platform Engineering');
  });
  afterAll(() => t.close());

  // Each person's eight weeks end before their own this week (their work place's), so across the company they may span nine.
  it('seeds eight weeks of history for each person, with approved, rejected and waiting weeks', () => {
    expect(seeded.find((r) => r.status === null)?.weeks).toBe(8);
    const statuses = seeded.filter((r) => r.status !== null).map((r) => r.status);
    expect(statuses).toEqual(expect.arrayContaining(['approved', 'rejected', 'submitted']));
  });

  it('opens a week with the allocated projects, the leave day filled as a non-project line and the policy figures', async () => {
    const week = await open(addDays(weeksAgo(3), 3));
    expect(week).toMatchObject({
      weekStartDate: weeksAgo(3),
      weekEndDate: addDays(weeksAgo(3), 6),
      status: 'new',
      editable: true,
      locked: false,
      maxHoursPerDay: 10,
      expectedHours: 40,
    });
    expect(week.projects.map((p) => p.projectName)).toEqual(
      expect.arrayContaining(['Patient Portal Rebuild', 'Platform Engineering']),
    );
    expect(week.lines).toEqual([
      expect.objectContaining({ id: null, kind: 'leave', hours: [0, 0, 8, 0, 0, 0, 0], status: 'saved' }),
    ]);
    expect(week.days[2]).toMatchObject({ leaveDays: 1, dayOff: null });
  });

  it("counts a holiday on a working day in both the expected hours and the week's total (its line fills it)", async () => {
    const week = weeksAgo(7);
    await inDemo((tx) =>
      tx.execute(sql`
      insert into policy_holidays (tenant_id, plan_id, date, name, is_optional)
      select 'demo', p.id, ${addDays(week, 3)}::date, 'Founders Day', false from policy_plans p where p.name = 'US Holidays'`),
    );
    const opened = await open(week);
    expect(opened.lines).toEqual([expect.objectContaining({ kind: 'holiday', hours: [0, 0, 0, 8, 0, 0, 0] })]);
    expect(opened.days[3]).toMatchObject({ dayOff: { reason: 'holiday', name: 'Founders Day' } });
    // The holiday's 8 hours are in the total and in the expected 40: four days of work more make 40 of 40, not "40 of 32".
    expect(opened).toMatchObject({ expectedHours: 40, totalHours: 8 });
  });

  it('saves, submits line by line to each approver, and follows the decisions to Approved', async () => {
    const week = weeksAgo(3);
    const lines = [
      projectLine(portal, { 0: 5, 1: 5, 3: 5, 4: 5 }),
      projectLine(platform, { 0: 3, 1: 3, 3: 3, 4: 3 }),
      { kind: 'leave', hours: withHours({ 2: 8 }) },
    ];
    const saved = await call('PUT', `${V2}/week`, employee, { weekStartDate: week, lines });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'saved', totalHours: 40 });

    // The legacy path answers the same handler.
    const submitted = await call('POST', `${LEGACY}/submit`, employee, { weekStartDate: week, lines });
    expect(submitted.statusCode).toBe(200);
    const view = submitted.json() as WeekView;
    expect(view.status).toBe('submitted');
    const line = (kind: string, projectId: string | null = null) =>
      view.lines.find((l) => l.kind === kind && l.projectId === projectId)!;
    // Project lines go to the designated approver (David Kim), the leave line to the reporting manager.
    expect(line('project', portal.projectId).approver?.employeeNumber).toBe('EMP0009');
    expect(line('project', platform.projectId).approver?.employeeNumber).toBe('EMP0010');
    expect(line('leave').approver?.employeeNumber).toBe('EMP0005');

    // A line waiting for approval cannot be changed.
    const changed = await call('PUT', `${V2}/week`, employee, {
      weekStartDate: week,
      lines: [projectLine(portal, { 0: 6 }), ...lines.slice(1)],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(TIMESHEET_MESSAGES.linePending);

    // Nobody decides their own lines, and a reporting manager does not decide project lines.
    expect((await call('PUT', `${V2}/approve`, employee, { lineIds: [line('leave').id] })).statusCode).toBe(403);
    const wrong = await call('PUT', `${V2}/approve`, manager, { lineIds: [line('project', portal.projectId).id] });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(APPROVAL_MESSAGES.notTheApprover);

    // The project manager sees and approves the Patient Portal line: the week is partially approved.
    const queue = (await call('GET', `${V2}/approvals?tab=pending`, projmgr)).json();
    expect(
      queue.items
        .find((w: { weekStartDate: string }) => w.weekStartDate === week)
        ?.lines.map((l: { projectName: string }) => l.projectName),
    ).toEqual(['Patient Portal Rebuild']);
    const approved = await call('PUT', `${V2}/approve`, projmgr, { lineIds: [line('project', portal.projectId).id] });
    expect(approved.json()).toEqual({ applied: [line('project', portal.projectId).id], skipped: [] });
    expect((await open(week)).status).toBe('partiallyApproved');
    // The designated approver comes second: already approved, 409.
    const second = await call('PUT', `${V2}/approve`, approver, { lineIds: [line('project', portal.projectId).id] });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(APPROVAL_MESSAGES.alreadyDecided('approved'));
    // An admin may act on anyone's line.
    expect(
      (await call('PUT', `${V2}/approve`, admin, { lineIds: [line('project', platform.projectId).id] })).statusCode,
    ).toBe(200);

    // The manager rejects the leave line: a reason is required; the week is rejected and the employee told.
    const noReason = await call('PUT', `${V2}/reject`, manager, { lineIds: [line('leave').id] });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await call('PUT', `${LEGACY}/reject`, manager, { lineIds: [line('leave').id], reason: 'Leave was a half day' }))
        .statusCode,
    ).toBe(200);
    let reopened = await open(week);
    expect(reopened.status).toBe('rejected');
    expect(reopened.lines.find((l) => l.kind === 'leave')).toMatchObject({
      status: 'rejected',
      decisionReason: 'Leave was a half day',
      decidedBy: { employeeNumber: 'EMP0005' },
    });
    const notices = await inDemo((tx) =>
      queryRows<{ title: string }>(
        tx,
        sql`select n.title from notifications n join users u on u.id = n.user_id where u.username = 'employee01' and n.title = ${noticeTexts('en', 'dd MMM yyyy').timesheetLineDecided({ who: null, status: 'rejected', line: '', weekStart: '2026-01-05', reason: undefined }).title}`,
      ),
    );
    expect(notices.length).toBeGreaterThan(0);

    // An approved line cannot be edited (409); the rejected one is fixed and resubmitted alone.
    const approvedEdit = await call('PUT', `${V2}/week`, employee, {
      weekStartDate: week,
      lines: [projectLine(portal, { 0: 4, 1: 5, 3: 5, 4: 5 }), lines[1], { kind: 'leave', hours: withHours({ 2: 4 }) }],
    });
    expect(approvedEdit.statusCode).toBe(409);
    expect(approvedEdit.json().message).toBe(TIMESHEET_MESSAGES.lineApproved);
    const before = reopened.lines.find((l) => l.projectId === portal.projectId)!;
    const fixed = await call('POST', `${V2}/week/submit`, employee, {
      weekStartDate: week,
      lines: [lines[0], lines[1], { kind: 'leave', hours: withHours({ 2: 4 }) }],
    });
    expect(fixed.statusCode).toBe(200);
    reopened = fixed.json();
    expect(reopened.status).toBe('partiallyApproved');
    expect(reopened.lines.find((l) => l.projectId === portal.projectId)).toMatchObject({
      status: 'approved',
      decidedAt: before.decidedAt,
    });
    expect(reopened.lines.find((l) => l.kind === 'leave')).toMatchObject({
      status: 'pending',
      hours: withHours({ 2: 4 }),
    });

    expect(
      (await call('PUT', `${V2}/approve`, manager, { lineIds: [reopened.lines.find((l) => l.kind === 'leave')!.id] }))
        .statusCode,
    ).toBe(200);
    expect((await open(week)).status).toBe('approved');
    const history = (await call('GET', `${V2}/employee`, employee)).json();
    expect(history).toMatchObject({ size: 20 });
    expect(history.items.find((w: { weekStartDate: string }) => w.weekStartDate === week)).toMatchObject({
      status: 'approved',
      totalHours: 36,
    });
    const managerHistory = (await call('GET', `${V2}/approvals?tab=history`, manager)).json();
    expect(managerHistory.items.some((w: { weekStartDate: string }) => w.weekStartDate === week)).toBe(true);
  });

  it('keeps a history log of the week: saves, submits and each decision with who took it and why (timesheetHistoryLog)', async () => {
    const weekId = (await open(weeksAgo(3))).id!;
    const log = await call('GET', `${V2}/${weekId}/history-log`, employee);
    expect(log.statusCode, log.body).toBe(200);
    const events = (log.json() as WeekHistoryView).events;
    // Oldest first, as the story above went: saved, submitted, three decisions, resubmitted, approved.
    const story = [...events].reverse().map((e) => [e.action, e.actorName, e.reason]);
    expect(story.slice(0, 2)).toEqual([
      ['saved', 'Emily Johnson', null],
      ['submitted', 'Emily Johnson', null],
    ]);
    expect(story).toContainEqual(['rejected', 'Michael Chen', 'Leave was a half day']);
    expect(events.filter((e) => e.action === 'approved').map((e) => e.lines)).toEqual(
      expect.arrayContaining([['Patient Portal Rebuild'], ['Leave']]),
    );
    expect(events[0]).toMatchObject({ action: 'approved', lines: ['Leave'] });
    // Whoever may open the week may read its log; for someone else the week does not exist.
    expect((await call('GET', `${V2}/${weekId}/history-log`, manager)).statusCode).toBe(200);
    const stranger = (await loginAs(t.app, 'hrexec01')).headers;
    expect((await call('GET', `${V2}/${weekId}/history-log`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `${V2}/${weekId}`, stranger)).statusCode).toBe(404);
  });

  it('refuses a day above the maximum, future days and projects outside the allocation, and changes nothing', async () => {
    const week = weeksAgo(2);
    const over = await call('PUT', `${V2}/week`, employee, {
      weekStartDate: week,
      lines: [projectLine(portal, { 0: 6 }), projectLine(platform, { 0: 5 })],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors).toEqual({ 'days.0': TIMESHEET_MESSAGES.dailyMaximum(10) });
    const typo = await call('PUT', `${V2}/week`, employee, {
      weekStartDate: week,
      lines: [{ kind: 'project', ...portal, hours: [7.3, 0, 0, 0, 0, 0, 0] }],
    });
    expect(typo.statusCode).toBe(400);
    // Next week's Monday has not come on any day of the week (this week's Sunday is today on a Sunday).
    const nextWeek = addDays(weekStartOf(today()), 7);
    const future = await call('PUT', `${V2}/week`, employee, {
      weekStartDate: nextWeek,
      lines: [projectLine(portal, { 0: 2 })],
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fieldErrors).toEqual({ 'lines.0.hours.0': TIMESHEET_MESSAGES.futureDay });
    const stranger = await call('PUT', `${V2}/week`, employee, {
      weekStartDate: week,
      lines: [
        {
          kind: 'project',
          projectId: '00000000-0000-4000-8000-000000000000',
          taskId: null,
          hours: withHours({ 0: 2 }),
        },
      ],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(TIMESHEET_MESSAGES.notAllocated);
    expect((await open(week)).status).toBe('new');
  });

  it('un-submits the lines still waiting, copies last week, and keeps weeks past the deadline read-only', async () => {
    const week = weeksAgo(1);
    const lines = [projectLine(portal, { 0: 8, 1: 8 })];
    expect((await call('POST', `${V2}/week/submit`, employee, { weekStartDate: week, lines })).statusCode).toBe(200);
    const pulled = await call('POST', `${LEGACY}/un-submit`, employee, { weekStartDate: week });
    expect(pulled.statusCode).toBe(200);
    expect(pulled.json()).toMatchObject({
      status: 'unsubmitted',
      lines: [expect.objectContaining({ status: 'saved', approver: null })],
    });
    expect((await call('POST', `${V2}/week/unsubmit`, employee, { weekStartDate: week })).statusCode).toBe(409);

    const copied = await call('POST', `${V2}/week/copy-last-week`, employee, { weekStartDate: weeksAgo(2) });
    expect(copied.statusCode).toBe(200);
    expect(
      (copied.json() as WeekView).lines
        .filter((l) => l.kind === 'project')
        .map((l) => l.total)
        .sort(),
    ).toEqual([12, 20]);

    const old = weeksAgo(8);
    expect((await open(old)).locked).toBe(true);
    const locked = await call('PUT', `${V2}/week`, employee, { weekStartDate: old, lines: [] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(TIMESHEET_MESSAGES.weekLocked);

    // A line an approver sent back stays open to fix in a closed week; the rest stays closed.
    await inDemo((tx) =>
      tx.execute(sql`
      with w as (insert into timesheet_weeks (tenant_id, employee_id, week_start_date, week_end_date, status)
                 select 'demo', id, ${old}::date, ${addDays(old, 6)}::date, 'rejected' from employees where employee_number = 'EMP0006' returning id, employee_id)
      insert into timesheet_lines (tenant_id, week_id, employee_id, kind, hours, total, status, decision_reason)
      select 'demo', w.id, w.employee_id, 'leave', '{8,0,0,0,0,0,0}', 8, 'rejected', 'Not on leave that day' from w`),
    );
    const sentBack = await open(old);
    expect(sentBack).toMatchObject({ locked: true, editable: true });
    expect(
      (
        await call('PUT', `${V2}/week`, employee, {
          weekStartDate: old,
          lines: [{ kind: 'leave', hours: withHours({ 0: 8 }) }, projectLine(portal, { 0: 1 })],
        })
      ).statusCode,
    ).toBe(409);
    const fixed = await call('POST', `${V2}/week/submit`, employee, {
      weekStartDate: old,
      lines: [{ kind: 'leave', hours: withHours({ 1: 8 }) }],
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      status: 'submitted',
      lines: [expect.objectContaining({ kind: 'leave', status: 'pending', hours: withHours({ 1: 8 }) })],
    });
  });

  it('approves a team\u2019s weeks in one call, and two approvers at once decide a line once', async () => {
    const week = weeksAgo(2);
    const submitted = (
      await call('POST', `${V2}/week/submit`, employee, {
        weekStartDate: week,
        lines: [projectLine(portal, { 0: 2 }), projectLine(platform, { 1: 3 })],
      })
    ).json() as WeekView;
    const lineId = submitted.lines.find((l) => l.projectId === portal.projectId && l.status === 'pending')!.id!;
    const [a, b] = await Promise.all([
      call('PUT', `${V2}/approve`, projmgr, { lineIds: [lineId] }),
      call('PUT', `${V2}/reject`, approver, { lineIds: [lineId], reason: 'Wrong task' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const decisions = await inDemo((tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from approval_decisions where request_id = ${lineId}`),
    );
    expect(decisions[0]!.n).toBe(1);

    const pending = (await open(week)).lines.filter((l) => l.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    const bulk = await call('POST', `${V2}/approve-weeks`, admin, { weekIds: [submitted.id] });
    expect(bulk.json()).toEqual({ applied: [submitted.id], skipped: [] });
    expect((await open(week)).lines.some((l) => l.status === 'pending')).toBe(false);
  });

  it('a change waiting for another transaction on the same week reads the week as that one left it', async () => {
    // employee01's this week at their work place (New York), whose Monday has come there (the UTC day's week
    // has not, on a Monday before 05:00 UTC); emptied first, as it may be one the demo filled.
    const week = weekStartOf(clockToday('America/New_York'));
    await inDemo((tx) =>
      tx.execute(
        sql`delete from timesheet_weeks where week_start_date = ${week}::date and employee_id = (select id from employees where employee_number = 'EMP0006')`,
      ),
    );
    const lineStatus = (id: string) =>
      inDemo((tx) =>
        queryRows<{ status: string; hours: number[] }>(
          tx,
          sql`select status, hours from timesheet_lines where id = ${id}`,
        ),
      );
    /** Runs `work` in a transaction that keeps the week until the caller's change has started waiting for it. */
    const holdWeek = async (
      weekId: string,
      work: (tx: Tx) => Promise<unknown>,
      change: () => Promise<{ statusCode: number }>,
    ) => {
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const other = inDemo(async (tx) => {
        await tx.execute(sql`select id from timesheet_weeks where id = ${weekId} for update`);
        await work(tx);
        await refreshWeeks(tx, [weekId]);
        holding();
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await held;
      const [answer] = await Promise.all([change(), other]);
      return answer;
    };

    // The employee saves new hours while their week is being submitted elsewhere: the save finds the line waiting (409).
    const lines = [projectLine(portal, { 0: 2 }), { kind: 'leave', hours: withHours({ 0: 6 }) }];
    const saved = (await call('PUT', `${V2}/week`, employee, { weekStartDate: week, lines })).json() as WeekView;
    const portalLine = saved.lines.find((l) => l.projectId === portal.projectId)!.id!;
    const save = await holdWeek(
      saved.id!,
      (tx) => tx.execute(sql`update timesheet_lines set status = 'pending' where week_id = ${saved.id}`),
      () =>
        call('PUT', `${V2}/week`, employee, { weekStartDate: week, lines: [projectLine(portal, { 0: 3 }), lines[1]] }),
    );
    expect(save.statusCode).toBe(409);
    expect(await lineStatus(portalLine)).toEqual([{ status: 'pending', hours: withHours({ 0: 2 }) }]);
    await inDemo((tx) => tx.execute(sql`delete from timesheet_weeks where id = ${saved.id}`));

    // Two approvers decide the two lines of a week at once: the week ends Approved.
    const submitted = (
      await call('POST', `${V2}/week/submit`, employee, { weekStartDate: week, lines })
    ).json() as WeekView;
    const leaveLine = submitted.lines.find((l) => l.kind === 'leave')!;
    expect(leaveLine.approver?.employeeNumber).toBe('EMP0005');
    const projectLineId = submitted.lines.find((l) => l.projectId === portal.projectId)!.id!;
    const approved = await holdWeek(
      submitted.id!,
      (tx) =>
        tx.execute(sql`update timesheet_lines set status = 'approved', decided_at = now() where id = ${projectLineId}`),
      () => call('PUT', `${V2}/approve`, manager, { lineIds: [leaveLine.id] }),
    );
    expect(approved.statusCode).toBe(200);
    expect((await open(week)).status).toBe('approved');
  });

  it('pages each approver\u2019s tabs in the order the lines give: week, then name; the total counts every week', async () => {
    type Item = { weekId: string };
    const STATUSES = { pending: ['pending'], rejected: ['rejected'], history: ['approved', 'rejected'] } as const;
    // What the lines say: the weeks with a line of the tab the caller decides (their projects' lines, the lines addressed to them), not their own.
    const truth = (username: string, tab: keyof typeof STATUSES) =>
      inDemo((tx) =>
        queryRows<{ id: string }>(
          tx,
          sql`
      with me as (select employee_id as id from users where username = ${username})
      select w.id from timesheet_weeks w join employees e on e.id = w.employee_id
       where w.employee_id <> (select id from me) and exists (
         select 1 from timesheet_lines l where l.week_id = w.id and l.status = any(${`{${STATUSES[tab].join(',')}}`}::text[])
           and ((l.kind = 'project' and l.project_id in (select project_id from project_managers where employee_id = (select id from me)
                                                          union select project_id from project_approvers where employee_id = (select id from me)))
             or (l.kind <> 'project' and l.approver_id = (select id from me))))
       order by w.week_start_date ${sql.raw(tab === 'pending' ? '' : 'desc')}, e.display_name, w.id`,
        ),
      );
    for (const [username, headers] of [
      ['projmgr01', projmgr],
      ['approver01', approver],
      ['manager01', manager],
    ] as const) {
      for (const tab of ['pending', 'rejected', 'history'] as const) {
        const expected = (await truth(username, tab)).map((w) => w.id);
        const first = (await call('GET', `${V2}/approvals?tab=${tab}&page=1&size=10`, headers)).json() as {
          items: Item[];
          total: number;
        };
        expect(first.total, `${username} ${tab}`).toBe(expected.length);
        expect(
          first.items.map((w) => w.weekId),
          `${username} ${tab}`,
        ).toEqual(expected.slice(0, 10));
        const second = (await call('GET', `${V2}/approvals?tab=${tab}&page=2&size=10`, headers)).json() as {
          items: Item[];
        };
        expect(
          second.items.map((w) => w.weekId),
          `${username} ${tab}, page 2`,
        ).toEqual(expected.slice(10, 20));
      }
    }
    // The demo data gives a project manager weeks to page through.
    expect((await truth('projmgr01', 'history')).length).toBeGreaterThan(10);
    // A search by number keeps that person's weeks; LIKE's wildcards are only characters.
    type Found = { items: { employee: { employeeNumber: string; displayName: string } }[]; total: number };
    // Every page of the tab (the demo's one-in-five rejections are drawn per seed: about a hundred weeks).
    const all: Found['items'] = [];
    for (let page = 1; page <= 10; page++) {
      const answer = (await call('GET', `${V2}/approvals?tab=history&size=100&page=${page}`, projmgr)).json() as Found;
      all.push(...answer.items);
      if (answer.items.length === 0 || all.length >= answer.total) break;
    }
    const term = all[0]!.employee.employeeNumber.toLowerCase();
    const matches = (w: Found['items'][number]) =>
      w.employee.employeeNumber.toLowerCase().includes(term) || w.employee.displayName.toLowerCase().includes(term);
    const found = (await call('GET', `${V2}/approvals?tab=history&size=100&search=${term}`, projmgr)).json() as Found;
    expect(found.total).toBe(all.filter(matches).length);
    expect(found.total).toBeLessThan(all.length);
    expect(found.items.every(matches)).toBe(true);
    expect(
      ((await call('GET', `${V2}/approvals?tab=history&search=${encodeURIComponent('%')}`, projmgr)).json() as Found)
        .total,
    ).toBe(0);
  });

  it('counts weeks waiting in My Actions and lists the team\u2019s unsubmitted weeks', async () => {
    const week = weeksAgo(4);
    await call('POST', `${V2}/week/submit`, employee, { weekStartDate: week, lines: [projectLine(portal, { 0: 8 })] });
    const actions = (await call('GET', '/api/home/my-actions', approver)).json() as MyActionsView;
    const weeks = actions.groups.find((g) => g.kind === 'timesheetDecision')!;
    expect(weeks.count).toBeGreaterThan(0);
    // A week's quantity is its hours, said as hours (not days).
    expect(weeks.items.find((i) => i.startDate === week && i.employee.employeeNumber === 'EMP0006')?.quantity).toEqual({
      value: 8,
      unit: 'hours',
    });
    expect(weeks.items.every((i) => i.quantity?.unit === 'hours')).toBe(true);
    const pending = await call('GET', `${V2}/pending?startDate=${weeksAgo(6)}&endDate=${weeksAgo(5)}`, manager);
    expect(pending.statusCode).toBe(200);
    expect(
      pending
        .json()
        .items.some((p: { employee: { employeeNumber: string } }) => p.employee.employeeNumber === 'EMP0006'),
    ).toBe(true);
    expect(
      (await call('GET', `${V2}/pending?startDate=${weeksAgo(6)}&endDate=${weeksAgo(5)}`, employee)).statusCode,
    ).toBe(403);
    const overview = await call(
      'GET',
      `/api/timesheet/v2/overview?type=PM&startDate=${weeksAgo(6)}&endDate=${weekStartOf(today())}`,
      projmgr,
    );
    expect(overview.json().rows.some((r: { label: string }) => r.label === 'Patient Portal Rebuild')).toBe(true);
  });
});
