import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { logIn, sessionToken } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const api = async (page: Page, method: 'GET' | 'PUT' | 'DELETE', path: string, data?: object) => {
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-tenantid': 'demo' },
    ...(data ? { data } : {}),
  });
  expect(response.status()).toBeLessThan(300);
  return response.status() === 204 ? null : response.json();
};
const figure = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 2 });

describe('vendor dashboard and ERP project sync (issue 17 items 5 and 6)', () => {
  it('the vendor dashboard shows a vendor with its consultants and their approved hours', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    // Read what the page must show from the API: other stories may approve more hours.
    const consultants = (await api(page, 'GET', '/api/hrms/hris/vendor-dashboard/consultants?search=Ana%20Sol')) as {
      items: { consultantName: string; vendorName: string; hours: number }[];
    };
    const ana = consultants.items[0]!;
    expect(ana).toMatchObject({ consultantName: 'Ana Solís', vendorName: 'Nearshore Talent Partners S.A.' });
    expect(ana.hours).toBeGreaterThan(0);

    await page.goto('/vendor-dashboard');
    await page.getByRole('heading', { name: 'Vendor Dashboard' }).waitFor();
    await page.getByTestId('vendor-row').filter({ hasText: 'Nearshore Talent Partners S.A.' }).waitFor();
    await page.getByRole('heading', { name: 'Approved hours per month by vendor' }).waitFor();
    await page.getByRole('heading', { name: 'Contracts ending soon' }).waitFor();
    await page.getByTestId('ending-contracts').getByText('Diego Vargas').waitFor();
    await page.getByRole('row').filter({ hasText: 'Diego Vargas' }).waitFor();
    await page.getByRole('textbox', { name: 'Search consultants' }).fill('Ana Sol');
    // The search has answered once the other consultants have left the table.
    await page.getByRole('row').filter({ hasText: 'Diego Vargas' }).waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Ana Solís' });
    await row.waitFor();
    await row.getByRole('cell', { name: figure(ana.hours), exact: true }).waitFor();
    await screenshot(page, 'vendor-dashboard');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('an admin sets up the file connector, syncs a file of projects and reads the report with the refused record', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    await api(page, 'PUT', '/api/flags', { flag: 'syncProjectsFromOracleERP', enabled: true });
    try {
      await page.goto('/erp-project-sync');
      await page.getByRole('heading', { name: 'ERP Project Sync' }).waitFor();
      await page.getByLabel('Uploaded files (JSON or CSV)').check();
      await page.getByRole('button', { name: 'Save connector' }).click();
      await page.getByText('Connector saved.').waitFor();

      // Later than whatever an earlier run of this story left as the watermark.
      const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
      const number = `E2E-${randomBytes(3).toString('hex').toUpperCase()}`;
      const records = [
        {
          projectNumber: number,
          projectName: `ERP Import ${number}`,
          clientCode: 'NWH',
          projectStatus: 'ACTIVE',
          startDate: '2026-01-05',
          billingType: 'Time and Material',
          projectManager: 'EMP0005',
          lastUpdateDate: now,
        },
        {
          projectNumber: `${number}-X`,
          projectName: `ERP Orphan ${number}`,
          clientCode: 'NOPE',
          startDate: '2026-01-05',
          billingType: 'Time and Material',
          projectManager: 'EMP0005',
          lastUpdateDate: now,
        },
      ];
      await page.locator('input[type="file"]').setInputFiles({
        name: 'oracle-projects.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(records)),
      });
      await page.getByRole('button', { name: 'Sync this file' }).click();
      await page.getByTestId('job-result').getByText('1 created, 0 updated, 1 refused.').waitFor();
      const report = page.getByTestId('erp-report').filter({ hasText: 'oracle-projects.json' }).first();
      await report.waitFor();
      const refusals = page.getByTestId('erp-refusals');
      if (!(await refusals.isVisible())) await report.getByRole('button', { name: '1' }).click();
      await refusals.getByText(`${number}-X`).waitFor();
      await refusals.getByText('No client has the code "NOPE".').waitFor();
      await screenshot(page, 'erp-project-sync');
      expect(await seriousViolations(page)).toEqual([]);

      // The project exists now, like any other.
      const projects = (await page.request
        .fetch('/api/timesheet/v2/projects/list', {
          method: 'POST',
          headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-tenantid': 'demo' },
          data: { searchQuery: number },
        })
        .then((r) => r.json())) as { items: { code: string }[] };
      expect(projects.items.map((p) => p.code)).toEqual([number]);
    } finally {
      await api(page, 'DELETE', '/api/flags/syncProjectsFromOracleERP');
      await context.close();
    }
  });
});
