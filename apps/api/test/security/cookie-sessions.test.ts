import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_MESSAGES } from '@tenure/domain/auth';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../harness.ts';
import { demoTenant, freshAddress } from './auth-calls.ts';

/**
 * Issue 36 item 8: the web app's session travels in an HttpOnly cookie with a CSRF token beside it;
 * integrations keep their bearer token.
 */
describeEachDatabase('browser sessions in cookies', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const asWebApp = { ...demoTenant, 'x-tenure-session': 'cookie' };

  /** The cookies an answer set, by name: value and attributes as the browser reads them. */
  const setCookies = (res: LightMyRequestResponse) =>
    Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie]));

  /** Logs in as the web app does; the browser's cookie jar after it. */
  async function webLogin(username: string, headers: Record<string, string> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      remoteAddress: freshAddress(),
      headers: { ...asWebApp, ...headers },
      payload: { username, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookies = setCookies(res);
    return { res, cookies, jar: res.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
  }

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, string | null>,
  ) => t.app.inject({ method, url, headers: { ...asWebApp, ...headers }, ...(payload ? { payload } : {}) });

  it('sets an HttpOnly, SameSite=Strict session cookie and a readable CSRF cookie, and keeps the token out of the answer', async () => {
    const { res, cookies } = await webLogin('employee01');
    const body = res.json();
    expect(body.token).toBeUndefined();
    expect(body.user.userName).toBe('employee01');
    expect(cookies['tenure-session']).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookies['tenure-session']!.secure).toBeFalsy();
    expect(cookies['tenure-csrf']).toMatchObject({ sameSite: 'Strict', path: '/' });
    expect(cookies['tenure-csrf']!.httpOnly).toBeFalsy();
    // The cookie ends with the session (to the second: cookie dates have no milliseconds).
    const endsAt = Math.floor(Date.parse(body.expiresAt) / 1000) * 1000;
    expect(new Date(cookies['tenure-session']!.expires!).getTime()).toBe(endsAt);
    // Over plain http no HSTS: it would lock the host out of http.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('over HTTPS (behind a trusted proxy) names the cookies __Host-, marks them Secure and sends HSTS', async () => {
    const { res, cookies } = await webLogin('manager01', { 'x-forwarded-proto': 'https' });
    expect(cookies['__Host-tenure-session']).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
    expect(cookies['__Host-tenure-csrf']).toMatchObject({ secure: true });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    const jar = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await call('GET', '/api/auth/validate-login', { cookie: jar, 'x-forwarded-proto': 'https' });
    expect(me.statusCode).toBe(200);
    expect(me.json().token).toBeUndefined();
  });

  it('reads with the cookie alone, and changes only with the CSRF token of that session', async () => {
    const { cookies, jar } = await webLogin('employee01');
    expect((await call('GET', '/api/auth/sessions', { cookie: jar })).statusCode).toBe(200);

    const change = (headers: Record<string, string>) =>
      call('PUT', '/api/auth/language', { cookie: jar, ...headers }, { language: 'pt' });
    const refused = await change({});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CSRF_REFUSED', message: SESSION_MESSAGES.crossSite });
    expect((await change({ 'x-csrf-token': 'made-up' })).statusCode).toBe(403);
    // Another session's CSRF token does not fit this one.
    const other = await webLogin('employee01');
    expect((await change({ 'x-csrf-token': other.cookies['tenure-csrf']!.value })).statusCode).toBe(403);
    expect((await change({ 'x-csrf-token': cookies['tenure-csrf']!.value })).statusCode).toBe(204);
  });

  it('refuses a call another site makes the browser send, even a read, and a change from another origin', async () => {
    const { cookies, jar } = await webLogin('hrexec01');
    const csrf = cookies['tenure-csrf']!.value;
    const crossSite = await call('GET', '/api/auth/sessions', { cookie: jar, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('CSRF_REFUSED');
    // A sibling tenant's host is the same site, not the same origin.
    const sibling = await call('GET', '/api/auth/sessions', { cookie: jar, 'sec-fetch-site': 'same-site' });
    expect(sibling.statusCode).toBe(403);
    const fromElsewhere = await call(
      'PUT',
      '/api/auth/language',
      { cookie: jar, 'x-csrf-token': csrf, origin: 'https://evil.example.com' },
      { language: 'ru' },
    );
    expect(fromElsewhere.statusCode).toBe(403);
    const fromOwnPage = await call(
      'PUT',
      '/api/auth/language',
      {
        cookie: jar,
        'x-csrf-token': csrf,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      },
      { language: 'ru' },
    );
    expect(fromOwnPage.statusCode).toBe(204);
  });

  it('logout ends the session and clears both cookies; the old cookie is refused', async () => {
    const { cookies, jar } = await webLogin('approver01');
    const out = await call('POST', '/api/auth/logout', { cookie: jar, 'x-csrf-token': cookies['tenure-csrf']!.value });
    expect(out.statusCode).toBe(204);
    const cleared = setCookies(out);
    expect(cleared['tenure-session']!.value).toBe('');
    expect(cleared['tenure-csrf']!.value).toBe('');
    expect((await call('GET', '/api/auth/validate-login', { cookie: jar })).statusCode).toBe(401);
  });

  it("the HR assistant's tools act with the session of a cookie", async () => {
    const { cookies, jar } = await webLogin('employee01');
    const asked = await call(
      'POST',
      '/api/agent/chat',
      { cookie: jar, 'x-csrf-token': cookies['tenure-csrf']!.value },
      { message: 'leave balance', user_id: 'EMP0006' },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ tool: 'leaveBalance', table: { totalRows: expect.any(Number) } });
    expect(asked.json().table.totalRows).toBeGreaterThan(0);
  });

  describe('integrations', () => {
    it('keep the bearer token in the answer, set no cookie and need no CSRF token', async () => {
      const { headers, token } = await loginAs(t.app, 'projmgr01');
      expect(token).toMatch(/^[\w-]{43}$/);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/language',
        headers: { ...headers, 'sec-fetch-site': 'cross-site' },
        payload: { language: 'en' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.cookies).toEqual([]);
    });

    it('the onboarding page hands the external site a session of its own, ended apart from the browser’s', async () => {
      const { cookies, jar } = await webLogin('hrdirector');
      const csrf = cookies['tenure-csrf']!.value;
      const handed = await call('POST', '/api/auth/token/handover', { cookie: jar, 'x-csrf-token': csrf });
      expect(handed.statusCode).toBe(200);
      const { token } = handed.json() as { token: string };
      expect(token).not.toBe(cookies['tenure-session']!.value);
      const external = { ...demoTenant, authorization: `Bearer ${token}` };
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/validate-login', headers: external })).statusCode,
      ).toBe(200);
      const ended = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: external });
      expect(ended.statusCode).toBe(204);
      expect((await call('GET', '/api/auth/validate-login', { cookie: jar })).statusCode).toBe(200);
      // Without the CSRF token, no token is handed over.
      expect((await call('POST', '/api/auth/token/handover', { cookie: jar })).statusCode).toBe(403);
    });
  });
});
