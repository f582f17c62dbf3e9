import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AZURE_AD_IDENTIFIER, OIDC_IDENTIFIER, SSO_MESSAGES } from '@tenure/domain/auth';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';
import { startIdentityProviders, visitProvider, type TestAccount } from '../../../../test/identity-providers.ts';
import { ssoTestKit } from './sso-test-kit.ts';

const CLIENT = { clientId: 'tenure-test', clientSecret: 'a-client-secret-never-shown' };
const DEMO_ORIGIN = 'http://localhost:3000';
const REDIRECT_URI = `${DEMO_ORIGIN}/sso/callback`;
const CONTOSO = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const FABRIKAM = '0b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const demo = { 'x-tenantid': 'demo' };

describeEachDatabase('single sign-on (OpenID Connect)', (kind) => {
  let t: TestApp;
  let idp: Awaited<ReturnType<typeof startIdentityProviders>>;
  let admin: Record<string, string>;
  let plainId: string;
  let entraId: string;

  const { call, rows, emailOf, lastRefusal } = ssoTestKit(() => t, '10.9.0');

  /** Starts a sign-in as the browser does, lets `who` sign in at the provider, and completes it. */
  async function signIn(providerId: string, who: TestAccount, options: { alter?: (url: URL) => void } = {}) {
    idp.state.signedIn = who;
    const binding = randomBytes(32).toString('base64url');
    const started = await call('POST', '/api/auth/sso/start', demo, { providerId, binding });
    expect(started.statusCode, started.body).toBe(200);
    const authorizationUrl = new URL(started.json().authorizationUrl);
    options.alter?.(authorizationUrl);
    const callbackQuery = await visitProvider(authorizationUrl.href, REDIRECT_URI);
    const complete = () => call('POST', '/api/auth/sso/complete', demo, { callbackQuery, binding });
    return { res: await complete(), complete };
  }

  beforeAll(async () => {
    idp = await startIdentityProviders({
      ...CLIENT,
      redirectUri: REDIRECT_URI,
      postLogoutRedirectUri: `${DEMO_ORIGIN}/`,
    });
    t = await createTestApp(kind, {
      env: { OIDC_ALLOW_HTTP: 'true' },
      identityProviderFetch: (input, init) => idp.fetch(input, init),
    });
    admin = (await loginAs(t.app, 'superadmin')).headers;
    idp.state.directory = CONTOSO;
    const plain = await call('POST', '/api/auth/sso/providers', admin, {
      kind: 'oidc',
      displayName: 'Company login',
      issuer: idp.plainIssuer,
      ...CLIENT,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    plainId = plain.json().id;
    const entra = await call('POST', '/api/auth/sso/providers', admin, {
      kind: 'entra',
      displayName: 'Microsoft',
      ...CLIENT,
      allowedTenantIds: [CONTOSO],
      emailClaim: 'preferred_username',
    });
    expect(entra.statusCode, entra.body).toBe(200);
    entraId = entra.json().id;
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  it('keeps the client secret sealed: never answered, not stored in clear', async () => {
    const setup = await call('GET', '/api/auth/sso/setup', admin);
    expect(setup.statusCode).toBe(200);
    expect(setup.body).not.toContain(CLIENT.clientSecret);
    expect(setup.json()).toMatchObject({ redirectUri: REDIRECT_URI, postLogoutRedirectUri: `${DEMO_ORIGIN}/` });
    expect(setup.json().providers).toEqual([
      expect.objectContaining({
        id: plainId,
        hasClientSecret: true,
        redirectUri: REDIRECT_URI,
        loginType: OIDC_IDENTIFIER,
      }),
      expect.objectContaining({
        id: entraId,
        kind: 'entra',
        issuer: 'https://login.microsoftonline.com/organizations/v2.0',
      }),
    ]);
    const stored = await rows<{ sealed: string }>(sql`select client_secret_sealed as sealed from identity_providers`);
    for (const row of stored) expect(row.sealed).not.toContain(CLIENT.clientSecret);
    const audit = await rows<{ after: unknown }>(sql`select after from audit_log where action like 'sso.provider.%'`);
    expect(JSON.stringify(audit)).not.toContain(CLIENT.clientSecret);
    const loginPage = await call('GET', '/api/auth/tenant-provider', demo);
    expect(loginPage.json().loginTypes).toEqual(['password', OIDC_IDENTIFIER, AZURE_AD_IDENTIFIER]);
    expect(loginPage.body).not.toContain(CLIENT.clientSecret);
  });

  it('validates the provider with field-level errors', async () => {
    const res = await call('POST', '/api/auth/sso/providers', admin, {
      kind: 'entra',
      displayName: '',
      clientId: 'x',
      allowedTenantIds: ['not-a-guid'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      displayName: SSO_MESSAGES.nameRequired,
      'allowedTenantIds.0': SSO_MESSAGES.directoryIdInvalid,
    });
    const unreachable = await call('POST', '/api/auth/sso/providers', admin, {
      kind: 'oidc',
      displayName: 'Nowhere',
      issuer: `${idp.base}/nowhere`,
      clientId: 'x',
    });
    expect(unreachable.json().fieldErrors).toEqual({ issuer: SSO_MESSAGES.discoveryFailed });
  });

  it('signs an employee in through the plain issuer: a working session with its login type', async () => {
    const email = await emailOf('employee01');
    const { res } = await signIn(plainId, { sub: 'e01', email, email_verified: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ loginType: OIDC_IDENTIFIER, user: { userName: 'employee01' } });
    const headers = { ...demo, authorization: `Bearer ${res.json().token}` };
    const validated = await call('GET', '/api/auth/validate-login', headers);
    expect(validated.json()).toMatchObject({ loginType: OIDC_IDENTIFIER, user: { userName: 'employee01' } });
    const [audit] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'auth.login.sso'`,
    );
    expect(audit!.n).toBeGreaterThan(0);
    // Logout ends the provider's session too: the answer names its end-session endpoint.
    const logout = await call('POST', '/api/auth/logout', headers);
    expect(logout.statusCode).toBe(200);
    expect(logout.json().endSessionUrl).toContain(`${idp.plainIssuer}/session/end`);
    expect((await call('GET', '/api/auth/validate-login', headers)).statusCode).toBe(401);
  });

  it("applies the group → role mappings of the provider at each sign-in from the ID token's groups claim", async () => {
    const email = await emailOf('employee01');
    const roleOf = async (code: string) =>
      (await rows<{ id: string }>(sql`select id from roles where tenant_id = 'demo' and code = ${code}`))[0]!.id;
    const [hrExecutive, manager] = [await roleOf('HR_EXECUTIVE'), await roleOf('REPORTING_MANAGER')];
    const map = (providerId: string, roleId: string) =>
      call('POST', '/api/auth/directory/group-mappings', admin, {
        providerId,
        group: '5b0c1a6e-0000-4000-8000-0000000000aa',
        legalEntityCode: 'SG-01',
        roleId,
      });
    const plainMapping = await map(plainId, hrExecutive);
    expect(plainMapping.statusCode, plainMapping.body).toBe(201);
    // The same group id at another provider is another directory's group: it does not count here.
    const entraMapping = await map(entraId, manager);
    expect(entraMapping.statusCode).toBe(201);
    const heldInSingapore = () =>
      rows<{ code: string; source: string | null }>(
        sql`select r.code, uer.source_mapping_id as source from user_entity_roles uer
              join user_entities ue on ue.id = uer.user_entity_id join users u on u.id = ue.user_id
              join legal_entities le on le.id = ue.legal_entity_id join roles r on r.id = uer.role_id
             where u.username = 'employee01' and le.code = 'SG-01'`,
      );

    const first = await signIn(plainId, {
      sub: 'e01',
      email,
      email_verified: true,
      groups: ['5b0c1a6e-0000-4000-8000-0000000000aa', 'some-other-group'],
    });
    expect(first.res.statusCode, first.res.body).toBe(200);
    // The new entity is in the session's list at once.
    expect(first.res.json().entities.map((e: { legalEntityCode: string }) => e.legalEntityCode)).toContain('SG-01');
    expect(await heldInSingapore()).toEqual([{ code: 'HR_EXECUTIVE', source: plainMapping.json().id }]);
    const audit = await rows<{ after: { via: string; groups: string[] } }>(
      sql`select after from audit_log where action = 'auth.group_roles.sync' order by created_at desc limit 1`,
    );
    expect(audit[0]!.after).toMatchObject({ via: 'sign-in', providerId: plainId });

    const again = await signIn(plainId, { sub: 'e01', email, email_verified: true, groups: [] });
    expect(again.res.statusCode).toBe(200);
    expect(await heldInSingapore()).toEqual([]);
    for (const mapping of [plainMapping, entraMapping])
      expect((await call('DELETE', `/api/auth/directory/group-mappings/${mapping.json().id}`, admin)).statusCode).toBe(
        204,
      );
  });

  it('does not ask a sign-in through the identity provider for an MFA code, even when the policy requires it of all', async () => {
    expect((await call('PUT', '/api/auth/mfa/policy', admin, { policy: 'all' })).statusCode).toBe(200);
    try {
      const password = await call('POST', '/api/auth/user/v3/login', demo, {
        username: 'employee01',
        password: DEMO_PASSWORD,
      });
      expect(password.json()).toMatchObject({ mfa: 'enrol' });
      const { res } = await signIn(plainId, { sub: 'e01', email: await emailOf('employee01'), email_verified: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ loginType: OIDC_IDENTIFIER, user: { userName: 'employee01' } });
      expect(res.json().token).toBeTruthy();
    } finally {
      await call('PUT', '/api/auth/mfa/policy', admin, { policy: 'optional' });
    }
  });

  it('signs in through the Entra-like authority from a listed directory, checking iss per tid', async () => {
    idp.state.directory = CONTOSO;
    const { res } = await signIn(entraId, { sub: 'm01', preferred_username: await emailOf('manager01'), tid: CONTOSO });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ loginType: AZURE_AD_IDENTIFIER, user: { userName: 'manager01' } });
  });

  it('refuses a directory the tenant does not list', async () => {
    idp.state.directory = FABRIKAM;
    const { res } = await signIn(entraId, {
      sub: 'f01',
      preferred_username: await emailOf('manager01'),
      tid: FABRIKAM,
    });
    idp.state.directory = CONTOSO;
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'SSO_REFUSED', message: SSO_MESSAGES.directoryRefused });
    expect(await lastRefusal()).toBe(`directory ${FABRIKAM}`);
  });

  it('refuses an unknown email, and an email the provider did not verify', async () => {
    const unknown = await signIn(plainId, { sub: 'x1', email: 'stranger@elsewhere.example', email_verified: true });
    expect(unknown.res.json()).toEqual({ code: 'SSO_REFUSED', message: SSO_MESSAGES.unknownPerson });
    const unverified = await signIn(plainId, { sub: 'x2', email: await emailOf('employee01'), email_verified: false });
    expect(unverified.res.json()).toEqual({ code: 'SSO_REFUSED', message: SSO_MESSAGES.emailUnverified });
  });

  it('refuses a deactivated account and an employee who left', async () => {
    const deactivated = (await rows<{ id: string; email: string }>(
      sql`select u.id, u.email from users u join employees e on e.id = u.employee_id
           where u.tenant_id = 'demo' and u.is_active and e.status = 'Active'
             and u.username not in ('superadmin', 'hrdirector', 'hrexec01', 'manager01', 'employee01')
           order by u.username limit 2`,
    ))!;
    await t.database.db.execute(sql`update users set is_active = false where id = ${deactivated[0]!.id}`);
    await t.database.db.execute(
      sql`update employees set status = 'Inactive' where id = (select employee_id from users where id = ${deactivated[1]!.id})`,
    );
    const off = await signIn(plainId, { sub: 'd1', email: deactivated[0]!.email, email_verified: true });
    expect(off.res.json()).toEqual({ code: 'SSO_REFUSED', message: SSO_MESSAGES.accountDeactivated });
    const left = await signIn(plainId, { sub: 'd2', email: deactivated[1]!.email, email_verified: true });
    expect(left.res.json()).toEqual({ code: 'SSO_REFUSED', message: SSO_MESSAGES.employeeLeft });
  });

  it('redeems a state once: the replayed callback is refused', async () => {
    const { res, complete } = await signIn(plainId, {
      sub: 'e01',
      email: await emailOf('employee01'),
      email_verified: true,
    });
    expect(res.statusCode).toBe(200);
    const replayed = await complete();
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ code: 'SSO_STATE_INVALID', message: SSO_MESSAGES.stateInvalid });
  });

  it('refuses a callback brought to another browser (the binding differs)', async () => {
    idp.state.signedIn = { sub: 'e01', email: await emailOf('employee01'), email_verified: true };
    const binding = randomBytes(32).toString('base64url');
    const started = await call('POST', '/api/auth/sso/start', demo, { providerId: plainId, binding });
    const callbackQuery = await visitProvider(started.json().authorizationUrl, REDIRECT_URI);
    const other = randomBytes(32).toString('base64url');
    const res = await call('POST', '/api/auth/sso/complete', demo, { callbackQuery, binding: other });
    expect(res.json().code).toBe('SSO_STATE_INVALID');
  });

  it('refuses a tampered ID token and one with another nonce', async () => {
    const who = { sub: 'e01', email: await emailOf('employee01'), email_verified: true };
    idp.state.tamper = true;
    const tampered = await signIn(plainId, who);
    expect(tampered.res.statusCode).toBe(401);
    expect(tampered.res.json()).toEqual({ code: 'SSO_FAILED', message: SSO_MESSAGES.signInFailed });
    const nonce = await signIn(plainId, who, { alter: (url) => url.searchParams.set('nonce', 'someone-elses-nonce') });
    expect(nonce.res.json()).toEqual({ code: 'SSO_FAILED', message: SSO_MESSAGES.signInFailed });
  });

  it('creates an account on first sign-in only when enabled, for allowed domains, with the employee role only', async () => {
    const [employee] = await rows<{ id: string; email: string }>(
      sql`select e.id, e.email from employees e
           where e.tenant_id = 'demo' and e.status = 'Active' and e.email like '%@%'
             and not exists (select 1 from users u where u.employee_id = e.id or lower(u.email) = lower(e.email))
           order by e.employee_number limit 1`,
    );
    const who = { sub: 'new1', email: employee!.email, email_verified: true };
    const domain = employee!.email.split('@')[1]!;
    const refusedWhileOff = await signIn(plainId, who);
    expect(refusedWhileOff.res.json().message).toBe(SSO_MESSAGES.unknownPerson);

    const settings = (allowedEmailDomains: string[]) =>
      call('PUT', '/api/auth/sso/settings', admin, {
        requireSso: false,
        createUsersOnFirstSignIn: true,
        allowedEmailDomains,
      });
    expect((await settings([])).json().fieldErrors).toEqual({ allowedEmailDomains: SSO_MESSAGES.domainsRequired });
    expect((await settings(['other.example'])).statusCode).toBe(200);
    expect((await signIn(plainId, who)).res.json().message).toBe(SSO_MESSAGES.unknownPerson);

    expect((await settings([domain])).statusCode).toBe(200);
    const created = await signIn(plainId, who);
    expect(created.res.statusCode, created.res.body).toBe(200);
    const roles = await rows<{ code: string }>(
      sql`select r.code from users u join user_entities ue on ue.user_id = u.id
           join user_entity_roles uer on uer.user_entity_id = ue.id join roles r on r.id = uer.role_id
           where u.employee_id = ${employee!.id}`,
    );
    expect(roles).toEqual([{ code: 'EMPLOYEE' }]);
    await call('PUT', '/api/auth/sso/settings', admin, {
      requireSso: false,
      createUsersOnFirstSignIn: false,
      allowedEmailDomains: [],
    });
  });

  it('"require SSO" turns password login off for everyone but super admins', async () => {
    const password = (username: string) =>
      call('POST', '/api/auth/user/v3/login', demo, { username, password: DEMO_PASSWORD });
    const on = await call('PUT', '/api/auth/sso/settings', admin, {
      requireSso: true,
      createUsersOnFirstSignIn: false,
      allowedEmailDomains: [],
    });
    expect(on.statusCode).toBe(200);
    const refused = await password('hrdirector');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'SSO_REQUIRED', message: SSO_MESSAGES.ssoRequired });
    expect((await password('superadmin')).statusCode).toBe(200);
    await call('PUT', '/api/auth/sso/settings', admin, {
      requireSso: false,
      createUsersOnFirstSignIn: false,
      allowedEmailDomains: [],
    });
    expect((await password('hrdirector')).statusCode).toBe(200);
  });

  it('keeps the setup to admins of the tenant: other tenants neither read nor use it', async () => {
    const employee = (await loginAs(t.app, 'employee01')).headers;
    expect((await call('GET', '/api/auth/sso/setup', employee)).statusCode).toBe(403);
    expect(
      (
        await call('PUT', `/api/auth/sso/providers/${plainId}`, employee, {
          kind: 'oidc',
          displayName: 'x',
          issuer: idp.plainIssuer,
          clientId: 'x',
        })
      ).statusCode,
    ).toBe(403);

    // acme's payloads are encrypted; plain calls keep this test about the tenant boundary.
    await t.database.db.execute(
      sql`insert into tenant_flags (tenant_id, flag, enabled) values ('acme', 'payloadEncryption', false)
          on conflict (tenant_id, flag) do update set enabled = false`,
    );
    const acmeAdmin = (await loginAs(t.app, 'acmeadmin', 'acme')).headers;
    const acmeSetup = await call('GET', '/api/auth/sso/setup', acmeAdmin);
    expect(acmeSetup.json().providers).toEqual([]);
    expect((await call('DELETE', `/api/auth/sso/providers/${plainId}`, acmeAdmin)).statusCode).toBe(404);
    const binding = randomBytes(32).toString('base64url');
    const started = await call(
      'POST',
      '/api/auth/sso/start',
      { 'x-tenantid': 'acme' },
      { providerId: plainId, binding },
    );
    expect(started.statusCode).toBe(404);
    expect(started.json().message).toBe(SSO_MESSAGES.providerUnknown);
  });
});
