import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@tenure/domain/messages';
import { launchBrowser, newPage, originFor } from '../support/browser.ts';
import { logIn, sessionToken } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('session (SPEC §4)', () => {
  it('sends a visitor without a session to the login page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/home');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('ends a session the server has expired and says so on the login page', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    const token = await sessionToken(page);
    const revoked = await page.request.post('/api/auth/logout', {
      headers: { authorization: `Bearer ${token}`, 'x-tenantid': 'demo' },
    });
    expect(revoked.status()).toBe(204);

    await page.goto('/organization-structure');
    // The login page keeps the page the user was on, to return there once they sign in again.
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/organization-structure',
    );
    await page.getByText(MESSAGES.sessionExpired).waitFor();
    await context.close();
  });

  it('logs out: clears the stores, returns to the start page and the login', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.evaluate(() => sessionStorage.setItem('scratch', 'x'));
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const stored = await page.evaluate(() => ({
      session: localStorage.getItem('tenure-session'),
      scratch: sessionStorage.getItem('scratch'),
    }));
    expect(stored.scratch).toBeNull();
    expect(stored.session === null || !stored.session.includes('"token":"')).toBe(true);
    expect(await page.getByText(MESSAGES.sessionExpired).count()).toBe(0);
    await page.goto('/home');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('logs out from any page to the plain login page, not one that would return there', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.goto('/leave-dashboard');
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  // Issue 36 item 8: the session lives in an HttpOnly cookie beside a CSRF token.
  it('keeps the session token out of reach of page script, and another site cannot act with the session', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    const token = await sessionToken(page);
    const seen = await page.evaluate(() => ({ cookies: document.cookie, stored: JSON.stringify({ ...localStorage }) }));
    expect(seen.cookies).toContain('tenure-csrf=');
    expect(seen.cookies).not.toContain('tenure-session=');
    expect(seen.cookies).not.toContain(token);
    expect(seen.stored).not.toContain(token);

    // A page of another site, open in the same browser, posts a form to Tenure's logout.
    const attacker = 'http://prizes.example/';
    await context.route(attacker, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Prizes</title><form method="post" action="${originFor()}/api/auth/logout"><button>Claim your prize</button></form>`,
      }),
    );
    const other = await context.newPage();
    await other.goto(attacker);
    const answer = other.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await other.getByRole('button', { name: 'Claim your prize' }).click();
    // The browser sent no session cookie with it (SameSite=Strict): nobody was logged out.
    expect((await answer).status()).toBe(401);
    await page.reload();
    await page.getByTestId('profile-menu').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');

    // A change that carries the cookie but not the CSRF token (a browser without SameSite) is refused.
    const forged = await page.request.post('/api/auth/logout', { headers: { 'x-tenantid': 'demo' } });
    expect(forged.status()).toBe(403);
    expect(((await forged.json()) as { code: string }).code).toBe('CSRF_REFUSED');
    await context.close();
  });

  it('shows Profile to employees and no Switch Organization with one entity', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Switch Organization' }).count()).toBe(0);
    await context.close();
  });
});
