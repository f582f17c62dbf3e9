import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@tenure/domain/dates';
import { addDays } from '@tenure/domain/policies';
import { TIMESHEET_UPLOAD_COLUMNS, weekStartOf } from '@tenure/domain/timesheets';
import { csvFile } from '../../apps/api/test/sheet-files.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { pickDate } from '../support/dates.ts';
import { logIn } from '../support/session.ts';
import { validateUpload } from '../support/uploads.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const today = new Date().toISOString().slice(0, 10);
const monday = weekStartOf(today);
const HEADINGS = [...TIMESHEET_UPLOAD_COLUMNS];

describe('timesheet bulk upload and client-side approval (issue 17, items 3 and 4)', () => {
  it('HR uploads a timesheet file with a bad row, sees the error, fixes and loads it; the client’s approver opens the link, rejects one line and approves the rest, each after a confirmation', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrexec01');
    await page.goto('/timesheet-bulk-upload');
    await page.getByRole('heading', { name: 'Timesheet bulk upload' }).waitFor();
    await page.getByTestId('timesheet-imports').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'New upload' }).click();
    await page.getByRole('heading', { name: 'Upload timesheets' }).waitFor();

    // A week of Patient Portal hours for one developer, one row naming a task the project lacks.
    const good = [
      ['EMP0013', monday, 'Patient Portal Rebuild', 'Development', '6.5'],
      ['EMP0013', monday, 'NWH-PP', 'Code Review', '1:30'],
    ];
    const bad = [good[0]!, ['EMP0013', monday, 'NWH-PP', 'Code Reveiw', '1:30']];
    const choose = (name: string, rows: string[][]) =>
      page
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csvFile(HEADINGS, rows)) });
    await choose('portal-week.csv', bad);
    expect(await validateUpload(page)).toBe('2 rows checked: 1 problem to fix before loading.');
    const errorRows = page.getByTestId('upload-errors').locator('tbody tr');
    await expect.poll(() => errorRows.count()).toBe(1);
    expect(await errorRows.nth(0).locator('td').allInnerTexts()).toEqual([
      '3',
      'Task',
      'Code Reveiw',
      'The project has no task of this name.',
    ]);
    expect(await page.getByRole('button', { name: 'Load', exact: true }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await choose('portal-week-fixed.csv', good);
    expect(await validateUpload(page)).toBe(
      '2 rows make 2 timesheet lines: 0 enter approved, 2 go for approval, 0 are already in Tenure.',
    );
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page
      .getByTestId('job-result')
      .getByText('0 lines approved, 2 sent for approval, 0 already in Tenure.')
      .waitFor({ timeout: 45_000 });

    await page.getByRole('link', { name: 'Back to the upload history' }).click();
    await page.getByRole('link', { name: 'portal-week-fixed.csv' }).first().click();
    await page.getByRole('heading', { name: 'Timesheet file portal-week-fixed.csv' }).waitFor();
    await page.getByText('Loaded', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    // The admin issues Northwind Health an approval key (shown once) and sends its approver a link.
    const admin = await newPage(browser);
    await logIn(admin.page, 'superadmin');
    await admin.page.goto('/clients');
    await admin.page.getByRole('link', { name: 'Northwind Health' }).first().click();
    await admin.page.getByRole('heading', { name: 'Client approval keys' }).waitFor();
    await admin.page.getByRole('button', { name: 'New key' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'New approval key' });
    await dialog.getByLabel('Name').fill('Northwind approver portal');
    await pickDate(admin.page, dialog.getByLabel('Works until'), addDays(today, 40));
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const secret = await admin.page
      .getByRole('dialog', { name: 'Copy the key now' })
      .getByTestId('shown-once')
      .inputValue();
    expect(secret).toMatch(/^tnr_[0-9a-f]{12}_/);
    await admin.page.getByRole('button', { name: 'Done' }).click();
    const keyRow = admin.page
      .getByTestId('client-api-keys')
      .locator('tbody tr', { hasText: 'Northwind approver portal' });
    await keyRow.getByText('Active').waitFor();
    expect(await admin.page.getByTestId('client-api-keys').innerText()).not.toContain(secret);
    expect(await seriousViolations(admin.page)).toEqual([]);
    await keyRow.getByRole('button', { name: 'Approval link: Northwind approver portal' }).click();
    const link = await admin.page
      .getByRole('dialog', { name: 'Approval link for Northwind approver portal' })
      .getByTestId('shown-once')
      .inputValue();
    expect(new URL(link).pathname).toBe('/external-approval');
    await admin.context.close();

    // The client's approver has no Tenure account: the link alone opens their projects' waiting weeks.
    const approver = await newPage(browser);
    await approver.page.goto(`${new URL(link).pathname}${new URL(link).search}`);
    await approver.page.getByRole('heading', { name: 'Timesheet approval' }).waitFor();
    await approver.page.getByText('Timesheet lines of Northwind Health waiting for your approval.').waitFor();
    const ofWeek = (start: string) =>
      `Week of ${formatDate(start, 'dd MMM yyyy')} to ${formatDate(addDays(start, 6), 'dd MMM yyyy')}`;
    const week = approver.page
      .getByTestId('external-week')
      .filter({ hasText: '(EMP0013)' })
      .filter({ hasText: ofWeek(monday) });
    await week.getByText('Code Review').waitFor();
    expect(await week.innerText()).toContain('8 hours');
    expect(await seriousViolations(approver.page)).toEqual([]);
    const summary = async (lines: string, hours: string) =>
      expect(await approver.page.getByRole('dialog').innerText()).toMatch(
        new RegExp(
          `${lines} of .+ \\(EMP0013\\) for the week of ${formatDate(monday, 'dd MMM yyyy')} to ${formatDate(addDays(monday, 6), 'dd MMM yyyy')}: ${hours} hours\\.`,
        ),
      );

    // The approver decides the Code Review line alone: rejected, after a dialog naming the person, the week and its hours.
    await week.getByRole('checkbox', { name: 'Decide Patient Portal Rebuild – Development' }).uncheck();
    await week.getByRole('button', { name: 'Reject 1 line' }).click();
    await approver.page.getByRole('dialog', { name: 'Reject these hours?' }).waitFor();
    await summary('1 line', '1.5');
    expect(await seriousViolations(approver.page)).toEqual([]);
    await approver.page
      .getByRole('dialog')
      .getByLabel('Reason for rejecting')
      .fill('Code review is not billable to us.');
    await approver.page.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
    await approver.page.getByText('1 line rejected.').waitFor();
    await week.getByText('Code Review').waitFor({ state: 'detached' });

    // Approving asks first too: cancelled, nothing happens; confirmed, the week's last line is approved.
    await week.getByRole('button', { name: 'Approve week' }).click();
    await approver.page.getByRole('dialog', { name: 'Approve these hours?' }).waitFor();
    await summary('1 line', '6.5');
    await approver.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await approver.page.getByRole('dialog').waitFor({ state: 'detached' });
    await week.getByText('Development').waitFor();
    await week.getByRole('button', { name: 'Approve week' }).click();
    await approver.page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
    await approver.page.getByText('Week approved.').waitFor();
    await week.waitFor({ state: 'detached' });

    // A tampered link opens nothing.
    await approver.page.goto(`/external-approval?token=${encodeURIComponent('e30.forged')}`);
    await approver.page.getByText('This link is not valid or has expired. Ask for a new link.').waitFor();
    await approver.context.close();
  });
});
