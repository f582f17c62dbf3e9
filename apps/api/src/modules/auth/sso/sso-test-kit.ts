import { sql, type SQL } from 'drizzle-orm';
import type { TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../platform/db.ts';

/**
 * What the single sign-on tests (OpenID Connect and SAML) do alike: calls to the API, each from an
 * address of its own in `subnet` (as people sign in from theirs, so no per-address limit trips), and
 * reads of the database behind it. `app` is read at each call: the test app starts in `beforeAll`.
 */
export function ssoTestKit(app: () => TestApp, subnet: string) {
  let count = 0;
  /** A client address no call of this test used before. */
  const nextAddress = () => `${subnet}.${++count % 250}`;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    app().app.inject({
      method,
      url,
      headers,
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
  const rows = <T extends Record<string, unknown>>(query: SQL) => queryRows<T>(app().database.db, query);
  const emailOf = async (username: string) =>
    (
      await rows<{ email: string }>(sql`select email from users where tenant_id = 'demo' and username = ${username}`)
    )[0]!.email;
  /** Why the last sign-in was refused, as the audit log keeps it. */
  const lastRefusal = async () =>
    (
      await rows<{ after: { reason: string } }>(
        sql`select after from audit_log where action = 'auth.sso.refused' order by created_at desc limit 1`,
      )
    )[0]!.after.reason;
  return { call, nextAddress, rows, emailOf, lastRefusal };
}
