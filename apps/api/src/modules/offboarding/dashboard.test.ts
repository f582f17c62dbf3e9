import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_DOCUMENT_MAX_BYTES, TASK_DOCUMENT_MESSAGES, TEMPLATE_MESSAGES } from '@tenure/domain/offboarding';
import { addDays } from '@tenure/domain/policies';
import { queryRows, withTenant, type Tx } from '../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { pdfDocument } from '../../../test/files.ts';
import { sendFile } from '../../../test/multipart.ts';

type Headers = Record<string, string>;
const BASE = '/api/hrms/hris';
const today = () => new Date().toISOString().slice(0, 10);
const PDF = pdfDocument();
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

/** 2015's resignations of the suite: known counts per status, month, reason and regretted mark. */
const HISTORY = [
  {
    entity: 'US-NY-01',
    submitted: '2015-02-10',
    status: 'Released',
    exit: 'Completed',
    lastDay: '2015-03-12',
    category: 'Compensation',
    regretted: true,
  },
  {
    entity: 'US-NY-01',
    submitted: '2015-02-20',
    status: 'Released',
    exit: 'InProgress',
    lastDay: '2015-03-20',
    category: 'Compensation',
    regretted: false,
  },
  {
    entity: 'US-NY-01',
    submitted: '2015-05-05',
    status: 'Released',
    exit: 'Completed',
    lastDay: '2015-06-04',
    category: 'Manager',
    regretted: null,
  },
  {
    entity: 'US-NY-01',
    submitted: '2015-06-01',
    status: 'Withdrawn',
    exit: null,
    lastDay: null,
    category: 'Personal',
    regretted: null,
  },
  {
    entity: 'US-NY-01',
    submitted: '2015-07-01',
    status: 'Rejected',
    exit: null,
    lastDay: null,
    category: 'Other',
    regretted: null,
  },
  {
    entity: 'IN-KA-01',
    submitted: '2015-02-01',
    status: 'Released',
    exit: 'Completed',
    lastDay: '2015-03-01',
    category: 'Health',
    regretted: true,
  },
];

