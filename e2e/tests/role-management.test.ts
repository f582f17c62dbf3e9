import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const isIndeterminate = (box: Locator) => box.evaluate((input) => (input as HTMLInputElement).indeterminate);

describe('role management (SPEC §2 /user-access-role-management, §7 roles, disable-role)', () => {
  it('super admin creates "Team Lead" with keys found by search and select-all, copies it and disables it', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    await page.goto('/user-access-role-management');
    const roles = page.getByTestId('roles');
    await roles.getByRole('row', { name: /Super Admin/ }).waitFor();
    expect(await roles.getByRole('button', { name: 'Delete Super Admin' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Create role' }).click();
    const editor = page.getByRole('dialog', { name: 'Create role' });
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Role name is Required!').waitFor();
    await editor.getByRole('textbox', { name: 'Role name' }).fill('Team Lead');
    await editor.getByRole('textbox', { name: 'Description' }).fill('Leads a team: decides its leave and timesheets');

    // Search narrows the keys; select-all then takes the keys shown for Work Timesheet.
    const search = editor.getByRole('searchbox', { name: 'Search access keys' });
    await search.fill('approve team');
    const workTimesheet = editor.getByRole('checkbox', { name: 'Select all of Work Timesheet' });
    await workTimesheet.click();
    expect(await workTimesheet.isChecked()).toBe(true);
    await editor.getByTestId('role-module-count-WORK_TIMESHEET').getByText('1 of 8 selected').waitFor();
    await search.fill('leave');
    await editor.getByRole('checkbox', { name: 'Team leave', exact: true }).click();
    await editor.getByRole('checkbox', { name: 'Leave dashboard', exact: true }).click();
    await search.fill('');
    // The whole module is back: one of its eight keys chosen, so select-all is half checked.
    expect(await isIndeterminate(workTimesheet)).toBe(true);
    await editor
      .getByTestId('role-keys-total')
      .getByText(/^3 of \d+ keys selected$/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    const teamLead = roles.getByRole('row', { name: /^Team Lead/ });
    await teamLead.getByText('3 keys').waitFor();
    await teamLead.getByText('0 users').waitFor();

    // Copy opens the editor prefilled; it saves as a new role.
    await page.getByRole('button', { name: 'Copy Team Lead' }).click();
    const copy = page.getByRole('dialog', { name: 'Copy role "Team Lead"' });
    expect(await copy.getByRole('textbox', { name: 'Role name' }).inputValue()).toBe('Copy of Team Lead');
    expect(await copy.getByRole('checkbox', { name: 'Team leave', exact: true }).isChecked()).toBe(true);
    await copy.getByRole('button', { name: 'Save' }).click();
    await copy.waitFor({ state: 'detached' });
    await roles
      .getByRole('row', { name: /Copy of Team Lead/ })
      .getByText('3 keys')
      .waitFor();

    // Search and disable.
    await page.getByRole('searchbox', { name: 'Search roles' }).fill('team lead');
    await roles.getByRole('row', { name: /Super Admin/ }).waitFor({ state: 'detached' });
    expect(await roles.getByRole('row', { name: /Team Lead/ }).count()).toBe(2);
    await page.getByRole('button', { name: 'Disable Team Lead' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable role?' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await confirm.waitFor({ state: 'detached' });
    await teamLead.getByText('Disabled').waitFor();
    await page.getByRole('button', { name: 'Enable Team Lead' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'role-management-desktop');
    await context.close();
  });

  it('refuses to delete a role users hold, in the dialog', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    await page.goto('/user-access-role-management');
    await page.getByRole('button', { name: 'Delete Employee' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete role?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm
      .getByTestId('confirm-error')
      .getByText(/disable it instead/)
      .waitFor();
    await context.close();
  });
});
