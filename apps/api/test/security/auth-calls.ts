import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, withTenant } from '../../src/platform/db.ts';
import { loginAs, type TestApp } from '../harness.ts';

export const demoTenant = { 'x-tenantid': 'demo' };

let addressCounter = 0;
/** A client address no other call of the run has used, so only the limit a test aims at can trip. */
export const freshAddress = () => {
  addressCounter += 1;
  return `10.${100 + Math.floor(addressCounter / 62500)}.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
};

/**
 * Where a call comes from: a client address, or the one a proxy in front of the API names in
 * X-Forwarded-For (as at an office behind a NAT; the API must trust its proxy, TRUST_PROXY).
 */
export type CallerAddress = string | { forwardedFor: string };
const PROXY_ADDRESS = '127.0.0.1';

const from = (address: CallerAddress) =>
  typeof address === 'string'
    ? { remoteAddress: address, headers: demoTenant }
    : { remoteAddress: PROXY_ADDRESS, headers: { ...demoTenant, 'x-forwarded-for': address.forwardedFor } };

export function passwordLogin(
  app: FastifyInstance,
  username: string,
  password: string,
  address: CallerAddress = freshAddress(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/user/v3/login',
    ...from(address),
    payload: { username, password },
  });
}

export function forgotPassword(app: FastifyInstance, username: string, address: CallerAddress = freshAddress()) {
  return app.inject({ method: 'POST', url: '/api/auth/forgot-password', ...from(address), payload: { username } });
}

export function otpLogin(app: FastifyInstance, username: string, otp: string, address: CallerAddress = freshAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/validate-otp/login',
    ...from(address),
    payload: { username, otp },
  });
}

export function otpReset(
  app: FastifyInstance,
  username: string,
  otp: string,
  newPassword: string,
  address: CallerAddress = freshAddress(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/validate-otp',
    ...from(address),
    payload: { username, otp, newPassword },
  });
}

/** The one-time passwords mailed to a demo user (as the super admin reads the outbox), newest first. */
export async function mailedOtps(t: TestApp, username: string): Promise<string[]> {
  const [account] = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
    queryRows<{ email: string }>(tx, sql`select email from users where username = ${username}`),
  );
  const admin = await loginAs(t.app, 'superadmin');
  const outbox = await t.app.inject({
    method: 'GET',
    url: '/api/admin/mail-outbox?page=1&size=100',
    headers: admin.headers,
  });
  const items = outbox.json().items as { recipient: string; body: string }[];
  return items.flatMap((mail) => {
    const otp = /one-time password is (\d+)/.exec(mail.body)?.[1];
    return mail.recipient === account!.email && otp ? [otp] : [];
  });
}

/** A six-digit code that is not `otp`. */
export const otherThan = (otp: string) => (otp === '000000' ? '111111' : '000000');

/** How many answers had each status, e.g. { 401: 5, 429: 25 }. */
export const statusCounts = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>(
    (counts, res) => ({ ...counts, [res.statusCode]: (counts[res.statusCode] ?? 0) + 1 }),
    {},
  );
