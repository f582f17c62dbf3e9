import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../harness.ts';
import { statusCounts } from './auth-calls.ts';

/** Issue 13 item 14: a token is rotated exactly once, however many requests present it at once. */
describeEachDatabase('token rotation', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const validate = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/validate-login', headers });

  it('gives one working token for ten parallel rotations of one token; the others are refused', async () => {
    const { headers } = await loginAs(t.app, 'manager01');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: '/api/auth/token', headers })),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 401: 9 });
    const fresh = answers.find((res) => res.statusCode === 200)!.json().token as string;
    expect((await validate({ ...headers, authorization: `Bearer ${fresh}` })).statusCode).toBe(200);
    expect((await validate(headers)).statusCode).toBe(401);
  });

  it('refuses to rotate a token a second time', async () => {
    const { headers } = await loginAs(t.app, 'hrexec01');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/token', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/token', headers })).statusCode).toBe(401);
  });
});
