import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOGIN_FAILURE_LIMIT } from '@tenure/domain/auth';
import { queryRows, withTenant } from '../../src/platform/db.ts';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, type TestApp } from '../harness.ts';
import { freshAddress, passwordLogin, statusCounts } from './auth-calls.ts';

/** Issue 13 item 11: however the attempts are timed, at most the allowed number of failures is evaluated. */
describeEachDatabase('login lockout under parallel attempts', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

  it('evaluates only the allowed failures of 30 parallel wrong passwords for one account', async () => {
    const answers = await times(30, () => passwordLogin(t.app, 'approver01', 'Wrong@123'));
    expect(statusCounts(answers)).toEqual({ 401: LOGIN_FAILURE_LIMIT, 429: 30 - LOGIN_FAILURE_LIMIT });
    expect((await passwordLogin(t.app, 'approver01', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('refuses the right password sent after 29 wrong ones in the same burst', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 29 }, () => passwordLogin(t.app, 'projmgr01', 'Wrong@123')),
      passwordLogin(t.app, 'projmgr01', DEMO_PASSWORD),
    ]);
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect(statusCounts(answers)).toEqual({ 401: LOGIN_FAILURE_LIMIT, 429: 30 - LOGIN_FAILURE_LIMIT });
  });

  it('evaluates only the allowed failures of 30 parallel attempts from one address across usernames', async () => {
    const address = freshAddress();
    const answers = await times(30, (i) => passwordLogin(t.app, `ghost${String(i).padStart(3, '0')}`, 'Wrong@123', address));
    expect(statusCounts(answers)).toEqual({ 401: LOGIN_FAILURE_LIMIT, 429: 30 - LOGIN_FAILURE_LIMIT });
  });

  it('counts failures against the account whether its username or its email is typed', async () => {
    const [account] = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ email: string }>(tx, sql`select email from users where username = 'consult01'`),
    );
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await passwordLogin(t.app, account!.email, 'Wrong@123')).statusCode).toBe(401);
    expect((await passwordLogin(t.app, 'consult01', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await passwordLogin(t.app, account!.email.toUpperCase(), DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
