import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { onOwnServer } from '../support/own-server.ts';
import type { TestServer } from '../support/server.ts';
import { logIn, submitLogin } from '../support/session.ts';

/**
 * Issue 36's MFA story. A demo user turns two-factor authentication on, which changes how they log
 * in for every later story, so it runs on a server of its own. The codes are computed here from the
 * key the page shows, as an authenticator app does.
 */
let browser: Browser;
let server: TestServer;
onOwnServer((b, s) => ([browser, server] = [b, s]));

/** The app's code `steps` time steps (30 s) from now. */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

async function openAccountMenu(page: Page, item: string) {
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('two-factor authentication (issue 36)', () => {
  it('an employee turns it on from their account menu, logs out, and logs in with a code from the app', async () => {
    const { context, page } = await newPage(browser, { port: server.port });
    try {
      await logIn(page, 'employee01');
      await openAccountMenu(page, 'Sign-in security');
      await page.getByRole('heading', { name: 'Sign-in security' }).waitFor();
      const turnOn = page.getByRole('button', { name: 'Turn on' });
      await turnOn.waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await turnOn.click();
      await page.getByTestId('mfa-qr').waitFor();
      const secret = (await page.getByTestId('mfa-secret').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await seriousViolations(page)).toEqual([]);
      const firstCode = page.getByLabel('Enter the 6-digit code the app now shows');
      await firstCode.fill(codeOf(secret));
      await firstCode.press('Enter');
      const codes = page.getByTestId('mfa-recovery-codes');
      await codes.getByRole('listitem').first().waitFor();
      expect(await codes.getByRole('listitem').count()).toBe(10);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByTestId('mfa-codes-left').filter({ hasText: '10 recovery codes left.' }).waitFor();

      await openAccountMenu(page, 'Logout');
      await page.waitForURL('**/login');
      await submitLogin(page, 'employee01', 'Tenure@2026');
      await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
      const code = page.getByLabel('Authentication code');
      await code.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // A wrong code is refused on the field; the code the app shows next signs in.
      await code.fill('000000');
      await code.press('Enter');
      await page.getByText('This code is not right. Check the time on your phone and try again.').waitFor();
      await code.fill(codeOf(secret, 1));
      await code.press('Enter');
      await page.waitForURL('**/home');
      await page.getByTestId('profile-menu').waitFor();
    } finally {
      await context.close();
    }
  });

  it('the super admin requires it for everyone on the setup page; a user without it sets it up at their next login', async () => {
    const admin = await newPage(browser, { port: server.port });
    try {
      await logIn(admin.page, 'superadmin');
      await admin.page.goto('/single-sign-on');
      const everyone = admin.page.getByRole('radio', { name: 'Required for everyone' });
      await everyone.waitFor();
      expect(await seriousViolations(admin.page)).toEqual([]);
      await everyone.check();
      await admin.page.getByRole('button', { name: 'Save policy' }).click();
      await admin.page.getByText('Two-factor authentication policy saved.').waitFor();
    } finally {
      await admin.context.close();
    }

    const { context, page } = await newPage(browser, { port: server.port });
    try {
      await submitLogin(page, 'consult01', 'Tenure@2026');
      await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
      await page.getByRole('button', { name: 'Set up the authenticator app' }).click();
      await page.getByTestId('mfa-qr').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const secret = (await page.getByTestId('mfa-secret').innerText()).replace(/\s/g, '');
      const firstCode = page.getByLabel('Enter the 6-digit code the app now shows');
      await firstCode.fill(codeOf(secret));
      await firstCode.press('Enter');
      await page.getByTestId('mfa-recovery-codes').getByRole('listitem').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'I have saved them, continue' }).click();
      await page.waitForURL('**/home');
      await page.getByTestId('profile-menu').waitFor();
    } finally {
      await context.close();
    }
  });
});
