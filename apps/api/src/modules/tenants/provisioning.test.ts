import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLE_CODES } from '@tenure/domain/access';
import { MESSAGES } from '@tenure/domain/messages';
import { POLICY_TYPES } from '@tenure/domain/policies';
import { adminUsernameOf, TENANT_MESSAGES, type CreateTenantRequest } from '@tenure/domain/tenants';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { encryptedClient, type ClientReply } from '../../../test/encrypted-client.ts';

/** The JSON of an encrypted reply, for assertions (the shapes are checked by the expectations). */
const json = (reply: ClientReply) => reply.body as Record<string, unknown>;
import { queryRows, withTenant } from '../../platform/db.ts';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
const NEW_PASSWORD = 'Globex#2026';

const globex = (overrides: Partial<CreateTenantRequest> = {}): CreateTenantRequest => ({
  code: 'globex',
  name: 'Globex',
  hosts: ['globex.example.com'],
  entity: { code: 'IN-MH-01', name: 'Globex India Pvt. Ltd.' },
  adminEmail: 'it.admin@globex.example',
  preset: 'production',
  ...overrides,
});

describe('admin usernames', () => {
  it('are the local part of the email when that is a valid username, else the whole email', () => {
    expect(adminUsernameOf('it.admin@globex.example')).toBe('it.admin');
    expect(adminUsernameOf('admin@globex.example')).toBe('admin@globex.example');
  });
});

