import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POLICY_MESSAGES, type AssignedPolicyView, type PolicyPlanView } from '@tenure/domain/policies';
import { departments, employees, legalEntities, locations } from '../../db/schema/index.ts';
import { withTenant, type Tx } from '../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { loadWorkCalendar } from './work-calendar.ts';

type Headers = Record<string, string>;
const BASE = '/api/hrms/hris';

describeEachDatabase('policy assignments', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let hrExec: Headers;
  let employee: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'hrdirector')).headers;
    hrExec = (await loginAs(t.app, 'hrexec01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = hrExec, payload?: object) =>
    t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  const inDemo = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, { tenantCode: 'demo' }, work);
  const createWorkWeek = async (name: string, workingDays: string[]): Promise<PolicyPlanView> => {
    const res = await call('POST', '/work-week', admin, { name, settings: { workingDays } });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const assign = (planId: string, targetKind: string, targets: string[], headers = hrExec) =>
    call('POST', `/policy-plan/${planId}/assignments`, headers, { targetKind, targets });
  const workWeekOf = async (employeeNumber: string) => {
    const res = await call('GET', `/assigned-policies/${employeeNumber}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as AssignedPolicyView[]).find((p) => p.typeKey === 'workWeek')!;
  };

  it('the most specific assignment wins: employee > department > location > legal entity > default', async () => {
    // Emily (EMP0006): US legal entity, New York, Product Engineering.
    const emily = await inDemo(async (tx) => {
      const [row] = await tx
        .select({
          id: employees.id,
          departmentId: employees.departmentId,
          locationId: employees.locationId,
          legalEntityId: employees.legalEntityId,
        })
        .from(employees)
        .where(eq(employees.employeeNumber, 'EMP0006'));
      return row!;
    });
    const workingDays = async () =>
      (await inDemo((tx) => loadWorkCalendar(tx, emily.id, '2026-12-01', '2026-12-31'))).workWeek.workingDays;
    expect(await workWeekOf('EMP0006')).toMatchObject({
      planName: 'Standard Week',
      source: 'default',
      policeType: 'Work Week',
      route: 'workweek',
    });

    const byEntity = await createWorkWeek('Entity Week', ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']);
    const byLocation = await createWorkWeek('Location Week', ['MON', 'TUE', 'WED', 'THU']);
    const byDepartment = await createWorkWeek('Department Week', ['TUE', 'WED', 'THU', 'FRI']);
    const byEmployee = await createWorkWeek('Employee Week', ['MON', 'WED', 'FRI']);

    expect((await assign(byEntity.id, 'legalEntity', [emily.legalEntityId!])).statusCode).toBe(200);
    expect(await workWeekOf('EMP0006')).toMatchObject({ planName: 'Entity Week', source: 'legalEntity' });
    expect(await workingDays()).toEqual(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']);
    await assign(byLocation.id, 'location', [emily.locationId!]);
    expect(await workWeekOf('EMP0006')).toMatchObject({ planName: 'Location Week', source: 'location' });
    await assign(byDepartment.id, 'department', [emily.departmentId!]);
    expect(await workWeekOf('EMP0006')).toMatchObject({ planName: 'Department Week', source: 'department' });
    expect(await workingDays()).toEqual(['TUE', 'WED', 'THU', 'FRI']);
    const own = await assign(byEmployee.id, 'employee', ['emp0006']);
    expect(own.json()).toEqual([
      expect.objectContaining({ targetKind: 'employee', targetId: emily.id, targetLabel: 'Emily Johnson (EMP0006)' }),
    ]);
    expect(await workWeekOf('EMP0006')).toMatchObject({ planName: 'Employee Week', source: 'employee' });
    expect(await workingDays()).toEqual(['MON', 'WED', 'FRI']);

    // Removing her own assignment falls back to her department's plan.
    const removed = await call('DELETE', `/policy-plan/${byEmployee.id}/assignments/${own.json()[0].id}`);
    expect(removed.statusCode).toBe(204);
    expect(await workWeekOf('EMP0006')).toMatchObject({ planName: 'Department Week', source: 'department' });
    // A colleague elsewhere still follows the default.
    expect(await workWeekOf('EMP0003')).toMatchObject({ planName: 'Standard Week', source: 'default' });

    const labels = (await call('GET', `/policy-plan/${byEntity.id}/assignments`)).json();
    expect(labels).toEqual([
      expect.objectContaining({ targetKind: 'legalEntity', targetLabel: 'Tenure Demo Inc. (US-NY-01)' }),
    ]);
  });

  it('assigning replaces the target’s previous plan of the type; unknown targets change nothing', async () => {
    const first = await createWorkWeek('First Week', ['MON', 'TUE']);
    const second = await createWorkWeek('Second Week', ['WED', 'THU']);
    await assign(first.id, 'employee', ['EMP0012', 'EMP0011']);
    await assign(second.id, 'employee', ['EMP0012']);
    const firstTargets = (await call('GET', `/policy-plan/${first.id}/assignments`)).json();
    expect(firstTargets.map((a: { targetLabel: string }) => a.targetLabel)).toEqual(['Wei Ling Ong (EMP0011)']);
    expect(await workWeekOf('EMP0012')).toMatchObject({ planName: 'Second Week', source: 'employee' });

    const unknown = await assign(first.id, 'employee', ['EMP0012', 'NOPE01']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ targets: POLICY_MESSAGES.unknownTargets('NOPE01') });
    expect((await assign(first.id, 'department', ['not-an-id'])).statusCode).toBe(400);
    expect(await workWeekOf('EMP0012')).toMatchObject({ planName: 'Second Week' });

    const itDepartment = await inDemo(
      async (tx) =>
        (await tx.select({ id: departments.id }).from(departments).where(eq(departments.name, 'IT')))[0]!.id,
    );
    expect((await assign(first.id, 'department', [itDepartment])).json()).toEqual([
      expect.objectContaining({ targetLabel: 'IT' }),
    ]);
    const [nyc] = await inDemo((tx) =>
      tx.select({ id: locations.id }).from(locations).where(eq(locations.name, 'New York')),
    );
    expect((await assign(second.id, 'location', [nyc!.id])).json()[0].targetLabel).toBe('New York');
  });

  it('HR executives assign plans but do not set them up; employees do neither', async () => {
    const plan = await createWorkWeek('Assignable Week', ['MON', 'TUE', 'WED']);
    expect((await assign(plan.id, 'employee', ['EMP0010'], hrExec)).statusCode).toBe(200);
    expect(
      (await call('POST', '/work-week', hrExec, { name: 'HR Week', settings: { workingDays: ['MON'] } })).statusCode,
    ).toBe(403);
    expect((await assign(plan.id, 'employee', ['EMP0006'], employee)).statusCode).toBe(403);
    expect((await call('GET', `/policy-plan/${plan.id}/assignments`, employee)).statusCode).toBe(403);
    const [entity] = await inDemo((tx) =>
      tx.select({ id: legalEntities.id }).from(legalEntities).where(eq(legalEntities.code, 'SG-01')),
    );
    expect((await assign(plan.id, 'legalEntity', [entity!.id], admin)).statusCode).toBe(200);
  });

  it("shows an employee's policies to them, their managers and HR only", async () => {
    const mine = await call('GET', '/assigned-policies/EMP0006', employee);
    expect(mine.statusCode).toBe(200);
    const policies: AssignedPolicyView[] = mine.json();
    expect(policies.map((p) => p.typeKey)).toEqual([
      'leave',
      'shift',
      'probation',
      'noticePeriod',
      'overtime',
      'holiday',
      'timesheet',
      'workWeek',
      'weekOff',
    ]);
    expect(policies.find((p) => p.typeKey === 'holiday')).toMatchObject({
      planName: 'US Holidays',
      source: 'legalEntity',
    });
    expect(policies.find((p) => p.typeKey === 'noticePeriod')).toMatchObject({
      planName: 'Standard Notice',
      source: 'default',
      route: 'noticeperiod',
    });
    expect((await call('GET', '/assigned-policies/EMP0005', employee)).statusCode).toBe(403);
    const manager = (await loginAs(t.app, 'manager01')).headers;
    expect((await call('GET', '/assigned-policies/EMP0006', manager)).statusCode).toBe(200);
    expect((await call('GET', '/assigned-policies/EMP0003', manager)).statusCode).toBe(403);
    expect((await call('GET', '/assigned-policies/EMP0003', hrExec)).statusCode).toBe(200);
    expect((await call('GET', '/assigned-policies/NOPE01', hrExec)).statusCode).toBe(404);
  });

  it('pages employees with their effective plans', async () => {
    const page = await call('GET', '/policies-per-employee?pageNo=1&pageSize=5');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ pageNo: 1, pageSize: 5 });
    expect(body.items).toHaveLength(5);
    expect(body.total).toBeGreaterThan(40);
    const emily = (await call('GET', '/policies-per-employee?filterValue=emily')).json();
    expect(emily.items).toEqual([
      expect.objectContaining({
        employeeNumber: 'EMP0006',
        displayName: 'Emily Johnson',
        departmentName: 'Product Engineering',
      }),
    ]);
    expect(emily.items[0].policies).toHaveLength(9);
    expect((await call('GET', '/policies-per-employee', employee)).statusCode).toBe(403);
  });
});
