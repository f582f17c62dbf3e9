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

describe('job history (issue 14, Setup › Job History)', () => {
  it('shows a job HR started with its outcome and who started it, and the schedules with their next run', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    await page.goto('/leave-management?tab=accruals');
    const accrual = page.getByTestId('job-accruals');
    await accrual.getByRole('button', { name: 'Run accrual' }).click();
    await accrual.getByTestId('job-result').waitFor();

    await page.goto('/job-history');
    await page.getByRole('heading', { name: 'Job History' }).waitFor();
    await page
      .getByTestId('schedule-leave.accrual')
      .getByText(/^Next run: /)
      .waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Leave accrual' }).filter({ hasText: 'superadmin' }).first();
    await row.getByText('Succeeded').waitFor();
    expect(await row.innerText()).toContain('100%');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await page.getByText('No jobs match these filters.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('is not in the menu of an employee, and its address says access denied', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.goto('/job-history');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await context.close();
  });
});