describeEachDatabase('tenant provisioning and the operator API', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { OPERATOR_TOKEN } });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = operator,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const inTenant = <T>(code: string, query: ReturnType<typeof sql>) =>
    withTenant(t.database.db, { tenantCode: code }, (tx) => queryRows<T>(tx, query));
  const tenantCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from tenants`))[0]!.n;
  const plainLogin = (tenant: string, username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      headers: { 'x-tenantid': tenant },
      remoteAddress: '10.20.0.1',
      payload: { username, password },
    });

  it('creates exactly the defaults; the invited admin sets a password, logs in on the new host and sees the home page', async () => {
    const res = await call('POST', '/api/operator/tenants', globex());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      tenant: { code: 'globex', name: 'Globex', hosts: ['globex.example.com'], preset: 'production', isActive: true },
      admin: { username: 'it.admin', email: 'it.admin@globex.example' },
      invitation: { to: 'it.admin@globex.example', delivered: false },
    });

    const [counts] = await inTenant<Record<string, number>>(
      'globex',
      sql`select (select count(*)::int from legal_entities) as entities, (select count(*)::int from roles) as roles,
                 (select count(*)::int from policy_types) as types, (select count(*)::int from policy_plans) as plans,
                 (select count(distinct policy_type_id)::int from policy_plans where is_default) as "typesWithDefault",
                 (select count(*)::int from users) as users, (select count(*)::int from employees) as employees,
                 (select count(*)::int from biz_comp_masters) as "componentTypes", (select count(*)::int from biz_comp_details) as components,
                 (select count(*)::int from mail_outbox) as mails, (select count(*)::int from audit_log where action = 'tenant.provision') as audits`,
    );
    expect(counts).toEqual({
      entities: 1,
      roles: ROLE_CODES.length,
      types: POLICY_TYPES.length,
      plans: 9,
      typesWithDefault: 9,
      users: 1,
      employees: 0,
      componentTypes: 5,
      components: 2,
      mails: 1,
      audits: 1,
    });
    expect(POLICY_TYPES.length).toBe(9);
    const [admin] = await inTenant<{ username: string; employee_id: string | null; entity: string; role: string }>(
      'globex',
      sql`select u.username, u.employee_id, le.code as entity, r.code as role from users u join user_entities ue on ue.user_id = u.id
          join legal_entities le on le.id = ue.legal_entity_id join user_entity_roles uer on uer.user_entity_id = ue.id join roles r on r.id = uer.role_id`,
    );
    expect(admin).toEqual({ username: 'it.admin', employee_id: null, entity: 'IN-MH-01', role: 'SUPER_ADMIN' });

    // No password works until the admin chooses one.
    const client = await encryptedClient(t.app, 'globex');
    const login = (password: string) =>
      client.request({ method: 'POST', url: '/api/auth/user/v3/login', body: { username: 'it.admin', password } });
    expect((await login('')).statusCode).toBe(400);
    expect((await login('Anything#123')).statusCode).toBe(401);

    const [mail] = await inTenant<{ body: string; recipient: string }>(
      'globex',
      sql`select body, recipient from mail_outbox`,
    );
    expect(mail!.recipient).toBe('it.admin@globex.example');
    expect(body.invitation.body).toBe(mail!.body);
    const token = /http:\/\/globex\.example\.com:3000\/set-password\?token=([\w-]+)/.exec(mail!.body)![1]!;
    const set = await client.request({
      method: 'POST',
      url: '/api/auth/set-password',
      body: { token, newPassword: NEW_PASSWORD },
    });
    expect(set.statusCode).toBe(200);

    // On the tenant's own host, as the browser does (no X-TenantID).
    const lookup = await t.app.inject({
      method: 'GET',
      url: '/api/auth/tenant-code?hostUrl=http://globex.example.com:3000',
    });
    expect(lookup.json()).toMatchObject({ tenantCode: 'globex', tenantName: 'Globex', payloadEncryption: true });
    const session = await login(NEW_PASSWORD);
    expect(session.statusCode).toBe(200);
    expect(json(session).user).toMatchObject({ userName: 'it.admin', isEmployee: false, firstName: 'it.admin' });
    expect(json(session).entities).toEqual([
      expect.objectContaining({ legalEntityCode: 'IN-MH-01', legalEntityName: 'Globex India Pvt. Ltd.' }),
    ]);
    const auth = { authorization: `Bearer ${json(session).token}` };
    const home = await client.request({ method: 'GET', url: '/api/home/dashboard', headers: auth });
    expect(home.statusCode).toBe(200);
    expect(json(home)).toMatchObject({
      greeting: { firstName: 'it.admin', timeZone: 'UTC' },
      team: [],
      manager: null,
      celebrations: [],
    });
    const permissions = await client.request({
      method: 'GET',
      url: '/api/auth/user-entity-permissions',
      headers: auth,
    });
    expect(json(permissions)).toMatchObject({
      permissions: { ADMINISTRATION: { featureAccess: { ManageRoles: true } } },
    });

    // Row-level security: the new admin sees none of the demo company's data, and cannot use the token there.
    const people = await client.request({ method: 'GET', url: '/api/hrms/hris/employee/directory', headers: auth });
    expect(people.statusCode).toBe(200);
    expect(json(people).total).toBe(0);
    const plans = await client.request({ method: 'GET', url: '/api/hrms/hris/policy-plan', headers: auth });
    expect(plans.statusCode).toBe(200);
    expect(JSON.stringify(json(plans))).toContain('Company Holidays');
    expect(JSON.stringify(json(plans))).not.toContain('India Holidays 2026');
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/home/my-actions',
      headers: { ...auth, 'x-tenantid': 'demo' },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('refuses bad input and clashes with a clear error, creating nothing', async () => {
    const before = await tenantCount();
    const badCode = await call('POST', '/api/operator/tenants', globex({ code: 'Glo bex!', hosts: ['x.example.com'] }));
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fieldErrors.code).toBe(TENANT_MESSAGES.invalidTenantCode);

    const badHost = await call(
      'POST',
      '/api/operator/tenants',
      globex({ code: 'initech', hosts: ['https://initech.example.com'] }),
    );
    expect(badHost.statusCode).toBe(400);

    const duplicate = await call(
      'POST',
      '/api/operator/tenants',
      globex({ code: 'acme', hosts: ['acme2.example.com'] }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'TENANT_CODE_TAKEN', message: TENANT_MESSAGES.tenantCodeTaken });

    const hostClash = await call(
      'POST',
      '/api/operator/tenants',
      globex({ code: 'initech', hosts: ['initech.example.com', 'ACME.localhost'] }),
    );
    expect(hostClash.statusCode).toBe(409);
    expect(hostClash.json()).toMatchObject({
      code: 'HOST_TAKEN',
      message: 'The host acme.localhost already belongs to tenant "acme".',
    });

    const badEntity = await call(
      'POST',
      '/api/operator/tenants',
      globex({ code: 'initech', hosts: ['initech.example.com'], entity: { code: 'IN_01', name: 'X' } }),
    );
    expect(badEntity.statusCode).toBe(400);
    const unknownCountry = await call(
      'POST',
      '/api/operator/tenants',
      globex({ code: 'initech', hosts: ['initech.example.com'], entity: { code: 'QQ-01', name: 'X' } }),
    );
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().fieldErrors['entity.code']).toBe(TENANT_MESSAGES.unknownEntityCountry);

    expect(await tenantCount()).toBe(before);
    const [leftovers] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from legal_entities where tenant_id = 'initech'`,
    );
    expect(leftovers!.n).toBe(0);
  });

  it('answers only the operator token: not a missing or wrong one, nor a tenant super admin', async () => {
    expect((await call('GET', '/api/operator/tenants', undefined, {})).statusCode).toBe(401);
    expect(
      (await call('GET', '/api/operator/tenants', undefined, { authorization: 'Bearer wrong-token' })).statusCode,
    ).toBe(401);
    const admin = await loginAs(t.app, 'superadmin');
    const asAdmin = await call('GET', '/api/operator/tenants', undefined, admin.headers);
    expect(asAdmin.statusCode).toBe(401);
    expect((await call('POST', '/api/operator/tenants/acme/suspend', undefined, admin.headers)).statusCode).toBe(401);

    const list = await call('GET', '/api/operator/tenants');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((x: { code: string }) => x.code)).toEqual(expect.arrayContaining(['acme', 'demo']));
  });

  it('suspends a tenant: no login, no lookup, sessions stop at once; resume restores it, data kept', async () => {
    // acme encrypts payloads: log in through an encrypting client.
    const client = await encryptedClient(t.app, 'acme');
    const login = () =>
      client.request({
        method: 'POST',
        url: '/api/auth/user/v3/login',
        body: { username: 'acmeadmin', password: 'Tenure@2026' },
      });
    const first = await login();
    expect(first.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${json(first).token}` };
    expect((await client.request({ method: 'GET', url: '/api/home/my-actions', headers: auth })).statusCode).toBe(200);

    const suspended = await call('POST', '/api/operator/tenants/acme/suspend');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ code: 'acme', isActive: false });
    expect((await call('POST', '/api/operator/tenants/acme/suspend')).statusCode).toBe(409);

    const lookup = await t.app.inject({
      method: 'GET',
      url: '/api/auth/tenant-code?hostUrl=http://acme.localhost:3000',
    });
    expect(lookup.statusCode).toBe(403);
    expect(lookup.json()).toMatchObject({ code: 'TENANT_SUSPENDED', message: MESSAGES.tenantSuspended });
    expect((await login()).statusCode).toBe(403);
    expect((await plainLogin('acme', 'acmeadmin', 'Tenure@2026')).statusCode).toBe(403);
    expect((await client.request({ method: 'GET', url: '/api/home/my-actions', headers: auth })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          headers: { 'x-tenantid': 'acme' },
          payload: { username: 'acmeadmin' },
        })
      ).statusCode,
    ).toBe(403);
    // Other tenants are not affected.
    expect((await plainLogin('demo', 'employee01', 'Tenure@2026')).statusCode).toBe(200);

    const resumed = await call('POST', '/api/operator/tenants/acme/resume');
    expect(resumed.json()).toMatchObject({ code: 'acme', isActive: true });
    expect((await call('POST', '/api/operator/tenants/acme/resume')).statusCode).toBe(409);
    expect((await client.request({ method: 'GET', url: '/api/home/my-actions', headers: auth })).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    const audits = await inTenant<{ action: string }>(
      'acme',
      sql`select action from audit_log where entity = 'tenant' order by created_at, action`,
    );
    expect(audits.map((a) => a.action).sort()).toEqual(['tenant.resume', 'tenant.suspend']);
  });

  it("ends a suspended tenant's sessions even where the tenant lookup is still cached (another API process)", async () => {
    const demo = await loginAs(t.app, 'hrexec01');
    await t.database.db.execute(sql`update tenants set is_active = false where code = 'demo'`);
    try {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/home/my-actions', headers: demo.headers })).statusCode,
      ).toBe(401);
    } finally {
      await t.database.db.execute(sql`update tenants set is_active = true where code = 'demo'`);
    }
  });

  it('changes hosts at once; a host of another tenant is refused', async () => {
    const lookup = (host: string) =>
      t.app.inject({ method: 'GET', url: `/api/auth/tenant-code?hostUrl=http://${host}:3000` });
    expect((await lookup('acme.localhost')).statusCode).toBe(200);
    const changed = await call('PUT', '/api/operator/tenants/acme/hosts', {
      hosts: ['acme.example.com', 'hr.acme.example.com'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().hosts).toEqual(['acme.example.com', 'hr.acme.example.com']);
    expect((await lookup('acme.localhost')).statusCode).toBe(404);
    expect((await lookup('hr.acme.example.com')).json().tenantCode).toBe('acme');

    const clash = await call('PUT', '/api/operator/tenants/acme/hosts', { hosts: ['demo.localhost'] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('HOST_TAKEN');
    expect((await call('PUT', '/api/operator/tenants/nobody/hosts', { hosts: ['x.example.com'] })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', '/api/operator/tenants/acme/hosts', { hosts: [] })).statusCode).toBe(400);
    await call('PUT', '/api/operator/tenants/acme/hosts', { hosts: ['acme.localhost'] });
    expect((await lookup('acme.localhost')).json().tenantCode).toBe('acme');
  });
});

describeEachDatabase('the operator API without OPERATOR_TOKEN', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/operator/tenants', headers: operator });
    expect(res.statusCode).toBe(404);
  });
});
