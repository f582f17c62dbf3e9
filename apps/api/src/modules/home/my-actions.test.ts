import { afterAll, beforeAll, expect, it } from 'vitest';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import { DEMO_PASSWORD, createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

type Headers = Record<string, string>;
interface Group {
  kind: string;
  href: string;
  count: number;
  items: {
    id: string;
    employee: { employeeNumber: string };
    title: string;
    href: string;
    quantity: { value: number; unit: string } | null;
  }[];
}

describeEachDatabase('my actions: everything waiting for the user', (kind) => {
  let t: TestApp;
  let manager: Headers;
  let employee: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = (await loginAs(t.app, 'manager01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  const myActions = async (headers: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home/my-actions', headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { total: number; groups: Group[] };
  };
  const homeCount = async (headers: Headers) =>
    (await t.app.inject({ method: 'GET', url: '/api/home/dashboard', headers })).json().pendingActionsCount as number;

  it("lists the manager's leave and comp-off decisions by kind, with the place to decide, and the home count agrees", async () => {
    const actions = await myActions(manager);
    const leave = actions.groups.find((g) => g.kind === 'leaveDecision')!;
    const compOff = actions.groups.find((g) => g.kind === 'compOffDecision')!;
    // The seed: pending leave of Emily (EMP0006), Carlos (EMP0007) and Ananya (EMP0010); Ananya's comp-off.
    expect(leave.items.map((i) => i.employee.employeeNumber).sort()).toEqual(['EMP0006', 'EMP0007', 'EMP0010']);
    expect(leave.count).toBe(3);
    expect(compOff).toMatchObject({
      count: 1,
      items: [{ employee: { employeeNumber: 'EMP0010' }, quantity: { value: 1, unit: 'days' } }],
    });
    expect(leave.href).toBe('/leave-manager?tab=pendingapprovals');
    // A comp-off decision opens the pending list with the comp-off requests showing.
    expect(compOff.href).toBe('/leave-manager?tab=pendingapprovals&kind=compOff');
    expect(compOff.items[0]).toMatchObject({ title: 'Comp-off', href: compOff.href });
    expect(leave.items.every((i) => i.href === leave.href && i.title.length > 0)).toBe(true);
    // Leave comes first; later kinds (the seed's timesheet lines) may follow, and the total counts every kind.
    expect(actions.groups.slice(0, 2).map((g) => g.kind)).toEqual(['leaveDecision', 'compOffDecision']);
    expect(actions.total).toBe(actions.groups.reduce((sum, g) => sum + g.count, 0));
    expect(await homeCount(manager)).toBe(actions.total);
  });

  it('an employee with nothing to decide has an empty inbox and a zero count', async () => {
    expect(await myActions(employee)).toEqual({ total: 0, groups: [] });
    expect(await homeCount(employee)).toBe(0);
    // HR may open the inbox without a team of their own: no leave to decide, only the joiners' onboarding tasks of the seed.
    expect((await myActions((await loginAs(t.app, 'hrexec01')).headers)).groups.map((g) => g.kind)).toEqual([
      'onboarding-task',
    ]);
  });

  it('a decided request leaves the inbox and the count at once', async () => {
    const before = await myActions(manager);
    const emily = before.groups
      .find((g) => g.kind === 'leaveDecision')!
      .items.find((i) => i.employee.employeeNumber === 'EMP0006')!;
    const approve = await t.app.inject({
      method: 'PUT',
      url: `/api/hrms/leave-attendance/leave-request/${emily.id}/approve`,
      headers: manager,
      payload: {},
    });
    expect(approve.statusCode).toBe(200);
    const after = await myActions(manager);
    expect(after.total).toBe(before.total - 1);
    expect(after.groups.flatMap((g) => g.items.map((i) => i.id))).not.toContain(emily.id);
    expect(await homeCount(manager)).toBe(after.total);
  });

  it('stays inside the tenant', async () => {
    // Acme runs the production preset, so its calls are encrypted like the browser's.
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    expect(await acme.request({ method: 'GET', url: '/api/home/my-actions', headers })).toMatchObject({
      statusCode: 200,
      body: { total: 0, groups: [] },
    });
  });
});
