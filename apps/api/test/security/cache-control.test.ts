import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../harness.ts';
import { multipartBody } from '../multipart.ts';

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Issue 13 item 19: no answer that carries personal data may be kept by a browser or a proxy cache. */
describeEachDatabase('Cache-Control on API answers', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'superadmin')).headers;
  });
  afterAll(() => t.close());

  it('marks every answer of every logged-in GET route without path parameters no-store', async () => {
    const routes = t.app.registeredRoutes.filter(
      (route) =>
        route.method === 'GET' &&
        route.url.startsWith('/api/') &&
        !route.url.includes(':') &&
        route.access &&
        !('public' in route.access),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const res = await t.app.inject({ method: 'GET', url: route.url, headers: admin });
      expect({ url: route.url, cacheControl: res.headers['cache-control'] }).toEqual({
        url: route.url,
        cacheControl: 'no-store',
      });
    }
  });

  it('marks the login answer (a token and the user) and a refusal no-store', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      headers: { 'x-tenantid': 'demo' },
      payload: { username: 'employee01', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate-login',
      headers: { 'x-tenantid': 'demo' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('marks a profile picture no-store', async () => {
    const { headers } = await loginAs(t.app, 'employee01');
    const body = multipartBody({}, { name: 'me.png', bytes: PNG, type: 'image/png' });
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/hrms/hris/employee/EMP0006/profile-image',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(set.statusCode).toBe(200);
    const picture = await t.app.inject({ method: 'GET', url: set.json().profileImage, headers });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('no-store');
  });
});
