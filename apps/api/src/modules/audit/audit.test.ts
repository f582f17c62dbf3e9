import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUDIT_MESSAGES } from '@tenure/domain/audit';
import { EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import { parseCsv } from '../../platform/sheets.ts';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

type Headers = Record<string, string>;
interface Entry {
  id: string;
  at: string;
  action: string;
  entity: string;
  entityId: string | null;
  actor: { kind: string; userId: string | null; username: string | null; employeeName: string | null };
}
interface EntryPage {
  items: Entry[];
  total: number;
}

/** A quiet hour long ago, so the entries the suite writes there are the only ones a window on it finds. */
const WINDOW = 'from=2020-01-01T00:00:00Z&to=2020-01-01T01:00:00Z';
const minute = (n: number) => `2020-01-01T00:${String(n).padStart(2, '0')}:00Z`;

describeEachDatabase('the audit log page of admins', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let director: Headers;
  let ids: Record<string, string>;

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api/audit-log${url}`, headers });
  const page = async (query: string, headers = admin) => {
    const res = await get(`?${query}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json() as EntryPage;
  };
  const insert = (tenant: string, actor: string | null, action: string, entity: string, entityId: string, at: string) =>
    t.database.executeSql(
      `insert into audit_log (tenant_id, actor_user_id, action, entity, entity_id, before, after, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        tenant,
        actor,
        action,
        entity,
        entityId,
        JSON.stringify({ colour: 'red' }),
        JSON.stringify({ colour: 'blue' }),
        at,
      ],
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = { ...(await loginAs(t.app, 'superadmin')).headers, 'x-entityid': 'US-NY-01' };
    director = (await loginAs(t.app, 'hrdirector')).headers;
    const { rows } = await t.database.executeSql(
      `select username, id from users where tenant_id = 'demo' and username in ('superadmin', 'hrdirector', 'approver01')`,
      [],
    );
    ids = Object.fromEntries((rows as { username: string; id: string }[]).map((r) => [r.username, r.id]));
    // In the window: 8 widgets created by the super admin, 3 deleted by the HR director, a gadget changed by a job
    // and an account provisioned over SCIM (13); and two entries of another tenant at the same times.
    for (let i = 1; i <= 8; i++)
      await insert('demo', ids.superadmin!, 'testaudit.widget.create', 'widget', `w${i}`, minute(i));
    for (let i = 1; i <= 3; i++)
      await insert('demo', ids.hrdirector!, 'testaudit.widget.delete', 'widget', `w${i}`, minute(10 + i));
    await insert('demo', null, 'testaudit.gadget.update', 'gadget', 'g1', minute(20));
    await insert('demo', null, 'scim.user.create', 'user', 'scim-1', minute(30));
    await insert('acme', null, 'testaudit.widget.create', 'widget', 'w1', minute(5));
    await insert('acme', null, 'testaudit.widget.create', 'widget', 'w2', minute(6));
  });
  afterAll(() => t.close());

  it('shows the super admin’s own change with their name, and its values before and after', async () => {
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/auth/users/${ids.approver01!}/deactivate`,
      headers: admin,
    });
    expect(done.statusCode).toBe(200);
    const { items } = await page(`action=user.deactivate&entity=user&entityId=${ids.approver01!}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'user.deactivate',
      entity: 'user',
      entityId: ids.approver01,
      actor: { kind: 'user', userId: ids.superadmin, username: 'superadmin' },
    });
    const entry = (await get(`/${items[0]!.id}`, admin)).json() as {
      before: { status: string };
      after: { status: string };
    };
    expect(entry.before.status).not.toBe(entry.after.status);
  });

  it('narrows by who, what, which record and when, each on its own', async () => {
    expect((await page(WINDOW)).total).toBe(13);
    expect((await page(`${WINDOW}&action=testaudit`)).total).toBe(12);
    expect((await page(`${WINDOW}&action=testaudit.widget.`)).total).toBe(11);
    expect((await page(`${WINDOW}&action=testaudit.widget.delete`)).total).toBe(3);
    expect((await page(`${WINDOW}&actor=${ids.hrdirector!}`)).items.map((e) => e.entityId)).toEqual(['w3', 'w2', 'w1']);
    expect((await page(`${WINDOW}&actorSearch=HRDIREC`)).total).toBe(3);
    expect((await page(`${WINDOW}&entity=widget`)).total).toBe(11);
    expect((await page(`${WINDOW}&entity=widget&entityId=w2`)).items.map((e) => e.action)).toEqual([
      'testaudit.widget.delete',
      'testaudit.widget.create',
    ]);
    expect((await page(`from=${minute(11)}&to=${minute(20)}`)).total).toBe(4);
  });

  it('names who made a change without an account: a job is the system, SCIM is SCIM', async () => {
    const { items } = await page(`${WINDOW}&entity=gadget`);
    expect(items[0]!.actor).toEqual({ kind: 'system', userId: null, username: null, employeeName: null });
    expect((await page(`${WINDOW}&action=scim`)).items[0]!.actor.kind).toBe('scim');
  });

  it('pages newest first by default, oldest first when asked', async () => {
    const first = await page(`${WINDOW}&size=10`);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.action).toBe('scim.user.create');
    const second = await page(`${WINDOW}&size=10&page=2`);
    expect(second.items.map((e) => e.entityId)).toEqual(['w3', 'w2', 'w1']);
    expect(new Set([...first.items, ...second.items].map((e) => e.id)).size).toBe(13);
    expect((await page(`${WINDOW}&order=asc`)).items[0]).toMatchObject({
      entityId: 'w1',
      at: '2020-01-01T00:01:00.000Z',
    });
    expect((await get(`?size=500`, admin)).statusCode).toBe(400);
  });

  it('offers the families of actions the log holds and the accounts matching a search', async () => {
    const families = (await get('/families', admin)).json() as string[];
    expect(families).toEqual(expect.arrayContaining(['scim', 'testaudit', 'user']));
    expect(families).toEqual([...families].sort());
    const actors = (await get('/actors?search=hrdir', admin)).json() as { userId: string; username: string }[];
    expect(actors.map((a) => a.username)).toEqual(['hrdirector']);
  });

  it('refuses bad filters with the field at fault', async () => {
    const cases: [string, string, string][] = [
      ['from=yesterday', 'from', ''],
      [`from=${minute(20)}&to=${minute(10)}`, 'to', EMPLOYEE_MESSAGES.endBeforeStart],
      ['action=Leave!', 'action', AUDIT_MESSAGES.invalidCode],
      ['actor=someone', 'actor', AUDIT_MESSAGES.invalidUser],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`?${query}`, admin);
      expect(res.statusCode).toBe(400);
      const errors = res.json().fieldErrors as Record<string, string>;
      expect(Object.keys(errors)).toEqual([field]);
      if (message) expect(errors[field]).toBe(message);
    }
    expect((await get(`/export?format=pdf`, admin)).statusCode).toBe(400);
  });

  it('is for holders of ViewAuditLog only: the HR director reads it, an employee and an HR executive get 403', async () => {
    expect((await page(`${WINDOW}&size=10`, director)).total).toBe(13);
    const entry = (await page(WINDOW)).items[0]!;
    for (const user of ['employee01', 'hrexec01']) {
      const { headers } = await loginAs(t.app, user);
      for (const url of ['', `/${entry.id}`, '/families', '/actors?search=a', '/export?format=csv'])
        expect((await get(url, headers)).statusCode).toBe(403);
    }
  });

  it('never shows another tenant’s entries: acme sees its own two, and a demo entry is not found', async () => {
    const entry = (await page(WINDOW)).items[0]!;
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    const list = await acme.request({ method: 'GET', url: `/api/audit-log?${WINDOW}`, headers });
    expect(list.body).toMatchObject({ total: 2 });
    expect((list.body as EntryPage).items.map((e) => e.entityId)).toEqual(['w2', 'w1']);
    expect((await acme.request({ method: 'GET', url: `/api/audit-log/${entry.id}`, headers })).statusCode).toBe(404);
    expect((await get(`/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
  });

  it('exports the filtered entries as CSV with headings in the reader’s language, and records the export', async () => {
    const res = await get(`/export?format=csv&${WINDOW}&entity=widget&order=asc`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{8}-\d{6}\.csv"$/);
    const [headings, ...lines] = parseCsv(res.body).filter((l) => l.length > 1);
    expect(headings).toEqual([
      'When (UTC)',
      'Who',
      'Employee name',
      'Action',
      'Record type',
      'Record ID',
      'Before',
      'After',
      'Request ID',
    ]);
    expect(lines).toHaveLength(11);
    expect(lines[0]!.slice(0, 8)).toEqual([
      '2020-01-01T00:01:00.000Z',
      'superadmin',
      expect.any(String),
      'testaudit.widget.create',
      'widget',
      'w1',
      '{"colour":"red"}',
      '{"colour":"blue"}',
    ]);
    const scim = parseCsv((await get(`/export?format=csv&${WINDOW}&action=scim&language=pt`, admin)).body);
    expect(scim[0]!.slice(0, 2)).toEqual(['Quando (UTC)', 'Quem']);
    expect(scim[1]![1]).toBe('Provisionamento SCIM');
    const exports = await page('action=audit.export');
    expect(exports.total).toBe(2);

    const xlsx = await get(`/export?format=xlsx&${WINDOW}`, admin);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
