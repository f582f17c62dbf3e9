import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GOAL_MESSAGES, type GoalView } from '@tenure/domain/performance';
import { DEFAULT_DATE_FORMAT } from '@tenure/domain/dates';
import { noticeTexts } from '@tenure/domain/notices';

const english = noticeTexts('en', DEFAULT_DATE_FORMAT);
import { queryRows, withTenant } from '../../../platform/db.ts';
import { encryptedClient } from '../../../../test/encrypted-client.ts';
import { DEMO_PASSWORD, createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';
import { waitForJob } from '../../../../test/jobs.ts';

type Headers = Record<string, string>;
const BASE = '/api/pms';

describeEachDatabase('performance goals: key results, approvals, roll-up, goal library', (kind) => {
  let t: TestApp;
  let employee: Headers;
  let manager: Headers;
  let otherManager: Headers;
  let hr: Headers;
  let period: { id: string; startDate: string; endDate: string };
  let typeId: string;
  let teamGoalId: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  const kr = (title: string, weight: number, extra: object = {}) => ({
    title,
    unit: 'number',
    startValue: 0,
    targetValue: 10,
    weight,
    ...extra,
  });
  const goalBody = (extra: object = {}) => ({
    title: `Goal ${Math.random().toString(36).slice(2, 8)}`,
    goalTypeId: typeId,
    periodId: period.id,
    startDate: period.startDate,
    endDate: period.endDate,
    keyResults: [
      kr('First', 50),
      kr('Second', 30, { unit: 'percent', targetValue: 100 }),
      kr('Third', 20, { unit: 'yesNo', targetValue: 1 }),
    ],
    ...extra,
  });
  const create = async (headers: Headers, extra: object = {}) => {
    const res = await call('POST', '/goals', headers, goalBody(extra));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as GoalView;
  };
  const decide = (id: string, verb: string, headers: Headers, reason?: string) =>
    call('PUT', `/goals/${id}/${verb}`, headers, reason ? { reason } : {});
  const progressOf = async (id: string) => (await call('GET', `/goals/${id}`, hr)).json().avgGoalProgress as number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    employee = (await loginAs(t.app, 'employee01')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    otherManager = (await loginAs(t.app, 'projmgr01')).headers;
    hr = (await loginAs(t.app, 'hrdirector')).headers;
    period = (await call('GET', '/review-cycle-date-range', employee)).json();
    typeId = (await call('GET', '/goal-types', employee)).json()[0].id;
    const company = (await call('GET', '/goals?scope=company&level=team', employee)).json();
    teamGoalId = company.items.find((g: GoalView) => g.owner?.employeeNumber === 'EMP0005').id;
  });
  afterAll(() => t.close());

  it('HR keeps goal types, statuses and periods; others may only read them', async () => {
    expect((await call('POST', '/goal-types', employee, { name: 'Stretch' })).statusCode).toBe(403);
    const created = await call('POST', '/goal-types', hr, { name: 'Stretch' });
    expect(created.statusCode).toBe(201);
    expect((await call('POST', '/goal-types', hr, { name: 'stretch' })).json().fieldErrors.name).toBe(
      GOAL_MESSAGES.duplicateName,
    );
    expect(
      (await call('PUT', `/goal-types/${created.json().id}`, hr, { name: 'Stretch', isActive: false })).json().isActive,
    ).toBe(false);
    expect((await call('GET', '/goal-types', employee)).json().map((m: { name: string }) => m.name)).not.toContain(
      'Stretch',
    );
    expect((await call('GET', '/goal-statuses', employee)).json().length).toBeGreaterThan(3);
    const overlap = await call('POST', '/goal-periods', hr, {
      name: 'Overlap',
      startDate: period.startDate,
      endDate: period.endDate,
    });
    expect(overlap.json().fieldErrors.startDate).toBe(GOAL_MESSAGES.periodOverlap);
  });

  it('refuses bad goals field by field and saves nothing', async () => {
    const before = (await call('GET', '/goals', employee)).json().total;
    const weights = await call(
      'POST',
      '/goals',
      employee,
      goalBody({ keyResults: [kr('A', 50), kr('B', 30), kr('C', 10)] }),
    );
    expect(weights.statusCode).toBe(400);
    expect(weights.json().fieldErrors.keyResults).toBe(GOAL_MESSAGES.weightsMustTotal100);
    const outside = await call(
      'POST',
      '/goals',
      employee,
      goalBody({ endDate: `${Number(period.endDate.slice(0, 4)) + 1}-01-15` }),
    );
    expect(outside.json().fieldErrors.endDate).toBe(GOAL_MESSAGES.outsidePeriod(period.startDate, period.endDate));
    const percent = await call(
      'POST',
      '/goals',
      employee,
      goalBody({ keyResults: [kr('A', 100, { unit: 'percent', targetValue: 150 })] }),
    );
    expect(percent.json().fieldErrors['keyResults.0.targetValue']).toBe(GOAL_MESSAGES.percentRange);
    const yesNo = await call(
      'POST',
      '/goals',
      employee,
      goalBody({ keyResults: [kr('A', 100, { unit: 'yesNo', targetValue: 5 })] }),
    );
    expect(yesNo.json().fieldErrors['keyResults.0.targetValue']).toBe(GOAL_MESSAGES.yesNoTarget);
    expect((await call('POST', '/goals', employee, goalBody({ keyResults: [] }))).json().fieldErrors.keyResults).toBe(
      GOAL_MESSAGES.keyResultRequired,
    );
    expect((await call('POST', '/goals', employee, goalBody({ level: 'company' }))).statusCode).toBe(403);
    expect(
      (await call('POST', '/goals', employee, goalBody({ employeeNumber: 'EMP0010' }))).json().fieldErrors
        .employeeNumber,
    ).toBe(GOAL_MESSAGES.notInTeam);
    expect((await call('GET', '/goals', employee)).json().total).toBe(before);
  });

  it('submit, ask for changes, resubmit, approve: each transition recorded; forbidden ones refused; a second decision is a 409', async () => {
    const goal = await create(employee, { parentId: teamGoalId, weight: 20 });
    expect(goal).toMatchObject({ approvalStatus: 'draft', verbs: ['submit'], canEdit: true });
    expect((await decide(goal.id, 'approve', manager)).statusCode).toBe(409);
    expect((await decide(goal.id, 'submit', manager)).statusCode).toBe(403);
    const submitted = await decide(goal.id, 'submit', employee);
    expect(submitted.json()).toMatchObject({ approvalStatus: 'pending', approver: { employeeNumber: 'EMP0005' } });
    expect((await decide(goal.id, 'submit', employee)).statusCode).toBe(409);
    expect((await decide(goal.id, 'approve', employee)).statusCode).toBe(403);
    expect((await decide(goal.id, 'approve', otherManager)).statusCode).toBe(404);
    const actions = (await t.app.inject({ method: 'GET', url: '/api/home/my-actions', headers: manager })).json();
    expect(
      actions.groups.find((g: { kind: string }) => g.kind === 'goalApproval').items.map((i: { id: string }) => i.id),
    ).toContain(goal.id);

    expect((await decide(goal.id, 'request-changes', manager)).statusCode).toBe(400);
    const changes = await decide(goal.id, 'request-changes', manager, 'Make the second key result measurable');
    expect(changes.json()).toMatchObject({
      approvalStatus: 'draft',
      decisionReason: 'Make the second key result measurable',
    });
    const edited = await call(
      'PUT',
      `/goals/${goal.id}`,
      employee,
      goalBody({ title: goal.title, parentId: teamGoalId, weight: 20 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await decide(goal.id, 'submit', employee);
    expect((await decide(goal.id, 'reject', manager)).statusCode).toBe(400);
    const approved = await decide(goal.id, 'approve', manager);
    expect(approved.json()).toMatchObject({ approvalStatus: 'approved', canUpdateProgress: true, canEdit: false });
    expect((await decide(goal.id, 'approve', manager)).statusCode).toBe(409);
    expect((await decide(goal.id, 'reject', manager, 'Too late')).statusCode).toBe(409);
    const detail = (await call('GET', `/goals/${goal.id}`, employee)).json();
    expect(detail.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'pending',
      'draft',
      'pending',
      'approved',
    ]);

    // Two decisions at once: one wins, the other is a 409.
    const racer = await create(employee);
    await decide(racer.id, 'submit', employee);
    const both = await Promise.all([decide(racer.id, 'approve', manager), decide(racer.id, 'reject', manager, 'No')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rejectedOne = await create(employee);
    await decide(rejectedOne.id, 'submit', employee);
    expect((await decide(rejectedOne.id, 'reject', manager, 'Not this year')).json()).toMatchObject({
      approvalStatus: 'rejected',
      decisionReason: 'Not this year',
    });
    expect((await decide(rejectedOne.id, 'submit', employee)).statusCode).toBe(403);
  });

  it('tells the manager of a submitted goal and the owner of each decision, with the reason', async () => {
    const noticesOf = (username: string, since: Date) =>
      withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
        queryRows<{ title: string; body: string; link: string | null }>(
          tx,
          sql`select n.title, n.body, n.link from notifications n join users u on u.id = n.user_id where u.username = ${username} and n.created_at >= ${since.toISOString()} order by n.created_at, n.id`,
        ),
      );
    const since = new Date(Date.now() - 1000);
    const goal = await create(employee);
    await decide(goal.id, 'submit', employee);
    expect(await noticesOf('manager01', since)).toContainEqual({
      title: english.goalSubmitted({ employee: goal.owner!.displayName, goal: goal.title }).title,
      body: goal.title,
      link: '/performance/goals-approval-view',
    });
    await decide(goal.id, 'request-changes', manager, 'Split the first key result');
    await decide(goal.id, 'submit', employee);
    await decide(goal.id, 'approve', manager);
    const other = await create(employee);
    await decide(other.id, 'submit', employee);
    await decide(other.id, 'reject', hr, 'Out of scope this year');
    const mine = (await noticesOf('employee01', since)).filter(
      (n) => n.body.startsWith(goal.title) || n.body.startsWith(other.title),
    );
    expect(mine).toEqual([
      {
        ...english.goalDecided({ status: 'draft', goal: goal.title, reason: 'Split the first key result' }),
        link: '/performance',
      },
      { ...english.goalDecided({ status: 'approved', goal: goal.title, reason: null }), link: '/performance' },
      {
        ...english.goalDecided({ status: 'rejected', goal: other.title, reason: 'Out of scope this year' }),
        link: '/performance',
      },
    ]);
    expect(
      (await noticesOf('manager01', since)).filter((n) => n.body === goal.title || n.body === other.title),
    ).toHaveLength(3);
    // A refused decision tells nobody.
    const told = (await noticesOf('employee01', since)).length;
    expect((await decide(goal.id, 'approve', manager)).statusCode).toBe(409);
    expect(await noticesOf('employee01', since)).toHaveLength(told);
  });

  it('approved goals are locked except progress; progress rolls up to the parent by weight', async () => {
    const goal = await create(employee, { parentId: teamGoalId, weight: 10 });
    await decide(goal.id, 'submit', employee);
    await decide(goal.id, 'approve', manager);
    const parentBefore = await progressOf(teamGoalId);
    const locked = await call('PUT', `/goals/${goal.id}`, employee, goalBody({ title: 'Changed' }));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(GOAL_MESSAGES.locked);
    const [first, second, third] = (await call('GET', `/goals/${goal.id}`, employee)).json().keyResults;
    expect(
      (await call('PUT', '/key-results', employee, { keyResultId: second.id, currentValue: 120 })).json().fieldErrors
        .currentValue,
    ).toBe(GOAL_MESSAGES.percentRange);
    expect(
      (await call('PUT', '/key-results', employee, { keyResultId: third.id, currentValue: 2 })).json().fieldErrors
        .currentValue,
    ).toBe(GOAL_MESSAGES.yesNoValue);
    expect(
      (await call('PUT', '/key-results', otherManager, { keyResultId: first.id, currentValue: 5 })).statusCode,
    ).toBe(404);
    const one = (await call('PUT', '/key-results', employee, { keyResultId: first.id, currentValue: 10 })).json();
    expect(one).toMatchObject({ progress: 100, avgGoalProgress: 50 });
    const two = (await call('PUT', '/key-results', manager, { keyResultId: second.id, currentValue: 50 })).json();
    expect(two.avgGoalProgress).toBe(65);
    expect(two.parentProgress).toBeGreaterThan(parentBefore);
    // The team goal's approved children: the demo's (weight 30) and the ones above; its progress is their weighted average.
    const children = (await call('GET', `/goals/${teamGoalId}`, hr))
      .json()
      .children.filter((c: { approvalStatus: string }) => c.approvalStatus === 'approved');
    const expected =
      children.reduce(
        (s: number, c: { weight: number; avgGoalProgress: number }) => s + c.weight * c.avgGoalProgress,
        0,
      ) / children.reduce((s: number, c: { weight: number }) => s + c.weight, 0);
    expect(two.parentProgress).toBeCloseTo(expected, 0);
    const objective = (await call('GET', `/goals/${teamGoalId}`, hr)).json().parent.id;
    expect(await progressOf(objective)).toBe(two.parentProgress);

    const over = await call('POST', '/goals', employee, goalBody({ parentId: teamGoalId, weight: 50 }));
    expect(over.json().fieldErrors.weight).toBe(GOAL_MESSAGES.alignedWeightsOver100);
    const draft = await create(employee);
    expect(
      (await call('PUT', '/key-results', employee, { keyResultId: draft.keyResults[0]!.id, currentValue: 3 }))
        .statusCode,
    ).toBe(403);
    const weights = (await call('GET', `/goals/${teamGoalId}`, manager))
      .json()
      .children.filter((c: { approvalStatus: string }) => c.approvalStatus !== 'rejected');
    const uneven = await call('PUT', `/goals/${teamGoalId}/alignment-weights`, manager, {
      children: weights.map((c: { id: string }) => ({ goalId: c.id, weight: 10 })),
    });
    expect(uneven.json().message).toBe(GOAL_MESSAGES.alignedWeightsMustTotal100);
  });

  it("key results one at a time: added and removed under the goal's rules, weights still 100, progress follows", async () => {
    const draft = await create(employee);
    const [first, second, third] = draft.keyResults;
    const add = (headers: Headers, body: object) =>
      call('POST', '/key-results', headers, { goalId: draft.id, ...body });
    const remove = (headers: Headers, body: object) => call('DELETE', '/key-results', headers, body);
    const added = await add(employee, { ...kr('Fourth', 10), otherWeights: [{ keyResultId: first!.id, weight: 40 }] });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().keyResults.map((k: { title: string; weight: number }) => [k.title, k.weight])).toEqual([
      ['First', 40],
      ['Second', 30],
      ['Third', 20],
      ['Fourth', 10],
    ]);
    const fourth = added.json().keyResults[3];

    // Field errors, and nothing saved.
    expect((await add(employee, kr('Fifth', 10))).json().fieldErrors.weight).toBe(GOAL_MESSAGES.weightsMustTotal100);
    expect(
      (await add(employee, { ...kr('Fifth', 10, { unit: 'percent', targetValue: 150 }) })).json().fieldErrors
        .targetValue,
    ).toBe(GOAL_MESSAGES.percentRange);
    expect(
      (
        await add(employee, {
          ...kr('Fifth', 10, { unit: 'yesNo', startValue: 2, targetValue: 1 }),
          otherWeights: [{ keyResultId: first!.id, weight: 30 }],
        })
      ).json().fieldErrors.startValue,
    ).toBe(GOAL_MESSAGES.yesNoValue);
    expect((await add(employee, { ...kr('', 10) })).json().fieldErrors.title).toBe(GOAL_MESSAGES.titleRequired);
    const elsewhere = (await create(employee)).keyResults[0]!.id;
    expect(
      (await add(employee, { ...kr('Fifth', 10), otherWeights: [{ keyResultId: elsewhere, weight: 30 }] })).json()
        .fieldErrors.otherWeights,
    ).toBe(GOAL_MESSAGES.otherKeyResult);
    const unbalanced = await remove(employee, { keyResultId: fourth.id });
    expect(unbalanced.statusCode).toBe(400);
    expect(unbalanced.json().fieldErrors.otherWeights).toBe(GOAL_MESSAGES.weightsMustTotal100);
    expect((await call('GET', `/goals/${draft.id}`, employee)).json().keyResults).toHaveLength(4);

    // Someone else's goal: its manager may read a draft but not change it; a stranger does not see it.
    expect(
      (await add(manager, { ...kr('Fifth', 10), otherWeights: [{ keyResultId: first!.id, weight: 30 }] })).statusCode,
    ).toBe(403);
    expect(
      (await remove(manager, { keyResultId: fourth.id, otherWeights: [{ keyResultId: first!.id, weight: 50 }] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await remove(otherManager, { keyResultId: fourth.id, otherWeights: [{ keyResultId: first!.id, weight: 50 }] }))
        .statusCode,
    ).toBe(404);

    const removed = await remove(employee, {
      keyResultId: fourth.id,
      otherWeights: [{ keyResultId: first!.id, weight: 50 }],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().keyResults.map((k: { id: string; weight: number }) => [k.id, k.weight])).toEqual([
      [first!.id, 50],
      [second!.id, 30],
      [third!.id, 20],
    ]);
    expect((await remove(employee, { keyResultId: fourth.id })).statusCode).toBe(404);
    const single = await create(employee, { keyResults: [kr('Only', 100)] });
    expect((await remove(employee, { keyResultId: single.keyResults[0]!.id })).json().fieldErrors.keyResultId).toBe(
      GOAL_MESSAGES.keyResultRequired,
    );

    // Approved: locked except progress.
    await decide(draft.id, 'submit', employee);
    await decide(draft.id, 'approve', manager);
    const locked = await add(employee, { ...kr('Late', 10), otherWeights: [{ keyResultId: first!.id, weight: 40 }] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(GOAL_MESSAGES.locked);
    expect(
      (await remove(employee, { keyResultId: third!.id, otherWeights: [{ keyResultId: first!.id, weight: 70 }] }))
        .statusCode,
    ).toBe(409);

    // A manager's team goal stays theirs to shape: removing a key result re-weighs the progress.
    const team = await create(manager, { level: 'team' });
    await call('PUT', '/key-results', manager, { keyResultId: team.keyResults[0]!.id, currentValue: 10 });
    expect(await progressOf(team.id)).toBe(50);
    const reshaped = await remove(manager, {
      keyResultId: team.keyResults[1]!.id,
      otherWeights: [{ keyResultId: team.keyResults[0]!.id, weight: 80 }],
    });
    expect(reshaped.json().avgGoalProgress).toBe(80);
    expect(
      (
        await add(manager, {
          goalId: team.id,
          ...kr('Extra', 20),
          otherWeights: [{ keyResultId: team.keyResults[0]!.id, weight: 60 }],
        })
      ).json().avgGoalProgress,
    ).toBe(60);
  });

  it('a manager assigns a goal with key results to a reportee, approved at once; not outside the team', async () => {
    const assigned = await create(manager, { employeeNumber: 'EMP0006' });
    expect(assigned).toMatchObject({ approvalStatus: 'approved', owner: { employeeNumber: 'EMP0006' } });
    const toStranger = await call('POST', '/goals', manager, goalBody({ employeeNumber: 'EMP0004' }));
    expect(toStranger.json().fieldErrors.employeeNumber).toBe(GOAL_MESSAGES.notInTeam);
    const team = (await call('GET', '/goals?scope=team&size=100', manager)).json();
    expect(team.items.some((g: GoalView) => g.id === assigned.id)).toBe(true);
    expect((await call('GET', '/goals?scope=team', employee)).statusCode).toBe(403);
    const reportees = (await call('GET', '/goals-reportees', manager)).json();
    expect(reportees.find((r: { employeeNumber: string }) => r.employeeNumber === 'EMP0006').goals).toBeGreaterThan(1);
    const dashboard = (await call('GET', '/dashboard', manager)).json();
    expect(dashboard.team.length).toBeGreaterThan(0);
    expect(dashboard.pendingApprovals).toBeGreaterThan(0);
  });

  const inDemo = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(t.database.db, { tenantCode: 'demo' }, work);

  it('the dashboard and the RM view show review statuses and the team’s released ratings by band, never a rating before release', async () => {
    type Dashboard = {
      team: { employeeNumber: string; reviewStatus: string | null }[];
      review: { cycleName: string; myStatus: string | null; released: { band: string; count: number }[] } | null;
    };
    // The demo's released cycle: employee01 (EMP0006) is calibrated to 3.8 and has not acknowledged it yet.
    const mine = (await call('GET', '/dashboard', employee)).json() as Dashboard;
    expect(mine.review).toMatchObject({
      cycleName: expect.stringMatching(/^Annual review/),
      myStatus: 'released',
      released: [],
    });
    const theirs = (await call('GET', '/dashboard', manager)).json() as Dashboard;
    expect(theirs.team.find((m) => m.employeeNumber === 'EMP0006')?.reviewStatus).toBe('released');
    const released = await inDemo((tx) =>
      queryRows<{ rating: number }>(
        tx,
        sql`select r.final_rating::float8 as rating from reviews r join employees e on e.id = r.employee_id join employees m on m.id = e.manager_id
                                            where m.employee_number = 'EMP0005' and r.status in ('released', 'acknowledged')`,
      ),
    );
    expect(released.length).toBeGreaterThan(0);
    expect(theirs.review!.released.reduce((n, b) => n + b.count, 0)).toBe(released.length);
    const reportees = (await call('GET', '/goals-reportees', manager)).json() as {
      employeeNumber: string;
      reviewStatus: string | null;
    }[];
    expect(reportees.find((r) => r.employeeNumber === 'EMP0006')?.reviewStatus).toBe('released');
    // A review still with its manager shows its status, and its rating counts nowhere until it is released.
    await inDemo((tx) =>
      tx.execute(
        sql`update reviews set status = 'manager' where employee_id = (select id from employees where employee_number = 'EMP0006')`,
      ),
    );
    const before = (await call('GET', '/dashboard', manager)).json() as Dashboard;
    expect(before.team.find((m) => m.employeeNumber === 'EMP0006')?.reviewStatus).toBe('manager');
    expect(before.review!.released.reduce((n, b) => n + b.count, 0)).toBe(released.length - 1);
    await inDemo((tx) =>
      tx.execute(
        sql`update reviews set status = 'released' where employee_id = (select id from employees where employee_number = 'EMP0006')`,
      ),
    );
  });

  it('the goal library: HR keeps templates; assigning twice creates nothing new; managers only within their team', async () => {
    const bad = await call('POST', '/goal-library', hr, {
      title: 'Bad',
      goalTypeId: typeId,
      keyResults: [kr('A', 40)],
    });
    expect(bad.json().fieldErrors.keyResults).toBe(GOAL_MESSAGES.weightsMustTotal100);
    const template = await call('POST', '/goal-library', hr, {
      title: 'Ship a customer feature',
      goalTypeId: typeId,
      designation: 'Software Engineer',
      keyResults: [kr('Features shipped', 100)],
    });
    expect(template.statusCode).toBe(201);
    expect(
      (await call('POST', '/goal-library', manager, { title: 'Nope', goalTypeId: typeId, keyResults: [kr('A', 100)] }))
        .statusCode,
    ).toBe(403);
    const found = (await call('GET', '/goal-library?search=customer%20feature', manager)).json();
    expect(found.items.map((x: { id: string }) => x.id)).toEqual([template.json().id]);
    expect((await call('GET', '/goal-library', employee)).statusCode).toBe(403);

    const library = (await call('GET', '/goal-library?size=100', hr)).json().items as { id: string; title: string }[];
    const two = library
      .filter((x) => x.title === 'Improve code quality' || x.title === 'Grow technical depth')
      .map((x) => x.id);
    const body = { templateIds: two, periodId: period.id, audience: { myTeam: true } };
    const first = (await call('POST', '/goal-library/assign', manager, body)).json();
    expect(first.created).toBe(first.audience * 2);
    expect(first.executionNumber).toBeNull();
    const again = (await call('POST', '/goal-library/assign', manager, body)).json();
    expect(again).toMatchObject({ audience: first.audience, created: 0, skipped: first.audience * 2 });
    expect((await call('POST', '/goal-library/assign', employee, body)).statusCode).toBe(403);
    // A manager cannot reach beyond the team with filters.
    const sales = (
      await call('POST', '/goal-library/assign', manager, {
        ...body,
        audience: { myTeam: false, designations: ['Sales Executive'] },
      })
    ).json();
    expect(sales.fieldErrors?.audience ?? null).toBe(GOAL_MESSAGES.noAudience);

    // HR to everyone: a large audience runs as a job with progress; again, nothing new.
    const everyone = { templateIds: library.map((x) => x.id), periodId: period.id, audience: {} };
    const started = await call('POST', '/goal-library/assign', hr, everyone);
    expect(started.statusCode).toBe(202);
    const job = await waitForJob(t.app, hr, started.json().executionNumber);
    expect(job).toMatchObject({ status: 'succeeded', progress: 100 });
    const counts = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ dupes: number }>(
        tx,
        sql`select count(*)::int as dupes from (select 1 from goals where template_id is not null group by template_id, owner_id, period_id having count(*) > 1) d`,
      ),
    );
    expect(counts[0]!.dupes).toBe(0);
    const rerun = await call('POST', '/goal-library/assign', hr, everyone);
    expect((await waitForJob(t.app, hr, rerun.json().executionNumber)).result).toMatchObject({ created: 0 });

    const removed = await call('DELETE', `/goal-library/${template.json().id}`, hr);
    expect(removed.statusCode).toBe(204);
  });

  it('keeps tenants apart', async () => {
    const demoGoal = await create(employee);
    // Acme runs the production preset, so its calls are encrypted like the browser's.
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    const get = (url: string) => acme.request({ method: 'GET', url: `${BASE}${url}`, headers });
    expect((await get(`/goals/${demoGoal.id}`)).statusCode).toBe(404);
    expect(
      (await acme.request({ method: 'PUT', url: `${BASE}/goals/${demoGoal.id}/approve`, headers, body: {} }))
        .statusCode,
    ).toBe(404);
    expect((await get('/goals?scope=company')).body).toMatchObject({ total: 0 });
    const acmePeriod = (await get('/review-cycle-date-range')).body as { id: string };
    expect(acmePeriod.id).not.toBe(period.id);
    const crossType = await acme.request({
      method: 'POST',
      url: `${BASE}/goals`,
      headers,
      body: goalBody({ level: 'company', periodId: acmePeriod.id }),
    });
    expect((crossType.body as { fieldErrors: Record<string, string> }).fieldErrors.goalTypeId).toBe(
      GOAL_MESSAGES.masterNotFound,
    );
  });
});
