import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BULK_MAX_ROWS, BULK_MESSAGES, ONBOARDING_MESSAGES } from '@tenure/domain/onboarding';
import { ERRORS_COLUMN } from '@tenure/domain/uploads';
import { GENDERS } from '@tenure/domain/validation';
import { noticeTexts } from '@tenure/domain/notices';
import { queryRows, withTenant } from '../../platform/db.ts';
import { readSheet } from '../../platform/sheets.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { checkBulkFile } from './bulk-onboarding-service.ts';
import {
  CONSULTANT_HEADINGS,
  EMPLOYEE_HEADINGS,
  csvFile,
  joinerRows,
  readWorkbook,
  sendFile,
  withCell,
  xlsxFile,
} from './bulk-test-kit.ts';

type Headers = Record<string, string>;
const BASE = '/api/hrms/hris/employee';

describeEachDatabase('bulk onboarding from a file', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let employee: Headers;

  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  const inDemo = <T>(query: ReturnType<typeof sql>) =>
    withTenant(t.database.db, { tenantCode: 'demo' }, (tx) => queryRows<T>(tx, query));
  const employeeCount = async () => (await inDemo<{ n: number }>(sql`select count(*)::int as n from employees`))[0]!.n;

  it('offers a template whose lookup columns are dropdowns of the tenant’s values; employees are refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/bulk-upload/template`, headers: hr });
    expect(res.statusCode).toBe(200);
    const workbook = await readWorkbook(res.rawPayload);
    const sheet = workbook.getWorksheet('Employees')!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(EMPLOYEE_HEADINGS);
    const lists = workbook.getWorksheet('Lists')!;
    expect(lists.state).toBe('hidden');
    const listOf = (heading: string) => {
      const column = (lists.getRow(1).values as string[]).indexOf(heading);
      return lists.getColumn(column).values.slice(2);
    };
    expect(listOf('Legal Entity')).toEqual(expect.arrayContaining(['IN-KA-01', 'US-NY-01']));
    expect(listOf('Department')).toContain('Engineering');
    expect(listOf('Employment Type')).toContain('Full Time');
    expect(listOf('Gender')).toEqual([...GENDERS]);
    expect(listOf('Manager')).toContain('EMP0003');
    // The Department column's cells offer that list.
    const model = (
      sheet as unknown as { dataValidations: { model: Record<string, { type: string; formulae: string[] }> } }
    ).dataValidations.model;
    expect(Object.values(model).some((v) => v.type === 'list' && v.formulae[0]!.startsWith('Lists!'))).toBe(true);

    const consultant = await readWorkbook(
      (await t.app.inject({ method: 'GET', url: `${BASE}/consultant/bulk-upload/template`, headers: hr })).rawPayload,
    );
    expect((consultant.getWorksheet('Consultants')!.getRow(1).values as string[]).slice(1)).toEqual(
      CONSULTANT_HEADINGS,
    );

    const file = await xlsxFile(EMPLOYEE_HEADINGS, joinerRows(1, { tag: 'refused' }));
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/bulk-upload/template`, headers: employee })).statusCode,
    ).toBe(403);
    expect((await sendFile(t.app, `${BASE}/bulk-upload/validate`, employee, file)).statusCode).toBe(403);
    expect((await sendFile(t.app, `${BASE}/bulk-upload/load`, employee, file)).statusCode).toBe(403);
  });

  it('lists every error of a dry run by row, column, value and message; a file with errors loads nobody', async () => {
    let rows = joinerRows(10, { tag: 'dry' });
    rows = withCell(rows, 1, 'Department', 'enginering');
    rows = withCell(rows, 4, 'Date of Joining', '31/02/2026');
    rows = withCell(rows, 7, 'Mobile Phone', '12345');
    const file = await xlsxFile(EMPLOYEE_HEADINGS, rows);
    const before = await employeeCount();

    const res = await sendFile(t.app, `${BASE}/bulk-upload/validate`, hr, file);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({ rows: 10, toCreate: 0, alreadyOnboarded: [] });
    expect(view.errors).toEqual([
      {
        row: 3,
        column: 'Department',
        value: 'enginering',
        message: "Department 'enginering' not found — did you mean Engineering?",
      },
      { row: 6, column: 'Date of Joining', value: '31/02/2026', message: BULK_MESSAGES.invalidDate('dd MMM yyyy') },
      { row: 9, column: 'Mobile Phone', value: '12345', message: expect.any(String) },
    ]);

    const annotated = await sendFile(t.app, `${BASE}/bulk-upload/validate/workbook`, hr, file);
    expect(annotated.statusCode).toBe(200);
    const sheet = (await readWorkbook(annotated.rawPayload)).worksheets[0]!;
    const errorsColumn = EMPLOYEE_HEADINGS.length + 1;
    expect(sheet.getRow(1).getCell(errorsColumn).value).toBe(ERRORS_COLUMN);
    expect(String(sheet.getRow(3).getCell(errorsColumn).value)).toContain(
      "Department: Department 'enginering' not found",
    );
    expect(sheet.getRow(3).getCell(EMPLOYEE_HEADINGS.indexOf('Department') + 1).note).toBeTruthy();
    expect(sheet.getRow(2).getCell(errorsColumn).value ?? null).toBeNull();

    const load = await sendFile(t.app, `${BASE}/bulk-upload/load`, hr, file);
    expect(load.statusCode).toBe(400);
    expect(load.json()).toMatchObject({ message: BULK_MESSAGES.hasErrors(3), errors: view.errors });
    expect(await employeeCount()).toBe(before);
  });

  it('loads a clean file in a job (managers further down the file, tenant-format dates); the same file again creates nobody', async () => {
    // Row 2 reports to the person of row 4 (by work email), who reports to EMP0003.
    let rows = joinerRows(3, { tag: 'load' });
    rows = withCell(rows, 0, 'Manager', 'LOAD.joiner3@demo.tenure.test');
    rows = withCell(rows, 1, 'Date of Joining', '01 Nov 2026');
    const file = csvFile(EMPLOYEE_HEADINGS, rows);
    const before = await employeeCount();

    const dryRun = (await sendFile(t.app, `${BASE}/bulk-upload/validate`, hr, file, 'joiners.csv')).json();
    expect(dryRun).toMatchObject({ rows: 3, toCreate: 3, alreadyOnboarded: [], errors: [] });
    const load = await sendFile(t.app, `${BASE}/bulk-upload/load`, hr, file, 'joiners.csv');
    expect(load.statusCode).toBe(202);
    const { executionNumber } = load.json();
    const done = await waitForJob(t.app, hr, executionNumber);
    expect(await employeeCount()).toBe(before + 3);
    // The outcome names who was onboarded under which new number, in file order.
    const created = await inDemo<{ employeeNumber: string; displayName: string }>(
      sql`select employee_number as "employeeNumber", display_name as "displayName" from employees where email like 'load.joiner%' order by email`,
    );
    expect(created.map((p) => p.displayName)).toEqual(['Asha Verma load 1', 'Asha Verma load 2', 'Asha Verma load 3']);
    expect(done).toMatchObject({
      status: 'succeeded',
      progress: 100,
      result: { rows: 3, created: 3, skipped: 0, onboarded: created },
    });
    const [first] = await inDemo<{ manager: string; joined: string }>(
      sql`select m.email as manager, e.date_of_joining::text as joined from employees e join employees m on m.id = e.manager_id where e.email = 'load.joiner2@demo.tenure.test'`,
    );
    expect(first!.joined).toBe('2026-11-01');
    const [reportee] = await inDemo<{ manager: string }>(
      sql`select m.email as manager from employees e join employees m on m.id = e.manager_id where e.email = 'load.joiner1@demo.tenure.test'`,
    );
    expect(reportee!.manager).toBe('load.joiner3@demo.tenure.test');
    // Each joiner sits under their manager in the hierarchy (team pages read it), is found by the
    // words of their name, and their manager's account heard of them once.
    const joiners = await inDemo<{ email: string; placed: boolean; found: boolean; notices: number }>(
      sql`select e.email,
                 e.hierarchy_path = m.hierarchy_path || e.id::text || '/' and e.hierarchy_depth = m.hierarchy_depth + 1 as placed,
                 exists (select 1 from employee_search_words w where w.employee_id = e.id and w.word = 'load') as found,
                 (select count(*)::int from notifications n join users u on u.id = n.user_id
                   where u.employee_id = m.id and n.title = replace(${noticeTexts('en', 'dd MMM yyyy').joinerToManager({ name: '{name}', number: '', joiningDate: '2026-01-01' }).title}, '{name}', e.display_name)) as notices
            from employees e join employees m on m.id = e.manager_id where e.email like 'load.joiner%' order by e.email`,
    );
    expect(joiners).toEqual(
      ['load.joiner1@demo.tenure.test', 'load.joiner2@demo.tenure.test', 'load.joiner3@demo.tenure.test'].map(
        (email) => ({ email, placed: true, found: true, notices: 1 }),
      ),
    );
    // Only the starter reads the job.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/jobs/${executionNumber}`, headers: employee })).statusCode,
    ).toBe(403);

    // Idempotent: the same file again is all "already onboarded", and its load creates nobody.
    const again = (await sendFile(t.app, `${BASE}/bulk-upload/validate`, hr, file, 'joiners.csv')).json();
    expect(again).toMatchObject({ toCreate: 0, errors: [] });
    expect(again.alreadyOnboarded.map((r: { row: number }) => r.row)).toEqual([2, 3, 4]);
    const reload = await sendFile(t.app, `${BASE}/bulk-upload/load`, hr, file, 'joiners.csv');
    expect(await waitForJob(t.app, hr, reload.json().executionNumber)).toMatchObject({
      status: 'succeeded',
      result: { rows: 3, created: 0, skipped: 3, onboarded: [] },
    });
    expect(await employeeCount()).toBe(before + 3);
  });

  it('onboards consultants with their contract; a consultant row in the employee file is refused', async () => {
    const cells: Record<string, string> = {
      'First Name': 'Rahul',
      'Last Name': 'Nair',
      'Work Email': 'rahul.nair@vendor.test',
      'Mobile Phone': '9123456780',
      'Legal Entity': 'Tenure Demo India Pvt. Ltd.',
      Department: 'Delivery',
      Location: 'Bengaluru',
      Designation: 'Software Engineer',
      'Contractor Type': 'contractor - c2c',
      'Date of Joining': '2026-12-01',
      Vendor: 'Infocraft Solutions',
      'Contract Start': '2026-12-01',
      'Contract End': '2027-05-31',
      'Billing Rate': '4500',
    };
    const file = await xlsxFile(CONSULTANT_HEADINGS, [CONSULTANT_HEADINGS.map((h) => cells[h] ?? '')]);
    const load = await sendFile(t.app, `${BASE}/consultant/bulk-upload/load`, hr, file);
    expect(load.statusCode).toBe(202);
    expect(await waitForJob(t.app, hr, load.json().executionNumber)).toMatchObject({
      status: 'succeeded',
      result: { created: 1 },
    });
    const [contract] = await inDemo<{ type: string; vendor: string; rate: string; currency: string }>(
      sql`select e.employment_type as type, c.vendor_name as vendor, c.billing_rate::text as rate, c.currency_id as currency
            from employees e join consultant_contracts c on c.employee_id = e.id where e.email = 'rahul.nair@vendor.test'`,
    );
    expect(contract).toMatchObject({ type: 'Contractor - C2C', vendor: 'Infocraft Solutions', currency: 'INR' });
    expect(Number(contract!.rate)).toBe(4500);

    const asEmployee = await xlsxFile(
      EMPLOYEE_HEADINGS,
      withCell(joinerRows(1, { tag: 'wrongform' }), 0, 'Employment Type', 'Contractor'),
    );
    const view = (await sendFile(t.app, `${BASE}/bulk-upload/validate`, hr, asEmployee)).json();
    expect(view.errors).toEqual([{ row: 2, column: null, value: '', message: ONBOARDING_MESSAGES.contractRequired }]);
  });

  it('sees only its own tenant: another tenant’s entities and people are unknown', async () => {
    const sheet = await readSheet(
      await xlsxFile(EMPLOYEE_HEADINGS, joinerRows(1, { tag: 'acme' })),
      'xlsx',
      BULK_MAX_ROWS,
    );
    const { view } = await withTenant(t.database.db, { tenantCode: 'acme' }, async (tx) => {
      const [admin] = await queryRows<{ id: string }>(
        tx,
        sql`select id::text as id from users where username = 'acmeadmin'`,
      );
      return checkBulkFile(
        tx,
        {
          kind: 'employee',
          dateFormat: 'dd MMM yyyy',
          flags: { autoEmployeeNumberGeneration: true, gradeAndLevelInOnboarding: true, ageRestrictionPopups: true },
          actorUserId: admin!.id,
        },
        sheet,
      );
    });
    expect(view.errors.map((e) => e.column)).toEqual(
      expect.arrayContaining(['Legal Entity', 'Department', 'Location']),
    );
  });
});
