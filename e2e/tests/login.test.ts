import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@tenure/domain/messages';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, originFor, PASSWORD, screenshot, DESKTOP, PHONE } from '../support/browser.ts';
import { submitLogin } from '../support/session.ts';

let browser: Browser;

/** Signs in on the login page already open (keeping its URL, and so its redirect target). */
async function signInHere(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('login page', () => {
  it('shows the intro panel with the tenant name, and is captured at desktop and phone sizes', async () => {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await newPage(browser, { viewport });
      await page.goto('/');
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Sign in to Tenure Demo Corp' }).waitFor();
      expect(await page.getByTestId('tenant-name').first().innerText()).toBe('Tenure Demo Corp');
      await screenshot(page, `login-${name}`);
      await context.close();
    }
  });

  it('shows the §5 messages for empty fields without calling the server', async () => {
    const { context, page } = await newPage(browser);
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/user/v3/login')) loginCalls++;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(MESSAGES.usernameRequired).waitFor();
    await page.getByText(MESSAGES.passwordRequired).waitFor();
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.getByText(MESSAGES.invalidUsername).waitFor();
    await page.getByText(MESSAGES.passwordTooShort).waitFor();
    expect(loginCalls).toBe(0);
    await context.close();
  });

  it('shows the password on request', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret#123');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await context.close();
  });

  it('refuses a wrong password with the exact message', async () => {
    const { context, page } = await newPage(browser, { clientIp: '10.20.0.1' });
    await submitLogin(page, 'employee01', 'Wrong#Pass1');
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    expect((await alert.innerText()).trim()).toBe(MESSAGES.invalidCredentials);
    await context.close();
  });

  it('shows the rate-limit message after repeated failures', async () => {
    const { context, page } = await newPage(browser, { clientIp: '10.20.0.2' });
    for (let attempt = 0; attempt < 5; attempt++) {
      await submitLogin(page, 'lockout01', 'Wrong#Pass1');
      await page.getByTestId('login-error').waitFor();
    }
    await submitLogin(page, 'lockout01', PASSWORD);
    await page.getByText(MESSAGES.tooManyLoginAttempts).waitFor();
    await context.close();
  });

  it('starts a password reset by one-time password', async () => {
    const { context, page } = await newPage(browser, { clientIp: '10.20.0.3' });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Username').fill('employee01');
    await dialog.getByRole('button', { name: 'Send one-time password' }).click();
    await page.getByText(MESSAGES.otpSent).waitFor();
    await dialog.getByLabel('One-time password').waitFor();
    await context.close();
  });

  it('clears the refusal of a failed sign-in when the next attempt misses the password', async () => {
    const { context, page } = await newPage(browser, { clientIp: '10.20.0.4' });
    await submitLogin(page, 'employee01', 'Wrong#Pass1');
    await page.getByTestId('login-error').getByText(MESSAGES.invalidCredentials).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(MESSAGES.passwordRequired).waitFor();
    expect(await page.getByTestId('login-error').count()).toBe(0);
    expect(await page.getByText(MESSAGES.invalidCredentials).count()).toBe(0);
    await context.close();
  });
});

describe('login from a deep link', () => {
  it('brings a signed-out visitor back to the page and tab they asked for', async () => {
    const { context, page } = await newPage(browser, { clientIp: '10.20.0.5' });
    await page.goto('/leave-dashboard?tab=holiday-calendar');
    await page.waitForURL(
      (url) =>
        url.pathname === '/login' && url.searchParams.get('redirect') === '/leave-dashboard?tab=holiday-calendar',
    );
    await page.getByRole('heading', { name: 'Sign in to Tenure Demo Corp' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await signInHere(page, 'employee01');
    await page.waitForURL('**/leave-dashboard?tab=holiday-calendar');
    await page.getByRole('tab', { name: 'Holiday Calendar', selected: true }).waitFor();
    await page.getByTestId('holiday-table').waitFor();
    await context.close();
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', '/login'])(
    'ignores the redirect target %s and lands on /home',
    async (target) => {
      const { context, page } = await newPage(browser, { clientIp: '10.20.0.6' });
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await signInHere(page, 'employee01');
      await page.waitForURL((url) => url.pathname === '/home');
      expect(new URL(page.url()).origin).toBe(originFor());
      await page.getByTestId('home-greeting').waitFor();
      await context.close();
    },
  );
});
