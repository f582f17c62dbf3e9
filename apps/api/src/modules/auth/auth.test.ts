import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@tenure/domain/messages';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { queryRows, withTenant } from '../../platform/db.ts';
import { sha256 } from '../../platform/secrets.ts';

const demo = { 'x-tenantid': 'demo' };

describeEachDatabase('authentication', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  // Each call comes from its own address, so only the per-username limit can trip unless a test says otherwise.
  let address = 0;
  const login = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      headers: demo,
      remoteAddress: `10.0.${Math.floor(++address / 250)}.${address % 250}`,
      payload: { username, password },
    });

  it('logs employee01 in and describes the user and their entities', async () => {
    const res = await login('employee01', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(body.user).toMatchObject({
      userName: 'employee01',
      firstName: 'Emily',
      employeeNumber: 'EMP0006',
      isEmployee: true,
      isReportingManager: false,
    });
    expect(body.entities.map((e: { legalEntityCode: string }) => e.legalEntityCode)).toEqual(['US-NY-01']);
  });

  it('accepts the email as username and marks managers as reporting managers', async () => {
    const res = await login('manager01', DEMO_PASSWORD);
    expect(res.json().user.isReportingManager).toBe(true);
    const byEmail = await login(
      res.json().user.userName === 'manager01' ? 'michael.chen4@tenure-demo.com' : '',
      DEMO_PASSWORD,
    );
    expect(byEmail.statusCode).toBe(200);
  });

  it('answers the same words for a wrong password and an unknown user', async () => {
    const wrong = await login('hrexec01', 'Wrong@123');
    const unknown = await login('nobody99', 'Wrong@123');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    }
  });

  it('names each empty or malformed field with the spec message', async () => {
    const empty = await login('', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      username: MESSAGES.usernameRequired,
      password: MESSAGES.passwordRequired,
    });
    const bad = await login('a!', 'short');
    expect(bad.json().fieldErrors).toEqual({ username: MESSAGES.invalidUsername, password: MESSAGES.passwordTooShort });
  });

  it('refuses a sixth attempt within 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login('approver01', 'Wrong@123')).statusCode).toBe(401);
    const blocked = await login('approver01', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.tooManyLoginAttempts);
    // Another user from another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      headers: demo,
      remoteAddress: '10.200.0.1',
      payload: { username: 'projmgr01', password: DEMO_PASSWORD },
    });
    expect(other.statusCode).toBe(200);
  });

  it('validate-login returns the user; logout revokes the token', async () => {
    const { headers } = await loginAs(t.app, 'hrexec01');
    const ok = await t.app.inject({ method: 'GET', url: '/api/auth/validate-login', headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.userName).toBe('hrexec01');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/validate-login', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });

  it('token creation issues a new token and retires the old one', async () => {
    const { headers } = await loginAs(t.app, 'manager01');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/token', headers });
    expect(res.statusCode).toBe(200);
    const fresh = { ...headers, authorization: `Bearer ${res.json().token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/validate-login', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/validate-login', headers: fresh })).statusCode).toBe(
      200,
    );
  });

  it('refuses missing, malformed and expired tokens with 401', async () => {
    const { headers } = await loginAs(t.app, 'employee01');
    await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx.execute(
        sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${sha256(headers.authorization.slice(7))}`,
      ),
    );
    for (const authorization of [undefined, 'Bearer null', 'Bearer not-a-token', headers.authorization]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/validate-login',
        headers: { ...demo, ...(authorization ? { authorization } : {}) },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('resets a password with the mailed OTP, counting wrong guesses', async () => {
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: demo,
      payload: { username: 'projmgr01' },
    });
    expect(forgot.json()).toEqual({ message: MESSAGES.otpSent });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: demo,
      payload: { username: 'nobody99' },
    });
    expect(unknown.json()).toEqual(forgot.json());

    const admin = await loginAs(t.app, 'superadmin');
    const outbox = await t.app.inject({ method: 'GET', url: '/api/admin/mail-outbox', headers: admin.headers });
    expect(outbox.statusCode).toBe(200);
    const mail = outbox.json().items[0];
    expect(mail.recipient).toMatch(/^aisha\.tan/);
    const otp = /(\d{6})/.exec(mail.body)![1]!;
    const wrongOtp = otp === '000000' ? '111111' : '000000';

    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/auth/validate-otp',
      headers: demo,
      payload: { username: 'projmgr01', otp: wrongOtp, newPassword: 'Better@2027' },
    });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().code).toBe('INVALID_OTP');

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/validate-otp',
      headers: demo,
      payload: { username: 'projmgr01', otp, newPassword: 'abcdefgh' },
    });
    expect(weak.json().fieldErrors.newPassword).toBe(MESSAGES.passwordComplexity);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/validate-otp',
      headers: demo,
      payload: { username: 'projmgr01', otp, newPassword: 'Better@2027' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('projmgr01', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('projmgr01', 'Better@2027')).statusCode).toBe(200);
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/validate-otp',
      headers: demo,
      payload: { username: 'projmgr01', otp, newPassword: 'Another@2028' },
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('kills an OTP after five wrong guesses, even when a login in between cleared the account failures', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: demo,
      payload: { username: 'hrdirector' },
    });
    const admin = await loginAs(t.app, 'superadmin');
    const mail = (await t.app.inject({ method: 'GET', url: '/api/admin/mail-outbox', headers: admin.headers })).json()
      .items[0];
    const otp = /(\d{6})/.exec(mail.body)![1]!;
    const wrong = otp === '000000' ? '111111' : '000000';
    const guess = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/validate-otp/login',
        headers: demo,
        payload: { username: 'hrdirector', otp: code },
      });
    for (let i = 0; i < 3; i++) expect((await guess(wrong)).statusCode).toBe(400);
    expect((await login('hrdirector', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await guess(wrong)).statusCode).toBe(400);
    const right = await guess(otp);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('INVALID_OTP');
  });

  it('stores only argon2id hashes of passwords and sha-256 of tokens', async () => {
    const { token } = await loginAs(t.app, 'consult01');
    const rows = await withTenant(t.database.db, { tenantCode: 'demo' }, async (tx) => ({
      users: await queryRows<{ password_hash: string }>(
        tx,
        sql`select password_hash from users where username = 'consult01'`,
      ),
      tokens: await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from sessions where token_hash = ${token}`,
      ),
    }));
    expect(rows.users[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows.tokens[0]!.n).toBe(0);
  });
});
