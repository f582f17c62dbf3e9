import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { MFA_MESSAGES, RECOVERY_CODE_COUNT } from '@tenure/domain/auth';
import { MESSAGES } from '@tenure/domain/messages';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../platform/db.ts';

const demo = { 'x-tenantid': 'demo' };
type Headers = Record<string, string>;

/** The code an authenticator app shows `steps` time steps (30 s each) from now. */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

describeEachDatabase('multi-factor authentication', (kind) => {
  let t: TestApp;
  let admin: Headers;
  // Each call comes from its own address, so only the per-account limit can trip.
  let address = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers,
      remoteAddress: `10.7.${Math.floor(++address / 250)}.${address % 250}`,
      ...(payload ? { payload } : {}),
    });
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const passwordLogin = (username: string, password = DEMO_PASSWORD) =>
    call('POST', '/api/auth/user/v3/login', demo, { username, password });
  const secondStep = (challenge: string, factor: { code: string } | { recoveryCode: string }) =>
    call('POST', '/api/auth/mfa/login', demo, { challenge, ...factor });
  const setPolicy = (policy: string, headers = admin) => call('PUT', '/api/auth/mfa/policy', headers, { policy });
  const auditCount = async (action: string) =>
    (await rows<{ n: number }>(sql`select count(*)::int as n from audit_log where action = ${action}`))[0]!.n;

  /** Turns MFA on for a demo user from their own session (the confirming code is of the current step). */
  async function enrol(username: string) {
    const { headers } = await loginAs(t.app, username);
    const started = await call('POST', '/api/auth/mfa/enrolment', headers);
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json() as { secret: string };
    const confirmed = await call('POST', '/api/auth/mfa/enrolment/confirm', headers, { code: codeOf(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { headers, secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'superadmin')).headers;
  });
  afterAll(() => t.close());

  it('enrols with a QR code and a first code, then asks a password login for a code once', async () => {
    const { headers } = await loginAs(t.app, 'employee01');
    expect((await call('GET', '/api/auth/mfa', headers)).json()).toEqual({
      enrolled: false,
      enrolledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    const started = await call('POST', '/api/auth/mfa/enrolment', headers);
    expect(started.statusCode, started.body).toBe(200);
    const { secret, otpauthUri, qrCode } = started.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*employee01\?.*secret=/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    const [stored] = await rows<{ sealed: string }>(sql`select secret_sealed as sealed from mfa_enrolments`);
    expect(stored!.sealed).not.toContain(secret);
    // Not on until confirmed: the password alone still signs in.
    expect((await passwordLogin('employee01')).json().token).toBeTruthy();

    const wrong = await call('POST', '/api/auth/mfa/enrolment/confirm', headers, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'MFA_CODE_INVALID', fieldErrors: { code: MFA_MESSAGES.codeInvalid } });
    const malformed = await call('POST', '/api/auth/mfa/enrolment/confirm', headers, { code: '12ab' });
    expect(malformed.json().fieldErrors).toEqual({ code: MFA_MESSAGES.codeRequired });

    const firstCode = codeOf(secret);
    const confirmed = await call('POST', '/api/auth/mfa/enrolment/confirm', headers, { code: firstCode });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes: string[] = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(JSON.stringify(await rows(sql`select code_hash from mfa_recovery_codes`))).not.toContain(codes[0]);
    expect((await call('GET', '/api/auth/mfa', headers)).json()).toMatchObject({
      enrolled: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expect((await call('POST', '/api/auth/mfa/enrolment', headers)).json().code).toBe('MFA_ALREADY_ENROLLED');

    const login = await passwordLogin('employee01');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ mfa: 'verify', challenge: expect.any(String) });
    expect(login.json().token).toBeUndefined();
    const { challenge } = login.json();

    // The code that confirmed the enrolment was used: replayed within its window it is refused.
    const replayed = await secondStep(challenge, { code: firstCode });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().fieldErrors).toEqual({ code: MFA_MESSAGES.codeInvalid });

    const signedIn = await secondStep(challenge, { code: codeOf(secret, 1) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ loginType: 'password', user: { userName: 'employee01' } });
    expect(signedIn.json().recoveryCodes).toBeUndefined();
    const session = { ...demo, authorization: `Bearer ${signedIn.json().token}` };
    expect((await call('GET', '/api/auth/validate-login', session)).statusCode).toBe(200);
    expect(await auditCount('auth.login.mfa')).toBe(1);
    expect(await auditCount('auth.mfa.enrol')).toBe(1);

    // The challenge served one login.
    const again = await secondStep(challenge, { code: codeOf(secret, 1) });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ code: 'MFA_CHALLENGE_EXPIRED', message: MFA_MESSAGES.challengeExpired });
    // A wrong password is refused as before, without a challenge.
    expect((await passwordLogin('employee01', 'Wrong@123')).statusCode).toBe(401);
  });

  it('takes a recovery code once, however it is typed, and only one of two racing uses', async () => {
    const { headers, recoveryCodes } = await enrol('manager01');
    const challengeOf = async () => (await passwordLogin('manager01')).json().challenge as string;

    const typed = ` ${recoveryCodes[0]!.toUpperCase().replace('-', ' - ')} `;
    const used = await secondStep(await challengeOf(), { recoveryCode: typed });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().token).toBeTruthy();
    const reused = await secondStep(await challengeOf(), { recoveryCode: recoveryCodes[0]! });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'MFA_CODE_INVALID',
      fieldErrors: { recoveryCode: MFA_MESSAGES.recoveryCodeInvalid },
    });

    const [first, second] = [await challengeOf(), await challengeOf()];
    const racing = await Promise.all([
      secondStep(first, { recoveryCode: recoveryCodes[1]! }),
      secondStep(second, { recoveryCode: recoveryCodes[1]! }),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await call('GET', '/api/auth/mfa', headers)).json().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 2);
  });

  it('asks a login by emailed one-time password for the second factor too', async () => {
    // manager01 turned MFA on in the test before.
    await call('POST', '/api/auth/forgot-password', demo, { username: 'manager01' });
    const outbox = await call('GET', '/api/admin/mail-outbox', admin);
    const mail = (outbox.json().items as { recipient: string; body: string }[]).find((m) =>
      m.body.includes('one-time password'),
    )!;
    const otp = /(\d{6})/.exec(mail.body)![1]!;
    const res = await call('POST', '/api/auth/validate-otp/login', demo, { username: 'manager01', otp });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mfa: 'verify' });
    expect(res.json().token).toBeUndefined();
  });

  it('counts wrong codes as failed logins: a burst gets no more guesses than the lockout allows', async () => {
    const { secret } = await enrol('hrexec01');
    const { challenge } = (await passwordLogin('hrexec01')).json();
    const burst = await Promise.all(Array.from({ length: 12 }, () => secondStep(challenge, { code: '000000' })));
    const statuses = burst.map((r) => r.statusCode);
    // Five failures per 15 minutes: the password step of this login counts as one until the code is right.
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    const locked = await secondStep(challenge, { code: codeOf(secret, 1) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MESSAGES.tooManyLoginAttempts);
    expect((await passwordLogin('hrexec01')).statusCode).toBe(429);
  });

  it('turns MFA off with the password, makes new recovery codes with a code, and lets an admin reset it', async () => {
    const { headers, secret, recoveryCodes } = await enrol('approver01');
    const regenerated = await call('POST', '/api/auth/mfa/recovery-codes', headers, { code: codeOf(secret, 1) });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const fresh: string[] = regenerated.json().recoveryCodes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const old = await secondStep((await passwordLogin('approver01')).json().challenge, {
      recoveryCode: recoveryCodes[0]!,
    });
    expect(old.statusCode).toBe(400);

    const wrong = await call('POST', '/api/auth/mfa/disable', headers, { password: 'Wrong@123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ password: MFA_MESSAGES.passwordInvalid });
    const off = await call('POST', '/api/auth/mfa/disable', headers, { password: DEMO_PASSWORD });
    expect(off.statusCode, off.body).toBe(204);
    expect((await call('GET', '/api/auth/mfa', headers)).json().enrolled).toBe(false);
    expect((await passwordLogin('approver01')).json().token).toBeTruthy();
    expect(await auditCount('auth.mfa.disable')).toBe(1);
    expect(await auditCount('auth.mfa.recovery-codes')).toBe(1);

    const { headers: phone } = await enrol('approver01');
    const [user] = await rows<{ id: string }>(sql`select id from users where username = 'approver01'`);
    const employee = (await loginAs(t.app, 'consult01')).headers;
    expect((await call('DELETE', `/api/auth/mfa/users/${user!.id}`, employee)).statusCode).toBe(403);
    expect((await setPolicy('all', employee)).statusCode).toBe(403);
    const listed = async () =>
      (await call('GET', '/api/auth/users?search=approver01', admin)).json().items[0].mfaEnabled as boolean;
    expect(await listed()).toBe(true);
    const reset = await call('DELETE', `/api/auth/mfa/users/${user!.id}`, admin);
    expect(reset.statusCode, reset.body).toBe(204);
    expect(await listed()).toBe(false);
    // The lost phone's session ends with the key.
    expect((await call('GET', '/api/auth/mfa', phone)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/auth/mfa/users/${user!.id}`, admin)).json().code).toBe('MFA_NOT_ENROLLED');
    expect((await passwordLogin('approver01')).json().token).toBeTruthy();
    const [audit] = await rows<{ actor: string; entity: string }>(
      sql`select actor_user_id::text as actor, entity_id::text as entity from audit_log where action = 'auth.mfa.reset'`,
    );
    expect(audit!.entity).toBe(user!.id);

    // Another tenant's admin neither sees nor resets this tenant's users, and keeps its own policy.
    await t.database.db.execute(
      sql`insert into tenant_flags (tenant_id, flag, enabled) values ('acme', 'payloadEncryption', false)
          on conflict (tenant_id, flag) do update set enabled = false`,
    );
    await enrol('approver01');
    const acmeAdmin = (await loginAs(t.app, 'acmeadmin', 'acme')).headers;
    expect((await call('DELETE', `/api/auth/mfa/users/${user!.id}`, acmeAdmin)).statusCode).toBe(404);
    expect((await setPolicy('all', acmeAdmin)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/mfa/policy', admin)).json()).toEqual({ policy: 'optional' });
    expect((await passwordLogin('approver01')).json().mfa).toBe('verify');
    await setPolicy('optional', acmeAdmin);
  });

  it('policy "admins" and "all" make users enrol at their next password login; "off" asks nobody', async () => {
    expect((await setPolicy('admins')).statusCode).toBe(200);
    expect(await auditCount('auth.mfa.policy')).toBeGreaterThan(0);
    expect((await passwordLogin('consult01')).json().token).toBeTruthy();
    expect((await passwordLogin('superadmin')).json().mfa).toBe('enrol');

    await setPolicy('all');
    const login = await passwordLogin('projmgr01');
    expect(login.json()).toMatchObject({ mfa: 'enrol' });
    const { challenge } = login.json();
    // An enrolment challenge takes no code before a secret is set up, and no recovery code.
    expect((await secondStep(challenge, { code: '123456' })).statusCode).toBe(400);
    expect((await secondStep(challenge, { recoveryCode: 'abcde-12345' })).statusCode).toBe(400);
    const started = await call('POST', '/api/auth/mfa/login/enrolment', demo, { challenge });
    expect(started.statusCode, started.body).toBe(200);
    const done = await secondStep(challenge, { code: codeOf(started.json().secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().token).toBeTruthy();
    expect(done.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const headers = { ...demo, authorization: `Bearer ${done.json().token}` };
    expect((await call('GET', '/api/auth/mfa', headers)).json()).toMatchObject({ enrolled: true, required: true });
    const off = await call('POST', '/api/auth/mfa/disable', headers, { password: DEMO_PASSWORD });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ code: 'MFA_REQUIRED_BY_POLICY', message: MFA_MESSAGES.requiredByPolicy });
    // A verify challenge cannot start an enrolment.
    const verify = (await passwordLogin('projmgr01')).json().challenge;
    expect((await call('POST', '/api/auth/mfa/login/enrolment', demo, { challenge: verify })).statusCode).toBe(401);

    await setPolicy('off');
    expect((await passwordLogin('projmgr01')).json().token).toBeTruthy();
    expect((await call('POST', '/api/auth/mfa/enrolment', admin)).statusCode).toBe(403);
    await setPolicy('optional');
  });
});
