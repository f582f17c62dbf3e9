import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@tenure/domain/messages';
import { launchBrowser, newPage } from '../support/browser.ts';
import { logIn, submitLogin } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('tenant by page origin (SPEC §4)', () => {
  it('acme.localhost shows Acme and refuses a demo user', async () => {
    const { context, page } = await newPage(browser, { host: 'acme.localhost', clientIp: '10.30.0.1' });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to Acme Industries' }).waitFor();
    expect(await page.getByTestId('tenant-name').first().innerText()).toBe('Acme Industries');

    await submitLogin(page, 'employee01', 'Tenure@2026');
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    expect((await alert.innerText()).trim()).toBe(MESSAGES.invalidCredentials);
    await context.close();
  });

  it("lets acme's own user in, with encrypted payloads", async () => {
    const { context, page } = await newPage(browser, { host: 'acme.localhost' });
    const encrypted: string[] = [];
    page.on('response', (response) => {
      if (response.headers()['x-encrypted'] === '1') encrypted.push(response.url());
    });
    await logIn(page, 'acmeadmin');
    await page.getByTestId('home-greeting').getByText('Welcome, Grace').waitFor();
    expect(encrypted.some((url) => url.includes('/api/auth/user/v3/login'))).toBe(true);
    await context.close();
  });
});
