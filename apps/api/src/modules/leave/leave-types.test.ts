import { afterAll, beforeAll, expect, it } from 'vitest';
import { LEAVE_MESSAGES } from '@tenure/domain/leave';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { caller, leaveTypeId, type Headers } from './test-kit.ts';

const custom = {
  code: 'WFH_BREAK',
  name: 'Wellness Day',
  category: 'Regular Leaves',
  isPaid: true,
  dayTypes: ['Full Day', 'Half Day'],
  annualQuota: 2,
  accrualFrequency: 'half-yearly',
  financialYear: 'Jan-Dec',
  carryForwardLimit: 0,
  encashmentLimit: 0,
  negativeBalanceLimit: 0,
  eligibility: { employmentTypes: ['Full Time'] },
  minNoticeDays: 1,
  maxConsecutiveDays: 1,
  documentRequiredAboveDays: null,
};

describeEachDatabase('leave types', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let hr: Headers;
  let employee: Headers;

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  it('lists the standard types to employees and HR, not to consultants', async () => {
    const list = (await call('GET', '/leave-types', employee)).json() as {
      code: string;
      isCustom: boolean;
      isCompOff: boolean;
    }[];
    expect(list.map((x) => x.code).sort()).toEqual(['CL', 'COMP_OFF', 'EL', 'LOP', 'ML', 'PL', 'SL']);
    expect(list.every((x) => !x.isCustom)).toBe(true);
    expect(list.find((x) => x.code === 'COMP_OFF')!.isCompOff).toBe(true);
    expect((await call('GET', '/leave-types', (await loginAs(t.app, 'consult01')).headers)).statusCode).toBe(403);
  });

  it('creates custom types with a unique code, updates them, and deletes only unused ones', async () => {
    expect((await call('POST', '/leave-types', employee, custom)).statusCode).toBe(403);
    const created = await call('POST', '/leave-types', hr, custom);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'WFH_BREAK',
      isCustom: true,
      isCompOff: false,
      isActive: true,
      eligibility: { duringProbation: true, genders: [], employmentTypes: ['Full Time'] },
    });
    const duplicate = await call('POST', '/leave-types', hr, { ...custom, name: 'Other' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors).toEqual({ code: LEAVE_MESSAGES.codeTaken });
    const badCode = await call('POST', '/leave-types', hr, { ...custom, code: 'lower case' });
    expect(badCode.json().fieldErrors.code).toBe(LEAVE_MESSAGES.codePattern);
    const halfStep = await call('POST', '/leave-types', hr, { ...custom, code: 'HALFSTEP', annualQuota: 1.3 });
    expect(halfStep.json().fieldErrors.annualQuota).toBe(LEAVE_MESSAGES.halfDaySteps);

    const id = created.json().id as string;
    const updated = await call('PUT', `/leave-types/${id}`, hr, { ...custom, name: 'Wellness Break', isActive: false });
    expect(updated.json()).toMatchObject({ name: 'Wellness Break', isActive: false });
    expect((await call('PUT', `/leave-types/${id}`, hr, { ...custom, code: 'CL' })).statusCode).toBe(409);

    const inUse = await call('DELETE', `/leave-types/${await leaveTypeId(t, 'CL')}`, hr);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(LEAVE_MESSAGES.leaveTypeInUse);
    expect((await call('DELETE', `/leave-types/${await leaveTypeId(t, 'COMP_OFF')}`, hr)).json().message).toBe(
      LEAVE_MESSAGES.compOffTypeFixed,
    );
    expect((await call('DELETE', `/leave-types/${id}`, employee)).statusCode).toBe(403);
    expect((await call('DELETE', `/leave-types/${id}`, hr)).statusCode).toBe(204);
    expect((await call('DELETE', `/leave-types/${id}`, hr)).statusCode).toBe(404);
  });
});
