import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { POLICY_MESSAGES, type PolicyPlanView, type PolicyTypeView } from '@tenure/domain/policies';
import { auditLog } from '../../db/schema/index.ts';
import { withTenant } from '../../platform/db.ts';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import { DEMO_PASSWORD, createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

type Headers = Record<string, string>;
const BASE = '/api/hrms/hris';

const workWeek = (name: string, workingDays: string[], extra: Record<string, unknown> = {}) => ({
  name,
  settings: { workingDays },
  ...extra,
});
const shift = (
  name: string,
  startTime: string,
  endTime: string,
  breaks: { label: string; start: string; end: string }[] = [],
  extra: Record<string, unknown> = {},
) => ({
  name,
  settings: { startTime, endTime, breaks },
  ...extra,
});

describeEachDatabase('policy types and plans', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let hrExec: Headers;
  let employee: Headers;
  let types: PolicyTypeView[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'hrdirector')).headers;
    hrExec = (await loginAs(t.app, 'hrexec01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
    types = (await call('GET', '/policy-type')).json();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = admin, payload?: unknown) =>
    t.app.inject({
      method,
      url: `${BASE}${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const typeId = (key: string) => types.find((ty) => ty.key === key)!.id;
  const plans = async (key: string): Promise<PolicyPlanView[]> =>
    (await call('GET', `/policy-plan?typeKey=${key}`)).json();
  const create = (key: string, body: object) =>
    call('POST', '/policy-plan', admin, { ...body, policyTypeId: typeId(key) });

  it('lists the nine policy types with their spec routes and plan counts', async () => {
    expect(types.map((ty) => ty.policeType)).toEqual([
      'Leave',
      'Shift',
      'Probation',
      'Notice Period',
      'Overtime',
      'Holiday',
      'Timesheet',
      'Work Week',
      'Week Off',
    ]);
    expect(types.find((ty) => ty.key === 'noticePeriod')).toMatchObject({
      route: 'noticeperiod',
      path: 'notice-period',
    });
    expect(types.find((ty) => ty.key === 'holiday')!.planCount).toBe(4);
    // HR executives assign plans, so they read them too; an employee does not.
    expect((await call('GET', '/policy-type', hrExec)).statusCode).toBe(200);
    expect((await call('GET', '/policy-plan?typeKey=shift', hrExec)).statusCode).toBe(200);
    expect((await call('GET', '/policy-type', employee)).statusCode).toBe(403);
    expect((await call('GET', '/policy-plan?typeKey=shift', employee)).statusCode).toBe(403);
  });

  it('lists the default plan first, then by name, with sub-policies', async () => {
    const shifts = await plans('shift');
    expect(shifts.map((p) => [p.name, p.isDefault])).toEqual([
      ['General Shift', true],
      ['Night Shift', false],
    ]);
    expect(shifts[0]!.subPolicies).toEqual([{ id: shifts[1]!.id, name: 'Night Shift' }]);
    expect(shifts[1]!.parentPlanId).toBe(shifts[0]!.id);
    const holidays = await plans('holiday');
    expect(holidays[0]).toMatchObject({ name: 'India Holidays 2026', isDefault: true });
    // Everyone outside the US, Singapore and Costa Rica entities follows the default calendar.
    expect(holidays[0]!.employeeCount).toBeGreaterThan(0);
    expect(holidays.find((p) => p.name === 'US Holidays')!.employeeCount).toBeGreaterThan(0);
  });

  it('a new default plan goes first and clears the others; updating or making a plan default does the same', async () => {
    const created = await create(
      'workWeek',
      workWeek('Six Day Week', ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], { isDefault: true }),
    );
    expect(created.statusCode).toBe(201);
    const sixDay: PolicyPlanView = created.json();
    let list = await plans('workWeek');
    expect(list.map((p) => [p.name, p.isDefault])).toEqual([
      ['Six Day Week', true],
      ['Standard Week', false],
    ]);
    // Everyone without an assignment now follows the new default.
    expect(list[0]!.employeeCount).toBeGreaterThan(0);
    expect(list[1]!.employeeCount).toBe(0);

    const standard = list[1]!;
    const updated = await call('PUT', `/policy-plan/${standard.id}`, admin, {
      ...workWeek(standard.name, ['MON', 'TUE', 'WED', 'THU', 'FRI']),
      isDefault: true,
    });
    expect(updated.statusCode).toBe(200);
    list = await plans('workWeek');
    expect(list.map((p) => [p.name, p.isDefault])).toEqual([
      ['Standard Week', true],
      ['Six Day Week', false],
    ]);

    expect((await call('PUT', `/policy-plan/${sixDay.id}/default`)).json()).toMatchObject({
      id: sixDay.id,
      isDefault: true,
    });
    expect((await plans('workWeek')).filter((p) => p.isDefault).map((p) => p.name)).toEqual(['Six Day Week']);
    // A default that employees rely on keeps its flag until another plan takes it.
    const undefaulted = await call(
      'PUT',
      `/policy-plan/${sixDay.id}`,
      admin,
      workWeek('Six Day Week', ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']),
    );
    expect(undefaulted.statusCode).toBe(409);
    expect(undefaulted.json().message).toBe(POLICY_MESSAGES.defaultInUse);
    expect((await call('PUT', `/policy-plan/${standard.id}/default`)).statusCode).toBe(200);
  });

  it('refuses to delete a plan while employees follow it; deletes an unused plan and audits it', async () => {
    const list = await plans('workWeek');
    const standard = list.find((p) => p.isDefault)!;
    const defaultDelete = await call('DELETE', `/policy-plan/${standard.id}`);
    expect(defaultDelete.statusCode).toBe(409);
    expect(defaultDelete.json().message).toBe(POLICY_MESSAGES.defaultInUse);

    const fourDay: PolicyPlanView = (
      await create('workWeek', workWeek('Four Day Week', ['MON', 'TUE', 'WED', 'THU']))
    ).json();
    const assigned = await call('POST', `/policy-plan/${fourDay.id}/assignments`, admin, {
      targetKind: 'employee',
      targets: ['EMP0006', 'EMP0012'],
    });
    expect(assigned.statusCode).toBe(200);
    const inUse = await call('DELETE', `/policy-plan/${fourDay.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(POLICY_MESSAGES.planInUse(2));
    expect((await call('GET', `/policy-plan/${fourDay.id}`)).json().employeeCount).toBe(2);

    const unused: PolicyPlanView = (await create('workWeek', workWeek('Three Day Week', ['MON', 'WED', 'FRI']))).json();
    expect((await call('DELETE', `/policy-plan/${unused.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/policy-plan/${unused.id}`)).statusCode).toBe(404);
    const trail = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, unused.id), eq(auditLog.entity, 'policy_plan')))
        .orderBy(auditLog.createdAt),
    );
    expect(trail.map((a) => a.action)).toEqual(['policy.plan.create', 'policy.plan.delete']);
    expect(trail[1]!.before).toMatchObject({ name: 'Three Day Week' });
  });

  it('checks plan names per type, whatever their case', async () => {
    const check = (query: string) => call('GET', `/policy-plan/validate-name?policyTypeId=${typeId('shift')}&${query}`);
    expect((await check('name=general%20SHIFT')).json()).toEqual({
      available: false,
      message: POLICY_MESSAGES.nameTaken,
    });
    expect((await check('name=Morning%20Shift')).json()).toEqual({ available: true, message: null });
    const general = (await plans('shift'))[0]!;
    expect((await check(`name=General%20Shift&excludeId=${general.id}`)).json().available).toBe(true);
    // The same name is free in another type.
    expect(
      (await call('GET', `/policy-plan/validate-name?policyTypeId=${typeId('overtime')}&name=General%20Shift`)).json()
        .available,
    ).toBe(true);

    const duplicate = await create('shift', shift('GENERAL shift', '09:00', '17:00'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors).toEqual({ name: POLICY_MESSAGES.nameTaken });
    expect((await create('shift', shift('', '09:00', '17:00'))).json().fieldErrors.name).toBe(
      POLICY_MESSAGES.nameRequired,
    );
  });

  it("validates settings by the type's rules, with field errors under settings", async () => {
    const badTime = await create('shift', shift('Broken Shift', '25:00', '17:00'));
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().fieldErrors).toEqual({ 'settings.startTime': POLICY_MESSAGES.invalidTime });

    const night = await create(
      'shift',
      shift('Graveyard Shift', '22:00', '06:00', [{ label: 'Meal', start: '23:30', end: '00:30' }]),
    );
    expect(night.statusCode).toBe(201);
    expect(night.json().settings).toMatchObject({ startTime: '22:00', endTime: '06:00', graceMinutes: 0 });

    const outside = await create(
      'shift',
      shift('Day Shift', '09:00', '18:00', [{ label: 'Late lunch', start: '18:30', end: '19:00' }]),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors).toEqual({ 'settings.breaks.0.start': POLICY_MESSAGES.breakOutsideShift });

    const timesheet = await create('timesheet', {
      name: 'Short Days',
      settings: { weekStartDay: 'MON', minHoursPerDay: 9, maxHoursPerDay: 8, submissionDeadlineDays: 1 },
    });
    expect(timesheet.json().fieldErrors).toEqual({ 'settings.maxHoursPerDay': POLICY_MESSAGES.maxBelowMin });

    const leave = await create('leave', {
      name: 'Phantom Leave',
      settings: { leaveTypeIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(leave.statusCode).toBe(400);
    expect(leave.json().fieldErrors).toEqual({ 'settings.leaveTypeIds': POLICY_MESSAGES.unknownLeaveType });
    expect((await create('workWeek', workWeek('No Days', []))).json().fieldErrors).toEqual({
      'settings.workingDays': POLICY_MESSAGES.workingDayRequired,
    });
  });

  it('keeps sub-policies one level deep, in their own type, never default', async () => {
    const shifts = await plans('shift');
    const general = shifts.find((p) => p.name === 'General Shift');
    const night = shifts.find((p) => p.name === 'Night Shift');
    const otherType = await create(
      'shift',
      shift('Weekend Shift', '10:00', '16:00', [], { parentPlanId: (await plans('overtime'))[0]!.id }),
    );
    expect(otherType.json().fieldErrors).toEqual({ parentPlanId: POLICY_MESSAGES.parentOtherType });
    const nested = await create('shift', shift('Late Night', '23:00', '07:00', [], { parentPlanId: night!.id }));
    expect(nested.json().fieldErrors).toEqual({ parentPlanId: POLICY_MESSAGES.parentIsSubPolicy });
    const defaultSub = await create(
      'shift',
      shift('Early Shift', '06:00', '14:00', [], { parentPlanId: general!.id, isDefault: true }),
    );
    expect(defaultSub.json().fieldErrors).toEqual({ isDefault: POLICY_MESSAGES.subPolicyNotDefault });
    expect((await call('PUT', `/policy-plan/${night!.id}/default`)).statusCode).toBe(400);

    const evening: PolicyPlanView = (await create('shift', shift('Evening Shift', '14:00', '23:00'))).json();
    const late = await create('shift', shift('Late Evening', '16:00', '01:00', [], { parentPlanId: evening.id }));
    expect(late.statusCode).toBe(201);
    // A plan with sub-policies cannot become one.
    const demoted = await call(
      'PUT',
      `/policy-plan/${evening.id}`,
      admin,
      shift('Evening Shift', '14:00', '23:00', [], { parentPlanId: general!.id }),
    );
    expect(demoted.json().fieldErrors).toEqual({ parentPlanId: POLICY_MESSAGES.parentIsSubPolicy });
    const refused = await call('DELETE', `/policy-plan/${evening.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(POLICY_MESSAGES.hasSubPolicies(1));
    expect((await call('DELETE', `/policy-plan/${late.json().id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/policy-plan/${evening.id}`)).statusCode).toBe(204);
  });

  it('serves every type under its own path, confined to that type', async () => {
    const shifts: PolicyPlanView[] = (await call('GET', '/shift')).json();
    expect(shifts.every((p) => p.typeKey === 'shift')).toBe(true);
    const created = await call('POST', '/notice-period', admin, {
      name: 'Senior Notice',
      settings: { duration: 90, unit: 'Days' },
    });
    expect(created.statusCode).toBe(201);
    const notice: PolicyPlanView = created.json();
    expect(notice.typeKey).toBe('noticePeriod');
    expect((await call('GET', `/notice-period/${notice.id}`)).json().name).toBe('Senior Notice');
    expect((await call('GET', `/holiday/${notice.id}`)).statusCode).toBe(404);
    expect(
      (
        await call('PUT', `/notice-period/${notice.id}`, admin, {
          name: 'Senior Notice',
          settings: { duration: 3, unit: 'Month' },
        })
      ).json().settings,
    ).toEqual({
      duration: 3,
      unit: 'Month',
    });
    const weekOffs: PolicyPlanView[] = (await call('GET', '/week-off')).json();
    const alternate = weekOffs.find((p) => p.name === 'Alternate Saturdays')!;
    expect((await call('PUT', `/week-off/${alternate.id}/default`)).json().isDefault).toBe(true);
    expect((await call('GET', '/week-off')).json()[0].name).toBe('Alternate Saturdays');
    expect((await call('DELETE', `/shift/${notice.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/notice-period/${notice.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/leave-policy')).json()[0]).toMatchObject({ name: 'Standard Leave', isDefault: true });
    expect((await call('GET', '/work-week')).statusCode).toBe(200);
  });

  it('lets only policy setup change plans', async () => {
    const body = workWeek('Employee Week', ['MON']);
    expect(
      (await call('POST', '/policy-plan', employee, { ...body, policyTypeId: typeId('workWeek') })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/policy-plan', hrExec, { ...body, policyTypeId: typeId('workWeek') })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/work-week', hrExec, body)).statusCode).toBe(403);
    const standard = (await plans('workWeek')).find((p) => p.name === 'Standard Week')!;
    expect((await call('PUT', `/policy-plan/${standard.id}/default`, hrExec)).statusCode).toBe(403);
    expect((await call('DELETE', `/policy-plan/${standard.id}`, employee)).statusCode).toBe(403);
  });

  it("keeps each tenant's plans to itself", async () => {
    // Acme runs the production preset, so its calls are encrypted like the browser's.
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    const get = async (url: string) => acme.request({ method: 'GET', url: `${BASE}${url}`, headers });
    const acmeHolidays = (await get('/policy-plan?typeKey=holiday')).body as PolicyPlanView[];
    expect(acmeHolidays.map((p) => [p.name, p.isDefault])).toEqual([['US Holidays', true]]);
    const demoUs = (await plans('holiday')).find((p) => p.name === 'US Holidays')!;
    expect(acmeHolidays[0]!.id).not.toBe(demoUs.id);
    expect((await get(`/policy-plan/${demoUs.id}`)).statusCode).toBe(404);
    expect(
      (await acme.request({ method: 'DELETE', url: `${BASE}/policy-plan/${demoUs.id}`, headers })).statusCode,
    ).toBe(404);
    expect((await get('/policy-type')).body).toHaveLength(9);
    expect((await call('GET', `/policy-plan/${acmeHolidays[0]!.id}`)).statusCode).toBe(404);
  });
});
