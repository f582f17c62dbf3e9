import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import { seriousViolations } from '../support/axe.ts';
import { PHONE, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('home dashboard (issue 4 item 11)', () => {
  it('greets the employee and shows celebrations, holidays, manager and quick links', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.getByTestId('home-greeting').getByText('Welcome, Emily').waitFor();
    await page.getByTestId('home-part-of-day').getByText(/^Good (morning|afternoon|evening)! Today is/).waitFor();
    await page.getByTestId('home-celebrations').getByRole('link').first().waitFor();
    await page.getByTestId('home-holidays').waitFor();
    expect(await page.getByTestId('home-holidays').innerText()).toMatch(/Upcoming holidays\n/);
    await page.getByTestId('home-people').getByRole('link').first().waitFor();
    await page.getByTestId('home-quick-links').getByRole('link').first().waitFor();
    expect(await page.getByTestId('home-pending-count').innerText()).toMatch(/^\d+$/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'home-desktop');
    await context.close();
  });

  it('clocks in, refuses a second clock-in clearly, clocks out and shows the day\'s log', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await logIn(page, 'employee01');
    await page.goto('/home/web-clockinout-details');
    await page.getByText('No clock-ins yet today.').or(page.getByTestId('clock-log')).first().waitFor();
    await page.getByRole('button', { name: 'Clock in' }).click();
    const log = page.getByTestId('clock-log');
    await log.getByText('Still clocked in').waitFor();

    await page.getByRole('button', { name: 'Clock in' }).click();
    await page.getByTestId('clock-refusal').getByText(EMPLOYEE_MESSAGES.alreadyClockedIn).waitFor();

    await page.getByRole('button', { name: 'Clock out' }).click();
    await log.getByText('Still clocked in').waitFor({ state: 'detached' });
    expect(await log.locator('tbody tr').first().locator('td').nth(1).innerText()).toMatch(/^\d{2}:\d{2}$/);
    expect(await page.getByTestId('clock-refusal').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'clock-phone');
    await context.close();
  });
});
