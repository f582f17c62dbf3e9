import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addMonths } from '@tenure/domain/finance';
import { addDays } from '@tenure/domain/policies';
import { tinyPdf } from '../../apps/api/src/db/seed/people-data.ts';
import { zipOf } from '../../apps/api/test/zip.ts';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { pickDate } from '../support/dates.ts';
import { logIn, readMenu } from '../support/session.ts';
import { onOwnServer } from '../support/own-server.ts';
import type { TestServer } from '../support/server.ts';

/**
 * Issue 21's story (My Finance and ESOP): HR uploads a month of payslips in one file and gives
 * manager01 a grant; it adds payslips and grants other stories do not expect, so it runs on a
 * server of its own.
 */
let browser: Browser;
let server: TestServer;
onOwnServer((b, s) => ([browser, server] = [b, s]));

const today = () => new Date().toISOString().slice(0, 10);
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** The tenant's default date format, dd MMM yyyy. */
const shownDate = (iso: string) =>
  `${iso.slice(8, 10)} ${new Date(`${iso}T00:00:00Z`).toLocaleDateString('en', { month: 'short', timeZone: 'UTC' })} ${iso.slice(0, 4)}`;
/** Opens a sidebar entry of a group as a person does: the group first (readMenu may have left it closed), then the entry. */
async function openFromMenu(page: Page, group: string, entry: string) {
  const sidebar = page.getByTestId('sidebar');
  const top = sidebar.locator('[data-menu-top]', { hasText: group });
  if ((await top.getAttribute('aria-expanded')) !== 'true') await top.click();
  await sidebar.getByRole('link', { name: entry, exact: true }).click();
  // Away from the link, so the checks below see the page as it rests, not the link's hover colours.
  await page.mouse.move(0, 0);
}
const payslip = (employeeNumber: string, month: string) => ({
  name: `Payslip_${employeeNumber}_${month}.pdf`,
  bytes: tinyPdf(`Payslip ${month} ${employeeNumber}`),
});

