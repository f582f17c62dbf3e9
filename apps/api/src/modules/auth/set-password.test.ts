import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@tenure/domain/messages';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { queryRows, withTenant } from '../../platform/db.ts';
import { createMailer } from '../../platform/mail.ts';
import { mailSetPasswordLink, tenantOrigin } from '../../platform/set-password-links.ts';

const demo = { 'x-tenantid': 'demo' };
const NEW_PASSWORD = 'Chosen#2027';

describeEachDatabase('one-time set-password links', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** Mails a link to a demo user as an admin action would, and reads the token from the outbox. */
  async function mailLink(username: string, purpose: 'invite' | 'reset') {
    const mailer = createMailer(t.database.db, undefined, 'test');
    await withTenant(t.database.db, { tenantCode: 'demo' }, async (tx) => {
      const [user] = await queryRows<{ id: string; username: string; email: string }>(
        tx,
        sql`select id, username, email from users where username = ${username}`,
      );
      await mailSetPasswordLink(tx, mailer, {
        tenant: { code: 'demo', name: 'Demo Corp' },
        user: user!,
        purpose,
        origin: 'http://demo.localhost:3000',
        actorUserId: null,
      });
    });
    const [mail] = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ body: string; recipient: string }>(
        tx,
        sql`select body, recipient from mail_outbox order by created_at desc limit 1`,
      ),
    );
    const token = /\/set-password\?token=([\w-]+)/.exec(mail!.body)![1]!;
    return { token, mail: mail! };
  }

  const login = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      headers: demo,
      remoteAddress: '10.9.0.1',
      payload: { username, password },
    });

  it('builds links on the tenant host with the public scheme and port', () => {
    expect(tenantOrigin('globex.example.com', { PUBLIC_SCHEME: 'https', PUBLIC_PORT: 443, PORT: 3000 })).toBe(
      'https://globex.example.com',
    );
    expect(tenantOrigin('demo.localhost', { PUBLIC_SCHEME: 'http', PUBLIC_PORT: undefined, PORT: 3000 })).toBe(
      'http://demo.localhost:3000',
    );
  });

  it('lets an invited user choose a password once; the link then says it is no longer valid', async () => {
    const { token, mail } = await mailLink('employee01', 'invite');
    expect(mail.body).toContain('http://demo.localhost:3000/set-password?token=');
    const view = await t.app.inject({ method: 'GET', url: `/api/auth/set-password/${token}`, headers: demo });
    expect(view.json()).toEqual({ username: 'employee01', purpose: 'invite', tenantName: expect.any(String) });

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      headers: demo,
      payload: { token, newPassword: 'short' },
    });
    expect(weak.statusCode).toBe(400);

    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/set-password',
          headers: demo,
          payload: { token, newPassword: NEW_PASSWORD },
        }),
      ),
    );
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 410]);
    expect((await login('employee01', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login('employee01', DEMO_PASSWORD)).statusCode).toBe(401);

    const again = await t.app.inject({ method: 'GET', url: `/api/auth/set-password/${token}`, headers: demo });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(MESSAGES.setPasswordLinkInvalid);
  });

  it('retires an older link when a newer one is mailed, and a link of one tenant does not work on another', async () => {
    const older = await mailLink('manager01', 'reset');
    const newer = await mailLink('manager01', 'reset');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/set-password/${older.token}`, headers: demo })).statusCode,
    ).toBe(410);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/auth/set-password/${newer.token}`,
          headers: { 'x-tenantid': 'acme' },
        })
      ).statusCode,
    ).not.toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/set-password/${newer.token}`, headers: demo })).statusCode,
    ).toBe(200);
  });
});
