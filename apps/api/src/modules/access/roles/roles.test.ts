import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ACCESS_MESSAGES, type RoleView } from '@tenure/domain/access';
import { auditLog } from '../../../db/schema/index.ts';
import { withTenant } from '../../../platform/db.ts';
import { encryptedClient } from '../../../../test/encrypted-client.ts';
import { DEMO_PASSWORD, createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Headers = Record<string, string>;

const grants = (admin: Record<string, true>, features: Record<string, true> = {}) => ({
  ADMINISTRATION: { sectionAccess: admin, featureAccess: features },
});

describeEachDatabase('role management', (kind) => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'superadmin')).headers;
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/auth${url}`, headers, ...(payload ? { payload } : {}) });
  const listRoles = async (): Promise<RoleView[]> => (await call('GET', '/roles', admin)).json();
  const roleByCode = async (code: string) => (await listRoles()).find((r) => r.code === code)!;
  const create = async (name: string, permissions: object = {}, headers = admin) =>
    call('POST', '/roles', headers, { name, description: `${name} role`, permissions });
  const auditOf = (id: string) =>
    withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.createdAt)),
    );
  /** Gives a demo user an extra role in their first legal entity; returns headers working there. */
  const grantRole = async (username: string, roleId: string) => {
    const user = await loginAs(t.app, username);
    const legalEntityCode = user.entities[0]!.legalEntityCode;
    const mappings: { userName: string; userId: string }[] = (await call('GET', '/user-entity-roles', admin)).json();
    const userId = mappings.find((m) => m.userName === username)!.userId;
    const granted = await call('POST', '/user-entity-roles', admin, { userId, legalEntityCode, roleIds: [roleId] });
    expect(granted.statusCode).toBe(200);
    return { ...user.headers, 'x-entityid': legalEntityCode };
  };

  it('lists every role with how many users hold it', async () => {
    const roles = await listRoles();
    const employee = roles.find((r) => r.code === 'EMPLOYEE')!;
    expect(employee).toMatchObject({ name: 'Employee', isActive: true });
    expect(employee.userCount).toBeGreaterThan(3);
    expect(roles.find((r) => r.code === 'SUPER_ADMIN')!.userCount).toBeGreaterThanOrEqual(1);
    const fresh = (await create('Nobody Holds Me')).json();
    expect(fresh.userCount).toBe(0);
  });

  it('answers field errors for a missing, too long or taken name', async () => {
    const missing = await create('  ');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.name).toBe(ACCESS_MESSAGES.nameRequired);
    const long = await create('x'.repeat(61));
    expect(long.json().fieldErrors.name).toBe('Too Long!');
    const taken = await create('eMPLOYEE');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'DUPLICATE_NAME', fieldErrors: { name: ACCESS_MESSAGES.nameUsed } });
  });

  it('an employee can neither see nor change roles', async () => {
    const employee = (await loginAs(t.app, 'employee01')).headers;
    const role = await roleByCode('CONSULTANT');
    for (const [method, url, body] of [
      ['GET', '/roles'],
      ['GET', '/role/module-features-section'],
      ['POST', '/roles', { name: 'Sneaky', permissions: {} }],
      ['PUT', `/roles/${role.id}`, { name: 'Sneaky', permissions: {} }],
      ['PUT', `/disable-role/${role.id}`],
      ['PUT', `/enable-role/${role.id}`],
      ['DELETE', `/roles/${role.id}`],
    ] as [Method, string, object?][]) {
      expect((await call(method, url, employee, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('nobody grants a key they do not hold; keys a role already grants may stay', async () => {
    // A role manager who holds only what this role grants, on top of HR executive.
    const manager = (await create('Role Manager', grants({ SetupUserManagement: true }, { ManageRoles: true }))).json();
    const hrexec = await grantRole('hrexec01', manager.id);

    const denied = await create('Outbox Readers', grants({ ViewMailOutbox: true, SetupEmployees: true }), hrexec);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('KEYS_NOT_HELD');
    expect(denied.json().message).toContain('ADMINISTRATION.sectionAccess.ViewMailOutbox');
    expect(denied.json().message).not.toContain('SetupEmployees');
    expect((await listRoles()).map((r) => r.name)).not.toContain('Outbox Readers');

    // Giving themself more through their own role is refused alike.
    const selfGrant = await call('PUT', `/roles/${manager.id}`, hrexec, {
      name: 'Role Manager',
      permissions: grants(
        { SetupUserManagement: true, ViewMailOutbox: true },
        { ManageRoles: true, ManageFeatureFlags: true },
      ),
    });
    expect(selfGrant.statusCode).toBe(403);
    expect(selfGrant.json().message).toContain('ADMINISTRATION.featureAccess.ManageFeatureFlags');

    // What the super admin put in a role stays when the role manager only renames it.
    const outbox = (await create('Mail Readers', grants({ ViewMailOutbox: true }))).json();
    const renamed = await call('PUT', `/roles/${outbox.id}`, hrexec, {
      name: 'Mail Auditors',
      permissions: outbox.permissions,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Mail Auditors');
    const held = await create(
      'Leave Desk',
      { LEAVE_MANAGEMENT: { sectionAccess: { HrLeaveManagement: true }, featureAccess: {} } },
      hrexec,
    );
    expect(held.statusCode).toBe(201);
  });

  it('deletes a role nobody holds and refuses a held one', async () => {
    const employeeRole = await roleByCode('EMPLOYEE');
    const held = await call('DELETE', `/roles/${employeeRole.id}`, admin);
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe('ROLE_IN_USE');
    expect(held.json().message).toMatch(/"Employee" is held by \d+ users and cannot be deleted; disable it instead\./);

    const spare = (await create('Spare Role', grants({ MasterData: true }))).json();
    expect((await call('DELETE', `/roles/${spare.id}`, admin)).statusCode).toBe(204);
    expect((await listRoles()).map((r) => r.id)).not.toContain(spare.id);
    expect((await call('DELETE', `/roles/${spare.id}`, admin)).statusCode).toBe(404);
    const audit = await auditOf(spare.id);
    expect(audit.map((a) => a.action)).toEqual(['role.create', 'role.delete']);
    expect(audit[1]!.before).toMatchObject({ name: 'Spare Role', permissions: grants({ MasterData: true }) });
  });

  it('protects the super admin role: no disabling, deleting or changing its keys', async () => {
    const superAdmin = await roleByCode('SUPER_ADMIN');
    const disable = await call('PUT', `/disable-role/${superAdmin.id}`, admin);
    expect(disable.statusCode).toBe(400);
    expect(disable.json()).toEqual({ message: ACCESS_MESSAGES.superAdminProtected, code: 'ROLE_PROTECTED' });
    expect((await call('DELETE', `/roles/${superAdmin.id}`, admin)).json().code).toBe('ROLE_PROTECTED');
    const fewer = await call('PUT', `/roles/${superAdmin.id}`, admin, {
      name: superAdmin.name,
      permissions: grants({ MasterData: true }),
    });
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json().message).toBe(ACCESS_MESSAGES.superAdminKeysFixed);
    const described = await call('PUT', `/roles/${superAdmin.id}`, admin, {
      name: superAdmin.name,
      description: 'The people who run Tenure here',
      permissions: superAdmin.permissions,
    });
    expect(described.statusCode).toBe(200);
    expect((await roleByCode('SUPER_ADMIN')).isActive).toBe(true);
  });

  it('disables and enables a role once each; a repeat is 409; both audited', async () => {
    const role = (await create('Seasonal Staff', grants({ SetupPolicies: true }))).json();
    const disabled = await Promise.all([0, 1, 2].map(() => call('PUT', `/disable-role/${role.id}`, admin)));
    expect(disabled.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(disabled.find((r) => r.statusCode === 409)!.json()).toEqual({
      message: ACCESS_MESSAGES.alreadyDisabled,
      code: 'ALREADY_DISABLED',
    });

    const enabled = await call('PUT', `/enable-role/${role.id}`, admin);
    expect(enabled.json().isActive).toBe(true);
    expect((await call('PUT', `/enable-role/${role.id}`, admin)).json().code).toBe('ALREADY_ACTIVE');

    const audit = await auditOf(role.id);
    expect(audit.map((a) => a.action)).toEqual(['role.create', 'role.disable', 'role.enable']);
    expect(audit[1]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(audit[2]).toMatchObject({ before: { isActive: false }, after: { isActive: true } });
  });

  it("keeps each tenant's roles to itself", async () => {
    const demoRole = (await create('Demo Only Role')).json();
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    const acmeCall = (method: Method, url: string, body?: object) =>
      acme.request({ method, url: `/api/auth${url}`, headers, ...(body ? { body } : {}) });

    const acmeRoles = (await acmeCall('GET', '/roles')).body as RoleView[];
    expect(acmeRoles.length).toBeGreaterThan(0);
    expect(acmeRoles.map((r) => r.id)).not.toContain(demoRole.id);
    expect((await acmeCall('PUT', `/roles/${demoRole.id}`, { name: 'Taken over', permissions: {} })).statusCode).toBe(
      404,
    );
    expect((await acmeCall('PUT', `/disable-role/${demoRole.id}`)).statusCode).toBe(404);
    expect((await acmeCall('DELETE', `/roles/${demoRole.id}`)).statusCode).toBe(404);
    // Names are unique per tenant only.
    expect((await acmeCall('POST', '/roles', { name: 'Demo Only Role', permissions: {} })).statusCode).toBe(201);
  });
});
