import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_CALLBACK_PATH, SSO_MESSAGES } from '@tenure/domain/auth';
import type { UserPage } from '@tenure/domain/users';
import { startIdentityProviders } from '../../apps/api/test/identity-providers.ts';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { onOwnServer } from '../support/own-server.ts';
import { freePort, type TestServer } from '../support/server.ts';
import { apiCall, logIn } from '../support/session.ts';
import { contentReady } from '../support/settle.ts';

/**
 * Issue 36's browser story: real OpenID Connect providers (oidc-provider, apps/api/test/identity-providers.ts)
 * on a local port — a plain issuer, and an Entra-like multi-tenant authority whose directories sign in with
 * their own `tid`. The demo tenant's providers change, so it runs on a server of its own, which may reach
 * an http issuer (OIDC_ALLOW_HTTP) and whose calls to Microsoft's host go to the local authority
 * (support/microsoft-host.ts). The app opens on the tenant's first host, localhost, as the redirect URI
 * registered at the providers names it.
 */
let browser: Browser;
let server: TestServer;

const CLIENT = { clientId: 'tenure-e2e', clientSecret: 'e2e-client-secret' };
/** Directory (tenant) ids of Microsoft Entra ID: the company's own, and another organisation's. */
const CONTOSO = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const FABRIKAM = '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
let idp: Awaited<ReturnType<typeof startIdentityProviders>>;
let serverPort: number;
let employeeEmail: string;

// The providers first: the server's environment names the local authority, and the providers its port.
beforeAll(async () => {
  serverPort = await freePort();
  const origin = `http://localhost:${serverPort}`;
  idp = await startIdentityProviders({
    ...CLIENT,
    redirectUri: origin + SSO_CALLBACK_PATH,
    postLogoutRedirectUri: `${origin}/`,
  });
});
onOwnServer(
  (b, s) => ([browser, server] = [b, s]),
  () => ({
    port: serverPort,
    env: { OIDC_ALLOW_HTTP: 'true', E2E_MICROSOFT_HOST: idp.base },
    preload: [fileURLToPath(new URL('../support/microsoft-host.ts', import.meta.url))],
  }),
);

beforeAll(async () => {
  // The super admin registers the providers through the API, as the setup page does.
  const { context, page } = await newPage(browser, { port: server.port });
  await logIn(page, 'superadmin');
  await apiCall(page, 'POST', '/api/auth/sso/providers', {
    kind: 'oidc',
    displayName: 'Demo IdP',
    issuer: idp.plainIssuer,
    ...CLIENT,
    emailClaim: 'email',
    enabled: true,
  });
  idp.state.directory = CONTOSO;
  await apiCall(page, 'POST', '/api/auth/sso/providers', {
    kind: 'entra',
    displayName: 'Contoso',
    ...CLIENT,
    allowedTenantIds: [CONTOSO],
    emailClaim: 'preferred_username',
    enabled: true,
  });
  const users = await apiCall<UserPage>(page, 'GET', '/api/auth/users?search=employee01');
  employeeEmail = users.items.find((u) => u.username === 'employee01')!.email;
  await context.close();
});
afterAll(async () => {
  await idp?.close();
});

/** On the login page, clicks a provider's button; the popup goes through the provider and closes. */
async function signInWithProvider(page: Page, button = 'Sign in with Demo IdP'): Promise<void> {
  await page.goto('/login');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  await (await popup).waitForEvent('close');
}

const providerSession = async (context: BrowserContext) =>
  (await context.cookies(idp.base)).some((cookie) => cookie.name === '_session');

