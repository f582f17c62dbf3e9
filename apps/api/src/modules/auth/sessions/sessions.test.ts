import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SESSION_MESSAGES, type SessionView } from '@tenure/domain/auth';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';
import { queryRows, withTenant } from '../../../platform/db.ts';

const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describeEachDatabase('sessions: where a user is signed in, and signing out there (issue 36 item 7)', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'superadmin')).headers;
    [{ id: userId }] = (await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ id: string }>(tx, sql`select id from users where username = 'employee01'`),
    )) as [{ id: string }];
  });
  afterAll(() => t.close());

  /** employee01 logs in from a device; the headers of that session. */
  async function signIn(userAgent: string, username = 'employee01') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      headers: { 'x-tenantid': 'demo', 'user-agent': userAgent },
      payload: { username, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json().token as string}`, 'x-tenantid': 'demo', 'user-agent': userAgent };
  }
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>) =>
    t.app.inject({ method, url: `/api/auth${url}`, headers });
  const list = async (headers: Record<string, string>, url = '/sessions') => {
    const res = await call('GET', url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SessionView[];
  };
  const works = async (headers: Record<string, string>) => (await call('GET', '/sessions', headers)).statusCode === 200;

  it('lists a person’s sessions with device, address, time and login type, the current one marked; they end another, not the current', async () => {
    const laptop = await signIn(LAPTOP);
    const phone = await signIn(PHONE);
    const seen = await list(laptop);
    const byId = new Map(seen.map((s) => [s.device, s]));
    expect(byId.get('Chrome on Windows')).toMatchObject({ current: true, loginType: 'password', providerName: null });
    expect(byId.get('Safari on iOS')).toMatchObject({ current: false, loginType: 'password' });
    expect(seen.every((s) => s.ip && s.signedInAt < s.expiresAt)).toBe(true);
    const phoneSession = byId.get('Safari on iOS')!.sessionId;

    const current = await call('DELETE', `/sessions/${byId.get('Chrome on Windows')!.sessionId}`, laptop);
    expect(current.statusCode).toBe(400);
    expect(current.json().message).toBe(SESSION_MESSAGES.current);

    expect((await call('DELETE', `/sessions/${phoneSession}`, laptop)).json()).toEqual({ ended: 1 });
    expect(await works(phone)).toBe(false);
    expect(await works(laptop)).toBe(true);
    const again = await call('DELETE', `/sessions/${phoneSession}`, laptop);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(SESSION_MESSAGES.notFound);
    expect((await list(laptop)).map((s) => s.sessionId)).not.toContain(phoneSession);
  });

  it('signs out everywhere else at once and keeps the session in use; the ending is audited', async () => {
    const kept = await signIn(LAPTOP);
    const others = [await signIn(PHONE), await signIn('curl/8.5.0')];
    const res = await call('POST', '/sessions/end-others', kept);
    expect(res.json().ended).toBeGreaterThanOrEqual(2);
    for (const other of others) expect(await works(other)).toBe(false);
    expect(await works(kept)).toBe(true);
    expect((await list(kept)).map((s) => s.current)).toEqual([true]);
    const audits = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from audit_log where action = 'auth.session.end-others' and entity_id = ${userId}`,
      ),
    );
    expect(audits[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it('one session ended by two calls at once ends once', async () => {
    const kept = await signIn(LAPTOP);
    await signIn(PHONE);
    const target = (await list(kept)).find((s) => !s.current)!.sessionId;
    const answers = await Promise.all([
      call('DELETE', `/sessions/${target}`, kept),
      call('DELETE', `/sessions/${target}`, kept),
      call('DELETE', `/users/${userId}/sessions/${target}`, admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
  });

  it('an admin with ManageUsers sees anyone’s sessions and signs them out; others may not, and no tenant sees another’s', async () => {
    const employee = await signIn(PHONE);
    const seen = await list(admin, `/users/${userId}/sessions`);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => !s.current)).toBe(true);

    // Neither an employee nor a manager may look at someone else's sessions; a session of another user is not "theirs".
    const manager = await signIn(LAPTOP, 'manager01');
    expect((await call('GET', `/users/${userId}/sessions`, manager)).statusCode).toBe(403);
    expect((await call('DELETE', `/sessions/${seen[0]!.sessionId}`, manager)).statusCode).toBe(404);
    expect(await works(employee)).toBe(true);

    const one = (await list(admin, `/users/${userId}/sessions`))[0]!.sessionId;
    expect((await call('DELETE', `/users/${userId}/sessions/${one}`, admin)).json()).toEqual({ ended: 1 });
    const all = await call('POST', `/users/${userId}/sessions/end-all`, admin);
    expect(all.statusCode).toBe(200);
    expect(await works(employee)).toBe(false);
    expect(await list(admin, `/users/${userId}/sessions`)).toEqual([]);

    await t.database.db.execute(
      sql`insert into tenant_flags (tenant_id, flag, enabled) values ('acme', 'payloadEncryption', false)
          on conflict (tenant_id, flag) do update set enabled = false`,
    );
    const acmeAdmin = (await loginAs(t.app, 'acmeadmin', 'acme')).headers;
    expect((await call('GET', `/users/${userId}/sessions`, acmeAdmin)).statusCode).toBe(404);
    expect((await call('POST', `/users/${userId}/sessions/end-all`, acmeAdmin)).statusCode).toBe(404);
    expect((await call('GET', '/users/not-a-uuid/sessions', admin)).statusCode).toBe(400);
  });
});
