import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '@tenure/domain/approvals';
import { SKILL_MESSAGES } from '@tenure/domain/performance';
import { addDays, utcToday } from '../../../platform/clock.ts';
import { queryRows, withTenant, type Tx } from '../../../platform/db.ts';
import { encryptedClient } from '../../../../test/encrypted-client.ts';
import { pdfDocument, pngPicture } from '../../../../test/files.ts';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';

type Headers = Record<string, string>;
const PMS = '/api/pms';

/** A multipart body with text fields and any number of files (field "evidence"). */
function form(fields: Record<string, string>, files: { name: string; bytes: Uint8Array }[] = []) {
  const boundary = '----tenure-skill-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="evidence"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describeEachDatabase('skills: setup, self skill set, approvals, matrix', (kind) => {
  let t: TestApp;
  let employee: Headers;
  let manager: Headers;
  let otherManager: Headers;
  let hr: Headers;
  const skillIds: Record<string, string> = {};
  const inDemo = <T>(work: (tx: Tx) => Promise<T>, tenantCode = 'demo') =>
    withTenant(t.database.db, { tenantCode }, work);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `${PMS}${url}`, headers, ...(payload ? { payload } : {}) });
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    headers: Headers,
    fields: Record<string, string>,
    files: { name: string; bytes: Uint8Array }[] = [],
  ) => {
    const body = form(fields, files);
    return t.app.inject({
      method,
      url: `${PMS}${url}`,
      payload: body.payload,
      headers: { ...headers, 'content-type': body.contentType },
    });
  };
  const entry = (skill: string, extra: Record<string, string> = {}) => ({
    skillId: skillIds[skill]!,
    level: '3',
    yearsOfExperience: '2.5',
    // Yesterday by UTC: already past at employee01's New York location (the server checks the person's day).
    lastUsed: addDays(utcToday(), -1),
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    employee = (await loginAs(t.app, 'employee01')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    otherManager = (await loginAs(t.app, 'projmgr01')).headers;
    hr = (await loginAs(t.app, 'hrdirector')).headers;
    const category = (await call('POST', '/skill-categories', hr, { name: 'Suite tools' })).json();
    for (const name of ['Suite Rust', 'Suite Go', 'Suite Elixir', 'Suite Zig']) {
      const created = await call('POST', '/skills', hr, { name, categoryId: category.id });
      expect(created.statusCode).toBe(201);
      skillIds[name] = created.json().id;
    }
  });
  afterAll(() => t.close());

  it('keeps the catalogue valid: field errors, unique names, in-use refusals, HR only', async () => {
    const blank = await call('POST', '/skill-categories', hr, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors.name).toBe(SKILL_MESSAGES.nameRequired);
    const twin = await call('POST', '/skill-categories', hr, { name: 'suite TOOLS' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().fieldErrors.name).toBe(SKILL_MESSAGES.categoryNameTaken);
    expect(
      (
        await call('POST', '/skills', hr, {
          name: 'Suite Rust',
          categoryId: (await call('GET', '/skill-categories', hr)).json()[0].id,
        })
      ).json().fieldErrors.name,
    ).toBe(SKILL_MESSAGES.skillNameTaken);
    expect((await call('POST', '/skill-categories', employee, { name: 'Mine' })).statusCode).toBe(403);

    const sub = await call('POST', '/sub-skills', hr, { skillId: skillIds['Suite Rust'], name: 'Async' });
    expect(sub.statusCode).toBe(201);
    expect((await call('POST', '/sub-skills', hr, { skillId: skillIds['Suite Rust'], name: 'async' })).statusCode).toBe(
      409,
    );
    const page = (await call('GET', '/skills?searchQuery=suite%20rust', employee)).json();
    expect(page.items[0]).toMatchObject({ name: 'Suite Rust', subSkills: [{ name: 'Async' }] });

    const levels = (await call('GET', '/proficiency-levels', employee)).json();
    expect(levels.map((l: { level: number }) => l.level)).toEqual([1, 2, 3, 4, 5]);
    expect((await call('POST', '/proficiency-levels', hr, { level: 3, name: 'Middle' })).json().fieldErrors.level).toBe(
      SKILL_MESSAGES.levelNumberTaken,
    );
    const used = await call('DELETE', `/proficiency-levels/${levels[2].id}`, hr);
    expect(used.statusCode).toBe(409);
    expect(used.json().code).toBe('IN_USE');
    const categories = (await call('GET', '/skill-categories', hr)).json();
    const engineering = categories.find((c: { name: string }) => c.name === 'Engineering');
    expect((await call('DELETE', `/skill-categories/${engineering.id}`, hr)).json().code).toBe('IN_USE');
  });

  it('validates the self skill set form and its evidence files', async () => {
    const bad = await send('POST', '/self-skill-set', employee, {
      skillId: skillIds['Suite Go']!,
      level: '9',
      yearsOfExperience: '-1',
      lastUsed: '2999-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      yearsOfExperience: SKILL_MESSAGES.yearsRange,
      lastUsed: SKILL_MESSAGES.lastUsedInFuture,
    });
    expect(
      (await send('POST', '/self-skill-set', employee, entry('Suite Go', { level: '9' }))).json().fieldErrors.level,
    ).toBe(SKILL_MESSAGES.unknownLevel);
    const wrongType = await send('POST', '/self-skill-set', employee, entry('Suite Go'), [
      { name: 'notes.txt', bytes: new TextEncoder().encode('plain text') },
    ]);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fieldErrors.file).toBe(SKILL_MESSAGES.evidenceType);
    const tooMany = await send(
      'POST',
      '/self-skill-set',
      employee,
      entry('Suite Go'),
      Array.from({ length: 4 }, (_, i) => ({ name: `e${i}.pdf`, bytes: pdfDocument() })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('TOO_MANY_FILES');
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(pngPicture());
    expect(
      (await send('POST', '/self-skill-set', employee, entry('Suite Go'), [{ name: 'big.png', bytes: big }]))
        .statusCode,
    ).toBe(413);
    const mine = await inDemo((tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from employee_skills where skill_id = ${skillIds['Suite Go']!}`,
      ),
    );
    expect(mine[0]!.n).toBe(0);
  });

  it('goes to the manager: reject with a reason, second decision 409, remove only when rejected', async () => {
    const added = await send(
      'POST',
      '/self-skill-set',
      employee,
      entry('Suite Rust', { comments: 'Used on the billing service' }),
      [{ name: 'certificate.pdf', bytes: pdfDocument() }],
    );
    expect(added.statusCode).toBe(201);
    const id = added.json().id;
    expect(added.json()).toMatchObject({
      status: 'pending',
      approver: { employeeNumber: 'EMP0005' },
      evidence: [{ fileName: 'certificate.pdf', fileType: 'pdf' }],
      canEdit: true,
      canRemove: false,
    });
    expect((await send('POST', '/self-skill-set', employee, entry('Suite Rust'))).json().fieldErrors.skillId).toBe(
      SKILL_MESSAGES.alreadyDeclared,
    );

    const file = await call('GET', `/employee-skill-set/${id}/evidence/${added.json().evidence[0].id}`, manager);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(
      (await call('GET', `/employee-skill-set/${id}/evidence/${added.json().evidence[0].id}`, otherManager)).statusCode,
    ).toBe(404);

    const actions = (await t.app.inject({ method: 'GET', url: '/api/home/my-actions', headers: manager })).json();
    expect(
      actions.groups
        .find((g: { kind: string }) => g.kind === 'skillDecision')
        .items.some((i: { id: string }) => i.id === id),
    ).toBe(true);
    const team = (await call('GET', '/rm-view/skill-set?status=pending', manager)).json();
    expect(team.items.find((i: { id: string }) => i.id === id).verbs).toEqual(['approve', 'reject']);

    expect((await call('DELETE', `/self-skill-set/${id}`, employee)).statusCode).toBe(409);
    expect((await call('PUT', `/employee-skill-set/${id}/approve`, employee, {})).statusCode).toBe(403);
    expect((await call('PUT', `/employee-skill-set/${id}/approve`, otherManager, {})).statusCode).toBe(404);
    const noReason = await call('PUT', `/employee-skill-set/${id}/reject`, manager, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(APPROVAL_MESSAGES.reasonRequired);
    const rejected = await call('PUT', `/employee-skill-set/${id}/reject`, manager, {
      reason: 'Please add a project reference',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decisionReason: 'Please add a project reference',
      decidedBy: { employeeNumber: 'EMP0005' },
    });
    const again = await call('PUT', `/employee-skill-set/${id}/approve`, manager, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPROVAL_MESSAGES.alreadyDecided('rejected'));
    expect((await send('PUT', `/self-skill-set/${id}`, employee, entry('Suite Rust'))).statusCode).toBe(409);
    // Through the self-service route, someone else's entry does not exist for a colleague with no part in it.
    const stranger = (await loginAs(t.app, 'approver01')).headers;
    expect((await send('PUT', `/self-skill-set/${id}`, stranger, entry('Suite Rust'))).statusCode).toBe(404);

    const mine = (await call('GET', '/self-skill-set', employee)).json();
    expect(mine.find((e: { id: string }) => e.id === id)).toMatchObject({ canRemove: true });
    expect((await call('DELETE', `/self-skill-set/${id}`, manager)).statusCode).toBe(403);
    expect((await call('DELETE', `/self-skill-set/${id}`, employee)).statusCode).toBe(204);
    expect((await call('GET', '/self-skill-set', employee)).json().some((e: { id: string }) => e.id === id)).toBe(
      false,
    );
    const evidence = await inDemo((tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from employee_skill_evidence where employee_skill_id = ${id}`,
      ),
    );
    expect(evidence[0]!.n).toBe(0);
  });

  it('decides once under a race; approval shows in the matrix; HR cancels approved with a reason', async () => {
    const added = await send('POST', '/self-skill-set', employee, entry('Suite Elixir', { level: '4' }));
    const id = added.json().id;
    const edited = await send('PUT', `/self-skill-set/${id}`, employee, entry('Suite Elixir', { level: '5' }), [
      { name: 'screen.png', bytes: pngPicture() },
    ]);
    expect(edited.json()).toMatchObject({ level: 5, levelName: 'Expert', evidence: [{ fileName: 'screen.png' }] });
    const [a, b] = await Promise.all([
      call('PUT', `/employee-skill-set/${id}/approve`, manager, {}),
      call('PUT', `/employee-skill-set/${id}/approve`, hr, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await call('DELETE', `/self-skill-set/${id}`, employee)).statusCode).toBe(409);

    const matrix = (await call('GET', `/skill-matrix?skillId=${skillIds['Suite Elixir']}&minLevel=5`, hr)).json();
    expect(matrix.total).toBe(1);
    expect(matrix.items[0]).toMatchObject({ employeeNumber: 'EMP0006', levels: { [skillIds['Suite Elixir']!]: 5 } });
    expect(matrix.skills[0].id).toBe(skillIds['Suite Elixir']);
    expect(
      (await call('GET', `/skill-matrix?skillId=${skillIds['Suite Elixir']}&minLevel=5`, manager)).statusCode,
    ).toBe(403);

    expect((await call('PUT', `/employee-skill-set/${id}/cancel`, manager, {})).statusCode).toBe(403);
    expect((await call('PUT', `/employee-skill-set/${id}/cancel`, hr, {})).statusCode).toBe(400);
    expect(
      (await call('PUT', `/employee-skill-set/${id}/cancel`, hr, { reason: 'Duplicate of a certified entry' })).json()
        .status,
    ).toBe('cancelled');
    expect((await call('GET', `/skill-matrix?skillId=${skillIds['Suite Elixir']}`, hr)).json().total).toBe(0);
  });

  it('filters the matrix, finds gaps against the designation framework and exports it', async () => {
    const all = (await call('GET', '/skill-matrix?size=500', hr)).json();
    expect(all.total).toBeGreaterThan(50);
    const emily = all.items.find((r: { employeeNumber: string }) => r.employeeNumber === 'EMP0006');
    // Software Engineer framework: TypeScript 3, React 3, SQL 2 (held), Automated testing 3 and Technical writing 2 (missing).
    expect(emily.gaps.map((g: { skillName: string }) => g.skillName)).toEqual([
      'Automated testing',
      'Technical writing',
    ]);
    const gaps = (await call('GET', '/skill-matrix?designation=Software%20Engineer&gapsOnly=true&size=500', hr)).json();
    type MatrixRow = { employeeNumber: string; designation: string; gaps: unknown[] };
    const withGaps = all.items
      .filter((r: MatrixRow) => r.designation === 'Software Engineer' && r.gaps.length > 0)
      .map((r: MatrixRow) => r.employeeNumber)
      .sort();
    expect(withGaps).toContain('EMP0006');
    expect(gaps.items.map((r: MatrixRow) => r.employeeNumber).sort()).toEqual(withGaps);
    expect(gaps.total).toBe(withGaps.length);
    expect((await call('GET', '/skill-matrix?page=99&size=25', hr)).json()).toMatchObject({
      items: [],
      total: all.total,
    });
    const typescript = all.skills.find((s: { name: string }) => s.name === 'TypeScript').id;
    const expert = (await call('GET', `/skill-matrix?skillId=${typescript}&minLevel=3&size=500`, hr)).json();
    expect(expert.items.every((r: { levels: Record<string, number> }) => (r.levels[typescript] ?? 0) >= 3)).toBe(true);
    const departments = await inDemo((tx) =>
      queryRows<{ id: string }>(tx, sql`select id from departments where name = 'Product Engineering'`),
    );
    const byDepartment = (await call('GET', `/skill-matrix?departmentId=${departments[0]!.id}&size=500`, hr)).json();
    expect(byDepartment.items.every((r: { department: string }) => r.department === 'Product Engineering')).toBe(true);
    expect((await call('GET', '/skill-matrix?minLevel=11', hr)).statusCode).toBe(400);

    const xlsx = await call('GET', `/skill-matrix/export?skillId=${typescript}&format=xlsx`, hr);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/skill-matrix-\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await call('GET', `/skill-matrix/export?skillId=${typescript}&minLevel=3&format=csv`, hr);
    expect(csv.body.split('\r\n')[0]).toContain('Employee number,Name,Designation,Department,Location,TypeScript');
  });

  it('keeps tenants apart', async () => {
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    expect((await acme.request({ method: 'GET', url: `${PMS}/skill-categories`, headers })).body).toEqual([]);
    const [demoEntry] = await inDemo((tx) =>
      queryRows<{ id: string }>(tx, sql`select id from employee_skills where status = 'pending' limit 1`),
    );
    expect(
      (
        await acme.request({
          method: 'PUT',
          url: `${PMS}/employee-skill-set/${demoEntry!.id}/approve`,
          headers,
          body: {},
        })
      ).statusCode,
    ).toBe(404);
    const seen = await inDemo(
      (tx) => queryRows<{ n: number }>(tx, sql`select count(*)::int as n from employee_skills`),
      'acme',
    );
    expect(seen[0]!.n).toBe(0);
  });
});
