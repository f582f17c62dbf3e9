import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS_COLUMN } from '@tenure/domain/uploads';
import {
  EMPLOYEE_HEADINGS,
  joinerRows,
  readWorkbook,
  withCell,
  xlsxFile,
} from '../../apps/api/src/modules/onboarding/bulk-fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { logIn } from '../support/session.ts';
import { validateUpload } from '../support/uploads.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('bulk onboarding (issue 15, item 12)', () => {
  it('HR uploads 50 rows with 3 bad ones, sees each error by row and column, downloads the marked file, fixes and loads it; the same file again creates nobody', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrexec01');
    await page.goto('/bulk-onboarding');
    await page.getByRole('heading', { name: 'Bulk Onboarding' }).waitFor();

    // A tag of its own, so that a second run of the story onboards other people.
    const tag = `story${Date.now().toString(36)}`;
    const good = joinerRows(50, { tag });
    let bad = withCell(good, 4, 'Department', 'Enginering');
    bad = withCell(bad, 19, 'Date of Joining', '31/02/2026');
    bad = withCell(bad, 41, 'Employment Type', 'Permanent');
    const fileInput = page.locator('input[type="file"]');
    const choose = async (name: string, rows: string[][]) =>
      fileInput.setInputFiles({
        name,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await xlsxFile(EMPLOYEE_HEADINGS, rows)),
      });

    await choose('joiners.xlsx', bad);
    expect(await validateUpload(page)).toContain('50 rows checked: 3 errors.');
    const errorRows = page.getByTestId('upload-errors').locator('tbody tr');
    await expect.poll(() => errorRows.count()).toBe(3);
    const cells = async (i: number) => (await errorRows.nth(i).locator('td').allInnerTexts()).slice(0, 3);
    expect(await cells(0)).toEqual(['6', 'Department', 'Enginering']);
    expect(await errorRows.nth(0).innerText()).toContain('did you mean Engineering?');
    expect(await cells(1)).toEqual(['21', 'Date of Joining', '31/02/2026']);
    expect(await cells(2)).toEqual(['43', 'Employment Type', 'Permanent']);
    expect(await page.getByRole('button', { name: 'Load', exact: true }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download file with errors marked' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('bulk-onboarding-errors.xlsx');
    const marked = (await readWorkbook(await readFile((await download.path())!))).worksheets[0]!;
    const errorsColumn = EMPLOYEE_HEADINGS.length + 1;
    expect(marked.getRow(1).getCell(errorsColumn).value).toBe(ERRORS_COLUMN);
    expect(String(marked.getRow(6).getCell(errorsColumn).value)).toContain('Department');
    expect(String(marked.getRow(43).getCell(errorsColumn).value)).toContain('Employment Type');

    // Fixed, the file validates clean and loads in a job whose progress and outcome show.
    await choose('joiners-fixed.xlsx', good);
    expect(await validateUpload(page)).toBe('50 rows checked: 50 to create, 0 already onboarded.');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    // The outcome says who was onboarded under which new number: the first ten, then how many more.
    const loaded = page.getByTestId('job-result').getByText(/^50 people onboarded: /);
    await loaded.waitFor({ timeout: 45_000 });
    const named = /^50 people onboarded: (.*) and 40 more\.$/.exec(await loaded.innerText())?.[1]?.split(', ');
    expect(named?.map((person) => person.replace(/^\S+ /, ''))).toEqual(
      Array.from({ length: 10 }, (_, i) => `Asha Verma ${tag} ${i + 1}`),
    );
    expect(new Set(named?.map((person) => person.split(' ')[0])).size).toBe(10);

    // The same file again: all already onboarded, and its load creates nobody.
    await choose('joiners-fixed.xlsx', good);
    expect(await validateUpload(page)).toBe('50 rows checked: 0 to create, 50 already onboarded.');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page
      .getByTestId('job-result')
      .getByText('All 50 rows are already onboarded; nothing to create.')
      .waitFor({ timeout: 45_000 });
    await context.close();
  });
});
