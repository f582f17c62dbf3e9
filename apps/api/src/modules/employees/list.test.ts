import { afterAll, beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../platform/db.ts';
import { EMPLOYEE_EXPORT_COLUMNS } from '@tenure/domain/employees';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

type Headers = Record<string, string>;
type Item = {
  employeeNumber: string;
  employeeName: string;
  employmentType: string;
  departmentName: string | null;
  legalEntityCode: string;
};

describeEachDatabase('employee list, export, directory and search', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let employee: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers = hr) =>
    t.app.inject({ method: 'GET', url: `/api/hrms/hris/employee${url}`, headers });
  const items = async (url: string): Promise<Item[]> => (await get(url)).json().items;

  it('pages, sorts by employee name by default and refuses other page sizes', async () => {
    const first = (await get('?page=1&size=10')).json();
    expect(first.items).toHaveLength(10);
    // 65 people and the 16 who left in the past year (the offboarding dashboard's history).
    expect(first.total).toBe(81);
    const names = first.items.map((i: Item) => i.employeeName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const second = (await get('?page=2&size=10')).json();
    expect(second.items.map((i: Item) => i.employeeNumber)).not.toEqual(
      expect.arrayContaining([first.items[0].employeeNumber]),
    );
    expect((await get('?size=7')).statusCode).toBe(400);
    expect((await get('?page=99&size=10')).json()).toMatchObject({ items: [], total: 81, page: 99 });
    const byNumber = await items('?sort=employeeNumber&order=desc&size=25');
    expect(byNumber[0]!.employeeNumber).toBe('EMP0108');
  });

  it('filters by employment type, legal entity, department (with sub-departments) and search', async () => {
    expect((await items('?employmentType=Contractor')).map((i) => i.employeeNumber)).toEqual(['CT0004', 'EMP0007']);
    const entities = (
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/entities',
        headers: (await loginAs(t.app, 'superadmin')).headers,
      })
    ).json();
    const sg = entities.find((e: { legalEntityCode: string }) => e.legalEntityCode === 'SG-01');
    const inSg = await items(`?legalEntityId=${sg.id}&size=50`);
    expect(inSg.length).toBeGreaterThan(0);
    expect(inSg.every((i) => i.legalEntityCode === 'SG-01')).toBe(true);

    const departments = await t.app.inject({ method: 'GET', url: '/api/hrms/hris/department', headers: hr });
    expect(departments.statusCode).toBe(200);
    const engineering = departments.json().find((d: { name: string }) => d.name === 'Engineering');
    const inEngineering = await items(`?departmentId=${engineering.id}&size=100`);
    expect(new Set(inEngineering.map((i) => i.departmentName))).toEqual(new Set(['Product Engineering', 'Platform']));

    expect((await items('?search=chen')).map((i) => i.employeeNumber)).toContain('EMP0005');
    expect((await get('', employee)).statusCode).toBe(403);
  });

  it('exports the filtered list as CSV with proper quoting, and as XLSX', async () => {
    const work = (await get('/EMP0012/profile')).json().sections.personal;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/hrms/hris/employee/EMP0012/profile/personal',
      headers: hr,
      payload: { ...work, fullName: 'Walker, James "Jim"' },
    });
    expect(renamed.statusCode).toBe(200);

    const csv = await get('/export?format=csv&search=walker');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="employees-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(EMPLOYEE_EXPORT_COLUMNS.map((c) => c.heading).join(','));
    expect(lines.slice(1).find((l) => l.startsWith('EMP0012,'))).toMatch(/^EMP0012,"Walker, James ""Jim""",/);

    const all = (await get('?size=10')).json().total;
    const xlsx = await get('/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Employees')!;
    expect(sheet.rowCount).toBe(all + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Employee Number');
    expect((await get('/export?format=csv', employee)).statusCode).toBe(403);
  });

  it('the directory shows colleague cards to any employee, with the same search', async () => {
    const res = await get('/directory?search=emily&size=10', employee);
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({
      employeeNumber: 'EMP0006',
      displayName: 'Emily Johnson',
      departmentName: 'Product Engineering',
    });
    expect(Object.keys(res.json().items[0])).not.toContain('dateOfBirth');
  });

  it('header search ranks the exact number, then name prefixes, then word prefixes', async () => {
    const byNumber = (await get('/search?query=EMP0005', employee)).json();
    expect(byNumber[0].employeeNumber).toBe('EMP0005');
    const byWord = (await get('/search?query=chen', employee)).json();
    expect(byWord[0]).toMatchObject({ employeeNumber: 'EMP0005', displayName: 'Michael Chen' });
    expect((await get('/search?query=ch', employee)).statusCode).toBe(400);
    // Every typed word must start a word of the name, number or email; a middle fragment does not match.
    expect(
      (await get('/search?query=mic%20che', employee)).json().map((e: { employeeNumber: string }) => e.employeeNumber),
    ).toEqual(['EMP0005']);
    expect(
      (await get('/search?query=hen', employee))
        .json()
        .some((e: { displayName: string }) => e.displayName === 'Michael Chen'),
    ).toBe(false);
    expect((await get('/search?query=emily.johnson', employee)).json()[0].employeeNumber).toBe('EMP0006');
    // A renamed employee is found by the new name at once; punctuation does not stick to words.
    await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx.execute(sql`update employees set full_name = 'Ong, Wei Ling "Wendy"' where employee_number = 'EMP0011'`),
    );
    expect(
      (await get('/search?query=wend', employee)).json().map((e: { employeeNumber: string }) => e.employeeNumber),
    ).toEqual(['EMP0011']);
    // A first-name match ranks above a later-word match; someone made inactive drops out at once.
    await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx.execute(sql`update employees set full_name = 'Chenoa Park' where employee_number = 'EMP0011'`),
    );
    const numbers = async (query: string) =>
      (await get(`/search?query=${query}`, employee)).json().map((e: { employeeNumber: string }) => e.employeeNumber);
    expect(await numbers('chen')).toEqual(['EMP0011', 'EMP0005']);
    await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx.execute(sql`update employees set status = 'Inactive' where employee_number = 'EMP0011'`),
    );
    expect(await numbers('chen')).toEqual(['EMP0005']);
    await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx.execute(sql`update employees set status = 'Active' where employee_number = 'EMP0011'`),
    );
    expect(await numbers('chen')).toEqual(['EMP0011', 'EMP0005']);
    // Numbers are found by their beginning too.
    expect(await numbers('emp001')).toEqual(expect.arrayContaining(['EMP0010', 'EMP0011', 'EMP0012']));
    const criteria = (await get('/criteria-search?designation=project%20manager', employee)).json();
    expect(criteria.map((e: { employeeNumber: string }) => e.employeeNumber)).toEqual(['EMP0008']);
    expect((await get('/criteria-search', employee)).statusCode).toBe(400);
  });
});
