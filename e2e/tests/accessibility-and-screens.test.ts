import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { settled } from '../support/settle.ts';
import { logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('accessibility (axe, WCAG 2 A/AA)', () => {
  it('finds no serious or critical violation on login, home shell and not-found', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await logIn(page, 'hrdirector');
    await page.getByTestId('home-greeting').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('keyboard navigation', () => {
  it('reaches the content by the skip link and opens a submenu and a page with the keyboard', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skipLink.evaluate((el) => el === document.activeElement)).toBe(true);

    const leaves = page.getByRole('button', { name: 'Leaves' });
    await leaves.focus();
    await page.keyboard.press('Enter');
    expect(await leaves.getAttribute('aria-expanded')).toBe('true');
    const leaveDashboard = page.getByRole('link', { name: 'Leave Dashboard' });
    // The submenu opens with a short animation; a person tabs once they see it.
    await leaveDashboard.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    expect(await leaveDashboard.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/leave-dashboard');
    await page.getByTestId('sidebar').locator('a[aria-current="page"]', { hasText: 'Leave Dashboard' }).waitFor();
    await context.close();
  });
});

describe('shell screenshots', () => {
  it('captures the shell at desktop and phone sizes, with the phone drawer', async () => {
    const desktop = await newPage(browser, { viewport: DESKTOP });
    await logIn(desktop.page, 'superadmin');
    await desktop.page.getByRole('button', { name: 'Setup' }).click();
    await desktop.page.getByRole('link', { name: 'User Management' }).waitFor();
    await settled(desktop.page);
    await screenshot(desktop.page, 'shell-desktop');
    await desktop.context.close();

    const phone = await newPage(browser, { viewport: PHONE });
    await logIn(phone.page, 'employee01');
    await screenshot(phone.page, 'shell-phone');
    await phone.page.getByRole('button', { name: 'Open navigation' }).click();
    await phone.page.getByRole('link', { name: 'Dashboard' }).waitFor();
    await screenshot(phone.page, 'shell-phone-drawer');
    await phone.page.getByRole('button', { name: 'Leaves' }).click();
    await phone.page.getByRole('link', { name: 'Holiday Calendar' }).click();
    await phone.page.waitForURL('**/leave-dashboard?tab=holiday-calendar');
    await phone.context.close();
  });
});
