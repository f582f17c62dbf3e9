import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { logIn, readMenu } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('setting up the company', () => {
  it('the super admin works through the setup checklist: each area with its state, a link to its page', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    await page.goto('/setup');
    const progress = page.getByTestId('setup-progress');
    await progress.waitFor();
    expect(await progress.innerText()).toMatch(/^\d+ of 10 done$/);
    expect(await page.getByRole('progressbar').count()).toBe(1);

    const locations = page.getByTestId('setup-area-locations');
    expect(await locations.textContent()).toContain('Done');
    expect(await locations.getByTestId('setup-state').innerText()).toMatch(/^\d+ locations$/);
    expect(await page.getByTestId('setup-area-policies').getByTestId('setup-state').innerText()).toBe(
      '9 of 9 policy types have a default plan',
    );
    expect(await page.getByTestId('setup-area-featureFlags').textContent()).toContain('Optional');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'setup-checklist');

    await locations.getByRole('link', { name: 'Locations' }).click();
    await page.waitForURL('**/master-data?tab=locations');
    await page.getByRole('tab', { name: 'Locations', selected: true }).waitFor();
    await context.close();
  });

  it('the super admin switches a feature off: its menu entry goes at once; reset to the preset brings it back', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    expect((await readMenu(page)).Setup).toContain('Payroll Simulation');
    await page.goto('/feature-flags');

    await page.getByLabel('Search flags').fill('payroll');
    const row = page.getByTestId('flag-payrollSimulation');
    await row.waitFor();
    expect(await page.getByTestId('flag-chatbot').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('switch', { name: 'Switch Payroll simulation' }).click({ force: true });
    await expect.poll(() => row.getByTestId('flag-override').textContent()).toBe('Off');
    await expect.poll(async () => (await readMenu(page)).Setup).not.toContain('Payroll Simulation');
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Reset Payroll simulation to preset' }).click();
    await expect.poll(() => row.getByTestId('flag-override').textContent()).toBe('None');
    await expect.poll(async () => (await readMenu(page)).Setup).toContain('Payroll Simulation');
    await context.close();
  });

  it('a risky flag asks before it changes', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    await page.goto('/feature-flags');
    const row = page.getByTestId('flag-dashboard');
    await row.getByRole('switch', { name: 'Switch Dashboard' }).click({ force: true });
    const dialog = page.getByRole('dialog', { name: 'Change this flag?' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row.getByTestId('flag-override').textContent()).toBe('None');
    await context.close();
  });
});
