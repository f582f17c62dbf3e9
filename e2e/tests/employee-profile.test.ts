import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import { MESSAGES } from '@tenure/domain/messages';
import { VALIDATION_MESSAGES } from '@tenure/domain/validation';
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

describe('employee profiles (issue 4 items 2 and 3)', () => {
  it("HR edits an IN employee's Aadhaar: an invalid one is refused on the field, a valid one is saved and shown masked", async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrexec01');
    await page.goto('/employee-profile?empNumber=EMP0010');
    await page.getByTestId('profile-name').getByText('Ananya Iyer').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Edit Personal' }).click();
    const form = page.getByTestId('section-form-personal');
    // The stored number is shown masked, with how to keep it.
    await form.getByText('Leave as shown to keep the current value.').waitFor();
    await form.getByLabel('National ID').fill('1234');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(VALIDATION_MESSAGES.invalidNationalId).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('National ID').fill('234567890123');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const shown = page.getByTestId('profile-section-personal').locator('[data-field="nationalId"]');
    await expect.poll(() => shown.innerText()).toBe('********0123');
    // An HR executive may not reveal sensitive values.
    expect(await page.getByRole('button', { name: /^Reveal/ }).count()).toBe(0);
    await screenshot(page, 'profile-hr-desktop');
    await context.close();
  });

  it('HR sees a joiner whose first day is still ahead as Pre-joining in the employee list, its status filter and the profile', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.goto('/employees');
    await page.locator('tbody tr').first().waitFor();
    // The demo's Ethan Wright joins at the end of next month, so he is always still to join.
    await page.getByTestId('filter-status').click();
    await page.getByRole('option', { name: 'Pre-joining', exact: true }).click();
    const statuses = () => page.locator('tbody tr').getByTestId('employee-status').allTextContents();
    await expect.poll(async () => new Set(await statuses())).toEqual(new Set(['Pre-joining']));
    const names = await page.locator('tbody tr td:first-child').allInnerTexts();
    expect(names).toContain('Ethan Wright');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ethan Wright' }).click();
    await page.getByTestId('profile-name').getByText('Ethan Wright').waitFor();
    expect(await page.getByTestId('employee-status').textContent()).toBe('Pre-joining');
    await context.close();
  });

  it('an HR director reveals a masked value for a while', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.goto('/employee-profile?empNumber=EMP0010');
    await page.getByRole('tab', { name: 'Finance' }).click();
    const account = page.getByTestId('profile-section-bankDetails').locator('[data-field="accountNumber"]');
    expect(await account.innerText()).toMatch(/^\*+\d{4}$/);
    await page.getByRole('button', { name: 'Reveal Bank Details' }).click();
    await expect.poll(() => account.innerText()).toMatch(/^\d{6,20}$/);
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect.poll(() => account.innerText()).toMatch(/^\*+\d{4}$/);
    await context.close();
  });

  it('employee01 edits their own contact details and sees only the public card of a colleague', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.goto('/my-profile');
    await page.getByTestId('profile-name').getByText('Emily Johnson').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Work details are HR's: no edit button there for the employee.
    await page.getByRole('tab', { name: 'Work' }).click();
    await page.getByTestId('profile-section-workDetails').waitFor();
    expect(await page.getByRole('button', { name: 'Edit Work Details' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Personal' }).click();
    await page.getByRole('button', { name: 'Edit Contact' }).click();
    const form = page.getByTestId('section-form-contact');
    await form.getByLabel('Mobile phone').fill('12');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(MESSAGES.invalidPhone).first().waitFor();
    await form.getByLabel('Mobile phone').fill('2125550147');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('profile-section-contact').locator('[data-field="mobilePhone"]').innerText())
      .toBe('2125550147');

    // A colleague outside their line: the public card only, never a private section.
    await page.goto('/employee-profile?empNumber=EMP0007');
    await page.getByTestId('public-profile').getByTestId('profile-name').getByText('Carlos Ramirez').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByTestId('profile-section-bankDetails').count()).toBe(0);
    await context.close();
  });

  it('document upload refuses an .exe renamed .pdf, then uploads, downloads and deletes a real PDF', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrexec01');
    await page.goto('/employee-profile?empNumber=EMP0010');
    await page.getByRole('tab', { name: 'Documents' }).click();
    const section = page.getByTestId('profile-section-documents');
    const input = section.locator('input[type="file"]');

    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    await input.setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: exe });
    await section.getByTestId('document-upload-error').getByText(EMPLOYEE_MESSAGES.fileTypeNotAllowed).waitFor();

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await input.setInputFiles({ name: 'offer-letter.pdf', mimeType: 'application/pdf', buffer: pdf });
    await section.getByRole('cell', { name: 'offer-letter.pdf', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download offer-letter.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('offer-letter.pdf');

    await section.getByRole('button', { name: 'Delete offer-letter.pdf' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await section.getByRole('cell', { name: 'offer-letter.pdf', exact: true }).waitFor({ state: 'detached' });
    await context.close();
  });

  it("HR changes employee01's reporting manager, and a change that would make a loop is refused", async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrexec01');
    const changeManager = async (employeeNumber: string, managerName: string) => {
      await page.goto(`/employee-profile?empNumber=${employeeNumber}`);
      await page.getByRole('tab', { name: 'Work' }).click();
      await page.getByRole('button', { name: 'Change reporting manager' }).click();
      const modal = page.getByRole('dialog', { name: 'Change reporting manager' });
      await modal.getByRole('textbox', { name: 'New reporting manager' }).pressSequentially(managerName, { delay: 20 });
      await page.getByRole('option', { name: new RegExp(managerName) }).click();
      await modal.getByTestId('reporting-manager-question').waitFor();
      await modal.getByRole('button', { name: 'Change manager' }).click();
      return modal;
    };
    const reportingManager = page.getByTestId('profile-section-workDetails').locator('[data-field="reportingManager"]');

    // Michael Chen (manager01) under Emily Johnson (employee01), who reports to him: a loop.
    const refused = await changeManager('EMP0005', 'Emily Johnson');
    await refused
      .getByTestId('reporting-manager-error')
      .getByText(/would become a loop/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await refused.getByRole('button', { name: 'Cancel' }).click();
    await refused.waitFor({ state: 'detached' });

    const moved = await changeManager('EMP0006', 'Ananya Iyer');
    await moved.waitFor({ state: 'detached' });
    await page.getByText('Emily Johnson now reports to Ananya Iyer.').waitFor();
    await expect.poll(() => reportingManager.innerText()).toBe('Ananya Iyer');

    // Back under manager01, as the other stories expect.
    await (await changeManager('EMP0006', 'Michael Chen')).waitFor({ state: 'detached' });
    await expect.poll(() => reportingManager.innerText()).toBe('Michael Chen');
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await logIn(page, 'employee01');
    await page.goto('/my-profile');
    await page.getByTestId('profile-section-personal').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'profile-phone');
    await context.close();
  });
});
