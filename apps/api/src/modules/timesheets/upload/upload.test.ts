import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  weekStartOf,
  TIMESHEET_UPLOAD_COLUMNS,
  TIMESHEET_UPLOAD_MAX_ROWS,
  TIMESHEET_UPLOAD_MESSAGES as M,
  type TimesheetImportDetailView,
  type TimesheetUploadView,
} from '@tenure/domain/timesheets';
import { UPLOAD_MESSAGES } from '@tenure/domain/uploads';
import { queryRows, withTenant, type Tx } from '../../../platform/db.ts';
import { readSheet } from '../../../platform/sheets.ts';
import { SYSTEM_SCOPE, type Viewer } from '../../../platform/viewer.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';
import { waitForJob } from '../../../../test/jobs.ts';
import { sendFile } from '../../../../test/multipart.ts';
import { csvFile, readWorkbook, xlsxFile } from '../../../../test/sheet-files.ts';
import { checkTimesheetFile } from './service.ts';
import { writeUploadLines } from './jobs.ts';

type Headers = Record<string, string>;
const BASE = '/api/timesheet/v2/timesheet-upload';
const HISTORY = '/api/timesheet/v2/batch/imports';
const monday = weekStartOf(new Date().toISOString().slice(0, 10));
const HEADINGS = [...TIMESHEET_UPLOAD_COLUMNS];

