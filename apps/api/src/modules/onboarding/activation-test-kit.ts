import { DEMO_PASSWORD, type TestApp } from '../../../test/harness.ts';
import { encryptedClient } from '../../../test/encrypted-client.ts';

/** The onboarding suites' calls, under the module prefix. */
export const ONBOARDING_BASE = '/api/hrms/hris/onboarding';

/** Acme's super admin calling the onboarding API; acme runs the production preset, so calls are encrypted like the browser's. */
export async function acmeAdmin(t: TestApp) {
  const acme = await encryptedClient(t.app, 'acme');
  const login = await acme.request({
    method: 'POST',
    url: '/api/auth/user/v3/login',
    body: { username: 'acmeadmin', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
  return (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    acme.request({ method, url: `${ONBOARDING_BASE}${url}`, headers, body });
}
