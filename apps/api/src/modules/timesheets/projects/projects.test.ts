import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Page } from '@tenure/domain/paging';
import { addDays } from '@tenure/domain/policies';
import {
  PROJECT_MESSAGES,
  type AllocatedHoursView,
  type AllocationView,
  type ClientView,
  type MyProjectView,
  type ProjectHistoryView,
  type ProjectOptionsView,
  type ProjectView,
  type TaskView,
} from '@tenure/domain/timesheets';
import { queryRows, withTenant } from '../../../platform/db.ts';
import { encryptedClient } from '../../../../test/encrypted-client.ts';
import { DEMO_PASSWORD, createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';

type Headers = Record<string, string>;
const V2 = '/api/timesheet/v2';
const LEGACY = '/api/hrms/timesheet';

describeEachDatabase('timesheets: clients, projects, tasks, teams and allocations', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let pm: Headers;
  let employee: Headers;
  let manager: Headers;
  let hr: Headers;
  let options: ProjectOptionsView;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'superadmin')).headers;
    pm = (await loginAs(t.app, 'projmgr01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    hr = (await loginAs(t.app, 'hrdirector')).headers;
    options = (await call('GET', '/projects/options', admin)).json() as ProjectOptionsView;
    const rows = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ key: string; id: string }>(
        tx,
        sql`select employee_number as key, id from employees where employee_number in ('EMP0005', 'EMP0006', 'EMP0007', 'EMP0008', 'EMP0009', 'EMP0021')
            union all select code, id from projects union all select 'BILL:' || code, id from billing_entities
            union all select 'CM:' || e.employee_number, m.id from client_managers m join employees e on e.id = m.employee_id`,
      ),
    );
    for (const r of rows) ids.set(r.key, r.id);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
    base = V2,
  ) => t.app.inject({ method, url: `${base}${url}`, headers, ...(payload ? { payload } : {}) });
  const id = (key: string) => ids.get(key)!;
  const master = (list: { id: string; name: string }[], name: string) => list.find((m) => m.name === name)!.id;
  const today = new Date().toISOString().slice(0, 10);
  const flags = async (h: Headers) => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/auth/user-entity-permissions', headers: h })).json();
    return { isDesignatedApprover: body.isDesignatedApprover, assignedAsProjectManager: body.assignedAsProjectManager };
  };

  const clientInput = (code: string, name: string) => ({
    code,
    name,
    currencyId: 'usd',
    billingEntityIds: [id('BILL:BILL-US-NY-01')],
    clientManagerIds: [id('CM:EMP0008')],
    contactEmail: 'buyer@example.com',
  });
  const projectInput = (clientId: string, code: string, name: string, extra: object = {}) => ({
    clientId,
    code,
    name,
    billingTypeId: master(options.billingTypes, 'Time and Material'),
    projectTypeId: master(options.projectTypes, 'Development'),
    technologyId: master(options.technologies, 'React'),
    billingEntityId: id('BILL:BILL-US-NY-01'),
    startDate: addDays(today, -30),
    endDate: addDays(today, 180),
    projectManagerIds: [id('EMP0008')],
    ...extra,
  });

  it('keeps clients with billing entities, client managers and currency; refuses bad input with field errors and duplicates', async () => {
    const created = await call('POST', '/clients', admin, clientInput('GLX', 'Globex Corporation'));
    expect(created.statusCode).toBe(201);
    const client = created.json() as ClientView;
    expect(client).toMatchObject({ code: 'GLX', currencyId: 'USD', status: 'Active', projectCount: 0 });
    expect(client.billingEntities.map((b) => b.code)).toEqual(['BILL-US-NY-01']);
    expect(client.clientManagers.map((m) => m.employeeNumber)).toEqual(['EMP0008']);
    ids.set('GLX', client.id);

    const bad = await call('POST', '/clients', admin, {
      ...clientInput('bad code', ''),
      billingEntityIds: [],
      contactEmail: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      code: PROJECT_MESSAGES.codePattern,
      name: PROJECT_MESSAGES.nameRequired,
      billingEntityIds: PROJECT_MESSAGES.billingEntityRequired,
      contactEmail: PROJECT_MESSAGES.invalidEmail,
    });
    const notAManager = await call('POST', '/clients', admin, {
      ...clientInput('XX1', 'Nobody Inc'),
      clientManagerIds: [id('EMP0006')],
    });
    expect(notAManager.json().fieldErrors).toEqual({ clientManagerIds: PROJECT_MESSAGES.unknownClientManager });
    const duplicate = await call('POST', '/clients', admin, clientInput('glx', 'GLOBEX corporation'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors).toEqual({
      code: PROJECT_MESSAGES.clientCodeTaken,
      name: PROJECT_MESSAGES.clientNameTaken,
    });

    const list = (await call('GET', '/clients?searchQuery=globex', admin)).json() as Page<ClientView>;
    expect(list.items.map((c) => c.code)).toEqual(['GLX']);
    const all = (await call('GET', '/clients?size=20&sort=code&direction=desc', admin)).json() as Page<ClientView>;
    expect(all.total).toBe(6);
    expect(all.items.map((c) => c.code)).toEqual(['TDC', 'NWH', 'MRB', 'KVR', 'GLX', 'ATL']);
    // The legacy path answers from the same handler.
    expect(
      (
        (
          await call('GET', '/client-management/clients?searchQuery=globex', admin, undefined, LEGACY)
        ).json() as Page<ClientView>
      ).items,
    ).toEqual(list.items);
    const billing = (await call('GET', '/clients/billing-entities', admin)).json() as Page<{ code: string }>;
    expect(billing).toMatchObject({ size: 25, total: 4 });
  });

  it('takes the approver flags of the seeded users from their projects', async () => {
    expect(await flags(pm)).toEqual({ isDesignatedApprover: false, assignedAsProjectManager: true });
    expect(await flags((await loginAs(t.app, 'approver01')).headers)).toEqual({
      isDesignatedApprover: true,
      assignedAsProjectManager: false,
    });
    expect(await flags(manager)).toEqual({ isDesignatedApprover: false, assignedAsProjectManager: false });
  });

  it('lets only holders of the client keys see or change clients', async () => {
    expect((await call('GET', '/clients', employee)).statusCode).toBe(403);
    expect((await call('GET', '/clients', pm)).statusCode).toBe(403);
    expect((await call('POST', '/clients', pm, clientInput('PMC', 'PM Client'))).statusCode).toBe(403);
    expect((await call('PUT', `/clients/${id('GLX')}`, hr, clientInput('GLX', 'Globex'))).statusCode).toBe(403);
  });

  it('creates a project with managers, approvers and entities; refuses dates, masters and billing entities that do not fit', async () => {
    const input = projectInput(id('GLX'), 'GLX-WEB', 'Globex Web Shop', {
      approverIds: [id('EMP0009')],
      entityIds: [],
    });
    const created = await call('POST', '/projects', admin, input);
    expect(created.statusCode).toBe(201);
    const project = created.json() as ProjectView;
    expect(project).toMatchObject({
      projectName: 'Globex Web Shop',
      clientName: 'Globex Corporation',
      status: 'Active',
      canManage: true,
      teamSize: 0,
    });
    expect(project.billingType.name).toBe('Time and Material');
    expect(project.projectManagers.map((p) => p.employeeNumber)).toEqual(['EMP0008']);
    expect(project.approvers.map((p) => p.employeeNumber)).toEqual(['EMP0009']);
    ids.set('GLX-WEB', project.id);

    const backwards = await call(
      'POST',
      '/projects',
      admin,
      projectInput(id('GLX'), 'GLX-2', 'Backwards', { endDate: addDays(today, -60) }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({ endDate: PROJECT_MESSAGES.endBeforeStart });
    const wrongMaster = await call(
      'POST',
      '/projects',
      admin,
      projectInput(id('GLX'), 'GLX-2', 'Wrong', {
        billingTypeId: master(options.technologies, 'Java'),
        billingEntityId: id('BILL:BILL-SG-01'),
      }),
    );
    expect(wrongMaster.statusCode).toBe(400);
    expect(wrongMaster.json().fieldErrors).toEqual({
      billingTypeId: PROJECT_MESSAGES.unknownMaster,
      billingEntityId: PROJECT_MESSAGES.billingEntityNotOfClient,
    });
    const noManager = await call(
      'POST',
      '/projects',
      admin,
      projectInput(id('GLX'), 'GLX-2', 'Unmanaged', { projectManagerIds: [] }),
    );
    expect(noManager.json().fieldErrors).toEqual({ projectManagerIds: PROJECT_MESSAGES.projectManagerRequired });
    const duplicate = await call('POST', '/projects', admin, projectInput(id('GLX'), 'glx-web', 'Other'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors).toEqual({ code: PROJECT_MESSAGES.projectCodeTaken });
    // A client with projects stays.
    expect((await call('DELETE', `/clients/${id('GLX')}`, admin)).statusCode).toBe(409);
  });

  it('lists projects with searchQuery and filterValues; a project manager sees and changes only their own', async () => {
    const list = async (headers: Headers, body: object) =>
      (await call('POST', '/projects/list', headers, body)).json() as Page<ProjectView>;
    const fixedBid = await list(admin, {
      filterValues: { billingTypeIds: [master(options.billingTypes, 'Fixed Bid')] },
      size: 20,
    });
    expect(fixedBid.items.map((p) => p.code).sort()).toEqual(['ATL-FLT', 'MRB-CBM', 'MRB-MOB']);
    expect((await list(admin, { searchQuery: 'meridian' })).items.map((p) => p.code).sort()).toEqual([
      'MRB-CBM',
      'MRB-MOB',
    ]);
    expect((await list(admin, { filterValues: { status: ['Completed'] } })).items.map((p) => p.code)).toEqual([
      'INT-SEN',
    ]);
    const legacy = (
      await call('POST', '/project/list', admin, { searchQuery: 'meridian' }, LEGACY)
    ).json() as Page<ProjectView>;
    expect(legacy.total).toBe(2);

    const managed = await list(pm, { managedOnly: true, size: 20 });
    expect(managed.items.map((p) => p.code).sort()).toEqual(['GLX-WEB', 'KVR-OPS', 'MRB-MOB', 'NWH-CLM', 'NWH-PP']);
    expect(managed.items.every((p) => p.canManage)).toBe(true);
    // Core Banking Migration is Ananya Iyer's: projmgr01 neither reads nor changes it.
    expect((await call('GET', `/projects/${id('MRB-CBM')}`, pm)).statusCode).toBe(404);
    const mine = (await call('GET', `/projects/${id('GLX-WEB')}`, pm)).json() as ProjectView;
    const input = {
      ...projectInput(mine.clientId, mine.code, mine.projectName),
      billingTypeId: mine.billingType.id,
      projectManagerIds: [id('EMP0008'), id('EMP0005')],
      approverIds: [id('EMP0009')],
    };
    expect((await call('PUT', `/projects/${id('MRB-CBM')}`, pm, input)).statusCode).toBe(404);
    expect((await call('POST', '/projects', pm, projectInput(id('GLX'), 'PM-1', 'PM project'))).statusCode).toBe(403);
    const people = (await call('GET', '/projects/people?searchQuery=aish', pm)).json() as {
      employeeNumber: string;
      name: string;
    }[];
    expect(people).toContainEqual(expect.objectContaining({ employeeNumber: 'EMP0008', name: 'Aisha Tan' }));
    expect((await call('GET', '/projects/people?searchQuery=aish', employee)).statusCode).toBe(403);
    // A manager without EditProject changes the people, not the project's own fields.
    const renamed = await call('PUT', `/projects/${id('GLX-WEB')}`, pm, { ...input, name: 'Renamed by PM' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ projectName: 'Globex Web Shop' });
    expect((renamed.json() as ProjectView).projectManagers.map((p) => p.employeeNumber)).toEqual([
      'EMP0008',
      'EMP0005',
    ]);
    // employee01 manages nothing and is allocated to nothing of Globex yet.
    expect((await call('GET', `/projects/${id('GLX-WEB')}`, employee)).statusCode).toBe(404);
    expect((await call('POST', '/projects/list', employee, {})).statusCode).toBe(403);
  });

  it('selects catalogue tasks, adds and edits custom tasks, deletes by id and isCustom', async () => {
    const project = id('GLX-WEB');
    const catalogue = (await call('GET', '/project-task/all', pm)).json() as TaskView[];
    expect(catalogue.length).toBe(10);
    expect((await call('GET', '/project-task/types', pm)).json()).toContain('Development');
    const pick = (name: string) => catalogue.find((c) => c.taskName === name)!.taskId;
    const saved = await call('POST', `/project-task/${project}/selected`, pm, {
      taskIds: [pick('Development'), pick('Testing'), pick('UI Design')],
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as TaskView[]).map((t) => t.taskName)).toEqual(['Development', 'Testing', 'UI Design']);
    const custom = await call('POST', `/project-task/${project}/custom`, pm, {
      taskName: 'Checkout Integration',
      taskType: 'Development',
    });
    expect(custom.statusCode).toBe(201);
    const customId = (custom.json() as TaskView).taskId;
    const clash = await call('POST', `/project-task/${project}/custom`, pm, {
      taskName: 'testing',
      taskType: 'Testing',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fieldErrors).toEqual({ taskName: PROJECT_MESSAGES.taskNameTaken });
    expect(
      (await call('POST', `/project-task/${project}/custom`, pm, { taskName: '', taskType: 'Cooking' })).json()
        .fieldErrors,
    ).toEqual({
      taskName: PROJECT_MESSAGES.nameRequired,
      taskType: PROJECT_MESSAGES.taskTypeRequired,
    });
    const edited = await call(
      'PUT',
      `/tasks/custom/${project}/${customId}`,
      pm,
      { taskName: 'Payment Gateway Integration', taskType: 'Development', isBillable: false },
      LEGACY,
    );
    expect(edited.json()).toMatchObject({ taskName: 'Payment Gateway Integration', isCustom: true, isBillable: false });

    const tasks = (await call('GET', `/project-task/project/${project}`, pm)).json() as TaskView[];
    const testing = tasks.find((t) => t.taskName === 'Testing')!;
    // isCustom must match: a selected task is not deleted as a custom one.
    expect((await call('DELETE', `/project-task/${project}/${testing.taskId}?isCustom=true`, pm)).statusCode).toBe(404);
    expect((await call('DELETE', `/project-task/${project}/${testing.taskId}?isCustom=false`, pm)).statusCode).toBe(
      204,
    );
    expect(
      (await call('DELETE', `/tasks/${project}/${customId}?isCustom=true`, pm, undefined, LEGACY)).statusCode,
    ).toBe(204);
    const left = (await call('GET', `/tasks/selected/${project}`, pm, undefined, LEGACY)).json() as TaskView[];
    expect(left.map((t) => t.taskName)).toEqual(['Development', 'UI Design']);

    // Another manager's project, and people without ManageProjectTasks, are refused.
    expect(
      (await call('POST', `/project-task/${id('MRB-CBM')}/custom`, pm, { taskName: 'X', taskType: 'Testing' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/project-task/${project}/custom`, employee, { taskName: 'X', taskType: 'Testing' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/project-task/project/${project}`, employee)).statusCode).toBe(404);
  });

  it('allocates by percent or hours per week, refuses overlaps and dates outside the project, and two identical requests at once apply once', async () => {
    const project = id('GLX-WEB');
    const allocation = {
      employeeId: id('EMP0006'),
      startDate: addDays(today, -7),
      endDate: addDays(today, 90),
      allocationBasis: 'HoursPerWeek',
      value: 10,
      role: 'Frontend Developer',
    };
    const [a, b] = await Promise.all([
      call('POST', `/project-teams/${project}`, pm, allocation),
      call('POST', `/project-teams/${project}`, pm, allocation),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const created = (a.statusCode === 201 ? a : b).json() as AllocationView;
    expect(created).toMatchObject({
      employeeNumber: 'EMP0006',
      hoursPerWeek: 10,
      percent: 25,
      allocationBasis: 'HoursPerWeek',
      ended: false,
    });
    expect(created.allocatedHours).toBeGreaterThan(100);
    ids.set('ALLOC', created.projectAllocationId);

    const outside = await call('POST', `/project-teams/${project}`, pm, {
      ...allocation,
      employeeId: id('EMP0007'),
      endDate: addDays(today, 400),
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors).toEqual({ endDate: PROJECT_MESSAGES.allocationOutsideProject });
    const tooMuch = await call('POST', `/project-teams/${project}`, pm, {
      ...allocation,
      employeeId: id('EMP0007'),
      allocationBasis: 'Percent',
      value: 120,
    });
    expect(tooMuch.json().fieldErrors).toEqual({ value: PROJECT_MESSAGES.percentRange });
    expect((await call('POST', `/project-teams/${id('MRB-CBM')}`, pm, allocation)).statusCode).toBe(404);
    expect((await call('POST', `/project-teams/${project}`, employee, allocation)).statusCode).toBe(403);

    const team = (await call('GET', `/project-teams/${project}`, pm)).json() as Page<AllocationView>;
    expect(team).toMatchObject({ total: 1, size: 1500 });
    // employee01 is also 60% on Patient Portal and 40% on Platform Engineering: 125% with this one.
    expect(team.items[0]!.totalPercent).toBe(125);
    const hours = (
      await call('GET', `/allocations/allocated-hours?startDate=${today}&endDate=${addDays(today, 6)}`, employee)
    ).json() as AllocatedHoursView;
    expect(hours.peakPercent).toBe(125);
    expect(hours.allocations.map((x) => x.projectName).sort()).toEqual([
      'Globex Web Shop',
      'Patient Portal Rebuild',
      'Platform Engineering',
    ]);
    expect(
      (
        await call(
          'GET',
          `/allocations/allocated-hours?employeeId=${id('EMP0007')}&startDate=${today}&endDate=${today}`,
          employee,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('shows the over-allocation only with impactOfMultipleAllocations on', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/flags',
          headers: admin,
          payload: { flag: 'impactOfMultipleAllocations', enabled: false },
        })
      ).statusCode,
    ).toBe(200);
    try {
      const team = (await call('GET', `/project-teams/${id('GLX-WEB')}`, pm)).json() as Page<AllocationView>;
      expect(team.items[0]!.totalPercent).toBeNull();
    } finally {
      await t.app.inject({ method: 'DELETE', url: '/api/flags/impactOfMultipleAllocations', headers: admin });
    }
  });

  it('shows the employee their projects with allocation dates and tasks', async () => {
    const mine = (await call('GET', '/allocations/my-projects', employee)).json() as MyProjectView[];
    expect(mine.map((p) => p.projectName).sort()).toEqual([
      'Globex Web Shop',
      'Patient Portal Rebuild',
      'Platform Engineering',
    ]);
    const glx = mine.find((p) => p.projectName === 'Globex Web Shop')!;
    expect(glx).toMatchObject({
      clientName: 'Globex Corporation',
      allocationStartDate: addDays(today, -7),
      hoursPerWeek: 10,
      projectManagers: ['Aisha Tan', 'Michael Chen'],
    });
    expect(glx.tasks.map((x) => x.taskName)).toEqual(['Development', 'UI Design']);
    expect((await call('GET', '/project-team/my-projects', employee, undefined, LEGACY)).json()).toEqual(mine);
    // Allocated, employee01 now reads the project and its tasks.
    expect((await call('GET', `/projects/${id('GLX-WEB')}`, employee)).statusCode).toBe(200);
    expect((await call('GET', `/project-task/project/${id('GLX-WEB')}`, employee)).statusCode).toBe(200);
  });

  it('ends an allocation once; removing the row needs physicalDeleteResource', async () => {
    const allocation = id('ALLOC');
    const early = await call('POST', `/allocations/${allocation}/end`, pm, { endDate: addDays(today, -30) });
    expect(early.json().fieldErrors).toEqual({ endDate: PROJECT_MESSAGES.allocationEndBeforeStart });
    const ended = await call('POST', `/allocations/${allocation}/end`, pm, { endDate: addDays(today, 30) });
    expect(ended.json()).toMatchObject({ ended: true, allocationEndDate: addDays(today, 30) });
    expect((await call('POST', `/allocations/${allocation}/end`, pm, { endDate: addDays(today, 20) })).statusCode).toBe(
      409,
    );
    expect(
      (
        await call('PUT', `/allocations/${allocation}`, pm, {
          startDate: today,
          endDate: addDays(today, 10),
          value: 50,
        })
      ).statusCode,
    ).toBe(409);

    await t.app.inject({
      method: 'PUT',
      url: '/api/flags',
      headers: admin,
      payload: { flag: 'physicalDeleteResource', enabled: false },
    });
    expect((await call('DELETE', `/allocations/${allocation}`, pm)).statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: '/api/flags/physicalDeleteResource', headers: admin });
    expect((await call('DELETE', `/project-team/allocation/${allocation}`, pm, undefined, LEGACY)).statusCode).toBe(
      204,
    );
    expect(
      ((await call('GET', `/project-teams/${id('GLX-WEB')}?includeEnded=true`, pm)).json() as Page<AllocationView>)
        .total,
    ).toBe(0);
  });

  it('logs every set-up change with who, when, before and after', async () => {
    const log = (
      await call('GET', `/project-history-logs/${id('GLX-WEB')}?size=50`, pm)
    ).json() as Page<ProjectHistoryView>;
    const actions = log.items.map((e) => `${e.section}.${e.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'project.created',
        'managers.updated',
        'approvers.updated',
        'tasks.selected',
        'tasks.custom-added',
        'tasks.custom-updated',
        'tasks.unselected',
        'tasks.custom-deleted',
        'team.allocated',
        'team.allocation-ended',
        'team.allocation-deleted',
      ]),
    );
    expect(log.items[0]).toMatchObject({ section: 'team', action: 'allocation-deleted', changedByName: 'Aisha Tan' });
    const managers = log.items.filter((e) => e.section === 'managers');
    expect(managers[0]).toMatchObject({ before: ['Aisha Tan'], after: ['Aisha Tan', 'Michael Chen'] });
    expect(log.items.at(-1)).toMatchObject({ action: 'created', changedByName: 'Alex Morgan' });
    expect((await call('GET', `/project-history-logs/${id('GLX-WEB')}`, employee)).statusCode).toBe(403);
  });

  it('derives assignedAsProjectManager and isDesignatedApprover from the projects', async () => {
    // manager01 has no Project Manager role but projmgr01 made them a manager of Globex Web Shop.
    expect(await flags(manager)).toEqual({ isDesignatedApprover: false, assignedAsProjectManager: true });
    expect(await flags(employee)).toEqual({ isDesignatedApprover: false, assignedAsProjectManager: false });
    const input = {
      ...projectInput(id('GLX'), 'GLX-WEB', 'Globex Web Shop'),
      approverIds: [id('EMP0006')],
      projectManagerIds: [id('EMP0008')],
    };
    expect((await call('PUT', `/projects/${id('GLX-WEB')}`, admin, input)).statusCode).toBe(200);
    expect(await flags(employee)).toEqual({ isDesignatedApprover: true, assignedAsProjectManager: false });
  });

  it('documents both path families in the OpenAPI', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const [v2, legacy] of [
      ['/clients', '/client-management/clients'],
      ['/projects/list', '/project/list'],
      ['/project-task/project/{projectId}', '/tasks/selected/{projectId}'],
      ['/project-teams/{projectId}', '/project-team/{projectId}'],
      ['/project-history-logs/{projectId}', '/project-setting/{projectId}/history'],
    ]) {
      expect(paths).toContain(`${V2}${v2}`);
      expect(paths).toContain(`${LEGACY}${legacy}`);
    }
  });

  it("keeps each tenant's clients and projects to itself", async () => {
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    const list = await acme.request({ method: 'POST', url: `${V2}/projects/list`, headers, body: {} });
    expect(list.body).toMatchObject({ items: [], total: 0 });
    expect(
      ((await acme.request({ method: 'GET', url: `${V2}/clients`, headers })).body as Page<ClientView>).total,
    ).toBe(0);
    expect((await acme.request({ method: 'GET', url: `${V2}/projects/${id('GLX-WEB')}`, headers })).statusCode).toBe(
      404,
    );
    expect(
      (await acme.request({ method: 'GET', url: `${V2}/project-teams/${id('NWH-PP')}`, headers })).statusCode,
    ).toBe(404);
    const hijack = await acme.request({
      method: 'PUT',
      url: `${V2}/clients/${id('GLX')}`,
      headers,
      body: clientInput('GLX', 'Hijack'),
    });
    expect(hijack.statusCode).toBe(404);
    const created = await acme.request({
      method: 'POST',
      url: `${V2}/project-task/${id('NWH-PP')}/custom`,
      headers,
      body: { taskName: 'Hijack', taskType: 'Testing' },
    });
    expect(created.statusCode).toBe(404);
  });
});
