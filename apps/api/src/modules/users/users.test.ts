import { afterAll, beforeAll, expect, it } from 'vitest';
import { USER_MESSAGES } from '@tenure/domain/users';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { giveCustomRole } from '../../../test/roles.ts';

const demo = { 'x-tenantid': 'demo' };
const NEW_PASSWORD = 'Chosen#2027';
type Headers = Record<string, string>;
interface Row {
  userId: string;
  username: string;
  status: string;
  email: string;
  entities: { legalEntityCode: string; roles: { userEntityRoleId: string; roleName: string; code: string | null }[] }[];
}

describeEachDatabase('user accounts and role assignment', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let roleIds: Record<string, string>;
  let userIds: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = { ...(await loginAs(t.app, 'superadmin')).headers, 'x-entityid': 'US-NY-01' };
    const roles = (await call('GET', '/api/auth/roles', admin)).json() as {
      id: string;
      code: string | null;
      name: string;
    }[];
    roleIds = Object.fromEntries(roles.map((r) => [r.code ?? r.name, r.id]));
    const page = (await call('GET', '/api/auth/users?size=100', admin)).json() as { items: Row[] };
    userIds = Object.fromEntries(page.items.map((u) => [u.username, u.userId]));
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
    remoteAddress?: string,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload ? { payload } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const login = (username: string, password = DEMO_PASSWORD, remoteAddress = '10.20.0.1') =>
    call('POST', '/api/auth/user/v3/login', demo, { username, password }, remoteAddress);
  const userRow = async (username: string) =>
    ((await call('GET', `/api/auth/users?search=${username}`, admin)).json() as { items: Row[] }).items.find(
      (u) => u.username === username,
    )!;
  /** The newest mail to an address in the outbox, as an admin reads it. */
  async function lastMailTo(recipient: string) {
    const outbox = (await call('GET', '/api/admin/mail-outbox?size=100', admin)).json() as {
      items: { recipient: string; subject: string; body: string }[];
    };
    return outbox.items.find((m) => m.recipient === recipient)!;
  }
  const linkToken = (body: string) => /\/set-password\?token=([\w-]+)/.exec(body)![1]!;
  /** A custom role with some administration keys, given to a demo user in one entity. */
  const giveAdminRole = (username: string, entity: string, name: string, features: string[]) =>
    giveCustomRole(t.app, username, entity, name, {
      ADMINISTRATION: {
        sectionAccess: { SetupUserManagement: true },
        featureAccess: Object.fromEntries(features.map((f) => [f, true])),
      },
    });

  it('lists the users of the tenant with status, entities and roles; pages, searches and filters', async () => {
    const res = await call('GET', '/api/auth/users?size=10', admin);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(page.items).toHaveLength(Math.min(10, page.total));
    const manager = await userRow('manager01');
    expect(manager).toMatchObject({ status: 'Active', name: expect.any(String), employeeNumber: expect.any(String) });
    expect(manager.entities).toEqual([
      expect.objectContaining({
        legalEntityCode: 'US-NY-01',
        roles: expect.arrayContaining([expect.objectContaining({ code: 'REPORTING_MANAGER' })]),
      }),
    ]);
    const sg = (await call('GET', '/api/auth/users?legalEntityCode=SG-01&size=100', admin)).json() as { items: Row[] };
    expect(sg.items.map((u) => u.username)).toEqual(expect.arrayContaining(['projmgr01', 'approver01']));
    expect(sg.items.map((u) => u.username)).not.toContain('employee01');
    const byRole = (await call('GET', `/api/auth/users?roleId=${roleIds.CONSULTANT}`, admin)).json() as {
      items: Row[];
    };
    expect(byRole.items.map((u) => u.username)).toEqual(['consult01']);
    expect((await call('GET', '/api/auth/users?status=Deactivated', admin)).json().total).toBe(0);
  });

  it("refuses users without the keys (403) and hides other tenants' users (404)", async () => {
    const employee = await loginAs(t.app, 'employee01');
    expect((await call('GET', '/api/auth/users', employee.headers)).statusCode).toBe(403);
    expect((await call('POST', `/api/auth/users/${userIds.manager01}/deactivate`, employee.headers)).statusCode).toBe(
      403,
    );
    const hr = await loginAs(t.app, 'hrdirector');
    expect((await call('POST', `/api/auth/users/${userIds.manager01}/reset-password`, hr.headers)).statusCode).toBe(
      403,
    );

    // Acme runs the production preset, so its calls are encrypted like the browser's.
    const acme = await encryptedClient(t.app, 'acme');
    const acmeLogin = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(acmeLogin.body as { token: string }).token}` };
    const acmeCall = (method: 'GET' | 'POST', url: string, body?: object) =>
      acme.request({ method, url, headers, ...(body ? { body } : {}) });
    const acmeUsers = (await acmeCall('GET', '/api/auth/users?size=100')).body as { items: Row[] };
    expect(acmeUsers.items.map((u) => u.username).sort()).toEqual(['acmeadmin', 'acmeemp01']);
    for (const action of ['deactivate', 'reactivate', 'unlock', 'reset-password']) {
      expect((await acmeCall('POST', `/api/auth/users/${userIds.manager01}/${action}`)).statusCode).toBe(404);
    }
    expect(
      (await acmeCall('GET', `/api/auth/users/${userIds.manager01}/effective-permissions?legalEntityCode=US-CA-01`))
        .statusCode,
    ).toBe(404);
    const acmeRoles = (await acmeCall('GET', '/api/auth/roles')).body as { id: string; code: string | null }[];
    const bulk = await acmeCall('POST', '/api/auth/users/roles', {
      action: 'remove',
      legalEntityCode: 'US-CA-01',
      roleIds: [acmeRoles.find((r) => r.code === 'EMPLOYEE')!.id],
      userIds: [userIds.manager01],
    });
    expect(bulk.statusCode).toBe(404);
    expect((await userRow('manager01')).status).toBe('Active');
  });

  it('creates a user for an employee without an account and mails an invitation whose link works once', async () => {
    const candidates = (await call('GET', '/api/auth/users/employees-without-account', admin)).json() as {
      employeeId: string;
      email: string | null;
    }[];
    expect(candidates.length).toBeGreaterThan(0);
    const employee = candidates.find((c) => c.email)!;

    const invalid = await call('POST', '/api/auth/users', admin, { employeeId: employee.employeeId, username: 'ab' });
    expect(invalid.statusCode).toBe(400);
    const taken = await call('POST', '/api/auth/users', admin, {
      employeeId: employee.employeeId,
      username: 'MANAGER01',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ username: USER_MESSAGES.usernameTaken });

    const created = await call('POST', '/api/auth/users', admin, {
      employeeId: employee.employeeId,
      username: 'newhire01',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'newhire01', email: employee.email, status: 'Active' });
    expect(created.json().entities[0].roles.map((r: { code: string }) => r.code)).toEqual(['EMPLOYEE']);
    const again = await call('POST', '/api/auth/users', admin, {
      employeeId: employee.employeeId,
      username: 'newhire02',
    });
    expect(again.statusCode).toBe(409);

    const mail = await lastMailTo(employee.email!);
    expect(mail.subject).toContain('invited');
    const token = linkToken(mail.body);
    expect((await call('POST', '/api/auth/set-password', demo, { token, newPassword: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/api/auth/set-password', demo, { token, newPassword: NEW_PASSWORD })).statusCode).toBe(
      410,
    );
    expect((await login('newhire01', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses to grant a role carrying keys the granting user does not hold, even to themself (403 naming the keys)', async () => {
    const hrexec = await giveAdminRole('hrexec01', 'IN-KA-01', 'User role admin', ['ManageUserEntityRoles']);
    const selfGrant = await call('POST', '/api/auth/users/roles', hrexec, {
      action: 'assign',
      legalEntityCode: 'IN-KA-01',
      roleIds: [roleIds.HR_DIRECTOR],
      userIds: [userIds.hrexec01],
    });
    expect(selfGrant.statusCode).toBe(403);
    expect(selfGrant.json().message).toContain('EMPLOYEE.featureAccess.EmployeeSensitiveReveal');
    const single = await call('POST', '/api/auth/user-entity-roles', hrexec, {
      userId: userIds.hrexec01,
      legalEntityCode: 'IN-KA-01',
      roleIds: [roleIds.SUPER_ADMIN],
    });
    expect(single.statusCode).toBe(403);
    expect(single.json().code).toBe('KEYS_NOT_HELD');
    // A role whose keys they hold is fine.
    const fine = await call('POST', '/api/auth/users/roles', hrexec, {
      action: 'assign',
      legalEntityCode: 'IN-KA-01',
      roleIds: [roleIds.EMPLOYEE],
      userIds: [userIds.employee01],
    });
    expect(fine.json()).toEqual({ users: 1, changed: 1 });
  });

  it('assigns and removes roles in bulk by a selection or a filter, reporting how many changed', async () => {
    const assign = await call('POST', '/api/auth/users/roles', admin, {
      action: 'assign',
      legalEntityCode: 'SG-01',
      roleIds: [roleIds.DESIGNATED_APPROVER],
      userIds: [userIds.projmgr01, userIds.approver01],
    });
    expect(assign.json()).toEqual({ users: 2, changed: 1 });
    const byEntity = await call('POST', '/api/auth/users/roles', admin, {
      action: 'remove',
      legalEntityCode: 'SG-01',
      roleIds: [roleIds.DESIGNATED_APPROVER],
      filters: { legalEntityCode: 'SG-01', search: 'projmgr01' },
    });
    expect(byEntity.json()).toEqual({ users: 1, changed: 1 });
    const nobody = await call('POST', '/api/auth/users/roles', admin, {
      action: 'assign',
      legalEntityCode: 'SG-01',
      roleIds: [roleIds.EMPLOYEE],
    });
    expect(nobody.statusCode).toBe(400);
    const self = await call('POST', '/api/auth/users/roles', admin, {
      action: 'remove',
      legalEntityCode: 'US-NY-01',
      roleIds: [roleIds.EMPLOYEE],
      userIds: [userIds.superadmin],
    });
    expect(self.json().code).toBe('SELF_REVOKE');
  });

  it('gives and removes entity access; a user cannot remove their own current entity', async () => {
    const give = await call('POST', `/api/auth/users/${userIds.employee01}/entities`, admin, {
      action: 'give',
      legalEntityCodes: ['SG-01'],
    });
    expect(give.statusCode).toBe(200);
    expect(give.json().entities.map((e: { legalEntityCode: string }) => e.legalEntityCode)).toContain('SG-01');
    const remove = await call('POST', `/api/auth/users/${userIds.employee01}/entities`, admin, {
      action: 'remove',
      legalEntityCodes: ['SG-01'],
    });
    expect(remove.json().entities.map((e: { legalEntityCode: string }) => e.legalEntityCode)).not.toContain('SG-01');
    const self = await call('POST', `/api/auth/users/${userIds.superadmin}/entities`, admin, {
      action: 'remove',
      legalEntityCodes: ['US-NY-01'],
    });
    expect(self.json().code).toBe('SELF_REVOKE');
  });

  it('explains which role grants each key of a user in an entity', async () => {
    const res = await call(
      'GET',
      `/api/auth/users/${userIds.manager01}/effective-permissions?legalEntityCode=US-NY-01`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    const view = res.json() as { modules: { module: string; keys: { key: string; roles: string[] }[] }[] };
    const key = (module: string, name: string) =>
      view.modules.find((m) => m.module === module)?.keys.find((k) => k.key === name);
    expect(key('EMPLOYEE', 'MyTeam')?.roles).toEqual(['Reporting Manager']);
    expect(key('DASHBOARD', 'Dashboard')?.roles).toEqual(['Employee']);
    expect(key('ADMINISTRATION', 'ManageRoles')).toBeUndefined();
    const elsewhere = (
      await call('GET', `/api/auth/users/${userIds.manager01}/effective-permissions?legalEntityCode=SG-01`, admin)
    ).json();
    expect(elsewhere.modules).toEqual([]);
  });

  it('a deactivated user cannot log in by password or OTP, their session ends, their link dies; reactivated they can', async () => {
    const session = await loginAs(t.app, 'manager01');
    expect((await call('POST', '/api/auth/forgot-password', demo, { username: 'manager01' })).statusCode).toBe(200);
    const otp = /(\d{6})/.exec((await lastMailTo((await userRow('manager01')).email)).body)![1]!;

    expect((await call('POST', `/api/auth/users/${userIds.superadmin}/deactivate`, admin)).json().code).toBe(
      'SELF_DEACTIVATE',
    );
    const res = await call('POST', `/api/auth/users/${userIds.manager01}/deactivate`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('Deactivated');
    expect((await call('POST', `/api/auth/users/${userIds.manager01}/deactivate`, admin)).statusCode).toBe(409);

    expect((await call('GET', '/api/auth/validate-login', session.headers)).statusCode).toBe(401);
    expect((await login('manager01')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/auth/validate-otp/login', demo, { username: 'manager01', otp }, '10.20.0.2'))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', `/api/auth/users/${userIds.manager01}/reset-password`, admin)).statusCode).toBe(409);

    expect((await call('POST', `/api/auth/users/${userIds.manager01}/reactivate`, admin)).json().status).toBe('Active');
    expect((await call('POST', `/api/auth/users/${userIds.manager01}/reactivate`, admin)).statusCode).toBe(409);
    expect((await login('manager01')).statusCode).toBe(200);
  });

  it('a set-password link stops working when its user is deactivated', async () => {
    expect((await call('POST', `/api/auth/users/${userIds.approver01}/reset-password`, admin)).statusCode).toBe(200);
    const token = linkToken((await lastMailTo((await userRow('approver01')).email)).body);
    await call('POST', `/api/auth/users/${userIds.approver01}/deactivate`, admin);
    expect((await call('POST', '/api/auth/set-password', demo, { token, newPassword: NEW_PASSWORD })).statusCode).toBe(
      410,
    );
    await call('POST', `/api/auth/users/${userIds.approver01}/reactivate`, admin);
  });

  it('unlocking forgets the failed logins: a locked user can log in again', async () => {
    for (let i = 0; i < 5; i++) await login('consult01', 'Wrong#2026', '10.30.0.1');
    expect((await userRow('consult01')).status).toBe('Locked');
    expect(
      (await call('GET', '/api/auth/users?status=Locked', admin)).json().items.map((u: Row) => u.username),
    ).toEqual(['consult01']);
    expect((await login('consult01', DEMO_PASSWORD, '10.30.0.2')).statusCode).toBe(429);
    const unlocked = await call('POST', `/api/auth/users/${userIds.consult01}/unlock`, admin);
    expect(unlocked.json().status).toBe('Active');
    expect((await call('POST', `/api/auth/users/${userIds.consult01}/unlock`, admin)).statusCode).toBe(409);
    expect((await login('consult01', DEMO_PASSWORD, '10.30.0.2')).statusCode).toBe(200);
  });

  it('a forced reset ends sessions and the old password; the mailed link works once', async () => {
    const session = await loginAs(t.app, 'projmgr01');
    const res = await call('POST', `/api/auth/users/${userIds.projmgr01}/reset-password`, admin);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/validate-login', session.headers)).statusCode).toBe(401);
    expect((await login('projmgr01')).statusCode).toBe(401);
    const mail = await lastMailTo((await userRow('projmgr01')).email);
    expect(mail.subject).toContain('choose a new password');
    const token = linkToken(mail.body);
    expect((await call('POST', '/api/auth/set-password', demo, { token, newPassword: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/api/auth/set-password', demo, { token, newPassword: 'Other#2028' })).statusCode).toBe(
      410,
    );
    expect((await login('projmgr01', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('the last active super admin can be neither deactivated nor stripped of the role', async () => {
    const hr = await giveAdminRole('hrdirector', 'US-NY-01', 'Account admin', ['ManageUsers', 'ManageUserEntityRoles']);
    const deactivate = await call('POST', `/api/auth/users/${userIds.superadmin}/deactivate`, hr);
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json()).toMatchObject({ code: 'LAST_SUPER_ADMIN', message: USER_MESSAGES.lastSuperAdmin });

    const entities = (await userRow('superadmin')).entities.map((e) => e.legalEntityCode);
    const outcomes: number[] = [];
    for (const code of entities) {
      const removed = await call('POST', '/api/auth/users/roles', hr, {
        action: 'remove',
        legalEntityCode: code,
        roleIds: [roleIds.SUPER_ADMIN],
        userIds: [userIds.superadmin],
      });
      outcomes.push(removed.statusCode);
    }
    expect(outcomes).toEqual([...entities.slice(1).map(() => 200), 409]);
    const still = (await userRow('superadmin')).entities.filter((e) => e.roles.some((r) => r.code === 'SUPER_ADMIN'));
    expect(still).toHaveLength(1);
    const lastGrant = still[0]!.roles.find((r) => r.code === 'SUPER_ADMIN')!;
    const single = await call('DELETE', `/api/auth/user-entity-roles/${lastGrant.userEntityRoleId}`, hr);
    expect(single.json().code).toBe('LAST_SUPER_ADMIN');
    const entityGone = await call('POST', `/api/auth/users/${userIds.superadmin}/entities`, hr, {
      action: 'remove',
      legalEntityCodes: [still[0]!.legalEntityCode],
    });
    expect(entityGone.json().code).toBe('LAST_SUPER_ADMIN');
    // Put the role back everywhere for what follows.
    for (const code of entities) {
      await call('POST', '/api/auth/users/roles', admin, {
        action: 'assign',
        legalEntityCode: code,
        roleIds: [roleIds.SUPER_ADMIN],
        userIds: [userIds.superadmin],
      });
    }
  });

  it('of two admins deactivating the last two super admins at once, exactly one succeeds', async () => {
    await call('POST', '/api/auth/users/roles', admin, {
      action: 'assign',
      legalEntityCode: 'US-NY-01',
      roleIds: [roleIds.SUPER_ADMIN],
      userIds: [userIds.hrexec01],
    });
    const other = { ...(await loginAs(t.app, 'hrexec01')).headers, 'x-entityid': 'US-NY-01' };
    const [a, b] = await Promise.all([
      call('POST', `/api/auth/users/${userIds.hrexec01}/deactivate`, admin),
      call('POST', `/api/auth/users/${userIds.superadmin}/deactivate`, other),
    ]);
    const codes = [a!.statusCode, b!.statusCode];
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    // The winner is still logged in: the two accounts, as it sees them, have one active super admin left.
    const winner = a!.statusCode === 200 ? admin : other;
    const rows = (await call('GET', `/api/auth/users?roleId=${roleIds.SUPER_ADMIN}`, winner)).json() as {
      items: Row[];
    };
    expect(rows.items.filter((u) => u.status === 'Active').map((u) => u.username)).toHaveLength(1);
  });
});
