import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MyActionsView } from '@tenure/domain/actions';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { acmeAdmin, ONBOARDING_BASE } from './activation-test-kit.ts';

type Headers = Record<string, string>;

describeEachDatabase('onboarding dashboard and checklists', (kind) => {
  let t: TestApp;
  let hr: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({
      method,
      url: url.startsWith('/api') ? url : `${ONBOARDING_BASE}${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const myActions = async (headers: Headers) =>
    (await call('GET', '/api/home/my-actions', headers)).json() as MyActionsView;

  it('shows joiners this and next month with their checklist progress, joiners per month and pending invitations', async () => {
    const res = await call('GET', '/dashboard', hr);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    // The demo seed leaves three onboarding drafts (db/seed/onboarding.ts).
    expect(view).toMatchObject({ joinersThisMonth: 2, joinersNextMonth: 2, pendingInvitations: 2, drafts: 3 });
    expect(view.joiners.map((j: { employeeNumber: string }) => j.employeeNumber)).toEqual([
      'EMP0101',
      'EMP0102',
      'EMP0103',
      'EMP0104',
    ]);
    expect(view.joiners[0].checklist).toEqual({ done: 4, total: 7 });
    expect(view.joiners[3].checklist).toBeNull();
    expect(view.joinersByMonth).toHaveLength(4);
    expect(view.joinersByMonth.slice(-2).map((m: { joiners: number }) => m.joiners)).toEqual([2, 2]);
    expect(view.invitations.map((i: { employeeName: string }) => i.employeeName).sort()).toEqual([
      'Ethan Wright',
      'Hannah Lee',
    ]);
  });

  it("starts a joiner's checklist from the parent department's template with the manager's tasks on the manager, once", async () => {
    const started = await call('POST', '/checklists', hr, { employeeNumber: 'EMP0104' });
    expect(started.statusCode).toBe(201);
    const checklist = started.json();
    expect(checklist.templateName).toBe('Engineering onboarding');
    expect(checklist.tasks).toHaveLength(7);
    expect(checklist.tasks.find((k: { title: string }) => k.title === 'Assign an onboarding buddy')).toMatchObject({
      ownerKind: 'manager',
      ownerName: 'Ananya Iyer',
      doneAt: null,
    });
    expect((await call('POST', '/checklists', hr, { employeeNumber: 'EMP0104' })).json().code).toBe('CHECKLIST_EXISTS');
    expect((await call('POST', '/checklists', hr, { employeeNumber: 'NOPE' })).statusCode).toBe(404);
  });

  it('task owners see their open tasks in My Actions; ticking one takes it off, unticking brings it back, a repeat is a 409', async () => {
    const before = await myActions(hr);
    const group = before.groups.find((g) => g.kind === 'onboarding-task')!;
    expect(group.href).toBe('/onboarding-tasks');
    expect(group.items.every((i) => i.title.length > 0)).toBe(true);
    const task = group.items[0]!;
    const done = await call('PUT', `/checklist-tasks/${task.id}`, hr, { done: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().doneByName).toBe('Rahul Verma');
    expect((await call('PUT', `/checklist-tasks/${task.id}`, hr, { done: true })).statusCode).toBe(409);
    const after = await myActions(hr);
    expect(after.total).toBe(before.total - 1);
    expect((await call('PUT', `/checklist-tasks/${task.id}`, hr, { done: false })).statusCode).toBe(200);
    expect((await myActions(hr)).total).toBe(before.total);
    // IT's tasks wait for the named owner (the super admin's employee record).
    const it = (await myActions((await loginAs(t.app, 'superadmin')).headers)).groups.find(
      (g) => g.kind === 'onboarding-task',
    )!;
    expect(it.items.some((i) => i.title === 'Grant repository and CI access')).toBe(true);
    // Someone else's task is not theirs to tick.
    const employee = (await loginAs(t.app, 'employee01')).headers;
    expect((await call('PUT', `/checklist-tasks/${task.id}`, employee, { done: true })).statusCode).toBe(403);
    expect((await call('GET', '/my-tasks', employee)).json()).toEqual([]);
  });

  it('HR keeps one template per department; bad input is a 400 and changes nothing', async () => {
    const templates = (await call('GET', '/checklist-templates', hr)).json() as {
      id: string;
      departmentId: string;
      name: string;
    }[];
    expect(templates.map((x) => x.name).sort()).toEqual(['Engineering onboarding', 'HR onboarding']);
    const engineering = templates.find((x) => x.name === 'Engineering onboarding')!;
    const task = { title: 'Security training', ownerKind: 'role', ownerRoleCode: 'HR_EXECUTIVE', dueDays: 7 };
    expect(
      (
        await call('POST', '/checklist-templates', hr, {
          name: 'Again',
          departmentId: engineering.departmentId,
          tasks: [task],
        })
      ).statusCode,
    ).toBe(409);
    const bad = await call('POST', '/checklist-templates', hr, {
      name: 'Company',
      departmentId: null,
      tasks: [{ ...task, ownerKind: 'employee', ownerEmployeeNumber: 'NOPE' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty(['tasks.0.ownerEmployeeNumber']);
    expect(
      (await call('POST', '/checklist-templates', hr, { name: 'Company', departmentId: null, tasks: [] })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/checklist-templates', hr)).json()).toHaveLength(2);
    const company = await call('POST', '/checklist-templates', hr, {
      name: 'Company onboarding',
      departmentId: null,
      tasks: [task],
    });
    expect(company.statusCode).toBe(201);
    // Sales has no template of its own: a joiner there gets the company-wide one.
    expect((await call('POST', '/checklists', hr, { employeeNumber: 'EMP0105' })).json().templateName).toBe(
      'Company onboarding',
    );
  });

  it("refuses an employee and keeps tenants apart; the external site is the super admin's to set", async () => {
    const employee = (await loginAs(t.app, 'employee01')).headers;
    expect((await call('GET', '/dashboard', employee)).statusCode).toBe(403);
    expect((await call('POST', '/checklists', employee, { employeeNumber: 'EMP0104' })).statusCode).toBe(403);
    expect((await call('PUT', '/external-site', hr, { url: 'https://onboard.example.com' })).statusCode).toBe(403);
    const admin = (await loginAs(t.app, 'superadmin')).headers;
    expect((await call('PUT', '/external-site', admin, { url: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await call('PUT', '/external-site', admin, { url: 'https://onboard.example.com' })).json()).toEqual({
      url: 'https://onboard.example.com',
    });
    expect((await call('GET', '/external-site', hr)).json()).toEqual({ url: 'https://onboard.example.com' });
    const acme = await acmeAdmin(t);
    expect((await acme('GET', '/external-site')).body).toEqual({ url: null });
    expect((await acme('GET', '/dashboard')).body).toMatchObject({ joinersThisMonth: 0, pendingInvitations: 0 });
    expect((await acme('GET', '/checklist-templates')).body).toEqual([]);
  });
});
