import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withTenant } from '../../src/platform/db.ts';
import { createFreshTenant } from '../fresh-tenant.ts';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../harness.ts';
import { createWebTestApp, type FakeWebDist } from '../web-dist.ts';
import { freshAddress, statusCounts } from './auth-calls.ts';

/** Per address (calls without a session), kept small so that the office's work goes well past it. */
const ADDRESS_LIMIT = 100;
const OFFICE_SIZE = 40;
/** What each colleague's browser asks the API for while they work (five calls). */
const WORK = ['/api/auth/validate-login', '/api/home/clock', '/api/notifications', '/api/home/my-actions'];

/**
 * employee01's login copied to 39 colleagues of the demo tenant (same password, entity and roles),
 * each with an employee record of their own: the 40 people of one office.
 */
async function hireOffice(t: TestApp): Promise<string[]> {
  await withTenant(t.database.db, { tenantCode: 'demo' }, async (tx) => {
    await tx.execute(sql`
      insert into users (tenant_id, username, email, password_hash, employee_id)
      select 'demo', 'office' || n, 'office' || n || '@office.test', source.password_hash, staff.id
      from (select e.id, row_number() over (order by e.employee_number) as n
            from employees e
            where not exists (select 1 from users u where u.employee_id = e.id)
            order by e.employee_number limit ${OFFICE_SIZE - 1}) staff,
           (select password_hash from users where username = 'employee01') source`);
    await tx.execute(sql`
      insert into user_entities (tenant_id, user_id, legal_entity_id, is_default)
      select 'demo', u.id, ue.legal_entity_id, ue.is_default
      from users u, user_entities ue join users source on source.id = ue.user_id and source.username = 'employee01'
      where u.username like 'office%'`);
    await tx.execute(sql`
      insert into user_entity_roles (tenant_id, user_entity_id, role_id)
      select 'demo', office.id, r.role_id
      from user_entities office join users u on u.id = office.user_id and u.username like 'office%',
           user_entity_roles r join user_entities ue on ue.id = r.user_entity_id
           join users source on source.id = ue.user_id and source.username = 'employee01'`);
  });
  return ['employee01', ...Array.from({ length: OFFICE_SIZE - 1 }, (_, i) => `office${i + 1}`)];
}

/** Issue 33 item 4: limits count per signed-in user and tenant; per address only without a session. */
describeEachDatabase('request limits that fit an office', (kind) => {
  let t: TestApp;
  let web: FakeWebDist;
  let colleagues: string[];
  beforeAll(async () => {
    const app = await createWebTestApp(kind, { RATE_LIMIT_PER_MINUTE: String(ADDRESS_LIMIT) });
    [t, web] = [app, app.web];
    colleagues = await hireOffice(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, remoteAddress: string, headers = {}, payload?: object) =>
    t.app.inject({ method, url, remoteAddress, headers: { 'x-tenantid': 'demo', ...headers }, payload });

  it('lets 40 colleagues behind one address open the app and work, while an abusive address is held back', async () => {
    const office = freshAddress();
    const answers = [];
    for (const username of colleagues) {
      for (const url of ['/', web.script.url, web.style.url, '/favicon.svg'])
        answers.push(await call('GET', url, office));
      const login = await call('POST', '/api/auth/user/v3/login', office, {}, { username, password: DEMO_PASSWORD });
      expect(login.statusCode, username).toBe(200);
      const session = { authorization: `Bearer ${login.json().token}` };
      for (const url of [...WORK, WORK[0]!]) answers.push(await call('GET', url, office, session));
    }
    const apiCalls = OFFICE_SIZE * (1 + WORK.length + 1);
    expect(apiCalls).toBeGreaterThan(2 * ADDRESS_LIMIT);
    expect(statusCounts(answers)).toEqual({ 200: answers.length });

    // One address hammering the API without a session is stopped at its limit...
    const abuser = freshAddress();
    const abuse = [];
    for (let i = 0; i < ADDRESS_LIMIT + 10; i++) abuse.push(await call('GET', '/api/health', abuser));
    expect(statusCounts(abuse)).toEqual({ 200: ADDRESS_LIMIT, 429: 10 });
    expect(abuse.at(-1)!.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(abuse.at(-1)!.headers['retry-after'])).toBeGreaterThan(0);
    // ...and sending made-up tokens does not buy it a fresh allowance per token.
    const forger = freshAddress();
    const forged = [];
    for (let i = 0; i < ADDRESS_LIMIT + 10; i++) {
      const token = { authorization: `Bearer ${randomBytes(32).toString('base64url')}` };
      forged.push(await call('GET', '/api/auth/validate-login', forger, token));
    }
    expect(statusCounts(forged)).toEqual({ 401: ADDRESS_LIMIT, 429: 10 });

    // The office still works, and can still sign someone in.
    const again = await loginAs(t.app, 'employee01');
    expect((await call('GET', WORK[0]!, office, { authorization: again.headers.authorization })).statusCode).toBe(200);
  }, 120_000);

  it('counts a logged-out token by address again', async () => {
    const address = freshAddress();
    const { headers } = await loginAs(t.app, 'manager01');
    expect((await call('GET', WORK[0]!, address, headers)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/logout', address, headers)).statusCode).toBe(204);
    const replayed = [];
    for (let i = 0; i < ADDRESS_LIMIT + 5; i++) replayed.push(await call('GET', WORK[0]!, address, headers));
    // The logout and the first call after it were still counted as the user's; every later one by address.
    expect(statusCounts(replayed)).toEqual({ 401: ADDRESS_LIMIT, 429: 5 });
  });
});

describeEachDatabase("a signed-in user's and a tenant's ceilings", (kind) => {
  const USER_LIMIT = 30;
  const TENANT_LIMIT = 50;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: {
        RATE_LIMIT_PER_USER_PER_MINUTE: String(USER_LIMIT),
        RATE_LIMIT_PER_TENANT_PER_MINUTE: String(TENANT_LIMIT),
      },
    });
  });
  afterAll(() => t.close());

  const burst = async (count: number, headers: Record<string, string>) => {
    const answers = [];
    for (let i = 0; i < count; i++)
      answers.push(await t.app.inject({ method: 'GET', url: WORK[0]!, headers, remoteAddress: freshAddress() }));
    return answers;
  };

  it('holds back one busy user and then their tenant, from any address, and never another tenant', async () => {
    const [busy, colleague, other] = await Promise.all([
      loginAs(t.app, 'employee01'),
      loginAs(t.app, 'manager01'),
      createFreshTenant(t.database.db, 'globex', 'globexadmin').then(() => loginAs(t.app, 'globexadmin', 'globex')),
    ]);
    // A session's first call counts by address (its token not yet verified); every later one as the user's.
    expect(statusCounts(await burst(USER_LIMIT + 6, busy.headers))).toEqual({ 200: USER_LIMIT + 1, 429: 5 });
    // The colleague has an allowance of their own, until the tenant's ceiling (30 of 50 used) is reached.
    const ceiling = await burst(30, colleague.headers);
    expect(statusCounts(ceiling)).toEqual({
      200: 1 + TENANT_LIMIT - USER_LIMIT,
      429: 30 - 1 - (TENANT_LIMIT - USER_LIMIT),
    });
    expect(ceiling.at(-1)!.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(statusCounts(await burst(10, other.headers))).toEqual({ 200: 10 });
  });
});
