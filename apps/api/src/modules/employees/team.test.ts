import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import { queryRows, withTenant } from '../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

type Headers = Record<string, string>;
type Member = { employeeNumber: string; depth?: number; managerEmployeeNumber?: string; reporteeCount?: number };
const numbers = (list: Member[]) => list.map((m) => m.employeeNumber);

describeEachDatabase('reportees, peers, my team and the reporting manager', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let manager: Headers;
  let employee: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/hrms/hris/employee${url}`, headers, ...(payload ? { payload } : {}) });
  const moveUnder = (employeeNumber: string, managerEmployeeNumber: string | null) =>
    call('PUT', `/${employeeNumber}/reporting-manager`, hr, { managerEmployeeNumber });

  it('lists direct reportees, the whole subtree and peers', async () => {
    const direct = (await call('GET', '/reportees', manager)).json();
    expect(numbers(direct)).toEqual(expect.arrayContaining(['EMP0006', 'EMP0007', 'EMP0010']));
    const indirect: Member[] = (await call('GET', '/indirect-reportees', manager)).json();
    const platformTeam = indirect.filter((m) => m.managerEmployeeNumber === 'EMP0010');
    expect(platformTeam.length).toBeGreaterThan(0);
    expect(platformTeam.every((m) => m.depth === 2)).toBe(true);
    // Each member's reportee count is the number of people in the subtree who report to them.
    for (const member of indirect) {
      expect(member.reporteeCount, member.employeeNumber).toBe(
        indirect.filter((m) => m.managerEmployeeNumber === member.employeeNumber).length,
      );
    }
    // Direct reportees only (the deepest level read): their counts are looked up, with the same result.
    const directOnly: Member[] = (await call('GET', '/reportees', manager)).json();
    expect(directOnly.length).toBeGreaterThan(0);
    for (const member of directOnly) {
      expect(member.reporteeCount, member.employeeNumber).toBe(
        indirect.filter((m) => m.managerEmployeeNumber === member.employeeNumber).length,
      );
    }
    expect(numbers((await call('GET', '/peers', employee)).json())).toEqual(
      expect.arrayContaining(['EMP0007', 'EMP0010']),
    );
    expect(numbers((await call('GET', '/peers', employee)).json())).not.toContain('EMP0006');
    // Any colleague may read direct reportees (org chart); the subtree of someone else needs HR or to be above them.
    expect((await call('GET', '/reportees?employeeNumber=EMP0005', employee)).statusCode).toBe(200);
    expect((await call('GET', '/indirect-reportees?employeeNumber=EMP0005', employee)).statusCode).toBe(403);
    expect((await call('GET', '/indirect-reportees?employeeNumber=EMP0010', manager)).statusCode).toBe(200);
    expect((await call('GET', '/indirect-reportees?employeeNumber=EMP0001', hr)).json().length).toBeGreaterThan(40);
  });

  it('climbs the reporting line from an employee to the top, for any colleague', async () => {
    const chain = await call('GET', '/EMP0006/manager-chain', employee);
    expect(chain.statusCode).toBe(200);
    expect(chain.json()).toMatchObject([
      { employeeNumber: 'EMP0005', reporteeCount: expect.any(Number) },
      { employeeNumber: 'EMP0001', displayName: 'Olivia Carter' },
    ]);
    expect((await call('GET', '/EMP0001/manager-chain', employee)).json()).toEqual([]);
    expect((await call('GET', '/NOPE999/manager-chain', employee)).statusCode).toBe(404);
  });

  it('my team is for managers: direct by default, the subtree with indirect=true, a page at a time', async () => {
    type TeamPage = { items: Member[]; total: number; page: number; size: number };
    const direct: TeamPage = (await call('GET', '/my-team', manager)).json();
    expect(direct.size).toBe(1500);
    expect(direct.items.length).toBe(direct.total);
    expect(direct.items.every((m) => m.depth === 1)).toBe(true);
    const all: TeamPage = (await call('GET', '/my-team?indirect=true', manager)).json();
    expect(all.total).toBeGreaterThan(direct.total);
    expect(all.items.length).toBe(all.total);
    expect(numbers(all.items)).toEqual(numbers((await call('GET', '/indirect-reportees', manager)).json()));

    // Pages of 10 follow one another in the same order (nearest first, then by name) and add up to the whole.
    const pages: TeamPage[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 10); page++)
      pages.push((await call('GET', `/my-team?indirect=true&page=${page}&size=10`, manager)).json());
    expect(pages.every((p) => p.total === all.total && p.size === 10)).toBe(true);
    expect(pages.flatMap((p) => numbers(p.items))).toEqual(numbers(all.items));
    const pastTheEnd: TeamPage = (
      await call('GET', `/my-team?indirect=true&page=${pages.length + 1}&size=10`, manager)
    ).json();
    expect(pastTheEnd).toMatchObject({ items: [], total: all.total });

    const badSize = await call('GET', '/my-team?size=7', manager);
    expect(badSize.statusCode).toBe(400);
    expect((await call('GET', '/my-team', employee)).statusCode).toBe(403);
  });

  it('refuses a reporting manager that would make a loop, and moves an employee otherwise', async () => {
    const self = await moveUnder('EMP0005', 'EMP0005');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'HIERARCHY_CYCLE', message: EMPLOYEE_MESSAGES.managerCycle });
    const direct = await moveUnder('EMP0005', 'EMP0006');
    expect(direct.json().code).toBe('HIERARCHY_CYCLE');
    const platformMember = ((await call('GET', '/reportees?employeeNumber=EMP0010', hr)).json() as Member[])[0]!
      .employeeNumber;
    expect((await moveUnder('EMP0005', platformMember)).json().code).toBe('HIERARCHY_CYCLE');
    expect((await moveUnder('EMP0006', 'NOPE999')).json().fieldErrors).toEqual({
      managerEmployeeNumber: EMPLOYEE_MESSAGES.unknownManager,
    });

    const moved = await moveUnder('EMP0006', 'EMP0010');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      employeeNumber: 'EMP0006',
      reportingManager: { employeeNumber: 'EMP0010', displayName: 'Ananya Iyer' },
    });
    expect(numbers((await call('GET', '/reportees?employeeNumber=EMP0010', hr)).json())).toContain('EMP0006');
    expect(
      (await call('PUT', '/EMP0006/reporting-manager', employee, { managerEmployeeNumber: 'EMP0005' })).statusCode,
    ).toBe(403);
    expect((await moveUnder('EMP0006', 'EMP0005')).statusCode).toBe(200);
  });

  /** Employees whose stored place in the hierarchy is not their manager's place and one level more. */
  const misplaced = () =>
    withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ employeeNumber: string }>(
        tx,
        sql`select e.employee_number as "employeeNumber" from employees e left join employees m on m.id = e.manager_id
            where e.hierarchy_path <> coalesce(m.hierarchy_path, '') || e.id::text || '/' or e.hierarchy_depth <> coalesce(m.hierarchy_depth + 1, 0)`,
      ),
    );

  it('carries a whole team along when its manager moves, and places a bulk load listed reportees first', async () => {
    expect(await misplaced()).toEqual([]);
    const platform: Member[] = (await call('GET', '/indirect-reportees?employeeNumber=EMP0010', hr)).json();
    expect(platform.length).toBeGreaterThan(0);
    expect((await moveUnder('EMP0010', 'EMP0007')).statusCode).toBe(200);
    expect(await misplaced()).toEqual([]);
    const underCarlos: Member[] = (await call('GET', '/indirect-reportees?employeeNumber=EMP0007', hr)).json();
    expect(underCarlos.find((m) => m.employeeNumber === 'EMP0010')).toMatchObject({
      depth: 1,
      reporteeCount: platform.filter((m) => m.depth === 1).length,
    });
    for (const member of platform) {
      expect(underCarlos.find((m) => m.employeeNumber === member.employeeNumber)?.depth, member.employeeNumber).toBe(
        (member.depth ?? 0) + 1,
      );
    }
    const managersTeam: Member[] = (await call('GET', '/my-team?indirect=true', manager)).json().items;
    expect(managersTeam.find((m) => m.employeeNumber === 'EMP0010')?.depth).toBe(2);
    expect((await moveUnder('EMP0010', 'EMP0005')).statusCode).toBe(200);
    expect(await misplaced()).toEqual([]);

    // One statement, each reportee before their manager: all three end up below Emily Johnson.
    await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx.execute(sql`
        with emily as (select id, legal_entity_id from employees where employee_number = 'EMP0006'),
        ids (n, id) as (values (1, gen_random_uuid()), (2, gen_random_uuid()), (3, gen_random_uuid()))
        insert into employees (id, tenant_id, employee_number, first_name, last_name, email, employment_type, date_of_joining, legal_entity_id, manager_id)
        select ids.id, 'demo', 'BULK00' || ids.n, 'Bulk', 'Person ' || ids.n, 'bulk' || ids.n || '@example.com', 'Full Time', date '2026-01-05', emily.legal_entity_id,
               case ids.n when 3 then emily.id else (select later.id from ids later where later.n = ids.n + 1) end
        from ids, emily order by ids.n`),
    );
    expect(await misplaced()).toEqual([]);
    const emilysTeam: Member[] = (await call('GET', '/indirect-reportees?employeeNumber=EMP0006', hr)).json();
    expect(emilysTeam.map((m) => [m.employeeNumber, m.depth])).toEqual([
      ['BULK003', 1],
      ['BULK002', 2],
      ['BULK001', 3],
    ]);
  });
});
