import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOGUE, SEEDED_ROLES } from '@tenure/domain/access';
import { MESSAGES } from '@tenure/domain/messages';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

describeEachDatabase('roles, entities and permissions', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof loginAs>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await loginAs(t.app, 'superadmin');
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('every API route declares its access', () => {
    const api = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(20);
    expect(api.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('returns the effective permission map of each entity: merged roles, entity-specific', async () => {
    const manager = await loginAs(t.app, 'manager01');
    const res = await call('GET', '/api/auth/user-entity-permissions', manager.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.permissions.EMPLOYEE.sectionAccess.MyTeam).toBe(true);
    expect(body.permissions.DASHBOARD.sectionAccess.Dashboard).toBe(true);
    expect(body.permissions.ADMINISTRATION?.featureAccess.ManageRoles ?? false).toBe(false);

    const consultant = await loginAs(t.app, 'consult01');
    const consultantView = (await call('GET', '/api/auth/user-entity-permissions', consultant.headers)).json();
    expect(consultantView.permissions.LEAVE_MANAGEMENT?.sectionAccess.EmpSelfLeaveDashboard ?? false).toBe(false);
    expect(consultantView.isEsopAllotted).toBe(false);

    // ESOP allotments are seeded for manager01 (EMP0005), not for consult01 (EMP0007).
    expect(body.isEsopAllotted).toBe(true);

    const approver = await loginAs(t.app, 'approver01');
    expect((await call('GET', '/api/auth/user-entity-permissions', approver.headers)).json()).toMatchObject({
      isDesignatedApprover: true,
      assignedAsProjectManager: false,
    });
  });

  it("refuses another user's mapping and an entity the user does not have", async () => {
    const employee = await loginAs(t.app, 'employee01');
    const other = admin.entities.find((e) => e.legalEntityCode === 'IN-KA-01')!;
    const res = await call(
      'GET',
      `/api/auth/user-entity-permissions?userEntityMappingId=${other.userEntityMappingId}`,
      employee.headers,
    );
    expect(res.statusCode).toBe(403);
    const wrongEntity = await call('GET', '/api/auth/user-entities', { ...employee.headers, 'x-entityid': 'IN-KA-01' });
    expect(wrongEntity.statusCode).toBe(403);
    expect(wrongEntity.json()).toEqual({ message: MESSAGES.entityNotAllowed, code: 'ENTITY_NOT_ALLOWED' });
  });

  it("lists the user's entities and accepts any of them in X-EntityID", async () => {
    const res = await call('GET', '/api/auth/user-entities', { ...admin.headers, 'x-entityid': 'SG-01' });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((e: { legalEntityCode: string }) => e.legalEntityCode)
        .sort(),
    ).toEqual(['CR-SJ-01', 'IN-KA-01', 'SG-01', 'US-NY-01']);
  });

  it('an employee cannot manage roles; a super admin can', async () => {
    const employee = await loginAs(t.app, 'employee01');
    const denied = await call('GET', '/api/auth/roles', employee.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MESSAGES.noAccess);
    const roles = await call('GET', '/api/auth/roles', admin.headers);
    expect(roles.json().map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(Object.values(SEEDED_ROLES).map((r) => r.name)),
    );
    const catalogue = await call('GET', '/api/auth/role/module-features-section', admin.headers);
    expect(Object.keys(catalogue.json())).toEqual(Object.keys(CATALOGUE));
  });

  it('creates, renames, refuses duplicates and unknown keys, and disables a role', async () => {
    const input = {
      name: 'Payroll Auditor',
      description: 'Reads payroll reports',
      permissions: { REPORTS: { sectionAccess: { NavigationReports: true }, featureAccess: {} } },
    };
    const created = await call('POST', '/api/auth/roles', admin.headers, input);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    const dup = await call('POST', '/api/auth/roles', admin.headers, { ...input, name: 'payroll auditor' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fieldErrors.name).toBeDefined();

    const unknownKey = await call('POST', '/api/auth/roles', admin.headers, {
      ...input,
      name: 'Bad Keys',
      permissions: { REPORTS: { sectionAccess: { NoSuchReport: true }, featureAccess: {} } },
    });
    expect(unknownKey.statusCode).toBe(400);

    const renamed = await call('PUT', `/api/auth/roles/${id}`, admin.headers, { ...input, name: 'Payroll Reviewer' });
    expect(renamed.json().name).toBe('Payroll Reviewer');

    const disabled = await call('PUT', `/api/auth/disable-role/${id}`, admin.headers);
    expect(disabled.json().isActive).toBe(false);

    const superAdminRole = (await call('GET', '/api/auth/roles', admin.headers))
      .json()
      .find((r: { code: string }) => r.code === 'SUPER_ADMIN');
    expect((await call('PUT', `/api/auth/disable-role/${superAdminRole.id}`, admin.headers)).statusCode).toBe(400);
  });

  it('two concurrent creations of one role name create it once', async () => {
    const input = { name: 'Race Role', description: '', permissions: {} };
    const results = await Promise.all([0, 1, 2].map(() => call('POST', '/api/auth/roles', admin.headers, input)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('granting a role in an entity changes what the user may do there, and revoking takes it back', async () => {
    const employee = await loginAs(t.app, 'employee01');
    expect((await call('GET', '/api/admin/mail-outbox', employee.headers)).statusCode).toBe(403);

    const mappings = (await call('GET', '/api/auth/user-entity-roles', admin.headers)).json();
    const employeeUserId = mappings.find((m: { userName: string }) => m.userName === 'employee01').userId;
    const superAdminRole = (await call('GET', '/api/auth/roles', admin.headers))
      .json()
      .find((r: { code: string }) => r.code === 'SUPER_ADMIN');

    const granted = await call('POST', '/api/auth/user-entity-roles', admin.headers, {
      userId: employeeUserId,
      legalEntityCode: 'US-NY-01',
      roleIds: [superAdminRole.id],
    });
    expect(granted.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/mail-outbox', employee.headers)).statusCode).toBe(200);

    const grant = granted.json()[0].roles.find((r: { roleId: string }) => r.roleId === superAdminRole.id);
    expect(
      (await call('DELETE', `/api/auth/user-entity-roles/${grant.userEntityRoleId}`, admin.headers)).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/admin/mail-outbox', employee.headers)).statusCode).toBe(403);
  });

  it("changing or disabling a role's grants applies to the next request of a signed-in user", async () => {
    const employee = await loginAs(t.app, 'employee01');
    const mappings = (await call('GET', '/api/auth/user-entity-roles', admin.headers)).json();
    const employeeUserId = mappings.find((m: { userName: string }) => m.userName === 'employee01').userId;
    const input = {
      name: 'Outbox Reader',
      description: '',
      permissions: { ADMINISTRATION: { sectionAccess: { ViewMailOutbox: true }, featureAccess: {} } },
    };
    const role = (await call('POST', '/api/auth/roles', admin.headers, input)).json();
    await call('POST', '/api/auth/user-entity-roles', admin.headers, {
      userId: employeeUserId,
      legalEntityCode: 'US-NY-01',
      roleIds: [role.id],
    });
    const outbox = () => call('GET', '/api/admin/mail-outbox', employee.headers);
    expect((await outbox()).statusCode).toBe(200);

    await call('PUT', `/api/auth/roles/${role.id}`, admin.headers, { ...input, permissions: {} });
    expect((await outbox()).statusCode).toBe(403);
    await call('PUT', `/api/auth/roles/${role.id}`, admin.headers, input);
    expect((await outbox()).statusCode).toBe(200);
    await call('PUT', `/api/auth/disable-role/${role.id}`, admin.headers);
    expect((await outbox()).statusCode).toBe(403);
  });

  it('records every role change in the audit log with before and after', async () => {
    const created = await call('POST', '/api/auth/roles', admin.headers, {
      name: 'Audited Role',
      description: '',
      permissions: {},
    });
    const id = created.json().id;
    await call('PUT', `/api/auth/roles/${id}`, admin.headers, {
      name: 'Audited Role 2',
      description: 'x',
      permissions: {},
    });
    const { withTenant } = await import('../../platform/db.ts');
    const { auditLog } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const rows = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.createdAt),
    );
    expect(rows.map((r) => r.action)).toEqual(['role.create', 'role.update']);
    expect(rows[1]!.before).toMatchObject({ name: 'Audited Role' });
    expect(rows[1]!.after).toMatchObject({ name: 'Audited Role 2' });
    expect(rows[1]!.actorUserId).toBeTruthy();
  });
});
