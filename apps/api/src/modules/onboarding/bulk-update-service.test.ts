import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BULK_MAX_ROWS, BULK_MESSAGES, BULK_UPDATE_MESSAGES } from '@tenure/domain/onboarding';
import { ERRORS_COLUMN, UPLOAD_MESSAGES } from '@tenure/domain/uploads';
import { queryRows, withTenant } from '../../platform/db.ts';
import { readSheet } from '../../platform/sheets.ts';
import { utcToday } from '../../platform/clock.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { giveCustomRole } from '../../../test/roles.ts';
import { csvFile, readWorkbook, sendFile, xlsxFile } from './bulk-test-kit.ts';
import { checkBulkUpdate } from './bulk-update-service.ts';

type Headers = Record<string, string>;
const BASE = '/api/hrms/hris/employee/bulk-update';
const JOB_HEADINGS = ['Employee Number', 'Effective Date', 'Designation', 'Job Title', 'Grade', 'Employment Type'];
const today = utcToday();

describeEachDatabase('bulk update of employees from a file', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let employee: Headers;

  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  const person = async (number: string) =>
    (
      await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
        queryRows<{ id: string; designation: string; jobTitle: string | null; manager: string | null }>(
          tx,
          sql`select e.id::text as id, e.designation, e.job_title as "jobTitle", m.employee_number as manager from employees e left join employees m on m.id = e.manager_id where e.employee_number = ${number}`,
        ),
      )
    )[0]!;

  it('offers a template per kind with dropdowns of the tenant’s values; employees are refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/job-details/template`, headers: hr });
    expect(res.statusCode).toBe(200);
    const workbook = await readWorkbook(res.rawPayload);
    const sheet = workbook.getWorksheet('Updates')!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(JOB_HEADINGS);
    const lists = workbook.getWorksheet('Lists')!;
    expect(lists.state).toBe('hidden');
    const designations = lists.getColumn(2).values.slice(2);
    expect(designations).toContain('Software Engineer');
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/job-details/template`, headers: employee })).statusCode,
    ).toBe(403);
    expect(
      (
        await sendFile(
          t.app,
          `${BASE}/job-details/validate`,
          employee,
          await xlsxFile(JOB_HEADINGS, [['EMP0006', today, 'Software Engineer', '', '', '']]),
        )
      ).statusCode,
    ).toBe(403);
  });

  it('takes the onboarding section as well as profile editing, as its menu entry does', async () => {
    const editorOnly = await giveCustomRole(t.app, 'employee01', 'US-NY-01', 'Profile editor only', {
      EMPLOYEE: { sectionAccess: {}, featureAccess: { EmployeeProfileHrEdit: true } },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/job-details/template`, headers: editorOnly })).statusCode,
    ).toBe(403);
  });

  it('reports every error of a dry run by row, column, value and message, and changes nothing', async () => {
    const file = await xlsxFile(JOB_HEADINGS, [
      ['EMP0006', today, 'Senior Sofware Engineer', '', '', ''],
      ['EMP9999', today, 'Software Engineer', '', '', ''],
      ['EMP0010', '31/02/2026', '', 'Platform Architect', '', 'Permanent'],
      ['EMP0012', '2999-01-01', '', '', '', ''],
      ['EMP0006', today, '', '', '', ''],
    ]);
    const res = await sendFile(t.app, `${BASE}/job-details/validate`, hr, file);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({ rows: 5, toChange: 0, changes: 0 });
    expect(view.errors).toEqual([
      {
        row: 2,
        column: 'Designation',
        value: 'Senior Sofware Engineer',
        message: expect.stringContaining("Designation 'Senior Sofware Engineer' not found"),
      },
      { row: 3, column: 'Employee Number', value: 'EMP9999', message: BULK_UPDATE_MESSAGES.unknownEmployee('EMP9999') },
      { row: 4, column: 'Effective Date', value: '31/02/2026', message: BULK_MESSAGES.invalidDate('dd MMM yyyy') },
      {
        row: 4,
        column: 'Employment Type',
        value: 'Permanent',
        message: BULK_MESSAGES.unknownValue('Employment Type', 'Permanent', null),
      },
      { row: 5, column: 'Effective Date', value: '2999-01-01', message: BULK_UPDATE_MESSAGES.effectiveDateInFuture },
      { row: 6, column: 'Employee Number', value: 'EMP0006', message: BULK_UPDATE_MESSAGES.duplicateEmployee(2) },
    ]);
    expect((await person('EMP0010')).jobTitle).not.toBe('Platform Architect');

    // The same file back with the errors marked: red cells with comments and an Errors column.
    const annotated = await sendFile(t.app, `${BASE}/job-details/validate/workbook`, hr, file);
    expect(annotated.statusCode).toBe(200);
    const sheet = (await readWorkbook(annotated.rawPayload)).worksheets[0]!;
    expect(sheet.getRow(1).getCell(7).value).toBe(ERRORS_COLUMN);
    expect(String(sheet.getRow(4).getCell(7).value)).toContain(
      `Employment Type: ${BULK_MESSAGES.unknownValue('Employment Type', 'Permanent', null)}`,
    );
    expect(sheet.getRow(4).getCell(6).note).toBeTruthy();
    expect((sheet.getRow(4).getCell(6).fill as { fgColor?: { argb?: string } }).fgColor?.argb).toBe('FFFFC7CE');
    expect(sheet.getRow(3).getCell(7).value ?? null).not.toBeNull();

    // Loading a file with errors is refused whole.
    const load = await sendFile(t.app, `${BASE}/job-details/load`, hr, file);
    expect(load.statusCode).toBe(400);
    expect(load.json()).toMatchObject({ message: BULK_MESSAGES.hasErrors(6), errors: expect.any(Array) });
  });

  it('loads a clean file in a job: every change applied, one audit entry per changed field; the same file again changes nothing', async () => {
    const file = csvFile(JOB_HEADINGS, [
      ['EMP0010', today, 'software engineer', 'Platform Architect', 'L5', ''],
      ['EMP0011', today, '', 'Head of Finance', '', ''],
    ]);
    const dryRun = await sendFile(t.app, `${BASE}/job-details/validate`, hr, file, 'changes.csv');
    expect(dryRun.json()).toMatchObject({ rows: 2, toChange: 2, changes: 4, unchanged: 0, errors: [] });
    const load = await sendFile(t.app, `${BASE}/job-details/load`, hr, file, 'changes.csv');
    expect(load.statusCode).toBe(202);
    const job = await waitForJob(t.app, hr, load.json().executionNumber);
    expect(job).toMatchObject({ status: 'succeeded', progress: 100, result: { rows: 2, employees: 2, changes: 4 } });
    expect(await person('EMP0010')).toMatchObject({ designation: 'Software Engineer', jobTitle: 'Platform Architect' });
    const { id } = await person('EMP0010');
    const audit = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ after: { field: string; value: string; effectiveDate: string } }>(
        tx,
        sql`select after from audit_log where action = 'employee.bulk-update' and entity_id = ${id} order by after ->> 'field'`,
      ),
    );
    expect(audit.map((a) => a.after)).toEqual([
      { field: 'designation', value: 'Software Engineer', effectiveDate: today },
      { field: 'grade', value: 'L5', effectiveDate: today },
      { field: 'jobTitle', value: 'Platform Architect', effectiveDate: today },
    ]);

    const again = await sendFile(t.app, `${BASE}/job-details/load`, hr, file, 'changes.csv');
    expect(await waitForJob(t.app, hr, again.json().executionNumber)).toMatchObject({
      status: 'succeeded',
      result: { employees: 0, changes: 0 },
    });
  });

  it('moves managers, refusing a line that would loop; all or nothing', async () => {
    const headings = ['Employee Number', 'Effective Date', 'Manager'];
    const looping = await xlsxFile(headings, [
      ['EMP0010', today, 'EMP0012'],
      ['EMP0005', today, 'EMP0006'],
    ]);
    const refused = await sendFile(t.app, `${BASE}/manager/load`, hr, looping);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { row: 3, column: 'Manager', value: 'EMP0006', message: BULK_UPDATE_MESSAGES.managerLoop },
    ]);
    expect((await person('EMP0010')).manager).toBe('EMP0005');

    // A manager may be named by work email too.
    const [walker] = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ email: string }>(tx, sql`select email from employees where employee_number = 'EMP0012'`),
    );
    const moving = await xlsxFile(headings, [['EMP0010', today, walker!.email.toUpperCase()]]);
    const load = await sendFile(t.app, `${BASE}/manager/load`, hr, moving);
    expect(await waitForJob(t.app, hr, load.json().executionNumber)).toMatchObject({
      status: 'succeeded',
      result: { employees: 1, changes: 1 },
    });
    expect((await person('EMP0010')).manager).toBe('EMP0012');
  });

  it('refuses a file without the kind’s columns, and sees only its own tenant’s people', async () => {
    const missing = await sendFile(
      t.app,
      `${BASE}/contact/validate`,
      hr,
      await xlsxFile(['Employee Number', 'Effective Date'], [['EMP0006', today]]),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(UPLOAD_MESSAGES.missingColumn('Mobile Phone'));

    const sheet = await readSheet(
      await xlsxFile(JOB_HEADINGS, [['EMP0006', today, 'Software Engineer', 'Staff Engineer', '', '']]),
      'xlsx',
      BULK_MAX_ROWS,
    );
    const { view } = await withTenant(t.database.db, { tenantCode: 'acme' }, (tx) =>
      checkBulkUpdate(tx, { kind: 'jobDetails', dateFormat: 'dd MMM yyyy', today }, sheet),
    );
    expect(view.errors.map((e) => e.message)).toContain(BULK_UPDATE_MESSAGES.unknownEmployee('EMP0006'));
  });
});
