import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@tenure/domain/policies';
import { weekStartOf, type RevenueDetailsView } from '@tenure/domain/timesheets';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { pickDate } from '../support/dates.ts';
import { logIn, sessionToken } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const REVENUE = '/api/timesheet/v2/revenue-details';

async function callApi<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.fetch(path, {
    headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-tenantid': 'demo' },
  });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function signedIn(username: string): Promise<Page> {
  const { page } = await newPage(browser);
  await logIn(page, username);
  return page;
}

const lastDayOf = (month: string) => addDays(`${addDays(`${month}-28`, 7).slice(0, 7)}-01`, -1);
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
/** Amounts as the page shows them in English. */
const inr = (amount: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

describe('revenue from rate cards', () => {
  it('HR sets a rate for Store Operations Support from a date, sees which lines it moves, confirms it, and the months show the approved hours at the rate of each day', async () => {
    const hr = await signedIn('hrdirector');
    const today = new Date().toISOString().slice(0, 10);
    const pageFrom = `${addDays(today, -90).slice(0, 7)}-01`;
    const changeDay = addDays(weekStartOf(today), -28);
    // Weeks before last one hold approved history no other story changes; a new rate each run, so the preview always moves lines.
    const settled = addDays(weekStartOf(today), -8);
    const rate = 4000 + (Date.now() % 997);
    const projects = await callApi<{ projectId: string; projectName: string }[]>(hr, `${REVENUE}/projects`);
    const projectId = projects.find((p) => p.projectName === 'Store Operations Support')!.projectId;
    const revenue = (from: string, to: string) =>
      callApi<RevenueDetailsView>(hr, `${REVENUE}?from=${from}&to=${to}&projectId=${projectId}`);

    // The months the page shows in full, before last week: revenue before the change date stays, hours from it take the new rate.
    const months: { month: string; expected: number }[] = [];
    for (
      let month = pageFrom.slice(0, 7);
      lastDayOf(month) <= settled;
      month = addDays(lastDayOf(month), 1).slice(0, 7)
    ) {
      const start = `${month}-01`;
      const end = lastDayOf(month);
      const before =
        start < changeDay
          ? sum((await revenue(start, end < changeDay ? end : addDays(changeDay, -1))).rows.map((r) => r.revenue))
          : 0;
      const hoursAfter =
        end >= changeDay
          ? sum((await revenue(start > changeDay ? start : changeDay, end)).rows.map((r) => r.hours))
          : 0;
      months.push({ month, expected: Math.round((before + hoursAfter * rate) * 100) / 100 });
    }
    expect(
      months.some((m) => m.expected > 0),
      'a month of approved history on the project',
    ).toBe(true);

    await hr.goto('/timesheet-revenue-details');
    await hr.getByRole('heading', { name: 'Revenue Details' }).waitFor();
    await hr.getByTestId('revenue-totals').waitFor();
    expect(await seriousViolations(hr)).toEqual([]);

    // The rate card: project-wide, from the change date.
    await hr.getByRole('combobox', { name: 'Rates of project' }).click();
    await hr.getByRole('option', { name: 'Store Operations Support · Kaveri Retail (INR)' }).click();
    await hr.getByTestId('rate-cards').waitFor();
    await hr.getByRole('textbox', { name: 'Bill rate per hour' }).fill(String(rate));
    await hr.getByRole('textbox', { name: 'Cost rate per hour' }).fill('2100');
    await pickDate(hr, hr.getByLabel('Valid from'), changeDay);
    await hr.getByRole('button', { name: 'Preview change' }).click();

    // The preview: the lines it moves and the revenue before and after; nothing changes yet.
    const preview = hr.getByRole('dialog', { name: 'Preview of the rate change' });
    await preview.getByTestId('rate-preview-summary').waitFor();
    expect(await preview.getByTestId('rate-preview-summary').innerText()).toMatch(
      /^\d+ timesheet lines change: revenue ₹[\d,.]+ → ₹[\d,.]+/,
    );
    expect(await preview.getByTestId('rate-preview-lines').locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await seriousViolations(hr)).toEqual([]);
    await preview.getByRole('button', { name: 'Confirm change' }).click();
    await hr.getByText('Rate saved. Revenue follows from the change date.').waitFor();
    await preview.waitFor({ state: 'hidden' });
    await hr
      .getByTestId('rate-cards')
      .getByRole('cell', { name: inr(rate) })
      .waitFor();

    // Revenue by month of that project, as the page shows it.
    await hr.getByRole('combobox', { name: 'Project', exact: true }).click();
    await hr.getByRole('option', { name: 'Store Operations Support · Kaveri Retail' }).click();
    await hr
      .locator('label')
      .filter({ hasText: /^Month$/ })
      .click();
    await hr.getByTestId('revenue-totals').getByRole('columnheader', { name: 'Month' }).waitFor();
    for (const { month, expected } of months.filter((m) => m.expected > 0)) {
      const row = hr
        .getByTestId('revenue-totals')
        .getByRole('row')
        .filter({ has: hr.getByRole('cell', { name: month, exact: true }) });
      await expect.poll(() => row.getByRole('cell').nth(2).innerText()).toBe(inr(expected));
    }
  }, 180_000);

  it('HR of some entities reads revenue but cannot change rates', async () => {
    const hrexec = await signedIn('hrexec01');
    await hrexec.goto('/timesheet-revenue-details');
    await hrexec.getByRole('heading', { name: 'Revenue Details' }).waitFor();
    await hrexec.getByRole('combobox', { name: 'Rates of project' }).click();
    await hrexec.getByRole('option', { name: 'Patient Portal Rebuild · Northwind Health (USD)' }).click();
    await hrexec.getByText('Changing rates and closing months needs revenue access to every entity.').waitFor();
    expect(await hrexec.getByRole('button', { name: 'Preview change' }).count()).toBe(0);
    expect(await seriousViolations(hrexec)).toEqual([]);
  });
});
