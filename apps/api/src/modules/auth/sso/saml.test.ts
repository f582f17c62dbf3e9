import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SAML_GROUPS_ATTRIBUTE, SAML_IDENTIFIER, SAML_NAME_ID, SSO_MESSAGES } from '@tenure/domain/auth';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';
import {
  SAML_IDP_ENTITY_ID,
  SAML_IDP_SLO_URL,
  SAML_IDP_SSO_URL,
  startSamlIdentityProvider,
  type SamlAnswerOptions,
  type SamlUser,
} from '../../../../test/saml-identity-provider.ts';
import { ssoTestKit } from './sso-test-kit.ts';
import { samlPerson } from './saml.ts';

const DEMO_ORIGIN = 'http://localhost:3000';
const demo = { 'x-tenantid': 'demo' };
const EMAIL_ATTRIBUTE = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress';

describeEachDatabase('single sign-on (SAML 2.0)', (kind) => {
  let t: TestApp;
  let idp: Awaited<ReturnType<typeof startSamlIdentityProvider>>;
  let admin: Record<string, string>;
  let samlId: string;

  const { call, nextAddress, rows, emailOf, lastRefusal } = ssoTestKit(() => t, '10.8.0');

  /** The IdP's page posting its form to the ACS, as a browser does (the tenant known by the host only). */
  const postToAcs = (acsUrl: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: new URL(acsUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      remoteAddress: nextAddress(),
      payload: new URLSearchParams(form).toString(),
    });

  /**
   * A whole sign-in as the browser makes it: start (the redirect to the IdP), the IdP's answer for
   * `who` posted to the ACS, then the callback page completing with the handoff and the binding.
   */
  async function signIn(who: SamlUser, options: SamlAnswerOptions = {}, providerId = samlId) {
    const binding = randomBytes(32).toString('base64url');
    const started = await call('POST', '/api/auth/sso/start', demo, { providerId, binding });
    expect(started.statusCode, started.body).toBe(200);
    const authorizationUrl: string = started.json().authorizationUrl;
    expect(authorizationUrl.startsWith(`${SAML_IDP_SSO_URL}?SAMLRequest=`)).toBe(true);
    const metadata = await call('GET', `/api/auth/sso/saml/${providerId}/metadata`, demo);
    const { acsUrl, form } = await idp.answer(authorizationUrl, metadata.body, who, options);
    const post = () => postToAcs(acsUrl, form);
    const acs = await post();
    expect(acs.statusCode, acs.body).toBe(303);
    const landing = new URL(acs.headers.location as string);
    const complete = (query = landing.search) =>
      call('POST', '/api/auth/sso/complete', demo, { callbackQuery: query, binding });
    return { landing, res: await complete(), post, complete };
  }

  beforeAll(async () => {
    idp = await startSamlIdentityProvider();
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'superadmin')).headers;
    const created = await call('POST', '/api/auth/sso/providers', admin, {
      kind: 'saml',
      displayName: 'Company SAML',
      metadataXml: idp.metadata,
      emailClaim: SAML_NAME_ID,
    });
    expect(created.statusCode, created.body).toBe(200);
    samlId = created.json().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the IdP metadata on upload and offers Tenure’s SP metadata to register', async () => {
    const setup = await call('GET', '/api/auth/sso/setup', admin);
    const provider = setup.json().providers.find((p: { id: string }) => p.id === samlId);
    expect(provider).toMatchObject({
      kind: 'saml',
      loginType: SAML_IDENTIFIER,
      issuer: SAML_IDP_ENTITY_ID,
      ssoUrl: SAML_IDP_SSO_URL,
      sloUrl: SAML_IDP_SLO_URL,
      groupsAttribute: SAML_GROUPS_ATTRIBUTE,
      spEntityId: `${DEMO_ORIGIN}/api/auth/sso/saml/${samlId}/metadata`,
      acsUrl: `${DEMO_ORIGIN}/api/auth/sso/saml/${samlId}/acs`,
    });
    expect(provider.certificates).toEqual([idp.certificate.trim()]);

    const metadata = await call('GET', `/api/auth/sso/saml/${samlId}/metadata`, demo);
    expect(metadata.statusCode).toBe(200);
    expect(metadata.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(metadata.body).toContain(`entityID="${provider.spEntityId}"`);
    expect(metadata.body).toContain(`Location="${provider.acsUrl}"`);
    expect(metadata.body).toContain('WantAssertionsSigned="true"');

    const loginPage = await call('GET', '/api/auth/tenant-provider', demo);
    expect(loginPage.json().loginTypes).toContain(SAML_IDENTIFIER);
  });

  it('refuses a bad certificate or bad metadata with a field error, and saves nothing', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from identity_providers`);
    const typed = {
      kind: 'saml',
      displayName: 'Typed SAML',
      issuer: SAML_IDP_ENTITY_ID,
      ssoUrl: SAML_IDP_SSO_URL,
      emailClaim: SAML_NAME_ID,
    };
    const badCert = await call('POST', '/api/auth/sso/providers', admin, {
      ...typed,
      certificates: ['-----BEGIN CERTIFICATE-----\nTm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----'],
    });
    expect(badCert.statusCode).toBe(400);
    expect(badCert.json().fieldErrors).toEqual({ certificates: SSO_MESSAGES.certificateInvalid });
    const badMetadata = await call('POST', '/api/auth/sso/providers', admin, {
      ...typed,
      metadataXml: '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"/>',
    });
    expect(badMetadata.statusCode).toBe(400);
    expect(badMetadata.json().fieldErrors).toEqual({ metadataXml: SSO_MESSAGES.metadataInvalid });
    const missing = await call('POST', '/api/auth/sso/providers', admin, { kind: 'saml', displayName: 'Nothing' });
    expect(missing.json().fieldErrors).toMatchObject({
      issuer: SSO_MESSAGES.entityIdRequired,
      ssoUrl: SSO_MESSAGES.ssoUrlInvalid,
      certificates: SSO_MESSAGES.certificateRequired,
    });
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from identity_providers`);
    expect(after).toEqual(before);

    // The certificate typed (PEM) instead of metadata is taken as it is.
    const good = await call('POST', '/api/auth/sso/providers', admin, { ...typed, certificates: [idp.certificate] });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ sloUrl: '', certificates: [idp.certificate.trim()] });
    expect((await call('DELETE', `/api/auth/sso/providers/${good.json().id}`, admin)).statusCode).toBe(204);
  });

  it('admits a signed assertion: a working session with the SAML login type, ended at the IdP on logout', async () => {
    const { res, landing } = await signIn({ email: await emailOf('employee01') });
    expect(landing.origin + landing.pathname).toBe(`${DEMO_ORIGIN}/sso/callback`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ loginType: SAML_IDENTIFIER, user: { userName: 'employee01' } });
    const headers = { ...demo, authorization: `Bearer ${res.json().token}` };
    const validated = await call('GET', '/api/auth/validate-login', headers);
    expect(validated.json()).toMatchObject({ loginType: SAML_IDENTIFIER, user: { userName: 'employee01' } });

    const logout = await call('POST', '/api/auth/logout', headers);
    expect(logout.statusCode).toBe(200);
    const endSession = new URL(logout.json().endSessionUrl);
    expect(endSession.origin + endSession.pathname).toBe(SAML_IDP_SLO_URL);
    expect(endSession.searchParams.get('SAMLRequest')).toBeTruthy();
    expect((await call('GET', '/api/auth/validate-login', headers)).statusCode).toBe(401);
  });

  it('takes the email from a configured attribute, and the groups from theirs', async () => {
    const byAttribute = await call('POST', '/api/auth/sso/providers', admin, {
      kind: 'saml',
      displayName: 'By attribute',
      metadataXml: idp.metadata,
      emailClaim: EMAIL_ATTRIBUTE,
    });
    expect(byAttribute.statusCode, byAttribute.body).toBe(200);
    const id = byAttribute.json().id;
    const who = {
      email: 'not-an-address',
      attributes: { [EMAIL_ATTRIBUTE]: [await emailOf('manager01')], [SAML_GROUPS_ATTRIBUTE]: ['g-1', 'g-2'] },
    };
    const { res } = await signIn(who, {}, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user: { userName: 'manager01' } });
    // The groups go with the identity (for the group → role mapping), single or many values.
    const profile = { issuer: SAML_IDP_ENTITY_ID, nameID: 'a@b.example', nameIDFormat: 'x' };
    expect(
      samlPerson({ ...profile, [SAML_GROUPS_ATTRIBUTE]: ['g-1', 'g-2'] }, SAML_NAME_ID, SAML_GROUPS_ATTRIBUTE)?.groups,
    ).toEqual(['g-1', 'g-2']);
    expect(
      samlPerson({ ...profile, [SAML_GROUPS_ATTRIBUTE]: 'g-1' }, SAML_NAME_ID, SAML_GROUPS_ATTRIBUTE)?.groups,
    ).toEqual(['g-1']);
    const without = await signIn({ email: await emailOf('manager01') }, {}, id);
    expect(without.res.json()).toEqual({ code: 'SSO_REFUSED', message: SSO_MESSAGES.emailUnverified });
    expect(await lastRefusal()).toBe('email not in assertion');
    await call('DELETE', `/api/auth/sso/providers/${id}`, admin);
  });

  it('refuses an unsigned assertion (inside a signed response), one signed by another key, and another audience', async () => {
    const who = { email: await emailOf('employee01') };
    for (const options of [
      { signed: 'response' },
      { otherKey: true },
      { audience: 'https://someone-else.example/sp' },
    ] as const) {
      const { res } = await signIn(who, options);
      expect(res.statusCode, JSON.stringify(options)).toBe(401);
      expect(res.json()).toEqual({ code: 'SSO_FAILED', message: SSO_MESSAGES.signInFailed });
      expect(await lastRefusal()).toMatch(/^assertion: /);
    }
    expect(await lastRefusal()).toMatch(/audience/i);
  });

  it('refuses a replayed response, before and after the sign-in completed', async () => {
    const { res, post, complete, landing } = await signIn({ email: await emailOf('employee01') });
    expect(res.statusCode).toBe(200);
    const replayed = await post();
    expect(replayed.statusCode).toBe(303);
    const replayLanding = new URL(replayed.headers.location as string);
    expect(replayLanding.searchParams.get('state')).toBeNull();
    expect(await lastRefusal()).toBe('saml: no sign-in waiting for this response');
    expect((await complete(replayLanding.search)).json().code).toBe('SSO_STATE_INVALID');
    expect((await complete(landing.search)).json()).toEqual({
      code: 'SSO_STATE_INVALID',
      message: SSO_MESSAGES.stateInvalid,
    });

    // Posted twice before the browser completes: the second post is refused, the first still signs in.
    const binding = randomBytes(32).toString('base64url');
    const started = await call('POST', '/api/auth/sso/start', demo, { providerId: samlId, binding });
    const metadata = await call('GET', `/api/auth/sso/saml/${samlId}/metadata`, demo);
    const { acsUrl, form } = await idp.answer(started.json().authorizationUrl, metadata.body, {
      email: await emailOf('employee01'),
    });
    const [first, second] = await Promise.all([postToAcs(acsUrl, form), postToAcs(acsUrl, form)]);
    const handedOff = [first, second].filter((r) => new URL(r.headers.location as string).searchParams.has('handoff'));
    expect(handedOff).toHaveLength(1);
    const done = await call('POST', '/api/auth/sso/complete', demo, {
      callbackQuery: new URL(handedOff[0]!.headers.location as string).search,
      binding,
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('refuses the handoff in another browser, and without the handoff', async () => {
    const binding = randomBytes(32).toString('base64url');
    const started = await call('POST', '/api/auth/sso/start', demo, { providerId: samlId, binding });
    const metadata = await call('GET', `/api/auth/sso/saml/${samlId}/metadata`, demo);
    const { acsUrl, form } = await idp.answer(started.json().authorizationUrl, metadata.body, {
      email: await emailOf('employee01'),
    });
    const landing = new URL((await postToAcs(acsUrl, form)).headers.location as string);
    const other = randomBytes(32).toString('base64url');
    const elsewhere = await call('POST', '/api/auth/sso/complete', demo, {
      callbackQuery: landing.search,
      binding: other,
    });
    expect(elsewhere.json().code).toBe('SSO_STATE_INVALID');
  });

  it('refuses an unknown email and a deactivated account with their messages', async () => {
    const unknown = await signIn({ email: 'stranger@elsewhere.example' });
    expect(unknown.res.json()).toEqual({ code: 'SSO_REFUSED', message: SSO_MESSAGES.unknownPerson });
    expect(await lastRefusal()).toBe('unknown person');
    const [account] = await rows<{ id: string; email: string }>(
      sql`select u.id, u.email from users u join employees e on e.id = u.employee_id
           where u.tenant_id = 'demo' and u.is_active and e.status = 'Active'
             and u.username not in ('superadmin', 'hrdirector', 'hrexec01', 'manager01', 'employee01')
           order by u.username desc limit 1`,
    );
    await t.database.db.execute(sql`update users set is_active = false where id = ${account!.id}`);
    const off = await signIn({ email: account!.email });
    expect(off.res.json()).toEqual({ code: 'SSO_REFUSED', message: SSO_MESSAGES.accountDeactivated });
    await t.database.db.execute(sql`update users set is_active = true where id = ${account!.id}`);
  });

  it('keeps a provider to its tenant: acme neither reads its metadata, starts with it, nor answers its sign-ins', async () => {
    // acme's payloads are encrypted; plain calls keep this test about the tenant boundary.
    await t.database.db.execute(
      sql`insert into tenant_flags (tenant_id, flag, enabled) values ('acme', 'payloadEncryption', false)
          on conflict (tenant_id, flag) do update set enabled = false`,
    );
    const acme = { 'x-tenantid': 'acme' };
    expect((await call('GET', `/api/auth/sso/saml/${samlId}/metadata`, acme)).statusCode).toBe(404);
    const binding = randomBytes(32).toString('base64url');
    const acmeStart = await call('POST', '/api/auth/sso/start', acme, { providerId: samlId, binding });
    expect(acmeStart.statusCode).toBe(404);
    expect(acmeStart.json().message).toBe(SSO_MESSAGES.providerUnknown);

    // demo's sign-in, its response posted to the ACS on acme's side: refused there, still good at demo.
    const started = await call('POST', '/api/auth/sso/start', demo, { providerId: samlId, binding });
    const metadata = await call('GET', `/api/auth/sso/saml/${samlId}/metadata`, demo);
    const { acsUrl, form } = await idp.answer(started.json().authorizationUrl, metadata.body, {
      email: await emailOf('employee01'),
    });
    const atAcme = await postToAcs(acsUrl, form, acme);
    expect(new URL(atAcme.headers.location as string).searchParams.has('handoff')).toBe(false);
    const atDemo = await postToAcs(acsUrl, form);
    const done = await call('POST', '/api/auth/sso/complete', demo, {
      callbackQuery: new URL(atDemo.headers.location as string).search,
      binding,
    });
    expect(done.statusCode, done.body).toBe(200);
  });
});
