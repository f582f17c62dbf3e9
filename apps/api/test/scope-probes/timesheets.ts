import { OUTSIDE_HREXEC01, OUTSIDE_MANAGER01, type ModuleProbes, type ProbeContext } from './probe.ts';

const idOf = (c: ProbeContext, employeeNumber: string) =>
  c.value(`select id from employees where employee_number = $1`, employeeNumber);
/** A project projmgr01 neither manages, approves nor works on: it does not exist for them. */
const foreignProject = (c: ProbeContext) =>
  c.value(
    `select p.id from projects p, employees me where me.employee_number = 'EMP0008'
      and not exists (select 1 from project_managers x where x.project_id = p.id and x.employee_id = me.id)
      and not exists (select 1 from project_approvers x where x.project_id = p.id and x.employee_id = me.id)
      and not exists (select 1 from project_allocations x where x.project_id = p.id and x.employee_id = me.id)
      order by p.id limit 1`,
  );
const foreignAllocation = (c: ProbeContext) =>
  foreignProject(c).then((project) =>
    c.value(`select id from project_allocations where project_id = $1 order by id limit 1`, project),
  );
const foreignTask = (c: ProbeContext) =>
  foreignProject(c).then(async (project) => ({
    project,
    task: await c.value(`select id from tasks order by id limit 1`),
  }));

const v1 = '/api/hrms/timesheet';
const v2 = '/api/timesheet/v2';
const reference = { implicit: 'a reference list (statuses, types, clients, people, tasks): nobody’s rows' } as const;
const notTheirProject = (url: (project: string) => string, payload?: object) =>
  ({
    as: 'projmgr01',
    url: async (c: ProbeContext) => url(await foreignProject(c)),
    ...(payload ? { payload } : {}),
    expect: 404,
  }) as const;
const notTheirAllocation = (url: (allocation: string) => string, payload?: object) =>
  ({
    as: 'projmgr01',
    url: async (c: ProbeContext) => url(await foreignAllocation(c)),
    ...(payload ? { payload } : {}),
    expect: 404,
  }) as const;
/** A week of Aisha Tan's (EMP0008, Singapore): nobody on employee01's side of the company. */
const othersWeek = (url: (week: string) => string) =>
  ({
    as: 'employee01',
    url: async (c: ProbeContext) =>
      url(
        await c.value(`select w.id from timesheet_weeks w join employees e on e.id = w.employee_id
                        where e.employee_number = 'EMP0008' order by w.week_start_date desc limit 1`),
      ),
    expect: 404,
  }) as const;
const othersLeave = (url: string) =>
  ({
    as: 'employee01',
    url: async (c: ProbeContext) =>
      `${url}?startDate=2026-11-02&endDate=2026-11-08&employeeId=${await idOf(c, 'EMP0005')}`,
    expect: 403,
  }) as const;
const pendingRange = 'startDate=2025-12-01&endDate=2026-12-31&pageSize=100';
/** Valid bodies: the scope is checked after the schema, so a probe's body must pass it (ids need only be uuids). */
const anyId = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const projectBody = {
  clientId: anyId,
  code: 'PRB-001',
  name: 'Probe project',
  billingTypeId: anyId,
  startDate: '2026-01-05',
  projectManagerIds: [anyId],
};
const customTaskBody = { taskName: 'Probe task', taskType: 'Development' };
const allocationFields = { startDate: '2026-01-05', endDate: '2026-12-31', value: 50 };
const notTheirTask = (url: (project: string, task: string) => string) =>
  ({
    as: 'projmgr01',
    url: async (c: ProbeContext) => {
      const { project, task } = await foreignTask(c);
      return url(project, task);
    },
    expect: 404,
  }) as const;

const revenue = `${v2}/revenue-details`;
const revenueRange = 'from=2024-01-01&to=2026-12-31';
const onlyGlobal =
  'needs RevenueGlobalAccess (policy requireRevenueEdit), which reaches every entity: no holder is outside the scope';

