import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { saveReportView, scheduleMonthly } from '../support/reports.ts';
import { logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Issue 34's saved views: HR keeps a filtered report with its columns, opens it again and has it mailed. */
describe('report views (issue 34)', () => {
  it('HR filters Employee Overview, picks columns, saves the view, opens it from the list and schedules it', async () => {
    const { context, page } = await newPage(browser);
    page.setDefaultTimeout(15_000);
    // A name of this run: the file runs again on the same database.
    const name = `By gender ${Date.now()}`;
    try {
      await logIn(page, 'hrdirector');
      await page.goto('/employee-overview');
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      await page.getByTestId('report-filter-groupBy').click();
      await page.getByRole('option', { name: 'Gender', exact: true }).click();
      await page.waitForURL('**/employee-overview?groupBy=gender');

      // Columns: Share of headcount off; the link keeps the choice.
      await page.getByTestId('report-columns').click();
      await page.getByRole('checkbox', { name: 'Share of headcount' }).click();
      await page.waitForURL(/columns=group%2Cheadcount/);
      await page.keyboard.press('Escape');
      const headings = () => page.locator('thead th').allInnerTexts();
      await expect.poll(async () => (await headings()).some((h) => h.includes('Share'))).toBe(false);

      // Save the screen as a view.
      await saveReportView(page, name);
      await expect.poll(() => page.getByTestId('report-views').inputValue()).toBe(name);

      // The plain report, then the view from the list: its filters and columns come back.
      await page.goto('/employee-overview');
      await rows.first().waitFor();
      await expect.poll(async () => (await headings()).some((h) => h.includes('Share'))).toBe(true);
      await page.getByTestId('report-views').click();
      await page.getByRole('option', { name }).click();
      await page.waitForURL(/groupBy=gender.*columns=group%2Cheadcount.*view=/);
      await expect.poll(() => page.locator('tbody tr td:first-child').allInnerTexts()).toContain('Female');
      expect((await headings()).some((h) => h.includes('Share'))).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);

      // Mail it on the 25th of each month (as XLSX, the default) to a person who may open the report.
      const dialog = await scheduleMonthly(page, name, 25);
      const list = dialog.getByTestId('schedule-list');
      await list.getByRole('cell', { name: 'XLSX' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // Deleting asks first; Cancel keeps it.
      await list.getByRole('button', { name: 'Delete schedule' }).click();
      const confirmSchedule = page.getByRole('dialog', { name: 'Delete this schedule?' });
      await confirmSchedule.getByRole('button', { name: 'Cancel' }).click();
      await confirmSchedule.waitFor({ state: 'detached' });
      await list.getByRole('cell', { name: 'On day 25 of each month' }).waitFor();
      await list.getByRole('button', { name: 'Delete schedule' }).click();
      await confirmSchedule.getByRole('button', { name: 'Delete schedule' }).click();
      await dialog.getByText('This view is not mailed yet.').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });

      // Delete the view, after confirming.
      await page.getByRole('button', { name: 'Delete view' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this view?' });
      await confirm.getByRole('button', { name: 'Delete view' }).click();
      await confirm.waitFor({ state: 'detached', timeout: 10_000 });
      await expect.poll(() => page.getByTestId('report-views').inputValue()).toBe('');
    } finally {
      await context.close();
    }
  }, 120_000);
});
