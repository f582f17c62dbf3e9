import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EXTERNAL_MESSAGES, type CreatedApiKeyView, type ExternalWeekView } from '@tenure/domain/timesheets';
import { queryRows, withTenant, type Tx } from '../../../platform/db.ts';
import {
  createTestApp,
  describeEachDatabase,
  earlyInAClockMinute,
  loginAs,
  type TestApp,
} from '../../../../test/harness.ts';

type Headers = Record<string, string>;
const EXTERNAL = '/api/external-approval';
const RATE_LIMIT = 25;
const nextMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase('client-side approval by API key', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let clientA: string;
  let clientB: string;
  let keyA: CreatedApiKeyView;
  let keyB: CreatedApiKeyView;
  const inDemo = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, { tenantCode: 'demo' }, work);
  const clientId = async (code: string) =>
    (await inDemo((tx) => queryRows<{ id: string }>(tx, sql`select id from clients where code = ${code}`)))[0]!.id;
  const keyHeaders = (key: string, tenant = 'demo') => ({
    'x-api-key': key,
    'x-tenantid': tenant,
    'x-entityid': 'US-NY-01',
  });
  const tokenOf = async (key: string) =>
    (await t.app.inject({ method: 'POST', url: `${EXTERNAL}/token`, headers: keyHeaders(key) })).json() as {
      token: string;
    };
  const asToken = (token: string, tenant = 'demo') => ({
    authorizationtoken: token,
    'x-tenantid': tenant,
    'x-entityid': 'US-NY-01',
  });
  const pending = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: `${EXTERNAL}/timesheets`, headers: asToken(token) })
    ).json() as ExternalWeekView[];
  const newKey = async (id: string, name: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/timesheet/v2/clients/${id}/api-keys`,
        headers: admin,
        payload: { name, expiresOn: nextMonth() },
      })
    ).json() as CreatedApiKeyView;
  const lineStatus = async (id: string) =>
    (
      await inDemo((tx) => queryRows<{ status: string }>(tx, sql`select status from timesheet_lines where id = ${id}`))
    )[0]?.status;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { EXTERNAL_API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });
    admin = (await loginAs(t.app, 'superadmin')).headers;
    [clientA, clientB] = [await clientId('NWH'), await clientId('MRB')];
    [keyA, keyB] = [await newKey(clientA, 'Northwind approvals'), await newKey(clientB, 'Meridian approvals')];
  });
  afterAll(() => t.close());

  it('shows a key once and keeps only its hash; the list never carries a secret', async () => {
    expect(keyA.secret).toMatch(/^tnr_[0-9a-f]{12}_/);
    const [row] = await inDemo((tx) =>
      queryRows<{ keyHash: string }>(tx, sql`select key_hash as "keyHash" from client_api_keys where id = ${keyA.id}`),
    );
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.keyHash).not.toContain(keyA.secret);
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/timesheet/v2/clients/${clientA}/api-keys`, headers: admin })
    ).json() as object[];
    expect(list).toEqual([expect.objectContaining({ id: keyA.id, status: 'active' })]);
    expect(JSON.stringify(list)).not.toContain(keyA.secret);
    const employee = (await loginAs(t.app, 'employee01')).headers;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/timesheet/v2/clients/${clientA}/api-keys`, headers: employee }))
        .statusCode,
    ).toBe(403);
    const past = await t.app.inject({
      method: 'POST',
      url: `/api/timesheet/v2/clients/${clientA}/api-keys`,
      headers: admin,
      payload: { name: 'Old', expiresOn: '2020-01-01' },
    });
    expect(past.json()).toMatchObject({ fieldErrors: { expiresOn: EXTERNAL_MESSAGES.expiryPast } });
  });

  it('a key of client A sees and decides only client A’s lines, never client B’s nor another tenant’s', async () => {
    const { token } = await tokenOf(keyA.secret);
    const master = (
      await t.app.inject({ method: 'GET', url: `${EXTERNAL}/master-data`, headers: asToken(token) })
    ).json() as { client: { code: string }; projects: { name: string }[] };
    expect(master.client.code).toBe('NWH');
    expect(master.projects.map((p) => p.name)).toEqual(['Claims API Support', 'Patient Portal Rebuild']);
    const resources = (
      await t.app.inject({ method: 'GET', url: `${EXTERNAL}/resources`, headers: asToken(token) })
    ).json() as { employeeNumber: string }[];
    expect(resources.map((r) => r.employeeNumber)).toContain('EMP0006');

    // Exactly the lines of client A's projects waiting now, as the database holds them (which of its projects
    // have lines waiting is the seed's and the day's business), and only lines of its projects.
    const weeksA = await pending(token);
    const linesA = weeksA.flatMap((w) => w.lines);
    const waitingA = await inDemo((tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`select l.id from timesheet_lines l join projects p on p.id = l.project_id
             where p.client_id = ${clientA} and l.kind = 'project' and l.status = 'pending'`,
      ),
    );
    expect(linesA.length).toBeGreaterThan(0);
    expect(new Set(linesA.map((l) => l.id))).toEqual(new Set(waitingA.map((l) => l.id)));
    expect(master.projects.map((p) => p.name)).toEqual(expect.arrayContaining(linesA.map((l) => l.projectName)));
    const lineB = (await pending((await tokenOf(keyB.secret)).token)).flatMap((w) => w.lines)[0]!;
    expect(linesA.map((l) => l.id)).not.toContain(lineB.id);

    const crossClient = await t.app.inject({
      method: 'POST',
      url: `${EXTERNAL}/timesheets/approve`,
      headers: asToken(token),
      payload: { lineIds: [lineB.id] },
    });
    expect(crossClient.statusCode).toBe(404);
    expect(await lineStatus(lineB.id)).toBe('pending');
    // Another tenant: neither the token nor the key means anything there.
    expect(
      (await t.app.inject({ method: 'GET', url: `${EXTERNAL}/timesheets`, headers: asToken(token, 'acme') }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `${EXTERNAL}/token`, headers: keyHeaders(keyA.secret, 'acme') }))
        .statusCode,
    ).toBe(401);

    // A week of someone with an account, who can be told of the rejection below; another week is approved first.
    const withAccounts = new Set(
      (
        await inDemo((tx) =>
          queryRows<{ n: string }>(
            tx,
            sql`select e.employee_number as n from users u join employees e on e.id = u.employee_id`,
          ),
        )
      ).map((r) => r.n),
    );
    const other = weeksA.find((w) => withAccounts.has(w.employee.employeeNumber))!;
    const week = weeksA.find((w) => w !== other)!;
    const approve = await t.app.inject({
      method: 'POST',
      url: `${EXTERNAL}/timesheets/approve`,
      headers: asToken(token),
      payload: { lineIds: week.lines.map((l) => l.id) },
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toEqual({ applied: expect.arrayContaining(week.lines.map((l) => l.id)), skipped: [] });
    const again = await t.app.inject({
      method: 'POST',
      url: `${EXTERNAL}/timesheets/approve`,
      headers: asToken(token),
      payload: { lineIds: [week.lines[0]!.id] },
    });
    expect(again.json()).toMatchObject({ applied: [], skipped: [{ id: week.lines[0]!.id }] });
    const rejectWithout = await t.app.inject({
      method: 'POST',
      url: `${EXTERNAL}/timesheets/reject`,
      headers: asToken(token),
      payload: { lineIds: [other.lines[0]!.id] },
    });
    expect(rejectWithout.statusCode).toBe(400);
    const reject = await t.app.inject({
      method: 'POST',
      url: `${EXTERNAL}/timesheets/reject`,
      headers: asToken(token),
      payload: { lineIds: [other.lines[0]!.id], reason: 'Book the workshop under Client Meetings.' },
    });
    expect(reject.json()).toEqual({ applied: [other.lines[0]!.id], skipped: [] });
    // The employee hears of it, from the client.
    const [told] = await inDemo((tx) =>
      queryRows<{ body: string }>(
        tx,
        sql`
      select n.body from notifications n join users u on u.id = n.user_id join employees e on e.id = u.employee_id
       where e.employee_number = ${other.employee.employeeNumber} order by n.created_at desc limit 1`,
      ),
    );
    expect(told?.body).toContain('Northwind Health');
    // The notice names the line's project and task, not the project alone.
    const rejected = other.lines[0]!;
    expect(rejected.taskName).toBeTruthy();
    expect(told?.body).toContain(`rejected ${rejected.projectName} – ${rejected.taskName} of the week of`);

    const audit = await inDemo((tx) =>
      queryRows<{ action: string; after: { apiKeyId: string; lines?: string[] } }>(
        tx,
        sql`
      select action, after from audit_log where action like 'external.%' and after->>'apiKeyId' = ${keyA.id} order by created_at`,
      ),
    );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'external.token',
        'external.masterData',
        'external.resources',
        'external.timesheets',
        'external.approve',
      ]),
    );
    expect(audit.find((a) => a.action === 'external.approve')!.after.lines).toEqual(
      expect.arrayContaining(week.lines.map((l) => l.id)),
    );
  });

  it('an approval link carries a signed, expiring token that works without a key; a tampered one is refused', async () => {
    const link = (
      await t.app.inject({
        method: 'POST',
        url: `/api/timesheet/v2/clients/${clientA}/api-keys/${keyA.id}/approval-link`,
        headers: admin,
        payload: { days: 7 },
      })
    ).json() as { url: string; expiresAt: string };
    const token = decodeURIComponent(new URL(link.url).searchParams.get('token')!);
    expect(new URL(link.url).pathname).toBe('/external-approval');
    const claims = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { e: string };
    const headers = { authorizationtoken: token, 'x-tenantid': 'demo', 'x-entityid': claims.e };
    expect((await t.app.inject({ method: 'GET', url: `${EXTERNAL}/master-data`, headers })).statusCode).toBe(200);
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()), x: 4102444800 }),
    ).toString('base64url');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${EXTERNAL}/master-data`,
          headers: { ...headers, authorizationtoken: `${forged}.${token.split('.')[1]}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses a revoked or expired key, and every token it gave, at once', async () => {
    const key = await newKey(clientA, 'Short-lived');
    const { token } = await tokenOf(key.secret);
    expect(
      (await t.app.inject({ method: 'GET', url: `${EXTERNAL}/timesheets`, headers: asToken(token) })).statusCode,
    ).toBe(200);
    await inDemo((tx) =>
      tx.execute(sql`update client_api_keys set expires_at = now() - interval '1 second' where id = ${key.id}`),
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `${EXTERNAL}/timesheets`, headers: asToken(token) })).json(),
    ).toMatchObject({ code: 'TOKEN_REFUSED' });
    expect(
      (await t.app.inject({ method: 'POST', url: `${EXTERNAL}/token`, headers: keyHeaders(key.secret) })).statusCode,
    ).toBe(401);

    const revoked = await newKey(clientA, 'To revoke');
    const live = await tokenOf(revoked.secret);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/timesheet/v2/clients/${clientA}/api-keys/${revoked.id}/revoke`,
      headers: admin,
    });
    expect(res.json()).toMatchObject({ status: 'revoked' });
    expect(
      (await t.app.inject({ method: 'GET', url: `${EXTERNAL}/master-data`, headers: asToken(live.token) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `${EXTERNAL}/token`, headers: keyHeaders(revoked.secret) }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/timesheet/v2/clients/${clientA}/api-keys/${revoked.id}/revoke`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('answers weeks and people a page at a time, in a stable order', async () => {
    const { token } = await tokenOf((await newKey(clientA, 'Paging integration')).secret);
    const get = (path: string) => t.app.inject({ method: 'GET', url: `${EXTERNAL}${path}`, headers: asToken(token) });
    const ids = async (query: string) =>
      ((await get(`/timesheets?status=approved&${query}`)).json() as ExternalWeekView[]).map((w) => w.weekId);
    const all = await ids('size=200');
    expect(all.length).toBeGreaterThan(25);
    expect(await ids('size=25&page=2')).toEqual(all.slice(25, 50));
    expect(await ids('')).toEqual(all.slice(0, 50));
    const people = (await get('/resources?size=25')).json() as { employeeNumber: string }[];
    expect(people.length).toBeGreaterThan(0);
    expect(people.length).toBeLessThanOrEqual(25);
    const odd = await get('/timesheets?size=7');
    expect(odd.statusCode).toBe(400);
  });

  it('the queue follows every change to the lines, whoever writes them, two at once in one week included, and renames', async () => {
    type Row = { id: string; name: string };
    const truth = (client: string, status: string) =>
      inDemo((tx) =>
        queryRows<Row>(
          tx,
          sql`
      select distinct l.week_id as id, e.display_name as name from timesheet_lines l join projects p on p.id = l.project_id
        join timesheet_weeks w on w.id = l.week_id join employees e on e.id = w.employee_id
       where p.client_id = ${client} and l.status = ${status} and l.kind = 'project' order by 1`,
        ),
      );
    const kept = (client: string, status: string) =>
      inDemo((tx) =>
        queryRows<Row>(
          tx,
          sql`
      select week_id as id, display_name as name from timesheet_client_weeks where client_id = ${client} and status = ${status} order by 1`,
        ),
      );
    // And per project, as the project managers' queues read them.
    const projectTruth = () =>
      inDemo((tx) =>
        queryRows<object>(
          tx,
          sql`
      select distinct l.project_id as project, l.week_id as week, l.status, e.display_name as name from timesheet_lines l
        join timesheet_weeks w on w.id = l.week_id join employees e on e.id = w.employee_id
       where l.kind = 'project' and l.status in ('pending', 'approved', 'rejected') order by 1, 2, 3`,
        ),
      );
    const projectKept = () =>
      inDemo((tx) =>
        queryRows<object>(
          tx,
          sql`
      select project_id as project, week_id as week, status, display_name as name from timesheet_project_weeks order by 1, 2, 3`,
        ),
      );
    const agree = async () => {
      for (const client of [clientA, clientB])
        for (const status of ['pending', 'approved', 'rejected'])
          expect(await kept(client, status)).toEqual(await truth(client, status));
      expect(await projectKept()).toEqual(await projectTruth());
    };
    await agree();
    // A week with two lines of one client, both waiting: two approvers decide one line each at the same moment.
    const [week] = await inDemo((tx) =>
      queryRows<{ lines: string[] }>(
        tx,
        sql`
      select array_agg(l.id order by l.id) as lines from timesheet_lines l join projects p on p.id = l.project_id
       where l.kind = 'project' group by l.week_id, p.client_id having count(*) >= 2 limit 1`,
      ),
    );
    expect(week, 'the demo data has a week with two lines of one client').toBeDefined();
    await inDemo((tx) =>
      tx.execute(
        sql`update timesheet_lines set status = 'pending' where id = any(${`{${week!.lines.join(',')}}`}::uuid[])`,
      ),
    );
    await agree();
    const approve = (line: string, hold: number) =>
      inDemo(async (tx) => {
        await tx.execute(sql`update timesheet_lines set status = 'approved' where id = ${line}`);
        await new Promise((resolve) => setTimeout(resolve, hold));
      });
    await Promise.all([approve(week!.lines[0]!, 300), approve(week!.lines[1]!, 0)]);
    await agree();
    // A project moved to the other client takes its weeks along.
    const [project] = await inDemo((tx) =>
      queryRows<{ id: string; client: string }>(
        tx,
        sql`
      select p.id, p.client_id as client from projects p where p.client_id in (${clientA}, ${clientB}) and exists (select 1 from timesheet_lines l where l.project_id = p.id) limit 1`,
      ),
    );
    const other = project!.client === clientA ? clientB : clientA;
    await inDemo((tx) => tx.execute(sql`update projects set client_id = ${other} where id = ${project!.id}`));
    await agree();
    await inDemo((tx) => tx.execute(sql`update projects set client_id = ${project!.client} where id = ${project!.id}`));
    await agree();
    // A renamed employee's weeks take the new name, the order the client's queue reads them in.
    const [person] = await inDemo((tx) =>
      queryRows<{ id: string; fullName: string | null }>(
        tx,
        sql`
      select e.id, e.full_name as "fullName" from employees e where exists (select 1 from timesheet_client_weeks cw where cw.employee_id = e.id and cw.client_id = ${clientA}) limit 1`,
      ),
    );
    await inDemo((tx) => tx.execute(sql`update employees set full_name = 'Aaron Renamed' where id = ${person!.id}`));
    await agree();
    await inDemo((tx) =>
      tx.execute(sql`update employees set full_name = ${person!.fullName} where id = ${person!.id}`),
    );
    await agree();
  });

  it('the client’s people follow allocations, a project moved to another client and renames; a page of them reads in name order', async () => {
    type Row = { employeeId: string; sortName: string; employeeNumber: string };
    const truth = (client: string) =>
      inDemo((tx) =>
        queryRows<Row>(
          tx,
          sql`
      select distinct a.employee_id as "employeeId", lower(e.display_name) as "sortName", e.employee_number as "employeeNumber"
        from project_allocations a join projects p on p.id = a.project_id join employees e on e.id = a.employee_id
       where p.client_id = ${client} order by 1`,
        ),
      );
    const kept = (client: string) =>
      inDemo((tx) =>
        queryRows<Row>(
          tx,
          sql`
      select employee_id as "employeeId", sort_name as "sortName", employee_number as "employeeNumber" from client_people where client_id = ${client} order by 1`,
        ),
      );
    const agree = async () => {
      for (const client of [clientA, clientB]) expect(await kept(client)).toEqual(await truth(client));
    };
    await agree();
    const { token } = await tokenOf(keyB.secret);
    const page = async () =>
      (
        (
          await t.app.inject({ method: 'GET', url: `${EXTERNAL}/resources?size=100`, headers: asToken(token) })
        ).json() as { employeeNumber: string }[]
      ).map((r) => r.employeeNumber);
    const inOrder = async () =>
      (
        await inDemo((tx) =>
          queryRows<{ n: string }>(
            tx,
            sql`
      select e.employee_number as n from employees e where e.id in (select a.employee_id from project_allocations a join projects p on p.id = a.project_id where p.client_id = ${clientB})
       order by lower(e.display_name), e.employee_number limit 100`,
          ),
        )
      ).map((r) => r.n);
    expect(await page()).toEqual(await inOrder());

    // Someone not yet on client B's projects is allocated to one, then the allocation goes.
    const [project] = await inDemo((tx) =>
      queryRows<{ id: string }>(tx, sql`select id from projects where client_id = ${clientB} order by name limit 1`),
    );
    const [newcomer] = await inDemo((tx) =>
      queryRows<{ id: string; number: string }>(
        tx,
        sql`
      select e.id, e.employee_number as number from employees e where e.status = 'Active' and not exists (
        select 1 from project_allocations a join projects p on p.id = a.project_id where a.employee_id = e.id and p.client_id = ${clientB}) order by e.employee_number limit 1`,
      ),
    );
    const [allocation] = await inDemo((tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`
      insert into project_allocations (tenant_id, project_id, employee_id, start_date, end_date, allocation_basis, hours_per_week, percent, allocated_hours)
      values ('demo', ${project!.id}, ${newcomer!.id}, '2026-01-01', '2026-12-31', 'HoursPerWeek', 10, 25, 100) returning id`,
      ),
    );
    await agree();
    expect(await page()).toContain(newcomer!.number);
    // Renamed to sort first, the person leads the page.
    await inDemo((tx) => tx.execute(sql`update employees set full_name = 'Aaaa First' where id = ${newcomer!.id}`));
    await agree();
    expect((await page())[0]).toBe(newcomer!.number);
    await inDemo((tx) => tx.execute(sql`update employees set full_name = null where id = ${newcomer!.id}`));
    // The allocation moves to another person, then goes.
    const [other] = await inDemo((tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`select id from employees where status = 'Active' and id <> ${newcomer!.id} order by employee_number desc limit 1`,
      ),
    );
    await inDemo((tx) =>
      tx.execute(sql`update project_allocations set employee_id = ${other!.id} where id = ${allocation!.id}`),
    );
    await agree();
    await inDemo((tx) => tx.execute(sql`delete from project_allocations where id = ${allocation!.id}`));
    await agree();
    expect(await page()).not.toContain(newcomer!.number);
    // Two transactions allocate the newcomer to two projects of the client at the same moment: both count.
    const projectsOfB = await inDemo((tx) =>
      queryRows<{ id: string }>(tx, sql`select id from projects where client_id = ${clientB} order by name limit 2`),
    );
    const allocate = (projectId: string, hold: number) =>
      inDemo(async (tx) => {
        const [row] = await queryRows<{ id: string }>(
          tx,
          sql`insert into project_allocations (tenant_id, project_id, employee_id, start_date, end_date, allocation_basis, hours_per_week, percent, allocated_hours)
        values ('demo', ${projectId}, ${newcomer!.id}, '2026-01-01', '2026-12-31', 'HoursPerWeek', 10, 25, 100) returning id`,
        );
        await new Promise((resolve) => setTimeout(resolve, hold));
        return row!.id;
      });
    const both = await Promise.all([allocate(projectsOfB[0]!.id, 300), allocate(projectsOfB[1]!.id, 0)]);
    await agree();
    expect(await page()).toContain(newcomer!.number);
    await inDemo((tx) =>
      tx.execute(sql`delete from project_allocations where id = any(${`{${both.join(',')}}`}::uuid[])`),
    );
    await agree();
    // A project moved to the other client takes its people along.
    await inDemo((tx) => tx.execute(sql`update projects set client_id = ${clientA} where id = ${project!.id}`));
    await agree();
    await inDemo((tx) => tx.execute(sql`update projects set client_id = ${clientB} where id = ${project!.id}`));
    await agree();
    expect(await page()).toEqual(await inOrder());
  });

  it('does not exist while the tenant has timesheets switched off, from the next call on', async () => {
    const { token } = await tokenOf(keyA.secret);
    const codes = async () => [
      (await t.app.inject({ method: 'GET', url: `${EXTERNAL}/resources`, headers: asToken(token) })).statusCode,
      (await t.app.inject({ method: 'GET', url: `${EXTERNAL}/timesheets`, headers: asToken(token) })).statusCode,
      (await t.app.inject({ method: 'POST', url: `${EXTERNAL}/token`, headers: keyHeaders(keyA.secret) })).statusCode,
      (
        await t.app.inject({
          method: 'POST',
          url: `${EXTERNAL}/timesheets/approve`,
          headers: asToken(token),
          payload: { lineIds: [] },
        })
      ).statusCode,
    ];
    const audited = async () =>
      (
        await inDemo((tx) =>
          queryRows<{ n: number }>(tx, sql`select count(*)::int as n from audit_log where action like 'external.%'`),
        )
      )[0]!.n;
    await inDemo((tx) =>
      tx.execute(sql`insert into tenant_flags (tenant_id, flag, enabled) values ('demo', 'timesheet', false)`),
    );
    try {
      const before = await audited();
      expect(await codes()).toEqual([404, 404, 404, 404]);
      // Nothing of a refused call stays behind: no audit entry for the key.
      expect(await audited()).toBe(before);
    } finally {
      await inDemo((tx) => tx.execute(sql`delete from tenant_flags where tenant_id = 'demo' and flag = 'timesheet'`));
    }
    expect((await codes()).slice(0, 3)).toEqual([200, 200, 200]);
  });

  it('holds each key to its allowance of calls per minute, without touching other keys', async () => {
    await earlyInAClockMinute();
    const key = await newKey(clientB, 'Busy integration');
    const { token } = await tokenOf(key.secret);
    const codes: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 3; i++)
      codes.push(
        (await t.app.inject({ method: 'GET', url: `${EXTERNAL}/master-data`, headers: asToken(token) })).statusCode,
      );
    // The token call spent one of the minute's calls: the key's calls to every route share it.
    expect(codes.filter((c) => c === 200)).toHaveLength(RATE_LIMIT - 1);
    expect(codes.slice(RATE_LIMIT - 1).every((c) => c === 429)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `${EXTERNAL}/timesheets`, headers: asToken(token) })).json(),
    ).toMatchObject({ message: EXTERNAL_MESSAGES.rateLimited });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${EXTERNAL}/master-data`,
          headers: asToken((await tokenOf(keyB.secret)).token),
        })
      ).statusCode,
    ).toBe(200);
  });
});
