import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Page } from '@tenure/domain/paging';
import {
  PROJECT_MESSAGES,
  weekStartOf,
  type AllocationView,
  type TaskView,
  type WeekView,
} from '@tenure/domain/timesheets';
import { today as clockToday } from '../../../platform/clock.ts';
import { queryRows, withTenant } from '../../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';

type Headers = Record<string, string>;
const V2 = '/api/timesheet/v2';
const LEGACY = '/api/hrms/timesheet';

describeEachDatabase('timesheets: estimated hours behind estimatedHours and plpEstimatedHours', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let pm: Headers;
  let employee: Headers;
  /** employee01's allocation on Patient Portal Rebuild (managed by projmgr01), with a task of the project. */
  let ref: { projectId: string; allocationId: string; taskId: string };
  // employee01's week as the API sees it: their work place's (New York), not the UTC day's, which on a Monday
  // before 05:00 UTC is a week whose days have not come there yet.
  const thisWeek = weekStartOf(clockToday('America/New_York'));

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'superadmin')).headers;
    pm = (await loginAs(t.app, 'projmgr01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
    const rows = await withTenant(t.database.db, { tenantCode: 'demo' }, async (tx) => {
      // This week starts empty, so what employee01 logs below is all it holds.
      await tx.execute(
        sql`delete from timesheet_weeks where week_start_date = ${thisWeek}::date and employee_id = (select id from employees where employee_number = 'EMP0006')`,
      );
      return queryRows<{ projectId: string; allocationId: string; taskId: string }>(
        tx,
        sql`select p.id as "projectId", a.id as "allocationId", (select t.id from project_tasks t where t.project_id = p.id and t.name = 'Development') as "taskId"
              from project_allocations a join projects p on p.id = a.project_id join employees e on e.id = a.employee_id
             where p.code = 'NWH-PP' and e.employee_number = 'EMP0006'`,
      );
    });
    ref = rows[0]!;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
    base = V2,
  ) => t.app.inject({ method, url: `${base}${url}`, headers, ...(payload ? { payload } : {}) });
  const setFlag = (flag: 'estimatedHours' | 'plpEstimatedHours', enabled: boolean) =>
    t.app.inject({ method: 'PUT', url: '/api/flags', headers: admin, payload: { flag, enabled } });
  const member = async () =>
    ((await call('GET', `/project-teams/${ref.projectId}`, pm)).json() as Page<AllocationView>).items.find(
      (a) => a.projectAllocationId === ref.allocationId,
    )!;
  const weekProject = async () =>
    ((await call('GET', `/timesheets/week?date=${thisWeek}`, employee)).json() as WeekView).projects.find(
      (p) => p.projectId === ref.projectId,
    )!;
  const task = async () =>
    ((await call('GET', `/project-task/project/${ref.projectId}`, pm)).json() as TaskView[]).find(
      (x) => x.taskId === ref.taskId,
    )!;
  const allocationBody = (a: AllocationView, extra: object) => ({
    startDate: a.allocationStartDate,
    endDate: a.allocationEndDate,
    allocationBasis: a.allocationBasis,
    value: a.allocationBasis === 'Percent' ? a.percent : a.hoursPerWeek,
    role: a.role,
    isBillable: a.isBillable,
    ...extra,
  });

  it('keeps both estimates out of the API while their flags are off, as in every preset', async () => {
    const flags = (await t.app.inject({ method: 'GET', url: '/api/flags', headers: { 'x-tenantid': 'demo' } })).json()
      .flags;
    expect([flags.estimatedHours, flags.plpEstimatedHours]).toEqual([false, false]);
    const before = await member();
    expect(before).not.toHaveProperty('estimatedHours');
    expect(before).not.toHaveProperty('loggedHours');
    const saved = await call(
      'PUT',
      `/allocations/${ref.allocationId}`,
      pm,
      allocationBody(before, { estimatedHours: 100 }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).not.toHaveProperty('estimatedHours');
    const stored = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ estimated: number | null }>(
        tx,
        sql`select estimated_hours as estimated from project_allocations where id = ${ref.allocationId}`,
      ),
    );
    expect(stored).toEqual([{ estimated: null }]);
    expect(await weekProject()).not.toHaveProperty('estimatedHours');
    expect(await task()).not.toHaveProperty('plpEstimatedHours');
    expect(
      (await call('PUT', `/project-task/${ref.projectId}/${ref.taskId}/estimate`, pm, { plpEstimatedHours: 40 }))
        .statusCode,
    ).toBe(404);
  });

  it('with estimatedHours on: an allocation’s estimate, checked, beside the hours logged on the team page and the week', async () => {
    expect((await setFlag('estimatedHours', true)).statusCode).toBe(200);
    try {
      const a = await member();
      expect(a).toMatchObject({ estimatedHours: null });
      const logged = a.loggedHours!;
      for (const bad of [-1, 10.1, 100_000]) {
        const refused = await call(
          'PUT',
          `/allocations/${ref.allocationId}`,
          pm,
          allocationBody(a, { estimatedHours: bad }),
        );
        expect(refused.statusCode).toBe(400);
        expect(refused.json().fieldErrors).toEqual({ estimatedHours: PROJECT_MESSAGES.estimatedHoursRange });
      }
      expect(
        (await call('PUT', `/allocations/${ref.allocationId}`, employee, allocationBody(a, { estimatedHours: 5 })))
          .statusCode,
      ).toBe(403);
      const saved = await call(
        'PUT',
        `/project-team/allocation/${ref.allocationId}`,
        pm,
        allocationBody(a, { estimatedHours: 120.5 }),
        LEGACY,
      );
      expect(saved.json()).toMatchObject({ estimatedHours: 120.5, loggedHours: logged });
      expect(await weekProject()).toMatchObject({ estimatedHours: 120.5, loggedHours: logged });

      // employee01 books 2.5 h on Monday: both pages count them.
      const line = { kind: 'project', projectId: ref.projectId, taskId: ref.taskId, hours: [2.5, 0, 0, 0, 0, 0, 0] };
      const week = await call('PUT', '/timesheets/week', employee, { weekStartDate: thisWeek, lines: [line] });
      expect(week.statusCode).toBe(200);
      expect((week.json() as WeekView).projects.find((p) => p.projectId === ref.projectId)).toMatchObject({
        estimatedHours: 120.5,
        loggedHours: logged + 2.5,
      });
      expect(await member()).toMatchObject({ estimatedHours: 120.5, loggedHours: logged + 2.5 });

      // Absent keeps the estimate; null clears it.
      expect(
        (
          await call(
            'PUT',
            `/allocations/${ref.allocationId}`,
            pm,
            allocationBody(a, { role: 'Lead Frontend Developer' }),
          )
        ).json(),
      ).toMatchObject({ estimatedHours: 120.5 });
      expect(
        (await call('PUT', `/allocations/${ref.allocationId}`, pm, allocationBody(a, { estimatedHours: null }))).json(),
      ).toMatchObject({ estimatedHours: null });
    } finally {
      await t.app.inject({ method: 'DELETE', url: '/api/flags/estimatedHours', headers: admin });
    }
    expect(await weekProject()).not.toHaveProperty('loggedHours');
  });

  it('with plpEstimatedHours on: a task’s plan estimate beside the team’s hours on it, set by the project’s managers', async () => {
    expect((await setFlag('plpEstimatedHours', true)).statusCode).toBe(200);
    try {
      const before = await task();
      expect(before).toMatchObject({ plpEstimatedHours: null });
      expect(before.loggedHours).toBeGreaterThanOrEqual(2.5);
      const url = `/project-task/${ref.projectId}/${ref.taskId}/estimate`;
      const refused = await call('PUT', url, pm, { plpEstimatedHours: 0.3 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ plpEstimatedHours: PROJECT_MESSAGES.estimatedHoursRange });
      expect((await call('PUT', url, employee, { plpEstimatedHours: 400 })).statusCode).toBe(403);
      const saved = await call(
        'PUT',
        `/tasks/${ref.projectId}/${ref.taskId}/estimate`,
        pm,
        { plpEstimatedHours: 400 },
        LEGACY,
      );
      expect(saved.json()).toMatchObject({
        taskId: ref.taskId,
        plpEstimatedHours: 400,
        loggedHours: before.loggedHours,
      });
      expect(await task()).toMatchObject({ plpEstimatedHours: 400, loggedHours: before.loggedHours });
    } finally {
      await t.app.inject({ method: 'DELETE', url: '/api/flags/plpEstimatedHours', headers: admin });
    }
    expect(await task()).not.toHaveProperty('plpEstimatedHours');
  });
});