/** Timesheets: the caller's own weeks, an approver's pending weeks, a project manager's projects. */
export const timesheetProbes: ModuleProbes = {
  probes: {
    // Project writes (project team): another project manager's project is a 404, with a body that passes the schema.
    [`PUT ${v2}/projects/:id`]: notTheirProject((p) => `${v2}/projects/${p}`, projectBody),
    [`PUT ${v1}/project/:id`]: notTheirProject((p) => `${v1}/project/${p}`, projectBody),
    [`POST ${v2}/project-task/:projectId/selected`]: notTheirProject((p) => `${v2}/project-task/${p}/selected`, {
      taskIds: [anyId],
    }),
    [`POST ${v1}/tasks/selected/:projectId`]: notTheirProject((p) => `${v1}/tasks/selected/${p}`, { taskIds: [anyId] }),
    [`POST ${v2}/project-task/:projectId/custom`]: notTheirProject(
      (p) => `${v2}/project-task/${p}/custom`,
      customTaskBody,
    ),
    [`POST ${v1}/tasks/custom/:projectId`]: notTheirProject((p) => `${v1}/tasks/custom/${p}`, customTaskBody),
    [`PUT ${v2}/project-task/:projectId/custom/:taskId`]: {
      ...notTheirTask((p, t) => `${v2}/project-task/${p}/custom/${t}`),
      payload: customTaskBody,
    },
    [`PUT ${v1}/tasks/custom/:projectId/:taskId`]: {
      ...notTheirTask((p, t) => `${v1}/tasks/custom/${p}/${t}`),
      payload: customTaskBody,
    },
    [`POST ${v2}/project-teams/:projectId`]: notTheirProject((p) => `${v2}/project-teams/${p}`, {
      employeeId: anyId,
      ...allocationFields,
    }),
    [`POST ${v1}/project-team/:projectId`]: notTheirProject((p) => `${v1}/project-team/${p}`, {
      employeeId: anyId,
      ...allocationFields,
    }),
    [`PUT ${v2}/allocations/:id`]: notTheirAllocation((a) => `${v2}/allocations/${a}`, allocationFields),
    [`PUT ${v1}/project-team/allocation/:id`]: notTheirAllocation(
      (a) => `${v1}/project-team/allocation/${a}`,
      allocationFields,
    ),
    [`POST ${v2}/allocations/:id/end`]: notTheirAllocation((a) => `${v2}/allocations/${a}/end`, {
      endDate: '2026-12-31',
    }),
    [`POST ${v1}/project-team/allocation/:id/end`]: notTheirAllocation(
      (a) => `${v1}/project-team/allocation/${a}/end`,
      {
        endDate: '2026-12-31',
      },
    ),
    // Revenue (entity): hrexec01, without global access, sees the people of India and the US only.
    [`GET ${revenue}`]: { as: 'hrexec01', url: `${revenue}?${revenueRange}`, without: OUTSIDE_HREXEC01 },
    [`GET ${revenue}/export`]: {
      as: 'hrexec01',
      url: `${revenue}/export?${revenueRange}&format=csv`,
      without: async (c) => (await OUTSIDE_HREXEC01(c)).map((quoted) => `,${quoted.slice(1, -1)},`),
    },
    [`GET ${revenue}/rate-cards`]: {
      as: 'hrexec01',
      url: async (c) =>
        `${revenue}/rate-cards?projectId=${await c.value(`select id from projects where code = 'MRB-MOB'`)}`,
      without: OUTSIDE_HREXEC01,
    },
    [`GET ${revenue}/people`]: { implicit: 'a people picker over the directory every employee reads (names, numbers)' },
    [`GET ${revenue}/projects`]: { implicit: 'the projects to price, with client and currency: nobody’s rows' },
    // Weeks (self): another's week or person
    [`GET ${v2}/timesheets/employee`]: { implicit: "the caller's own weeks" },
    [`GET ${v2}/timesheets/week`]: {
      as: 'employee01',
      url: async (c) => `${v2}/timesheets/week?employeeId=${await idOf(c, 'EMP0005')}`,
      expect: 403,
    },
    [`GET ${v1}/timesheet-submission/week`]: {
      as: 'employee01',
      url: async (c) => `${v1}/timesheet-submission/week?employeeId=${await idOf(c, 'EMP0005')}`,
      expect: 403,
    },
    [`GET ${v1}/timesheet-submission/history`]: { implicit: "the caller's own weeks" },
    [`PUT ${v2}/timesheets/week`]: { implicit: "the caller's own week" },
    [`POST ${v1}/timesheet-submission/save`]: { implicit: "the caller's own week" },
    [`POST ${v2}/timesheets/week/submit`]: { implicit: "the caller's own week" },
    [`POST ${v1}/timesheet-submission/submit`]: { implicit: "the caller's own week" },
    [`POST ${v2}/timesheets/week/unsubmit`]: { implicit: "the caller's own week" },
    [`POST ${v1}/timesheet-submission/un-submit`]: { implicit: "the caller's own week" },
    [`POST ${v2}/timesheets/week/copy-last-week`]: { implicit: "the caller's own weeks" },
    [`POST ${v1}/timesheet-submission/copy-last-week`]: { implicit: "the caller's own weeks" },
    [`GET ${v2}/allocations/my-projects`]: { implicit: "the caller's own allocations" },
    [`GET ${v1}/project-team/my-projects`]: { implicit: "the caller's own allocations" },
    [`GET ${v2}/timesheets/:id`]: othersWeek((w) => `${v2}/timesheets/${w}`),
    [`GET ${v2}/timesheets/:id/history-log`]: othersWeek((w) => `${v2}/timesheets/${w}/history-log`),
    [`GET ${v2}/leave-details`]: othersLeave(`${v2}/leave-details`),
    [`GET ${v1}/timesheet-submission/leave-details`]: othersLeave(`${v1}/timesheet-submission/leave-details`),
    // Pending weeks (reportees)
    [`GET ${v2}/timesheets/pending`]: {
      as: 'manager01',
      url: `${v2}/timesheets/pending?${pendingRange}`,
      without: OUTSIDE_MANAGER01,
    },
    [`GET ${v1}/timesheet-submission/pending`]: {
      as: 'manager01',
      url: `${v1}/timesheet-submission/pending?${pendingRange}`,
      without: OUTSIDE_MANAGER01,
    },
    // Projects (project team): a project not theirs does not exist for a project manager
    [`GET ${v2}/project-teams/:projectId`]: notTheirProject((p) => `${v2}/project-teams/${p}`),
    [`GET ${v1}/project-team/:projectId`]: notTheirProject((p) => `${v1}/project-team/${p}`),
    [`GET ${v2}/project-history-logs/:projectId`]: notTheirProject((p) => `${v2}/project-history-logs/${p}`),
    [`GET ${v1}/project-setting/:projectId/history`]: notTheirProject((p) => `${v1}/project-setting/${p}/history`),
    [`DELETE ${v2}/project-task/:projectId/:taskId`]: notTheirTask((p, t) => `${v2}/project-task/${p}/${t}`),
    [`DELETE ${v1}/tasks/:projectId/:taskId`]: notTheirTask((p, t) => `${v1}/tasks/${p}/${t}`),
    [`PUT ${v2}/project-task/:projectId/:taskId/estimate`]: notTheirTask(
      (p, t) => `${v2}/project-task/${p}/${t}/estimate`,
    ),
    [`PUT ${v1}/tasks/:projectId/:taskId/estimate`]: notTheirTask((p, t) => `${v1}/tasks/${p}/${t}/estimate`),
    [`DELETE ${v2}/allocations/:id`]: notTheirAllocation((a) => `${v2}/allocations/${a}`),
    [`DELETE ${v1}/project-team/allocation/:id`]: notTheirAllocation((a) => `${v1}/project-team/allocation/${a}`),
    [`POST ${v2}/projects/list`]: {
      implicit: 'filtered by readableProjects (projects.test.ts); the body names no one',
    },
    [`POST ${v1}/project/list`]: { implicit: 'filtered by readableProjects (projects.test.ts); the body names no one' },
    [`GET ${v2}/overview`]: { implicit: 'the projects the caller manages (overview.test.ts)' },
    [`GET ${v2}/projects/statuses`]: reference,
    [`GET ${v1}/project/statuses`]: reference,
    [`GET ${v2}/projects/clients`]: reference,
    [`GET ${v1}/project/clients`]: reference,
    [`GET ${v2}/projects/people`]: reference,
    [`GET ${v1}/project/people`]: reference,
    [`GET ${v2}/projects/options`]: reference,
    [`GET ${v1}/master-data`]: reference,
    [`GET ${v2}/project-task/types`]: reference,
    [`GET ${v1}/tasks/types`]: reference,
    [`GET ${v2}/project-task/all`]: reference,
    [`GET ${v1}/tasks/all`]: reference,
  },
  unprobed: {
    [`POST ${revenue}/periods`]: onlyGlobal,
    [`POST ${revenue}/rate-cards`]: onlyGlobal,
    [`POST ${revenue}/rate-cards/preview`]: onlyGlobal,
  },
};
