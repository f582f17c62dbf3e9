import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRIVACY_MESSAGES } from '@tenure/domain/privacy';
import { pdfDocument } from '../../../test/files.ts';
import { sendFile } from '../../../test/multipart.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { catalogTables } from '../tenants/index.ts';
import { EXPORT_EXCLUDED_COLUMNS, personReferences } from './service.ts';

type Headers = Record<string, string>;
interface ExportDocument {
  employee: Record<string, unknown>;
  accounts: Record<string, unknown>[];
  related: Record<string, Record<string, unknown>[]>;
  files: { fileName: string; sizeBytes: number }[];
  notes: { excludedColumns: string[] };
}

/** Column names that look like a secret or a credential: each must be excluded from the export. */
const SECRET_LOOKING = /hash|secret|sealed|password|token|verifier|nonce/;

describeEachDatabase("a person's data: export and erasure", (kind) => {
  let t: TestApp;
  let director: Headers;
  const value = async (text: string, ...params: unknown[]) => {
    const { rows } = await t.database.executeSql(text, params);
    return Object.values(rows[0] as Record<string, unknown>)[0];
  };
  const idOf = async (employeeNumber: string, tenant = 'demo') =>
    String(
      await value(`select id from employees where tenant_id = $1 and employee_number = $2`, tenant, employeeNumber),
    );
  const exportOf = (id: string, headers = director) =>
    t.app.inject({ method: 'GET', url: `/api/privacy/employees/${id}/export`, headers });
  const erase = (id: string, confirm: string, headers = director) =>
    t.app.inject({ method: 'POST', url: `/api/privacy/employees/${id}/erase`, headers, payload: { confirm } });
  /** What HR's employee list finds for a search, any status. */
  const listed = async (search: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/hrms/hris/employee?status=Inactive&search=${encodeURIComponent(search)}`,
      headers: director,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: { employeeNumber: string }[] }).items.map((i) => i.employeeNumber);
  };
  /** The words the header search finds the employee by (kept by a trigger). */
  const searchWords = async (id: string) =>
    (
      await t.database.executeSql(`select word from employee_search_words where employee_id = $1 order by word`, [id])
    ).rows.map((r) => (r as { word: string }).word);
  /** The figures that must survive an erasure: leave requests, timesheet lines and hours. */
  const figuresOf = async (id: string) => ({
    leaveRequests: Number(await value(`select count(*) from leave_requests where employee_id = $1`, id)),
    timesheetLines: Number(await value(`select count(*) from timesheet_lines where employee_id = $1`, id)),
    timesheetHours: Number(
      await value(`select coalesce(sum(total_hours), 0) from timesheet_weeks where employee_id = $1`, id),
    ),
  });
  /** The Leave Consumed report (approved days per month and leave type) over the last year, every entity of the director's. */
  const leaveConsumed = async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 7)}-01`;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports/leave-consumed/rows?from=${from}&to=${today}&legalEntity=all&size=100`,
      headers: { ...director, 'x-entityid': 'US-NY-01' },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: Record<string, unknown>[] }).items;
  };
  /** The employee has left (the status offboarding's leavers' job gives after the last day). */
  const leave = (id: string) => t.database.executeSql(`update employees set status = 'Inactive' where id = $1`, [id]);

  beforeAll(async () => {
    t = await createTestApp(kind);
    director = (await loginAs(t.app, 'hrdirector')).headers;
  }, 120_000);
  afterAll(() => t.close());

  it('exports every row about the employee as a download, without password hashes or secrets', async () => {
    const id = await idOf('EMP0006');
    await loginAs(t.app, 'employee01'); // a session of theirs, so the sessions table has a row with a token hash
    const res = await exportOf(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="personal-data-EMP0006.json"');
    expect(res.headers['cache-control']).toContain('no-store');
    const doc = res.json() as ExportDocument;
    expect(doc.employee).toMatchObject({ id, employee_number: 'EMP0006', first_name: 'Emily' });
    expect(doc.accounts.map((a) => a.username)).toEqual(['employee01']);
    expect(doc.related.leave_requests?.length).toBe(await figuresOf(id).then((f) => f.leaveRequests));
    expect(doc.related.leave_requests?.length).toBeGreaterThan(0);
    expect(doc.related.timesheet_lines?.length).toBe(await figuresOf(id).then((f) => f.timesheetLines));
    expect(doc.related.timesheet_lines?.length).toBeGreaterThan(0);
    expect(doc.related.sessions?.length).toBeGreaterThan(0);
    expect(doc.notes.excludedColumns).toContain('password_hash');
    const columns = [doc.employee, ...doc.accounts, ...Object.values(doc.related).flat()].flatMap(Object.keys);
    expect(columns.filter((c) => EXPORT_EXCLUDED_COLUMNS.includes(c))).toEqual([]);
    expect(res.body).not.toMatch(/\$argon2/);

    const [audit] = (
      await t.database.executeSql(
        `select after from audit_log where action = 'privacy.employee.export' and entity_id = $1`,
        [id],
      )
    ).rows as { after: unknown }[];
    expect(audit).toBeDefined();
  });

  it('reads every table that refers to a person, and leaves out every secret-looking column of them', async () => {
    const reached = personReferences(await catalogTables(t.database.db));
    const names = reached.map((r) => r.table.name);
    expect(names).toEqual(expect.arrayContaining(['leave_requests', 'timesheet_lines', 'sessions', 'mfa_enrolments']));
    expect(names).not.toContain('employees');
    const leaves = reached.find((r) => r.table.name === 'leave_requests');
    expect(leaves?.references).toContainEqual({ column: 'employee_id', to: 'employee' });
    const secretLooking = reached.flatMap((r) =>
      r.table.columns.map((c) => c.name).filter((c) => SECRET_LOOKING.test(c) && !/_at$|_id$/.test(c)),
    );
    expect(secretLooking.length).toBeGreaterThan(0);
    expect(secretLooking.filter((c) => !EXPORT_EXCLUDED_COLUMNS.includes(c))).toEqual([]);
  });

  it('is refused to HR executives and employees (403), and another tenant’s employee is not found (404)', async () => {
    const id = await idOf('EMP0006');
    for (const user of ['hrexec01', 'employee01']) {
      const { headers } = await loginAs(t.app, user);
      expect((await exportOf(id, headers)).statusCode).toBe(403);
      expect((await erase(id, 'EMP0006', headers)).statusCode).toBe(403);
    }
    const stranger = String(await value(`select id from employees where tenant_id = 'acme' limit 1`));
    expect((await exportOf(stranger)).statusCode).toBe(404);
    expect((await erase(stranger, 'x')).statusCode).toBe(404);
  });

  it('refuses to erase an active employee, and a wrong confirmation', async () => {
    const active = await idOf('EMP0007');
    const refused = await erase(active, 'EMP0007');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'STILL_EMPLOYED', message: PRIVACY_MESSAGES.stillEmployed });

    await leave(active);
    const wrong = await erase(active, 'EMP0006');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fieldErrors: { confirm: PRIVACY_MESSAGES.confirmMismatch } });
    expect(await value(`select first_name from employees where id = $1`, active)).toBe('Carlos');
  });

  it('erases a leaver: the name and email are gone everywhere, the figures stay, the account is closed', async () => {
    const id = await idOf('EMP0006');
    await leave(id);
    const before = await figuresOf(id);
    const consumedBefore = await leaveConsumed();
    expect(consumedBefore.length).toBeGreaterThan(0);
    const uploaded = await sendFile(
      t.app,
      '/api/hrms/hris/employee/EMP0006/documents?category=passport',
      director,
      pdfDocument(),
      'passport.pdf',
    );
    expect(uploaded.statusCode).toBe(201);
    const filesDir = path.join(t.filesDir, 'demo', 'employees', id);
    expect(await readdir(filesDir, { recursive: true })).not.toEqual([]);
    const listedFiles = ((await exportOf(id)).json() as ExportDocument).files;
    expect(listedFiles).toEqual([
      expect.objectContaining({ fileName: 'passport.pdf', sizeBytes: pdfDocument().length }),
    ]);
    expect(await listed('Emily Johnson')).toEqual(['EMP0006']);
    expect(await searchWords(id)).toContain('johnson');

    const res = await erase(id, 'EMP0006');
    expect(res.statusCode).toBe(200);
    const short = id.slice(0, 8);
    expect(res.json()).toMatchObject({
      employeeNumber: 'EMP0006',
      displayName: `Erased employee ${short}`,
      accountsClosed: 1,
    });

    expect(await listed('Emily Johnson')).toEqual([]);
    expect((await searchWords(id)).filter((w) => /emily|johnson/.test(w))).toEqual([]);
    expect(await listed('Erased employee')).toEqual(['EMP0006']);
    expect(await figuresOf(id)).toEqual(before);
    expect(await leaveConsumed()).toEqual(consumedBefore);
    const doc = (await exportOf(id)).json() as ExportDocument;
    expect(doc.employee).toMatchObject({
      first_name: 'Erased employee',
      email: `erased-${id}@invalid`,
      date_of_birth: null,
    });
    expect(JSON.stringify(doc)).not.toMatch(/Emily|Johnson/);
    expect(doc.files).toEqual([]);
    const left = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
    expect(left.filter((f) => f.isFile())).toEqual([]);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      headers: { 'x-tenantid': 'demo' },
      payload: { username: 'employee01', password: 'Tenure@2026' },
    });
    expect(login.statusCode).toBe(401);
    const live = await value(
      `select count(*) from sessions s join users u on u.id = s.user_id where u.employee_id = $1 and s.revoked_at is null`,
      id,
    );
    expect(Number(live)).toBe(0);

    const { rows } = await t.database.executeSql(
      `select after::text as after from audit_log where action = 'privacy.employee.erase' and entity_id = $1`,
      [id],
    );
    expect(rows).toHaveLength(1);
    expect((rows[0] as { after: string }).after).not.toMatch(/Emily|Johnson|employee01/);
  });

  it('of two erasures at once, one erases and the other is told it is done already (409)', async () => {
    const id = await idOf('EMP0007');
    const answers = await Promise.all([erase(id, 'EMP0007'), erase(id, 'EMP0007')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({ code: 'ALREADY_ERASED' });
  });
});
