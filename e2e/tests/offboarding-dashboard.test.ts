import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('offboarding dashboard and lifecycle journey (issue 18 items 5 and 8)', () => {
  it('HR reads a year of exits on the dashboard, the set-up of templates and approvers, and an employee’s journey', async () => {
    const hr = await newPage(browser);
    try {
      await logIn(hr.page, 'hrexec01');
      const loaded = hr.page.waitForResponse((r) => r.url().includes('/api/hrms/hris/offboarding/dashboard') && r.ok());
      await hr.page.goto('/offboarding-dashboard');
      await loaded;
      await hr.page.getByRole('heading', { name: 'Offboarding Dashboard' }).waitFor();
      const leavers = hr.page.getByTestId('exit-stat-left');
      await leavers.waitFor();
      expect(Number((await leavers.innerText()).replace(/\D+/g, ''))).toBeGreaterThan(5);
      await hr.page.getByRole('region', { name: 'Reasons for leaving' }).locator('.recharts-surface').first().waitFor();
      await hr.page
        .getByRole('region', { name: 'Resignations and leavers by month' })
        .locator('.recharts-surface')
        .first()
        .waitFor();
      await hr.page
        .getByTestId('serving-notice-table')
        .getByRole('link', { name: /Kevin O'Brien/ })
        .waitFor();
      await hr.page.getByTestId('open-tasks-table').getByRole('row').nth(1).waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);

      await hr.page.goto('/offboarding-setup');
      await hr.page.getByTestId('template-table').getByText('Full and final settlement').waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);
      await hr.page.getByRole('tab', { name: 'Exit approvers' }).click();
      // A demo entity's chain (other stories add entities of their own, with none).
      await hr.page.getByRole('combobox', { name: 'Legal entity' }).click();
      await hr.page.getByRole('option', { name: 'Tenure Demo Inc.' }).click();
      await hr.page.getByTestId('approver-row').first().waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);

      await hr.page.goto('/employee-profile?empNumber=EMP0105');
      await hr.page.getByRole('tab', { name: 'Journey' }).click();
      const journey = hr.page.getByTestId('profile-journey');
      await journey.getByText('Joined', { exact: true }).waitFor();
      await journey.getByText('Sales Development Representative → Account Executive').waitFor();
      await journey.getByText('Resigned', { exact: true }).waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);
    } finally {
      await hr.context.close();
    }
  });
});