describe('single sign-on through an OpenID Connect provider (issue 36)', () => {
  it('an employee signs in with the provider’s button, lands on /home, and logging out ends the provider’s session too', async () => {
    idp.state.signedIn = { sub: 'employee01-at-idp', email: employeeEmail, email_verified: true };
    const { context, page } = await newPage(browser, { port: server.port });
    try {
      await signInWithProvider(page);
      await page.waitForURL('**/home');
      await page.getByTestId('profile-menu').waitFor();
      await page.getByRole('heading', { name: /^Welcome, Emily/ }).waitFor();
      expect(await providerSession(context)).toBe(true);

      await page.getByTestId('profile-menu').click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      // The provider asks to confirm its sign-out, then sends the browser back to Tenure.
      await page.waitForURL(`${idp.plainIssuer}/session/end**`);
      await page.getByRole('button', { name: /Yes, sign me out/ }).click();
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Sign in with Demo IdP' }).waitFor();
      expect(await providerSession(context)).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('tenure-session'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('an employee signs in with Microsoft from the company’s directory; a person from another organisation’s directory is refused in clear words', async () => {
    const { context, page } = await newPage(browser, { port: server.port });
    try {
      idp.state.directory = FABRIKAM;
      idp.state.signedIn = { sub: 'fabrikam-user', preferred_username: employeeEmail, tid: FABRIKAM };
      await signInWithProvider(page, 'Sign in with Microsoft');
      await page.getByText(SSO_MESSAGES.directoryRefused).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await seriousViolations(page)).toEqual([]);

      idp.state.directory = CONTOSO;
      idp.state.signedIn = { sub: 'contoso-employee01', preferred_username: employeeEmail, tid: CONTOSO };
      await signInWithProvider(page, 'Sign in with Microsoft');
      await page.waitForURL('**/home');
      await page.getByRole('heading', { name: /^Welcome, Emily/ }).waitFor();
    } finally {
      idp.state.directory = CONTOSO;
      await context.close();
    }
  });

  it('refuses a person the provider knows but Tenure does not, in clear words, on the login page', async () => {
    idp.state.signedIn = { sub: 'stranger', email: 'stranger@tenure-demo.com', email_verified: true };
    const { context, page } = await newPage(browser, { port: server.port });
    try {
      await signInWithProvider(page);
      await page.getByText(SSO_MESSAGES.unknownPerson).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await page.evaluate(() => localStorage.getItem('tenure-session'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('refuses an employee whose account the admin deactivated, in clear words, though the provider still signs them in', async () => {
    const admin = await newPage(browser, { port: server.port });
    const person = await newPage(browser, { port: server.port });
    try {
      await logIn(admin.page, 'superadmin');
      const users = await apiCall<UserPage>(admin.page, 'GET', '/api/auth/users?search=consult01');
      const email = users.items.find((u) => u.username === 'consult01')!.email;
      // The admin deactivates consult01 on User Role Assignment, confirming first.
      await admin.page.goto('/user-role-assignment');
      await admin.page.getByTestId('user-search').fill('consult01');
      await admin.page.getByTestId('user-actions-consult01').click();
      await admin.page.getByRole('menuitem', { name: 'Deactivate' }).click();
      await admin.page
        .getByRole('dialog', { name: 'Deactivate consult01?' })
        .getByRole('button', { name: 'Deactivate' })
        .click();
      await admin.page.getByText('consult01 is deactivated.').waitFor();

      idp.state.signedIn = { sub: 'consult01-at-idp', email, email_verified: true };
      await signInWithProvider(person.page);
      await person.page.getByText(SSO_MESSAGES.accountDeactivated).waitFor();
      expect(new URL(person.page.url()).pathname).toBe('/login');
      expect(await person.page.evaluate(() => localStorage.getItem('tenure-session'))).toBeNull();
    } finally {
      await admin.context.close();
      await person.context.close();
    }
  });

  it('the super admin adds a provider on Setup › Single Sign-On; its button appears on the login page', async () => {
    const { context, page } = await newPage(browser, { port: server.port });
    try {
      await logIn(page, 'superadmin');
      await page.getByTestId('sidebar').getByRole('button', { name: 'Setup' }).click();
      await page.getByTestId('sidebar').getByRole('link', { name: 'Single Sign-On' }).click();
      await page.getByRole('heading', { name: 'Single Sign-On', level: 1 }).waitFor();
      await contentReady(page);
      expect(await page.getByTestId('sso-redirect-uri').inputValue()).toBe(
        `http://localhost:${server.port}${SSO_CALLBACK_PATH}`,
      );
      const table = page.getByTestId('sso-providers');
      await table.getByText('Demo IdP').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Add provider' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add provider' });
      await dialog.getByRole('radio', { name: 'OpenID Connect' }).check();
      await dialog.getByLabel('Name on the sign-in button').fill('Partner IdP');
      await dialog.getByLabel('Issuer URL').fill(idp.plainIssuer);
      await dialog.getByLabel('Client (application) id').fill(CLIENT.clientId);
      await dialog.getByLabel('Client secret').fill(CLIENT.clientSecret);
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      const row = table.getByRole('row').filter({ hasText: 'Partner IdP' });
      await row.waitFor();
      expect(await row.innerText()).toContain('Stored');
      expect(await page.content()).not.toContain(CLIENT.clientSecret);

      await page.getByTestId('profile-menu').click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Sign in with Partner IdP' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
