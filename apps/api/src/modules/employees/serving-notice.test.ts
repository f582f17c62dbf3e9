import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TRANSFER_MESSAGES } from '@tenure/domain/offboarding';
import { queryRows, withTenant } from '../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { moveLastWorkingDay, releaseResignation } from '../../../test/resignations.ts';
import { day } from '../../../test/review-cycles.ts';

type Headers = Record<string, string>;

/**
 * Issue 31 item 10: once HR releases employee01's resignation (status Resigned) she still works
 * here until her last working day — in her manager's team and pending timesheets, the skill matrix, among
 * the people a payroll simulation, an employee survey or a transfer can name — and is gone from all of them after it.
 */
describeEachDatabase('people serving their notice are employees until their last working day', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let director: Headers;
  let manager: Headers;
  let employee: Headers;
  let entityId: string;
  let surveyId: string;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const myTeam = async () =>
    (
      (await call('GET', '/api/hrms/hris/employee/my-team', manager)).json() as { items: { employeeNumber: string }[] }
    ).items.map((m) => m.employeeNumber);
  const payrollPeople = async () =>
    (
      (await call('GET', `/api/payroll-simulation/employees?entityId=${entityId}`, director)).json() as {
        employeeNumber: string;
      }[]
    ).map((p) => p.employeeNumber);
  const inSkillMatrix = async () => {
    const matrix = (await call('GET', '/api/pms/skill-matrix?searchQuery=emp0006', director)).json() as {
      total: number;
      items: { employeeNumber: string }[];
    };
    expect(matrix.total).toBe(matrix.items.length);
    return matrix.items.some((p) => p.employeeNumber === 'EMP0006');
  };
  /** The weeks from two weeks ago to two weeks ahead that manager01's team has not submitted, by employee number. */
  const pendingWeeks = async () => {
    const pending = await call(
      'GET',
      `/api/timesheet/v2/timesheets/pending?startDate=${day(-14)}&endDate=${day(14)}&size=100`,
      manager,
    );
    expect(pending.statusCode, pending.body).toBe(200);
    return (pending.json() as { items: { employee: { employeeNumber: string }; weekStartDate: string }[] }).items.map(
      (p) => ({ number: p.employee.employeeNumber, week: p.weekStartDate }),
    );
  };
  const mySurveys = async () =>
    ((await call('GET', '/api/hrms/surveys/employee-surveys/mine', employee)).json() as { id: string }[]).map(
      (s) => s.id,
    );
  /** The error on the new manager when HR moves EMP0007 under employee01 from `effectiveDate` (to an unknown department too, so nothing is written). */
  const newManagerError = async (effectiveDate: string) => {
    const body = {
      employeeNumber: 'EMP0007',
      managerNumber: 'EMP0006',
      departmentId: '00000000-0000-4000-8000-000000000000',
      effectiveDate,
      reason: 'Pairs with her',
    };
    const initiated = await call('POST', '/api/hrms/hris/transfer', director, body);
    expect(initiated.json().fieldErrors?.departmentId, initiated.body).toBe(TRANSFER_MESSAGES.unknownDepartment);
    return (initiated.json().fieldErrors as Record<string, string>).managerNumber;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    director = (await loginAs(t.app, 'hrdirector')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
    entityId = (
      await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
        queryRows<{ id: string }>(
          tx,
          sql`select legal_entity_id as id from employees where employee_number = 'EMP0006'`,
        ),
      )
    )[0]!.id;
    const questionnaire = (
      await call('POST', '/api/hrms/surveys/questionnaires', hr, {
        kind: 'pulse',
        title: 'Notice pulse',
        questions: [{ type: 'rating', text: 'How was your week?' }],
      })
    ).json() as { id: string };
    const survey = await call('POST', '/api/hrms/surveys/employee-surveys', hr, {
      title: 'Everyone pulse',
      questionnaireId: questionnaire.id,
      anonymous: true,
      opensOn: day(-1),
      closesOn: day(7),
      reminderEveryDays: 0,
    });
    expect(survey.statusCode, survey.body).toBe(201);
    surveyId = survey.json().id as string;
    await releaseResignation(t, hr, manager, 'EMP0006', day(10));
  });
  afterAll(() => t.close());

  it("before her last working day she is in her manager's team, payroll simulations, the skill matrix, the survey audience and can be a new manager", async () => {
    expect(await myTeam()).toContain('EMP0006');
    expect(await payrollPeople()).toContain('EMP0006');
    expect(await inSkillMatrix()).toBe(true);
    expect(await mySurveys()).toContain(surveyId);
    expect((await pendingWeeks()).some((p) => p.number === 'EMP0006' && p.week > day(0))).toBe(true);
    expect(await newManagerError(day(5))).toBeUndefined();
    // A transfer taking effect after her last day cannot report to her.
    expect(await newManagerError(day(20))).toBe(TRANSFER_MESSAGES.unknownManager);
  });

  it('after her last working day she is in none of them', async () => {
    await moveLastWorkingDay(t, 'EMP0006', day(-1));
    expect(await myTeam()).not.toContain('EMP0006');
    expect(await payrollPeople()).not.toContain('EMP0006');
    expect(await inSkillMatrix()).toBe(false);
    expect(await mySurveys()).not.toContain(surveyId);
    expect(await newManagerError(day(0))).toBe(TRANSFER_MESSAGES.unknownManager);
    // Her timesheets are pending up to the week of her last day, not for the weeks after it (which her colleagues still owe).
    const pending = await pendingWeeks();
    expect(pending.some((p) => p.number !== 'EMP0006' && p.week > day(-1))).toBe(true);
    expect(pending.filter((p) => p.number === 'EMP0006' && p.week > day(-1))).toEqual([]);
  });
});
