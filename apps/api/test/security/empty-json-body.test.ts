import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../harness.ts';

/** Issue 13 item 16: a body-less POST labelled `application/json` (as many clients send it) is accepted. */
describeEachDatabase('empty JSON bodies', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const validate = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/validate-login', headers });

  it('logs out on a body-less POST with Content-Type application/json, and the token stops working', async () => {
    const { headers } = await loginAs(t.app, 'employee01');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(204);
    expect((await validate(headers)).statusCode).toBe(401);
  });

  it('rotates the token on a body-less POST with a charset or only white space', async () => {
    const { headers } = await loginAs(t.app, 'manager01');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
      payload: ' \n',
    });
    expect(res.statusCode).toBe(200);
    expect((await validate({ ...headers, authorization: `Bearer ${res.json().token}` })).statusCode).toBe(200);
  });

  it('still refuses malformed JSON, and a missing body where one is required is a validation error', async () => {
    const login = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/user/v3/login',
        headers: { 'x-tenantid': 'demo', 'content-type': 'application/json' },
        payload,
      });
    const malformed = await login('{"username":');
    expect(malformed.statusCode).toBe(400);
    const empty = await login('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
    const poisoned = await login('{"__proto__":{"admin":true},"username":"employee01","password":"Tenure@2026"}');
    expect(poisoned.statusCode).toBe(400);
  });
});