describe('My Finance and ESOP (issue 21)', () => {
  it('HR uploads a month of payslips for three people in one file; employee01 opens theirs in the modal', async () => {
    const month = today().slice(0, 7);
    const hr = await newPage(browser, { port: server.port });
    const employee = await newPage(browser, { port: server.port });
    try {
      await logIn(hr.page, 'hrexec01');
      await hr.page.goto('/finance-setup');
      await hr.page.getByRole('heading', { name: 'Upload payslips' }).waitFor();
      const zip = zipOf([payslip('EMP0005', month), payslip('EMP0006', month), payslip('EMP0010', month)]);
      await hr.page
        .locator('input[type="file"]')
        .setInputFiles({ name: `payslips-${month}.zip`, mimeType: 'application/zip', buffer: Buffer.from(zip) });
      await hr.page.getByRole('button', { name: 'Validate' }).click();
      await hr.page
        .getByTestId('dry-run-summary')
        .getByText('3 payslips matched (0 replacing earlier ones), 0 errors.')
        .waitFor();
      const matches = hr.page.getByTestId('payslip-matches');
      await matches.getByRole('cell', { name: 'Emily Johnson (EMP0006)' }).waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);
      await hr.page.getByRole('button', { name: 'Upload payslips' }).click();
      const list = hr.page.getByTestId('payslips');
      for (const name of ['Michael Chen (EMP0005)', 'Emily Johnson (EMP0006)', 'Ananya Iyer (EMP0010)'])
        await list.getByRole('cell', { name, exact: true }).waitFor();

      await logIn(employee.page, 'employee01');
      const menu = await readMenu(employee.page);
      expect(menu['My Finance']).toContain('My Pay');
      await openFromMenu(employee.page, 'My Finance', 'My Pay');
      await employee.page.getByRole('heading', { name: 'My Pay', level: 1 }).waitFor();
      // The account number shows its last 4 characters only.
      await employee.page
        .getByTestId('bank-details')
        .getByText(/^\*+\d{4}$/)
        .first()
        .waitFor();
      await employee.page
        .getByTestId('pay-links')
        .getByRole('link', { name: /Payroll portal \(US\)/ })
        .waitFor();
      expect(await seriousViolations(employee.page)).toEqual([]);
      await employee.page.getByRole('button', { name: `Preview payslip ${monthName(month)}` }).click();
      const modal = employee.page.getByRole('dialog', { name: `Payslip_EMP0006_${month}.pdf` });
      await modal.getByTestId('payslip-preview').waitFor();
      expect(await modal.getByTestId('payslip-preview').getAttribute('src')).toMatch(/^blob:/);
      expect(await seriousViolations(employee.page)).toEqual([]);
    } finally {
      await hr.context.close();
      await employee.context.close();
    }
  });

  it('HR gives manager01 an ESOP grant and uploads the manual; manager01 sees the ESOP menu, the vesting schedule and the manual, and exercises vested options that HR approves', async () => {
    // A day before 15 months ago: the 15th tranche is due yesterday (UTC), so it has vested on manager01's own day
    // wherever he works (vesting follows the holder's day, and New York is behind UTC until 05:00).
    const grantDate = addDays(addMonths(today(), -15), -1);
    const hr = await newPage(browser, { port: server.port });
    const manager = await newPage(browser, { port: server.port });
    try {
      await logIn(hr.page, 'hrdirector');
      await hr.page.goto('/finance-setup?tab=grants');
      await hr.page.getByRole('button', { name: 'Grant options' }).click();
      const form = hr.page.getByRole('dialog', { name: 'Grant options' });
      await form.getByRole('textbox', { name: 'Employee number' }).fill('EMP0005');
      await pickDate(hr.page, form.getByLabel('Grant date'), grantDate);
      await form.getByRole('textbox', { name: 'Options' }).fill('1200');
      expect(await seriousViolations(hr.page)).toEqual([]);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'detached' });
      await hr.page
        .getByTestId('esop-grants')
        .getByRole('row')
        .filter({ hasText: shownDate(grantDate) })
        .filter({ hasText: '1,200' })
        .waitFor();

      await hr.page.getByRole('tab', { name: 'ESOP documents' }).click();
      const manualSlot = hr.page.getByTestId('esop-document-userManual');
      await manualSlot.locator('input[type="file"]').setInputFiles({
        name: 'ESOP Plan Rules 2026.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(tinyPdf('ESOP Plan Rules 2026')),
      });
      await manualSlot.getByRole('button', { name: 'Upload ESOP User Manual' }).click();
      await manualSlot.getByText(/Current: ESOP Plan Rules 2026\.pdf/).waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);

      await logIn(manager.page, 'manager01');
      expect((await readMenu(manager.page))['My Finance']).toEqual(['My Pay', 'ESOP']);
      await openFromMenu(manager.page, 'My Finance', 'ESOP');
      await manager.page.getByRole('heading', { name: 'ESOP', level: 1 }).waitFor();
      const grant = manager.page
        .getByTestId('esop-grant')
        .filter({ has: manager.page.getByRole('heading', { name: `Grant of ${shownDate(grantDate)}` }) });
      await grant.getByText('Vested 375, unvested 825, available to exercise 375.').waitFor();
      const schedule = grant.getByRole('table', { name: `Vesting schedule of the grant of ${shownDate(grantDate)}` });
      await expect.poll(() => schedule.getByRole('row').count()).toBe(14);
      expect(
        await schedule.getByRole('row').filter({ hasText: 'Vested' }).filter({ hasNotText: 'Vested in total' }).count(),
      ).toBe(2);
      expect(await seriousViolations(manager.page)).toEqual([]);

      await manager.page.getByTestId('esop-documents').getByRole('button', { name: 'ESOP User Manual' }).click();
      const modal = manager.page.getByRole('dialog', { name: 'ESOP Plan Rules 2026.pdf' });
      await modal.getByTestId('esop-document-preview').waitFor();
      await modal.getByRole('button', { name: 'Close' }).click();
      await modal.waitFor({ state: 'detached' });

      // manager01 asks to exercise 100 vested options; HR approves from the exercise requests.
      await grant.getByRole('button', { name: 'Exercise options' }).click();
      const exercise = manager.page.getByRole('dialog', { name: 'Exercise vested options' });
      await exercise.getByRole('textbox', { name: 'Options to exercise' }).fill('100');
      await exercise.getByRole('button', { name: 'Save' }).click();
      await exercise.waitFor({ state: 'detached' });
      await manager.page.getByTestId('exercise-requests').getByRole('row').filter({ hasText: 'Pending' }).waitFor();
      // HR's My Actions counts the request in options, not days; its Review link opens the exercise requests.
      await hr.page.goto('/my-actions');
      const request = hr.page
        .getByTestId('waiting-esopExercise')
        .getByTestId('waiting-item')
        .filter({ hasText: 'Michael Chen' });
      await request.getByText('· 100 options', { exact: false }).waitFor();
      await request.getByRole('link', { name: 'Review the request of Michael Chen' }).click();
      await hr.page.waitForURL('**/finance-setup?tab=exercise');
      await hr.page.getByRole('tab', { name: 'Exercise requests' }).click();
      await hr.page.getByRole('button', { name: 'Approve the request of Michael Chen' }).click();
      const approve = hr.page.getByRole('dialog', { name: 'Approve' });
      await approve.getByRole('button', { name: 'Approve' }).click();
      await approve.waitFor({ state: 'detached' });
      await hr.page.getByText('No exercise requests.').waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);
      await hr.page.getByRole('tab', { name: 'Links' }).click();
      await hr.page.getByTestId('links-esop').getByRole('textbox', { name: 'Title' }).first().waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);
      await manager.page.reload();
      await grant.getByText('Vested 375, unvested 825, available to exercise 275.').waitFor();
      await manager.page.getByTestId('exercise-requests').getByRole('row').filter({ hasText: 'Approved' }).waitFor();

      await manager.page.getByRole('link', { name: 'ESOP Plan Rules 2026.pdf' }).click();
      await manager.page.waitForURL('**/docs/esop-user-manual');
      await manager.page.getByRole('heading', { name: 'ESOP User Manual', level: 1 }).waitFor();
      await manager.page.getByTestId('esop-document-page').waitFor();
      expect(await seriousViolations(manager.page)).toEqual([]);
    } finally {
      await hr.context.close();
      await manager.context.close();
    }
  });
});
