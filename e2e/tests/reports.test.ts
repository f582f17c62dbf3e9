import { readFile } from 'node:fs/promises';
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

/** Issue 34's report viewer: the /report landing page, a native report's filters, chart, sort and export. */
describe('reports (issue 34)', () => {
  it('HR finds Employee Overview on /report, groups it by gender, sorts it and exports what the screen counts (CSV and PDF)', async () => {
    const { context, page } = await newPage(browser);
    try {
      await logIn(page, 'hrdirector');
      await page.goto('/report');
      await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'HR KPI Report' }).waitFor();
      await page.getByLabel('Search reports').fill('overview');
      await expect.poll(() => page.getByRole('link', { name: 'HR KPI Report' }).count()).toBe(0);
      await page.getByText('Headcount on a day by department').waitFor();
      await page.getByRole('link', { name: 'Employee Overview' }).click();
      await page.waitForURL('**/employee-overview');

      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      await page.getByTestId('report-totals').waitFor();
      await page.getByTestId('report-filter-groupBy').click();
      await page.getByRole('option', { name: 'Gender', exact: true }).click();
      await page.waitForURL('**/employee-overview?groupBy=gender');
      const groups = () => page.locator('tbody tr td:first-child').allInnerTexts();
      await expect.poll(groups).toContain('Female');
      await page.getByTestId('report-chart').locator('svg.recharts-surface').first().waitFor();

      await page.getByRole('button', { name: 'Sort by Headcount' }).click();
      await page.waitForURL('**/employee-overview?groupBy=gender&sort=headcount');
      const counts = async () =>
        (await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((n) => Number(n.replace(/,/g, '')));
      await expect
        .poll(async () => {
          const shown = await counts();
          return shown.length > 1 && shown.every((n, i) => i === 0 || (shown[i - 1] ?? 0) <= n);
        })
        .toBe(true);
      expect(await page.locator('th[aria-sort="ascending"]').innerText()).toContain('Headcount');
      expect(await seriousViolations(page)).toEqual([]);

      // A link opens the report with its filters and order.
      await page.reload();
      await rows.first().waitFor();
      expect(await groups()).toContain('Female');
      expect(await page.locator('th[aria-sort="ascending"]').innerText()).toContain('Headcount');

      const range = await page.getByText(/^\d+–\d+ of \d+$/).innerText();
      const total = Number(/of (\d+)$/.exec(range)?.[1]);
      expect(total).toBeGreaterThan(0);
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/^employee-overview_.*\.csv$/);
      const lines = (await readFile(await csv.path(), 'utf8')).split(/\r?\n/).filter((line) => line !== '');
      expect(lines[0]).toContain('Headcount');
      expect(lines).toHaveLength(total + 1);

      // The PDF prints the page on screen: each group the table shows is a line of it.
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export PDF' }).click(),
      ]);
      expect(pdf.suggestedFilename()).toMatch(/^employee-overview_.*\.pdf$/);
      const printed = (await readFile(await pdf.path())).toString('latin1');
      expect(printed.startsWith('%PDF-')).toBe(true);
      // Cells are `(text) Tj` operators of an uncompressed content stream.
      for (const group of await groups()) expect(printed).toContain(`(${group}) Tj`);

      // The landing page remembers what this user opened.
      await page.goto('/report');
      await page
        .getByRole('region', { name: 'Recently opened' })
        .getByRole('link', { name: 'Employee Overview' })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('an employee without the report key opening its link sees the not-authorised page', async () => {
    const { context, page } = await newPage(browser);
    try {
      await logIn(page, 'employee01');
      await page.goto('/employee-overview?groupBy=gender');
      await page.getByRole('heading', { name: 'Access denied' }).waitFor();
      expect(await page.locator('tbody tr').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
