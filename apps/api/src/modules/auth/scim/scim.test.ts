import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SCIM_BASE_PATH } from '@tenure/domain/auth';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../platform/db.ts';
import { sha256 } from '../../../platform/secrets.ts';
import type { InjectOptions } from 'fastify';

const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const ACME_TOKEN = `scim_${'a'.repeat(43)}`;

/** An identity provider's provisioning (Microsoft Entra ID's SCIM client) against Tenure, as it calls. */
describeEachDatabase('SCIM provisioning', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let token: string;
  let address = 0;

  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      remoteAddress: `10.8.0.${++address % 250}`,
      ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    });
  /** Entra's calls: the bearer token, application/scim+json bodies. */
  const scim = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, bearer = token) =>
    t.app.inject({
      method,
      url: `${SCIM_BASE_PATH}${path}`,
      headers: {
        authorization: `Bearer ${bearer}`,
        ...(body !== undefined ? { 'content-type': 'application/scim+json' } : {}),
      },
      remoteAddress: '20.36.0.1',
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
  const filter = (resource: string, expression: string, bearer = token) =>
    scim('GET', `/${resource}?filter=${encodeURIComponent(expression)}`, undefined, bearer);
  const demoUser = async (username: string) =>
    (
      await rows<{ id: string; email: string }>(
        sql`select id, email from users where tenant_id = 'demo' and username = ${username}`,
      )
    )[0]!;
  const roleId = async (code: string) =>
    (await rows<{ id: string }>(sql`select id from roles where tenant_id = 'demo' and code = ${code}`))[0]!.id;
  /** Employees working in demo without an account, with a work email of the demo domain. */
  const withoutAccount = () =>
    rows<{ email: string }>(
      sql`select e.email from employees e where e.tenant_id = 'demo' and e.status = 'Active' and e.email like '%@%'
            and not exists (select 1 from users u where u.employee_id = e.id)
          order by e.email limit 2`,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'superadmin')).headers;
    const issued = await call('POST', '/api/auth/directory/scim-token', admin, { providerId: null });
    expect(issued.statusCode, issued.body).toBe(201);
    token = issued.json().token;
    // Another tenant's SCIM token.
    await rows(sql`insert into scim_tokens (tenant_id, token_hash) values ('acme', ${sha256(ACME_TOKEN)})`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps only the token hash; the setup shows it live, never the token; a bad token is a SCIM 401', async () => {
    const stored = await rows<{ token_hash: string }>(sql`select token_hash from scim_tokens where tenant_id = 'demo'`);
    expect(stored).toEqual([{ token_hash: sha256(token) }]);
    const setup = await call('GET', '/api/auth/directory/setup', admin);
    expect(setup.json()).toMatchObject({ scim: { active: true }, scimPath: SCIM_BASE_PATH });
    expect(setup.body).not.toContain(token);

    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.statusCode).toBe(200);
    expect(config.headers['content-type']).toContain('application/scim+json');
    expect(config.json()).toMatchObject({ patch: { supported: true }, filter: { supported: true } });
    expect((await scim('GET', '/ResourceTypes')).json().totalResults).toBe(2);
    expect((await scim('GET', '/Schemas')).json().Resources.map((s: { id: string }) => s.id)).toEqual([USER, GROUP]);

    for (const bearer of ['scim_not-a-token', '']) {
      const refused = await scim('GET', '/Users', undefined, bearer);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['content-type']).toContain('application/scim+json');
      expect(refused.json()).toMatchObject({ schemas: [ERROR], status: '401' });
    }
    // A user's session token is not a SCIM token.
    expect((await scim('GET', '/Users', undefined, admin.authorization!.slice(7))).statusCode).toBe(401);
  });

  it('creates a user for an employee by work email, finds it by filter, and refuses the same create twice at once', async () => {
    const [first, second] = await withoutAccount();
    expect(first && second, 'the demo seed has employees without accounts').toBeTruthy();
    const domain = first!.email.slice(first!.email.indexOf('@') + 1);
    // Accounts are made only for the email domains the sign-in settings allow.
    const refused = await scim('POST', '/Users', {
      schemas: [USER],
      userName: first!.email,
      externalId: 'oid-first',
      emails: [{ value: first!.email, type: 'work', primary: true }],
      active: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ scimType: 'invalidValue' });
    const settings = await call('PUT', '/api/auth/sso/settings', admin, {
      requireSso: false,
      createUsersOnFirstSignIn: false,
      allowedEmailDomains: [domain],
    });
    expect(settings.statusCode, settings.body).toBe(200);

    expect((await filter('Users', `userName eq "${first!.email}"`)).json()).toMatchObject({
      totalResults: 0,
      Resources: [],
    });
    const created = await scim('POST', '/Users', {
      schemas: [USER],
      userName: first!.email,
      externalId: 'oid-first',
      name: { givenName: 'Ignored', familyName: 'By Tenure' },
      emails: [{ value: first!.email, type: 'work', primary: true }],
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({ schemas: [USER], userName: first!.email, externalId: 'oid-first', active: true });
    expect(user.meta.location).toMatch(new RegExp(`${SCIM_BASE_PATH}/Users/${user.id}$`));

    for (const expression of [
      `userName eq "${first!.email.toUpperCase()}"`,
      'externalId eq "oid-first"',
      `emails[type eq "work"].value eq "${first!.email}"`,
      `userName sw "${first!.email.slice(0, 4)}" and externalId pr`,
      `externalId eq "nobody" or userName co "${first!.email.slice(1, 6)}"`,
      `urn:ietf:params:scim:schemas:core:2.0:User:userName eq "${first!.email}"`,
    ]) {
      const found = (await filter('Users', expression)).json();
      expect(
        found.Resources.map((r: { id: string }) => r.id),
        expression,
      ).toContain(user.id);
    }
    const byName = (await filter('Users', `displayName eq "${user.displayName}"`)).json();
    expect(byName.Resources.map((r: { id: string }) => r.id)).toContain(user.id);
    expect((await filter('Users', 'externalId eq "oid-FIRST"')).json().totalResults).toBe(0);

    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        scim('POST', '/Users', {
          schemas: [USER],
          userName: second!.email,
          externalId: 'oid-second',
          emails: [{ value: second!.email, type: 'work' }],
        }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r!.statusCode === 409)!.json()).toMatchObject({
      schemas: [ERROR],
      scimType: 'uniqueness',
    });
    const accounts = await rows<{ n: number }>(
      sql`select count(*)::int as n from users where lower(email) = lower(${second!.email})`,
    );
    expect(accounts[0]!.n).toBe(1);
  });

  it('pages with startIndex and count', async () => {
    const all = (await scim('GET', '/Users?count=0')).json();
    expect(all).toMatchObject({ Resources: [], itemsPerPage: 0 });
    expect(all.totalResults).toBeGreaterThan(3);
    const page = (await scim('GET', '/Users?startIndex=2&count=2')).json();
    expect(page).toMatchObject({ startIndex: 2, itemsPerPage: 2, totalResults: all.totalResults });
    const first = (await scim('GET', '/Users?startIndex=1&count=3')).json();
    expect(page.Resources[0].id).toBe(first.Resources[1].id);
  });

  it('links an existing account and deactivates it with PATCH active=false: its session ends at once and login fails', async () => {
    const consult = await demoUser('consult01');
    const session = await loginAs(t.app, 'consult01');
    const linked = await scim('POST', '/Users', {
      schemas: [USER],
      userName: consult.email,
      externalId: 'oid-consult',
      emails: [{ value: consult.email, type: 'work', primary: true }],
      active: true,
    });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json()).toMatchObject({ id: consult.id, userName: 'consult01', externalId: 'oid-consult' });
    // Provisioned once: a second create is a conflict.
    expect(
      (
        await scim('POST', '/Users', { schemas: [USER], userName: consult.email, emails: [{ value: consult.email }] })
      ).json(),
    ).toMatchObject({ status: '409', scimType: 'uniqueness' });
    expect((await call('GET', '/api/auth/validate-login', session.headers)).statusCode).toBe(200);

    // Entra writes "Replace" and the boolean as a string.
    const off = await scim('PATCH', `/Users/${consult.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false });
    expect((await call('GET', '/api/auth/validate-login', session.headers)).statusCode).toBe(401);
    const login = await call(
      'POST',
      '/api/auth/user/v3/login',
      { 'x-tenantid': 'demo' },
      {
        username: 'consult01',
        password: DEMO_PASSWORD,
      },
    );
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.body).not.toContain('"token"');
    const audit = await rows<{ after: { scimTokenId: string; sessionsEnded: number } }>(
      sql`select after from audit_log where action = 'scim.user.update' and entity_id = ${consult.id}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ active: false, sessionsEnded: 1 });
    expect(audit[0]!.after.scimTokenId).toEqual(expect.any(String));

    // A path-less value object, as Entra also sends: back on.
    const on = await scim('PATCH', `/Users/${consult.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: true, externalId: 'oid-consult-2' } }],
    });
    expect(on.json()).toMatchObject({ active: true, externalId: 'oid-consult-2' });
    // DELETE deactivates; the account and its HR records stay.
    expect((await scim('DELETE', `/Users/${consult.id}`)).statusCode).toBe(204);
    const kept = await rows<{ is_active: boolean }>(sql`select is_active from users where id = ${consult.id}`);
    expect(kept).toEqual([{ is_active: false }]);
  });

  it('group membership gives and takes the mapped role at once, and never touches a manual grant', async () => {
    const employee = await demoUser('employee01');
    const [hrExecutive, manager] = [await roleId('HR_EXECUTIVE'), await roleId('REPORTING_MANAGER')];
    const mapping = await call('POST', '/api/auth/directory/group-mappings', admin, {
      providerId: null,
      group: 'Finance Approvers',
      legalEntityCode: 'SG-01',
      roleId: hrExecutive,
    });
    expect(mapping.statusCode, mapping.body).toBe(201);
    const again = await call('POST', '/api/auth/directory/group-mappings', admin, {
      providerId: null,
      group: 'Finance Approvers',
      legalEntityCode: 'SG-01',
      roleId: hrExecutive,
    });
    expect(again.statusCode).toBe(409);
    // An admin's own grant in the same entity.
    const manual = await call('POST', '/api/auth/users/roles', admin, {
      action: 'assign',
      userIds: [employee.id],
      legalEntityCode: 'SG-01',
      roleIds: [manager],
    });
    expect(manual.statusCode, manual.body).toBe(200);
    const why = async () =>
      (await call('GET', `/api/auth/users/${employee.id}/effective-permissions?legalEntityCode=SG-01`, admin)).json();

    const group = await scim('POST', '/Groups', {
      schemas: [GROUP],
      displayName: 'Finance Approvers',
      externalId: 'g-oid-1',
    });
    expect(group.statusCode, group.body).toBe(201);
    const groupId = group.json().id;
    expect((await filter('Groups', 'displayName eq "finance approvers"')).json().Resources[0].id).toBe(groupId);

    const added = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Add', path: 'members', value: [{ value: employee.id }] }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().members).toEqual([expect.objectContaining({ value: employee.id })]);
    const granted = await why();
    expect(granted.fromGroups).toEqual([
      { roleName: expect.any(String), group: 'Finance Approvers', providerName: null },
    ]);
    expect(granted.modules.flatMap((m: { keys: { roles: string[] }[] }) => m.keys.flatMap((k) => k.roles))).toContain(
      granted.fromGroups[0].roleName,
    );

    const removed = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Remove', path: 'members', value: [{ value: employee.id }] }],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await why()).fromGroups).toEqual([]);
    const held = await rows<{ role_id: string; source_mapping_id: string | null }>(
      sql`select uer.role_id, uer.source_mapping_id from user_entity_roles uer join user_entities ue on ue.id = uer.user_entity_id
           join legal_entities le on le.id = ue.legal_entity_id where ue.user_id = ${employee.id} and le.code = 'SG-01'`,
    );
    expect(held).toEqual([{ role_id: manager, source_mapping_id: null }]);

    // Entra's other way to remove a member, and a mapped role held by hand too: the manual grant stays.
    const byHand = await call('POST', '/api/auth/users/roles', admin, {
      action: 'assign',
      userIds: [employee.id],
      legalEntityCode: 'SG-01',
      roleIds: [hrExecutive],
    });
    expect(byHand.statusCode).toBe(200);
    await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'add', path: 'members', value: [{ value: employee.id }] }],
    });
    await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'remove', path: `members[value eq "${employee.id}"]` }],
    });
    const still = await rows<{ n: number }>(
      sql`select count(*)::int as n from user_entity_roles uer join user_entities ue on ue.id = uer.user_entity_id
           where ue.user_id = ${employee.id} and uer.role_id = ${hrExecutive} and uer.source_mapping_id is null`,
    );
    expect(still[0]!.n).toBe(1);
    const synced = await rows<{ action: string }>(
      sql`select action from audit_log where action = 'auth.group_roles.sync' and entity_id = ${employee.id}`,
    );
    expect(synced.length).toBeGreaterThanOrEqual(2);
  });

  it("keeps tenants apart: another tenant's token sees none of this tenant's users", async () => {
    const employee = await demoUser('employee01');
    expect((await filter('Users', `userName eq "${employee.email}"`, ACME_TOKEN)).json().totalResults).toBe(0);
    expect((await scim('GET', `/Users/${employee.id}`, undefined, ACME_TOKEN)).statusCode).toBe(404);
    expect(
      (
        await scim(
          'PATCH',
          `/Users/${employee.id}`,
          { schemas: [PATCH], Operations: [{ op: 'replace', path: 'active', value: false }] },
          ACME_TOKEN,
        )
      ).statusCode,
    ).toBe(404);
    const still = await rows<{ is_active: boolean }>(sql`select is_active from users where id = ${employee.id}`);
    expect(still).toEqual([{ is_active: true }]);
  });

  it('refuses malformed filters, bad JSON, bad patches and huge bodies in SCIM terms, changing nothing', async () => {
    for (const expression of [
      'userName eq',
      'userName xx "a"',
      '(userName eq "a"',
      'title eq "x"',
      'active eq "yes"',
      'userName eq "a" and',
    ]) {
      const res = await filter('Users', expression);
      expect(res.statusCode, expression).toBe(400);
      expect(res.json(), expression).toMatchObject({ schemas: [ERROR], status: '400', scimType: 'invalidFilter' });
    }
    const badJson = await scim('POST', '/Users', '{"userName": ');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ schemas: [ERROR], scimType: 'invalidSyntax' });
    const employee = await demoUser('employee01');
    const badOp = await scim('PATCH', `/Users/${employee.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'move', path: 'active' }],
    });
    expect(badOp.json()).toMatchObject({ status: '400', scimType: 'invalidSyntax' });
    const noTarget = await scim('PATCH', `/Users/${employee.id}`, { schemas: [PATCH], Operations: [{ op: 'remove' }] });
    expect(noTarget.json()).toMatchObject({ status: '400', scimType: 'noTarget' });
    const huge = await scim('POST', '/Groups', { schemas: [GROUP], displayName: 'x'.repeat(300 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ schemas: [ERROR], status: '413' });
    expect((await rows(sql`select id from scim_groups where length(display_name) > 1000`)).length).toBe(0);
  });

  it('revokes the token: its calls are refused from then on', async () => {
    expect((await call('DELETE', '/api/auth/directory/scim-token', admin)).statusCode).toBe(204);
    expect((await scim('GET', '/Users')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/auth/directory/scim-token', admin)).statusCode).toBe(404);
  });
});