describeEachDatabase('timesheet bulk upload', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let admin: Headers;
  let employee: Headers;
  const inDemo = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, { tenantCode: 'demo' }, work);
  const lineCount = async () =>
    (await inDemo((tx) => queryRows<{ n: number }>(tx, sql`select count(*)::int as n from timesheet_lines`)))[0]!.n;
  const linesOf = (number: string) =>
    inDemo((tx) =>
      queryRows<{ project: string; hours: number[]; status: string; decidedBy: string | null }>(
        tx,
        sql`
      select p.name as project, l.hours, l.status, (select employee_number from employees where id = l.decided_by) as "decidedBy"
        from timesheet_lines l join projects p on p.id = l.project_id join timesheet_weeks w on w.id = l.week_id
       where l.employee_id = (select id from employees where employee_number = ${number}) and w.week_start_date = ${monday} order by p.name`,
      ),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    [hr, admin, employee] = [
      (await loginAs(t.app, 'hrexec01')).headers,
      (await loginAs(t.app, 'superadmin')).headers,
      (await loginAs(t.app, 'employee01')).headers,
    ];
    // This week starts empty for the people of these files.
    await inDemo((tx) => tx.execute(sql`delete from timesheet_weeks where week_start_date = ${monday}`));
  });
  afterAll(() => t.close());

  const good = [
    ['EMP0006', monday, 'Patient Portal Rebuild', 'Development', '6'],
    ['EMP0006', monday, 'INT-PLT', 'Code Review', '1:30'],
  ];

  it('offers the template; people without BulkUploadOption are refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/template`, headers: hr });
    expect(res.statusCode).toBe(200);
    const book = await readWorkbook(res.rawPayload);
    expect((book.getWorksheet('Timesheets')!.getRow(1).values as string[]).slice(1)).toEqual(HEADINGS);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/template`, headers: employee })).statusCode).toBe(403);
    expect((await sendFile(t.app, `${BASE}/validate`, employee, csvFile(HEADINGS, good), 'week.csv')).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: HISTORY, headers: employee })).statusCode).toBe(403);
  });

  it('shows the demo’s import history: a Northwind file refused by the dry run, then loaded', async () => {
    const history = (await t.app.inject({ method: 'GET', url: HISTORY, headers: hr })).json() as {
      items: TimesheetImportDetailView[];
    };
    const northwind = history.items.filter((i) => i.fileName.startsWith('northwind-health-timesheets-'));
    expect(northwind.map((i) => [i.status, i.errorCount, i.uploadedBy])).toEqual([
      ['succeeded', 0, 'Rahul Verma'],
      ['refused', 2, 'Rahul Verma'],
    ]);
    expect(northwind[0]!.result).toMatchObject({ rows: northwind[1]!.rows });
  });

  it('a dry run reports each bad cell by row and column and changes nothing; a missing column is refused', async () => {
    const before = await lineCount();
    const file = await xlsxFile(HEADINGS, [
      ...good,
      ['EMP9999', monday, 'Patient Portal Rebuild', 'Development', '4'],
      ['EMP0006', 'yesterday', 'Patient Portal Rebuild', 'Development', '4'],
      ['EMP0006', monday, 'Mobile Banking App', 'Development', '4'],
      ['EMP0006', monday, 'Patient Portal Rebuild', 'Knitting', 'x'],
      ['EMP0006', monday, 'Patient Portal Rebuild', 'Development', '5'],
    ]);
    const res = await sendFile(t.app, `${BASE}/validate`, hr, file);
    expect(res.statusCode).toBe(200);
    const view = res.json() as TimesheetUploadView;
    expect(view.rows).toBe(7);
    expect(view.errors).toEqual([
      { row: 4, column: 'Employee Number', value: 'EMP9999', message: M.unknownEmployee },
      { row: 5, column: 'Date', value: 'yesterday', message: M.badDate },
      { row: 6, column: 'Project', value: 'Mobile Banking App', message: M.notAllocated },
      { row: 7, column: 'Task', value: 'Knitting', message: M.unknownTask },
      { row: 7, column: 'Hours', value: 'x', message: M.badHours },
      { row: 8, column: null, value: '', message: M.duplicateRow },
    ]);
    const missing = await sendFile(
      t.app,
      `${BASE}/validate`,
      hr,
      csvFile(['Employee Number', 'Date', 'Project', 'Task'], [good[0]!.slice(0, 4)]),
      'week.csv',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'MISSING_COLUMN', message: UPLOAD_MESSAGES.missingColumn('Hours') });
    expect(await lineCount()).toBe(before);
  });

  it('refuses days of weeks past the history edit window, as the week page does, unless the tenant allows history edits', async () => {
    // EMP0006 is allocated to Patient Portal Rebuild from before the year: only the window stands in the way.
    // A Saturday eight weeks ago: no other hours that day, and long past the demo policy's deadline.
    const old = addDays(monday, -7 * 8 + 5);
    const file = csvFile(HEADINGS, [['EMP0006', old, 'Patient Portal Rebuild', 'Development', '4']]);
    const view = (await sendFile(t.app, `${BASE}/validate`, hr, file, 'old.csv')).json() as TimesheetUploadView;
    expect(view.errors).toEqual([
      {
        row: 2,
        column: 'Date',
        value: old,
        message: expect.stringMatching(
          /^This day's week is closed for changes: weeks can be changed until \d+ days? after they end\.$/,
        ),
      },
    ]);
    const v: Viewer = {
      userId: '00000000-0000-0000-0000-000000000000',
      employeeId: null,
      permissions: {},
      tenantCode: 'demo',
      requestId: 'test',
      scope: SYSTEM_SCOPE,
    };
    const open = await inDemo(async (tx) =>
      checkTimesheetFile(
        tx,
        v,
        { dateFormat: 'yyyy-MM-dd', today: new Date().toISOString().slice(0, 10), restrictHistoricalEdit: false },
        await readSheet(file, 'csv', TIMESHEET_UPLOAD_MAX_ROWS),
      ),
    );
    expect(open.view.errors.filter((e) => e.column === 'Date')).toEqual([]);
  });

  it('refuses to load a file with any bad row (nothing loaded) and keeps the refusal in the history', async () => {
    const before = await lineCount();
    const res = await sendFile(
      t.app,
      `${BASE}/load`,
      hr,
      csvFile(HEADINGS, [...good, ['EMP0006', monday, 'Patient Portal Rebuild', 'Testing', '20']]),
      'too-long.csv',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'UPLOAD_HAS_ERRORS',
      errors: expect.arrayContaining([
        expect.objectContaining({ row: 4, column: 'Hours', message: M.dayOverLimit(10) }),
      ]),
    });
    expect(await lineCount()).toBe(before);
    const history = (await t.app.inject({ method: 'GET', url: HISTORY, headers: hr })).json() as {
      items: TimesheetImportDetailView[];
    };
    const refused = history.items.find((i) => i.fileName === 'too-long.csv')!;
    expect(refused).toMatchObject({ status: 'refused', rows: 3, errorCount: 3, executionNumber: null });
    const details = (
      await t.app.inject({ method: 'GET', url: `${HISTORY}/${refused.id}`, headers: hr })
    ).json() as TimesheetImportDetailView;
    expect(details.errors.map((e) => e.row)).toEqual([2, 3, 4]);
  });

  it('loads lines as submitted to their approvers for HR; the same file again adds nothing', async () => {
    const file = csvFile(HEADINGS, good);
    const first = await sendFile(t.app, `${BASE}/load`, hr, file, 'week.csv');
    expect(first.statusCode).toBe(202);
    const job = await waitForJob(t.app, hr, (first.json() as { executionNumber: number }).executionNumber);
    expect(job).toMatchObject({ status: 'succeeded', result: { rows: 2, approved: 0, submitted: 2, unchanged: 0 } });
    expect(await linesOf('EMP0006')).toEqual([
      { project: 'Patient Portal Rebuild', hours: [6, 0, 0, 0, 0, 0, 0], status: 'pending', decidedBy: null },
      { project: 'Platform Engineering', hours: [1.5, 0, 0, 0, 0, 0, 0], status: 'pending', decidedBy: null },
    ]);
    const count = await lineCount();
    const dry = (await sendFile(t.app, `${BASE}/validate`, hr, file, 'week.csv')).json() as TimesheetUploadView;
    expect(dry).toMatchObject({ lines: 2, unchanged: 2, submitted: 0, errors: [] });
    const again = await sendFile(t.app, `${BASE}/load`, hr, file, 'week.csv');
    expect(await waitForJob(t.app, hr, (again.json() as { executionNumber: number }).executionNumber)).toMatchObject({
      status: 'succeeded',
      result: { unchanged: 2, submitted: 0 },
    });
    expect(await lineCount()).toBe(count);
    // Other hours for a line now waiting for approval are an error, not a second line.
    const changed = (
      await sendFile(
        t.app,
        `${BASE}/validate`,
        hr,
        csvFile(HEADINGS, [['EMP0006', monday, 'Patient Portal Rebuild', 'Development', '7']]),
        'week.csv',
      )
    ).json() as TimesheetUploadView;
    expect(changed.errors).toEqual([expect.objectContaining({ row: 2, column: 'Hours', message: M.lineDecided })]);
    const history = (await t.app.inject({ method: 'GET', url: HISTORY, headers: hr })).json() as {
      items: TimesheetImportDetailView[];
    };
    expect(history.items.filter((i) => i.fileName === 'week.csv').map((i) => i.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
  });

  it('a timesheet admin’s upload enters approved, recorded as their decision', async () => {
    const res = await sendFile(
      t.app,
      `${BASE}/load`,
      admin,
      csvFile(HEADINGS, [['EMP0007', monday, 'Patient Portal Rebuild', 'Testing', '7.5']]),
      'admin.csv',
    );
    const job = await waitForJob(t.app, admin, (res.json() as { executionNumber: number }).executionNumber);
    expect(job).toMatchObject({ status: 'succeeded', result: { approved: 1, submitted: 0 } });
    const [line] = await linesOf('EMP0007');
    expect(line).toMatchObject({ project: 'Patient Portal Rebuild', status: 'approved', decidedBy: 'EMP0002' });
  });

  it('loads all lines or none: a line submitted between the check and the load fails the whole load', async () => {
    const bytes = csvFile(HEADINGS, [
      ['EMP0014', monday, 'Patient Portal Rebuild', 'Development', '2'],
      ['EMP0014', monday, 'Claims API Support', 'Development', '1'],
    ]);
    const v: Viewer = {
      userId: '00000000-0000-0000-0000-000000000000',
      employeeId: null,
      permissions: {},
      tenantCode: 'demo',
      requestId: 'test',
      scope: SYSTEM_SCOPE,
    };
    const before = await lineCount();
    await expect(
      inDemo(async (tx) => {
        const { lines } = await checkTimesheetFile(
          tx,
          v,
          { dateFormat: 'yyyy-MM-dd', today: new Date().toISOString().slice(0, 10), restrictHistoricalEdit: true },
          await readSheet(bytes, 'csv', TIMESHEET_UPLOAD_MAX_ROWS),
        );
        expect(lines).toHaveLength(2);
        // The employee's own submit of the second line lands first.
        await tx.execute(sql`insert into timesheet_weeks (tenant_id, employee_id, week_start_date, week_end_date)
        select 'demo', id, ${monday}::date, ${monday}::date + 6 from employees where employee_number = 'EMP0014'`);
        await tx.execute(sql`
        insert into timesheet_lines (tenant_id, week_id, employee_id, kind, project_id, task_id, hours, total, status)
        select 'demo', w.id, w.employee_id, 'project', p.id, t.id, '{1,0,0,0,0,0,0}', 1, 'pending'
          from timesheet_weeks w, projects p join project_tasks t on t.project_id = p.id and t.name = 'Development'
         where w.employee_id = (select id from employees where employee_number = 'EMP0014') and w.week_start_date = ${monday} and p.name = 'Claims API Support'`);
        return writeUploadLines(tx, v, lines);
      }),
    ).rejects.toThrow(M.lineDecided);
    expect(await lineCount()).toBe(before);
  });
});
