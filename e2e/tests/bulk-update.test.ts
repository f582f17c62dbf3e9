import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeListItem } from '@tenure/domain/employees';
import { BULK_UPDATE_MESSAGES } from '@tenure/domain/onboarding';
import { xlsxFile } from '../../apps/api/src/modules/onboarding/bulk-fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { apiCall, logIn } from '../support/session.ts';
import { validateUpload } from '../support/uploads.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const CONTACT_HEADINGS = ['Employee Number', 'Effective Date', 'Mobile Phone', 'Alternate Phone', 'Personal Email'];
/** An Indian mobile number of this run, so a second run changes the phone again. */
const phone = (n: number) => `98${String(Date.now() % 1000).padStart(3, '0')} ${String(10000 + n).slice(-5)}`;

describe('bulk update (issue 15, item 7)', () => {
  it("HR updates two people's alternate phone from a file: the unknown employee is named on its row, the fixed file loads, and the same file again changes nothing", async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrexec01');
    // Two active people of an Indian entity (their phones follow India's rule), whoever they are on this run.
    const list = await apiCall<{ items: EmployeeListItem[] }>(
      page,
      'GET',
      '/api/hrms/hris/employee?status=Active&sort=employeeNumber&order=desc&size=100',
    );
    const [first, second] = list.items.filter((e) => e.legalEntityCode.startsWith('IN'));
    if (!first || !second) throw new Error('the demo tenant has fewer than two active people in India');
    const today = new Date().toISOString().slice(0, 10);
    const rows = [
      [first.employeeNumber, today, '', phone(1), ''],
      [second.employeeNumber, today, '', phone(2), ''],
    ];

    await page.goto('/bulk-update');
    await page.getByRole('heading', { name: 'Bulk Update' }).waitFor();
    await page.getByText('Contact', { exact: true }).click();
    await page
      .getByText('Columns: Employee Number, Effective Date, Mobile Phone, Alternate Phone, Personal Email.', {
        exact: false,
      })
      .waitFor();
    const fileInput = page.locator('input[type="file"]');
    const choose = async (name: string, cells: string[][]) =>
      fileInput.setInputFiles({
        name,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await xlsxFile(CONTACT_HEADINGS, cells)),
      });

    await choose('contacts.xlsx', [...rows, ['EMP99999', today, '', phone(3), '']]);
    const summary = await validateUpload(page);
    const errorRows = page.getByTestId('upload-errors').locator('tbody tr');
    expect(
      summary,
      `rows ${first.employeeNumber}, ${second.employeeNumber}, EMP99999: ${(await errorRows.allInnerTexts()).join(' | ')}`,
    ).toContain('3 rows checked: 1 error.');
    await expect.poll(() => errorRows.count()).toBe(1);
    expect((await errorRows.first().locator('td').allInnerTexts()).slice(0, 3)).toEqual([
      '4',
      'Employee Number',
      'EMP99999',
    ]);
    expect(await errorRows.first().innerText()).toContain(BULK_UPDATE_MESSAGES.unknownEmployee('EMP99999'));
    expect(await page.getByRole('button', { name: 'Load', exact: true }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await choose('contacts-fixed.xlsx', rows);
    expect(await validateUpload(page)).toBe(
      '2 rows checked: 2 employees to update (2 fields), 0 already as in the file.',
    );
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByTestId('job-result').getByText(BULK_UPDATE_MESSAGES.done(2, 2)).waitFor({ timeout: 45_000 });

    await choose('contacts-fixed.xlsx', rows);
    expect(await validateUpload(page)).toBe(
      '2 rows checked: 0 employees to update (0 fields), 2 already as in the file.',
    );
    await context.close();
  });
});