describeEachDatabase('offboarding dashboard, task templates and task documents', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let employee: Headers;
  let manager: Headers;
  let outsider: Headers;
  let usEntity: string;
  const inDemo = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, { tenantCode: 'demo' }, work);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  const dashboard = (query: string, headers: Headers = hr) => call('GET', `/offboarding/dashboard?${query}`, headers);

  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    outsider = (await loginAs(t.app, 'projmgr01')).headers;
    await inDemo(async (tx) => {
      for (const h of HISTORY) {
        const [e] = await queryRows<{ id: string; legal_entity_id: string }>(
          tx,
          sql`select e.id, e.legal_entity_id from employees e join legal_entities le on le.id = e.legal_entity_id
               where le.code = ${h.entity} and e.status = 'Active' and e.employee_number between 'EMP0013' and 'EMP0060'
                 and not exists (select 1 from resignations r where r.employee_id = e.id) and not exists (select 1 from users u where u.employee_id = e.id)
               order by e.employee_number limit 1`,
        );
        if (h.entity === 'US-NY-01') usEntity = e!.legal_entity_id;
        await tx.execute(sql`insert into resignations (tenant_id, employee_id, reason, reason_category, regretted, proposed_last_day, notice_last_day, notice_days,
                                                       last_working_day, status, exit_status, created_at)
                             values ('demo', ${e!.id}, 'Suite history', ${h.category}, ${h.regretted}, ${h.lastDay ?? '2015-12-31'}, ${h.lastDay ?? '2015-12-31'}, 30,
                                     ${h.lastDay}, ${h.status}, ${h.exit}, ${`${h.submitted}T10:00:00Z`}::timestamptz)`);
      }
    });
  });
  afterAll(() => t.close());

  describe('dashboard', () => {
    it('counts one entity’s resignations by status and month, its leavers by reason and regretted mark', async () => {
      const res = await dashboard(`legalEntityId=${usEntity}&from=2015-01-01&to=2015-12-31`);
      expect(res.statusCode).toBe(200);
      const view = res.json();
      expect(view.totals).toMatchObject({ resigned: 5, left: 3 });
      expect(
        Object.fromEntries(view.byStatus.map((s: { status: string; count: number }) => [s.status, s.count])),
      ).toEqual({
        Submitted: 0,
        Accepted: 0,
        Released: 1,
        Exited: 2,
        Rejected: 1,
        Withdrawn: 1,
      });
      expect(view.byMonth).toHaveLength(12);
      const month = (m: string) => view.byMonth.find((x: { month: string }) => x.month === m);
      expect(month('2015-02')).toEqual({ month: '2015-02', resigned: 2, left: 0 });
      expect(month('2015-03')).toEqual({ month: '2015-03', resigned: 0, left: 2 });
      expect(month('2015-06')).toEqual({ month: '2015-06', resigned: 1, left: 1 });
      expect(view.reasons.filter((r: { count: number }) => r.count > 0)).toEqual([
        { category: 'Compensation', count: 2 },
        { category: 'Manager', count: 1 },
      ]);
      expect(view.regretted).toEqual({ regretted: 1, nonRegretted: 1, unmarked: 1 });
      // Kevin O'Brien (demo) serves his notice in New York.
      expect(view.servingNotice.map((s: { employeeNumber: string }) => s.employeeNumber)).toContain('EMP0105');
      expect(view.entities.map((e: { id: string }) => e.id)).toContain(usEntity);
    });

    it('without an entity, every entity the viewer holds the dashboard in; other entities and other users are refused', async () => {
      const all = (await dashboard('from=2015-01-01&to=2015-12-31')).json();
      expect(all.totals).toMatchObject({ resigned: 6, left: 4 });
      expect(all.regretted).toEqual({ regretted: 2, nonRegretted: 1, unmarked: 1 });
      expect(all.entities).toHaveLength(2);
      const [sg] = await inDemo((tx) =>
        queryRows<{ id: string }>(tx, sql`select id from legal_entities where code = 'SG-01'`),
      );
      expect((await dashboard(`legalEntityId=${sg!.id}`)).statusCode).toBe(403);
      expect((await dashboard('', employee)).statusCode).toBe(403);
      const backwards = await dashboard('from=2015-06-01&to=2015-01-01');
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().fieldErrors).toHaveProperty('to');
      // Without a range: the last twelve months, with the demo's year of exits.
      const year = (await dashboard('')).json();
      expect(year.byMonth).toHaveLength(12);
      expect(year.totals.left).toBeGreaterThan(5);
    });
  });

  describe('task templates', () => {
    it('HR lists, creates, edits and deletes templates; bad input is a field error; others are refused', async () => {
      const options = (await call('GET', '/offboarding/setup-options', hr)).json();
      expect(options.entities.map((e: { id: string }) => e.id)).toContain(usEntity);
      expect((await call('GET', '/offboarding/setup-options', employee)).statusCode).toBe(403);
      const before = (await call('GET', '/offboarding/task-templates', hr)).json();
      expect(before.length).toBeGreaterThan(0);
      const input = {
        legalEntityId: usEntity,
        departmentId: null,
        groupName: 'Asset return',
        title: 'Return the parking pass',
        activities: ['Parking pass'],
        ownerRole: 'hr',
        dueOffsetDays: -2,
        mandatory: false,
      };
      const noTitle = await call('POST', '/offboarding/task-templates', hr, { ...input, title: ' ' });
      expect(noTitle.statusCode).toBe(400);
      expect(noTitle.json().fieldErrors.title).toBe(TEMPLATE_MESSAGES.titleRequired);
      const far = await call('POST', '/offboarding/task-templates', hr, { ...input, dueOffsetDays: 200 });
      expect(far.json().fieldErrors.dueOffsetDays).toBe(TEMPLATE_MESSAGES.dueOffsetRange);
      const unknown = await call('POST', '/offboarding/task-templates', hr, {
        ...input,
        legalEntityId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fieldErrors.legalEntityId).toBe(TEMPLATE_MESSAGES.unknownEntity);
      expect((await call('GET', '/offboarding/task-templates', hr)).json()).toHaveLength(before.length);
      expect((await call('POST', '/offboarding/task-templates', employee, input)).statusCode).toBe(403);

      const created = await call('POST', '/offboarding/task-templates', hr, input);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        title: 'Return the parking pass',
        legalEntityName: expect.any(String),
        dueOffsetDays: -2,
        mandatory: false,
      });
      const id = created.json().id;
      const edited = await call('PUT', `/offboarding/task-templates/${id}`, hr, {
        ...input,
        title: 'Return the parking pass and locker key',
        activities: ['Parking pass', 'Locker key'],
      });
      expect(edited.json()).toMatchObject({
        title: 'Return the parking pass and locker key',
        activities: ['Parking pass', 'Locker key'],
      });
      expect((await call('PUT', `/offboarding/task-templates/${id}`, manager, input)).statusCode).toBe(403);
      expect((await call('DELETE', `/offboarding/task-templates/${id}`, hr)).statusCode).toBe(204);
      expect((await call('DELETE', `/offboarding/task-templates/${id}`, hr)).statusCode).toBe(404);
    });
  });

  describe('tasks: owners told, documents attached', () => {
    it('accepting creates the tasks and tells their owners; owners and HR attach files; others may not', async () => {
      const submitted = await call('POST', '/resignation', employee, {
        reason: 'Moving to Denver',
        reasonCategory: 'Relocation',
        proposedLastDay: addDays(today(), 30),
      });
      expect(submitted.json()).toMatchObject({ reasonCategory: 'Relocation', regretted: null });
      const id = submitted.json().id;
      expect((await call('PUT', `/resignation/${id}/accept`, manager, { regretted: true })).json()).toMatchObject({
        status: 'Accepted',
        regretted: null,
      });
      expect((await call('PUT', `/resignation/${id}/regretted`, manager, { regretted: true })).statusCode).toBe(403);
      expect((await call('PUT', `/resignation/${id}/regretted`, hr, { regretted: true })).json().regretted).toBe(true);

      const notices = await inDemo((tx) =>
        queryRows<{ title: string; body: string }>(
          tx,
          sql`select n.title, n.body from notifications n join users u on u.id = n.user_id where u.username = 'manager01' and n.link = '/offboarding-tasks'`,
        ),
      );
      expect(notices.length).toBeGreaterThan(0);
      expect(notices[0]!.title).toMatch(/New offboarding task for/);

      const mine = (await call('GET', '/offboarding/tasks?status=open', manager))
        .json()
        .filter((task: { resignationId: string }) => task.resignationId === id);
      expect(mine.length).toBeGreaterThan(0);
      const taskId = mine[0].id;
      const url = `${BASE}/offboarding/tasks/${taskId}/documents`;
      const ok = await sendFile(t.app, url, manager, PDF, 'handover-notes.pdf');
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({
        fileName: 'handover-notes.pdf',
        sizeBytes: PDF.length,
        uploadedBy: expect.any(String),
      });
      expect((await sendFile(t.app, url, hr, PDF, 'hr-copy.pdf')).statusCode).toBe(201);

      const exe = await sendFile(t.app, url, manager, EXE, 'notes.pdf');
      expect(exe.statusCode).toBe(400);
      expect(exe.json().fieldErrors.file).toBe(TASK_DOCUMENT_MESSAGES.typeNotAllowed);
      const big = new Uint8Array(TASK_DOCUMENT_MAX_BYTES + 1);
      big.set(PDF);
      expect((await sendFile(t.app, url, manager, big, 'big.pdf')).statusCode).toBe(413);
      const leaver = await sendFile(t.app, url, employee, PDF, 'mine.pdf');
      expect(leaver.statusCode).toBe(403);
      expect(leaver.json().message).toBe(TASK_DOCUMENT_MESSAGES.notYours);
      expect((await sendFile(t.app, url, outsider, PDF, 'x.pdf')).statusCode).toBe(404);

      const detail = (await call('GET', `/resignation/${id}`, employee)).json();
      const documents = detail.tasks.find((task: { id: string }) => task.id === taskId).documents;
      expect(documents.map((d: { fileName: string }) => d.fileName)).toEqual(['handover-notes.pdf', 'hr-copy.pdf']);
      const download = await call('GET', `/offboarding/tasks/${taskId}/documents/${documents[0].id}`, employee);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(
        (await call('GET', `/offboarding/tasks/${taskId}/documents/${documents[0].id}`, outsider)).statusCode,
      ).toBe(404);

      // Now the dashboard lists employee01 as serving notice and manager01's open tasks.
      const now = (await dashboard(`legalEntityId=${usEntity}`)).json();
      expect(now.servingNotice.find((s: { employeeNumber: string }) => s.employeeNumber === 'EMP0006')).toMatchObject({
        lastDay: addDays(today(), 30),
        daysLeft: 30,
      });
      expect(
        now.openTasksByOwner.find((o: { employeeNumber: string | null }) => o.employeeNumber === 'EMP0005').open,
      ).toBeGreaterThan(0);
    });
  });
});
