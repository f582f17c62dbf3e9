import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_MESSAGES } from '@tenure/domain/org';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('master data (SPEC §2, §3, §7)', () => {
  it('adds a department, refuses a duplicate name on the field, and refuses to delete one in use', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.goto('/master-data?tab=departments');
    const departments = page.getByTestId('departments');
    await departments.getByText('Product Engineering').waitFor();

    await page.getByRole('button', { name: 'Add department' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add department' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Legal Affairs');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await departments.getByRole('row', { name: /Legal Affairs/ }).waitFor();

    await page.getByRole('button', { name: 'Add department' }).click();
    dialog = page.getByRole('dialog', { name: 'Add department' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('legal affairs');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(ORG_MESSAGES.nameTaken).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Name', exact: true }).getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Employees work in Human Resources: the delete is refused, and the dialog says why.
    await page.getByRole('button', { name: 'Delete Human Resources' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm
      .getByTestId('confirm-error')
      .getByText(/is in use and cannot be deleted/)
      .waitFor();
    expect(await confirm.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await departments
      .getByRole('row', { name: /Human Resources/ })
      .first()
      .waitFor();

    // A new, unused department can go.
    await page.getByRole('button', { name: 'Delete Legal Affairs' }).click();
    await page.getByRole('dialog', { name: 'Delete?' }).getByRole('button', { name: 'Delete' }).click();
    await departments.getByRole('row', { name: /Legal Affairs/ }).waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('manages master table values with the same uniqueness rule', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    await page.goto('/master-data');
    await page.getByRole('combobox', { name: 'Master table' }).waitFor();
    await page.getByRole('button', { name: 'Add Designation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Designation' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Staff Engineer');
    await dialog.getByRole('textbox', { name: 'Code' }).fill('SE3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The list shows ten values a page; the search finds the new one wherever it sorts.
    await page.getByRole('tabpanel').getByRole('textbox', { name: 'Search', exact: true }).fill('staff');
    const row = page.getByTestId('master-values').getByRole('row', { name: /Staff Engineer/ });
    await row.getByText('SE3').waitFor();

    await page.getByRole('button', { name: 'Edit Staff Engineer' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Designation' });
    expect(await edit.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Staff Engineer');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'master-data-desktop');
    await context.close();
  });

  it('adds a billing legal entity in a currency of its country, then deactivates it after asking', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    await page.goto('/master-data?tab=billingEntities');
    const entities = page.getByTestId('billing-entities');
    await entities.getByRole('row', { name: /Tenure Demo India/ }).waitFor();

    await page.getByRole('button', { name: 'Add billing legal entity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add billing legal entity' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('SG-BILL-02');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Tenure Demo Services Pte. Ltd.');
    await dialog.getByRole('combobox', { name: 'Country' }).fill('Singapore');
    await page.getByRole('option', { name: 'Singapore', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: /^SGD/ }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = entities.getByRole('row', { name: /Tenure Demo Services/ });
    await row.getByText('SGD').waitFor();

    await page.getByRole('button', { name: 'Deactivate Tenure Demo Services Pte. Ltd.' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate?' });
    await confirm.getByText(/no longer offered in lists/).waitFor();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await row.getByText('Inactive').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('asks for currencies only once a country is chosen and lists its states and cities', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    const currencyCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/hrms/hris/currency')) currencyCalls.push(request.url());
    });
    await page.goto('/master-data?tab=geography');
    await page.getByText('Choose a country to see its currencies, states and cities.').waitFor();
    await page.getByRole('combobox', { name: 'Country' }).fill('India');
    await page.getByRole('option', { name: 'India', exact: true }).click();
    await page.getByTestId('country-reference').getByText(/INR/).waitFor();
    expect(currencyCalls).toHaveLength(1);
    expect(new URL(currencyCalls[0]!).searchParams.get('countryId')).toBe('IN');

    await page
      .getByTestId('states')
      .getByRole('button', { name: /^Karnataka/ })
      .click();
    await page.getByTestId('cities').getByText('Bengaluru').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await logIn(page, 'superadmin');
    await page.goto('/master-data?tab=departments');
    await page.getByTestId('departments').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'master-data-phone');
    await context.close();
  });
});
