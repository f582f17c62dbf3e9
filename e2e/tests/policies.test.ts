import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_MESSAGES } from '@tenure/domain/policies';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { settled } from '../support/settle.ts';
import { logIn } from '../support/session.ts';
import { pickDate } from '../support/dates.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const POLICY_TABS = [
  'Leave',
  'Shift',
  'Probation',
  'Notice Period',
  'Overtime',
  'Holiday',
  'Timesheet',
  'Work Week',
  'Week Off',
];

/** A one-page PDF with a line of text, small enough to build by hand. */
function samplePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function planRow(page: Page, name: string) {
  return page.getByTestId('policy-plans').getByRole('row', { name: new RegExp(`^${name}`) });
}

async function openAddPlan(page: Page, type: string) {
  await page.getByRole('button', { name: 'Add plan' }).click();
  return page.getByRole('dialog', { name: `Add ${type} plan` });
}

describe('policy setup (SPEC §1, §2, §4, §8)', () => {
  it('shows the nine policy types as tabs, each with its route in the URL', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.getByTestId('sidebar').getByRole('button', { name: 'Setup', exact: true }).click();
    // The group slides open: its links are clicked where they end up.
    await settled(page);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Policies', exact: true }).click();
    // /policy opens the first tab.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/policy/leave');
    const tabs = page.getByRole('tablist', { name: 'Policies' }).getByRole('tab');
    await tabs.first().waitFor();
    expect((await tabs.allInnerTexts()).map((text) => text.trim())).toEqual([...POLICY_TABS, 'Policies per employee']);

    await page.getByRole('tab', { name: 'Notice Period' }).click();
    await page.waitForURL('**/policy/noticeperiod');
    await planRow(page, 'Standard Notice').waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Notice Period' }).getAttribute('aria-selected'))
      .toBe('true');
    await planRow(page, 'Standard Notice').getByTestId('default-badge').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A leave plan grants leave types from the leave module.
    await page.getByRole('tab', { name: 'Leave' }).click();
    await page.getByRole('button', { name: 'Edit Standard Leave' }).click();
    const leavePlan = page.getByRole('dialog', { name: 'Edit Leave plan' });
    await expect.poll(() => leavePlan.getByLabel('Leave types granted').isEnabled()).toBe(true);
    await leavePlan.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/policy/nosuchpolicy');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('refuses a duplicate name, moves the default to a new plan, and refuses to delete a plan employees follow', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.goto('/policy/noticeperiod');
    await planRow(page, 'Standard Notice').waitFor();

    // The name is checked while typing, and again by the server on Save.
    let dialog = await openAddPlan(page, 'Notice Period');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('standard notice');
    await dialog.getByText(POLICY_MESSAGES.nameTaken).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(POLICY_MESSAGES.nameTaken).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Name', exact: true }).getAttribute('aria-invalid')).toBe('true');

    // A new default goes first with the badge; the former default loses it.
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Leadership Notice');
    await dialog.getByRole('textbox', { name: 'Duration' }).fill('3');
    await dialog.getByRole('switch', { name: 'Default plan' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Added Successfully').waitFor();
    const rows = page.getByTestId('policy-plans').getByRole('row');
    await expect.poll(async () => (await rows.nth(1).innerText()).split('\n')[0]).toBe('Leadership Notice');
    await planRow(page, 'Leadership Notice').getByTestId('default-badge').waitFor();
    await planRow(page, 'Leadership Notice').getByText('3 Month').waitFor();
    expect(await planRow(page, 'Standard Notice').getByTestId('default-badge').count()).toBe(0);

    // Assign the former default to Emily Johnson: she now follows it directly.
    await page.getByRole('button', { name: 'Assign Standard Notice' }).click();
    dialog = page.getByRole('dialog', { name: 'Assign Standard Notice' });
    await dialog.getByTestId('assign-employee-search').fill('Emily');
    await page.getByRole('option', { name: /Emily Johnson/ }).click();
    await dialog.getByText(/Now follows Leadership Notice \(default plan\)/).waitFor();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await dialog
      .getByTestId('plan-assignments')
      .getByText(/Emily Johnson/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => planRow(page, 'Standard Notice').getByRole('cell').nth(3).innerText()).toBe('1');

    // A plan someone follows cannot be deleted; the dialog says why.
    await page.getByRole('button', { name: 'Delete Standard Notice' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete plan?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByTestId('confirm-error').getByText(POLICY_MESSAGES.planInUse(1)).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // The per-employee view shows where her plan comes from.
    await page.getByRole('tab', { name: 'Policies per employee' }).click();
    await page.waitForURL('**/policy/policies-per-employee');
    await page.getByTestId('policies-per-employee-filter').fill('Emily');
    const emily = page.getByTestId('policies-per-employee').getByRole('row', { name: /Emily Johnson/ });
    await emily.getByText('Standard Notice').waitFor();
    await emily.getByText('assigned directly').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('sets up a night shift 22:00–06:00 and deletes a plan nobody follows', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.goto('/policy/shift');
    await planRow(page, 'General Shift').waitFor();

    const dialog = await openAddPlan(page, 'Shift');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Late Night Support');
    await dialog.getByLabel('Start time').fill('22:00');
    await dialog.getByLabel('End time').fill('06:00');
    const length = dialog.getByTestId('shift-length');
    await length.getByText('Shift length: 8 h').waitFor();
    await length.getByText('Crosses midnight').waitFor();
    await screenshot(page, 'policy-shift-form');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await planRow(page, 'Late Night Support').getByText('22:00–06:00 (8 h) · Crosses midnight').waitFor();

    await page.getByRole('button', { name: 'Delete Late Night Support' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete plan?' });
    await confirm.getByText('Delete the plan "Late Night Support"? This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await planRow(page, 'Late Night Support').waitFor({ state: 'detached' });
    await page.getByText('Deleted Successfully').waitFor();
    await context.close();
  });

  it('keeps a holiday calendar per holiday plan, a year at a time', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.goto('/policy/holiday');
    await page.getByRole('button', { name: 'Holidays of India Holidays 2026' }).click();
    const dialog = page.getByRole('dialog', { name: 'Holidays of India Holidays 2026' });
    await dialog.getByRole('combobox', { name: 'Year' }).selectOption('2026');
    const holidays = dialog.getByTestId('plan-holidays');
    await holidays.getByRole('row').nth(1).waitFor();

    await pickDate(page, dialog.getByLabel('Date'), '2026-12-28');
    await dialog.getByRole('textbox', { name: 'Holiday' }).fill('Founders Day');
    await dialog.getByRole('checkbox', { name: 'Optional holiday' }).check();
    await dialog.getByRole('button', { name: 'Add holiday' }).click();
    const founders = holidays.getByRole('row', { name: /Founders Day/ });
    await founders.getByText('28 Dec 2026').waitFor();
    await founders.getByText('Optional').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'policy-holidays');

    await founders.getByRole('button', { name: 'Delete Founders Day' }).click();
    await page.getByRole('dialog', { name: 'Delete holiday?' }).getByRole('button', { name: 'Delete' }).click();
    await founders.waitFor({ state: 'detached' });
    await context.close();
  });

  it('describes week-off rules in words', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.goto('/policy/weekoff');
    await planRow(page, 'Alternate Saturdays').getByText('2nd and 4th Saturday').waitFor();
    const dialog = await openAddPlan(page, 'Week Off');
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await dialog.getByTestId('week-off-summary').getByText('2nd and 4th Saturday').waitFor();
    await dialog.getByRole('group', { name: 'Rule 1' }).getByRole('checkbox', { name: '1st' }).check();
    await dialog.getByTestId('week-off-summary').getByText('1st, 2nd, and 4th Saturday').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await logIn(page, 'hrdirector');
    await page.goto('/policy/shift');
    await planRow(page, 'General Shift').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'policies-phone');
    await context.close();
  });
});

describe('policy library (SPEC §2, §6)', () => {
  it('HR uploads a PDF to the library of New York; an employee there finds it and reads it in the page', async () => {
    const hr = await newPage(browser);
    await logIn(hr.page, 'hrdirector');
    await hr.page.goto('/policy-document');
    await hr.page.getByRole('combobox', { name: 'Library of' }).selectOption('US-NY-01');
    await hr.page.getByRole('button', { name: 'Upload document' }).click();
    const dialog = hr.page.getByRole('dialog', { name: 'Upload a policy document' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(POLICY_MESSAGES.titleRequired).waitFor();
    await dialog.getByText(POLICY_MESSAGES.documentRequired).waitFor();

    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await dialog.getByText(POLICY_MESSAGES.documentNotPdf).waitFor();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Remote Work Policy');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Who may work from home, and how.');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'remote-work.pdf', mimeType: 'application/pdf', buffer: samplePdf('Remote work policy') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await hr.page
      .getByTestId('policy-documents')
      .getByRole('row', { name: /Remote Work Policy/ })
      .waitFor();
    expect(await seriousViolations(hr.page)).toEqual([]);
    await hr.context.close();

    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.goto('/policy-document');
    const row = page.getByTestId('policy-documents').getByRole('row', { name: /Remote Work Policy/ });
    await row.getByText('Who may work from home, and how.').waitFor();
    expect(await page.getByRole('button', { name: 'Upload document' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /^Delete / }).count()).toBe(0);

    await row.getByRole('button', { name: 'Open Remote Work Policy' }).click();
    const preview = page.getByRole('dialog', { name: 'Remote Work Policy' });
    const frame = preview.getByTestId('policy-document-preview');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    expect(await frame.getAttribute('title')).toBe('Remote Work Policy');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'policy-library-preview');
    await context.close();
  });
});
