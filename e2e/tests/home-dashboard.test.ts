import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import { HOME_CELEBRATIONS_SHOWN, type HomeDashboardView } from '@tenure/domain/home';
import { seriousViolations } from '../support/axe.ts';
import { PHONE, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { logIn, sessionToken } from '../support/session.ts';

let browser: Browser;

/** The home page's data as the API gives it to the signed-in user. */
async function dashboardOf(page: Page): Promise<HomeDashboardView> {
  const response = await page.request.get('/api/home/dashboard', {
    headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-tenantid': 'demo' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as HomeDashboardView;
}
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
    await page
      .getByTestId('home-part-of-day')
      .getByText(/^Good (morning|afternoon|evening)! Today is/)
      .waitFor();
    await page.getByTestId('home-celebrations').getByRole('link').first().waitFor();
    await page.getByTestId('home-holidays').waitFor();
    expect(await page.getByTestId('home-holidays').innerText()).toMatch(/Upcoming holidays\n/);
    await page.getByTestId('home-people').getByRole('link').first().waitFor();
    await page.getByTestId('home-quick-links').getByRole('link').first().waitFor();
    await page
      .getByTestId('home-leave-balances')
      .getByTestId('home-balance-CL')
      .getByText(/days? available$/)
      .waitFor();
    // A plain employee decides nobody's requests: no "Pending actions" card.
    expect(await page.getByTestId('home-pending-actions').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'home-desktop');
    await context.close();
  });

  it('keeps the celebrations card short, with every celebration behind "See all"', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    const { celebrations } = await dashboardOf(page);
    // The demo seed puts six named celebrations into the next 30 days, so some are always behind "See all".
    expect(celebrations.length).toBeGreaterThan(HOME_CELEBRATIONS_SHOWN);
    const card = page.getByTestId('home-celebrations');
    await card.getByRole('link').first().waitFor();
    expect(await card.getByTestId('celebration-list').getByRole('link').count()).toBe(HOME_CELEBRATIONS_SHOWN);
    await card.getByRole('button', { name: `See all ${celebrations.length}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Celebrations in the next 30 days' });
    await dialog.getByRole('link').first().waitFor();
    expect(await dialog.getByRole('link').count()).toBe(celebrations.length);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('opens the leave application form from the Apply leave shortcut', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.getByTestId('home-leave-balances').getByRole('link', { name: 'Apply leave' }).click();
    await page.waitForURL('**/leave-dashboard?tab=leave-actions');
    await page.getByTestId('apply-leave-form').waitFor();
    await context.close();
  });

  it('shows a manager the requests waiting for their decision', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'manager01');
    const { pendingActionsCount } = await dashboardOf(page);
    // The demo seed leaves requests of manager01's team waiting for them.
    expect(pendingActionsCount).toBeGreaterThan(0);
    const card = page.getByTestId('home-pending-actions');
    await card.getByText('Requests waiting for your decision').waitFor();
    expect(await card.getByTestId('home-pending-count').innerText()).toBe(String(pendingActionsCount));
    await page.getByTestId('home-leave-balances').waitFor();
    await page.getByRole('main').getByLabel('Loading…').first().waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('link', { name: 'Review requests' }).click();
    await page.waitForURL('**/leave-manager?tab=pendingapprovals');
    await context.close();
  });

  it("clocks in, refuses a second clock-in clearly, clocks out and shows the day's log", async () => {
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
