import { readFile } from 'node:fs/promises';
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

/** The first and last day of the month before today's (UTC), as yyyy-MM-dd. */
function lastMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

const percentOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Issue 35's story: a delivery head's month-end with the utilisation engine and the Payroll Defaulters mail. */
describe('utilisation reports (issue 35)', () => {
  it('a delivery head opens last month’s utilisation, sees how one person’s figure was counted, exports it and has Payroll Defaulters mailed on the 25th', async () => {
    const { context, page } = await newPage(browser);
    page.setDefaultTimeout(15_000);
    const name = `Payroll cut-off ${Date.now()}`;
    try {
      await logIn(page, 'hrdirector');
      const { from, to } = lastMonth();
      // The most utilised people of last month first.
      await page.goto(`/utilization-report-exclude-details-page?from=${from}&to=${to}&sort=utilisation&order=desc`);
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      await page.getByTestId('report-chart').locator('svg.recharts-surface').first().waitFor();
      const headings = await page.locator('thead th').allInnerTexts();
      const utilisationColumn = headings.findIndex((h) => h.trim().startsWith('Utilisation %'));
      expect(utilisationColumn).toBeGreaterThan(0);
      const top = rows.first();
      const shown = percentOf(await top.locator('td').nth(utilisationColumn).innerText());
      expect(shown).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);

      // The person's name opens how their figure was counted: days, holidays and leave, lines.
      const person = top.getByRole('button');
      const personName = (await person.innerText()).trim();
      await person.click();
      const drawer = page.getByRole('dialog', { name: `How ${personName}’s utilisation was counted` });
      const lines = drawer.getByRole('table', { name: 'The lines counted and their hours inside the period' });
      await lines.locator('tbody tr').first().waitFor();
      const days = drawer.getByRole('table', { name: 'Each day of the period and what it counts for' });
      // Every day of the month is listed, working or not.
      expect(await days.locator('tbody tr').count()).toBe(Number(to.slice(8, 10)));
      const figure = drawer.getByText('Utilisation', { exact: true }).locator('xpath=following-sibling::*[1]');
      expect(percentOf(await figure.innerText())).toBeCloseTo(shown, 1);
      expect(await seriousViolations(page)).toEqual([]);
      await drawer.getByRole('button', { name: 'Close' }).click();
      await drawer.waitFor({ state: 'detached' });

      // The export holds every person of the report.
      const range = await page.getByText(/^\d+–\d+ of \d+$/).innerText();
      const total = Number(/of (\d+)$/.exec(range)?.[1]);
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/^utilization-report-exclude-details-page_.*\.csv$/);
      const exported = (await readFile(await csv.path(), 'utf8')).split(/\r?\n/).filter((line) => line !== '');
      expect(exported[0]).toContain('Utilisation %');
      expect(exported).toHaveLength(total + 1);
      expect(exported.some((line) => line.includes(personName))).toBe(true);

      // Payroll Defaulters, saved as a view and mailed on the 25th of each month.
      await page.goto('/payroll-defaulters-report');
      await page.getByRole('heading', { name: 'Payroll Defaulters Report', level: 1 }).waitFor();
      await saveReportView(page, name);
      await scheduleMonthly(page, name, 25);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 150_000);
});
