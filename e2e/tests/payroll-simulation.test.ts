import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES } from '@tenure/domain/finance/payroll';
import { readWorkbook } from '../../apps/api/test/sheet-files.ts';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { logIn } from '../support/session.ts';
import { onOwnServer } from '../support/own-server.ts';
import type { TestServer } from '../support/server.ts';

/** Issue 21's payroll part: HR compares a 10% raise for an Indian employee under both tax regimes and exports it. Its own server: it saves simulations. */
let browser: Browser;
let server: TestServer;
onOwnServer((b, s) => ([browser, server] = [b, s]));

async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('payroll simulation (issue 21)', () => {
  let details = '';

  it('HR simulates a 10% raise for an Indian employee under the new and the old regime, sees B − A by component, and exports the comparison to Excel and PDF', async () => {
    const { page } = await newPage(browser, { port: server.port });
    await logIn(page, 'hrdirector');
    await page.goto('/payroll-simulation');
    await page.getByRole('heading', { name: 'Payroll Simulation' }).waitFor();
    await page.getByRole('link', { name: 'Annual review — new or old regime', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'New simulation' }).click();
    await page.getByRole('heading', { name: 'New payroll simulation' }).waitFor();

    // Nothing filled in: the errors land on their fields.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(PAYROLL_MESSAGES.nameRequired).waitFor();

    await page.getByRole('textbox', { name: /^Name/ }).fill('Raise under both regimes (story)');
    await choose(page, /^Legal entity/, /^IN-KA-01/);
    // The form opens on this year, and says plainly which year's rates apply; a year without rates offers the latest.
    // The seed's latest rates are 2026's: the story picks that year, so it reads the same in later years.
    expect(await page.getByRole('textbox', { name: /^Tax year/ }).inputValue()).toBe(String(new Date().getFullYear()));
    await page.getByRole('textbox', { name: /^Tax year/ }).fill('2026');
    await page.getByTestId('rates-apply').getByText('The IN 2026 rates apply.').waitFor();
    await page.getByRole('textbox', { name: /^Tax year/ }).fill('2099');
    await page
      .getByRole('alert')
      .getByText('There are no IN rates for 2099 yet. The latest are those of 2026', { exact: false })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Use the 2026 rates' }).click();
    await page.getByTestId('rates-apply').getByText('The IN 2026 rates apply.').waitFor();
    await page.getByRole('textbox', { name: /^Tax year/ }).fill('2025');
    await page.getByTestId('rates-apply').getByText('The IN 2025 rates apply.').waitFor();
    await page.getByRole('combobox', { name: 'Employee of row 1' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: 'Gross salary a year of row 1' }).fill('1800000');
    for (const [side, regime] of [
      ['Scenario A', 'New regime'],
      ['Scenario B', 'Old regime'],
    ] as const) {
      await page
        .getByRole('textbox', { name: new RegExp(`^Scenario name \\(${side}\\)`) })
        .fill(`10% raise, ${regime.toLowerCase()}`);
      await page.getByRole('textbox', { name: `Raise (%) (${side})` }).fill('10');
      await choose(page, new RegExp(`^Tax regime \\(${side}\\)`), regime);
      await choose(page, new RegExp(`^State \\(${side}\\)`), 'Karnataka (KA)');
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();

    // 19,80,000 new: (19,05,000 taxable) 20,000 + 40,000 + 60,000 + 61,000 = 1,81,000. Old: 19,05,900 taxable → 3,84,270; B − A = 2,03,270.
    await page.waitForURL(/\/payroll-simulation-details\?id=/);
    await page.getByTestId('simulation-marker').getByText(PAYROLL_MESSAGES.marker).waitFor();
    details = new URL(page.url()).pathname + new URL(page.url()).search;
    const incomeTax = page.getByTestId('comparison-incomeTax');
    await expect.poll(() => incomeTax.innerText()).toContain('181,000.00');
    expect(await incomeTax.innerText()).toContain('384,270.00');
    expect(await incomeTax.innerText()).toContain('+₹203,270.00');
    expect(await page.getByTestId('comparison-gross').innerText()).toContain('1,980,000.00');
    expect(await seriousViolations(page)).toEqual([]);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe('payroll-simulation-raise-under-both-regimes-story.xlsx');
    const workbook = await readWorkbook(await readFile((await xlsx.path())!));
    const sheet = workbook.getWorksheet('Comparison')!;
    expect(sheet.getCell('A2').value).toBe(PAYROLL_MESSAGES.marker);
    const taxRow = sheet.getColumn(1).values.findIndex((v) => typeof v === 'string' && v === 'Income tax');
    expect(sheet.getRow(taxRow).values).toEqual([undefined, 'Income tax', 181000, 384270, 203270]);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('payroll-simulation-raise-under-both-regimes-story.pdf');
    const text = (await readFile((await pdf.path())!)).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(203,270.00)');
  });

  it('HR raises the EPF wage ceiling in the India 2025 rates; the saved simulation follows the data (12 % of ₹20,000 × 12 = 28,800)', async () => {
    const { page } = await newPage(browser, { port: server.port });
    await logIn(page, 'hrdirector');
    await page.goto('/payroll-simulation-rates');
    await page.getByRole('heading', { name: 'Payroll rate sets' }).waitFor();
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'India' }).click();
    // The latest year opens first; the seed carries 2025 and 2026.
    await page.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: '2025' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Published source/ }).inputValue())
      .toMatch(/^Financial year 2025-26/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Wage ceiling' }).fill('20000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The IN 2025 rates were saved.').waitFor();

    await page.goto(details);
    await expect.poll(() => page.getByTestId('comparison-epf').innerText()).toContain('28,800.00');
  }, 180_000);
});
