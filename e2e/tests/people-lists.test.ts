import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('HR employee list (issue 4 item 4)', () => {
  it('pages, sorts, filters, searches, exports CSV and XLSX, and opens a profile', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.goto('/employees');
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);
    expect(await page.getByText(/^1–10 of \d+$/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'employees-list-desktop');

    const names = () => page.locator('tbody tr td:first-child').allInnerTexts();
    const ascending = await names();
    expect([...ascending].sort((a, b) => a.localeCompare(b))).toEqual(ascending);
    await page.getByRole('button', { name: 'Sort by Name' }).click();
    await expect.poll(async () => (await names())[0]).not.toBe(ascending[0]);
    expect(await page.locator('th[aria-sort="descending"]').innerText()).toContain('Name');

    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.getByText(/^11–20 of \d+$/).waitFor();
    await page.getByLabel('Rows per page').selectOption('20');
    await page.getByText(/^1–20 of \d+$/).waitFor();

    await page.getByLabel('Search by name, number or email').fill('Iyer');
    await expect.poll(names).toEqual(['Ananya Iyer']);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByTestId('filter-status').click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await expect
      .poll(async () => new Set(await page.locator('tbody tr td:last-child').allTextContents()))
      .toEqual(new Set(['Active']));

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    expect(await readFile(await csv.path(), 'utf8')).toContain('Employee Number');
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await readFile(await xlsx.path())).subarray(0, 2).toString()).toBe('PK');

    await rows.first().click();
    await page.waitForURL('**/employee-profile?empNumber=*');
    await page.getByTestId('profile-name').waitFor();
    await context.close();
  });
});

describe('directory and reporting team', () => {
  it('finds a person by a partial name in the directory', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.goto('/employee-directory');
    await page.getByTestId('person-card').first().waitFor();
    await page.getByTestId('directory-search').fill('Anan');
    await expect
      .poll(() => page.getByTestId('person-card').allInnerTexts())
      .toEqual([expect.stringContaining('Ananya Iyer')]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'directory-desktop');
    await context.close();
  });

  it('shows a manager their direct team and, on request, the indirect one', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await logIn(page, 'manager01');
    await page.goto('/reporting-team');
    await page.getByTestId('person-card').filter({ hasText: 'Emily Johnson' }).waitFor();
    const direct = await page.getByTestId('person-card').count();
    await page.getByLabel('Include indirect reportees').check();
    // The whole subtree is longer than a page of 10: it is paged, and page 2 shows other people.
    await page.getByLabel('Rows per page').selectOption('10');
    // The direct team stays on screen (busy) until the subtree's first page arrives.
    const range = page.getByText(/^1–10 of \d+$/);
    await expect.poll(async () => Number((await range.innerText()).split(' of ')[1])).toBeGreaterThan(direct);
    // The range follows the chosen size at once; the cards follow when the page of 10 has arrived.
    await expect.poll(() => page.getByTestId('person-card').count()).toBe(10);
    const firstPage = await page.getByTestId('person-card').allInnerTexts();
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.getByText(/^11–\d+ of \d+$/).waitFor();
    await expect
      .poll(async () =>
        (await page.getByTestId('person-card').allInnerTexts()).some((text) => firstPage.includes(text)),
      )
      .toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'reporting-team-phone');
    await context.close();
  });
});
