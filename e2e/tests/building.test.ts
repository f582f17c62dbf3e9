import type { Browser } from 'playwright-core';
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

describe('buildings (SPEC §2 /building)', () => {
  it('an admin adds a building with floors to a location, and a colleague card says where someone sits', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.goto('/building');
    const buildings = page.getByTestId('buildings');
    await buildings.getByRole('row', { name: /Tower A/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add building' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add building' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Tower C');
    await dialog.getByRole('textbox', { name: 'Code' }).fill('BLR-C');
    await dialog.getByRole('combobox', { name: 'Location' }).fill('Bengaluru');
    await page.getByRole('option', { name: 'Bengaluru', exact: true }).click();
    for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Add floor' }).click();
    await dialog.getByTestId('floor-row').nth(2).waitFor();
    await dialog.getByRole('textbox', { name: 'Floor name' }).nth(2).fill('Cafeteria');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = buildings.getByRole('row', { name: /Tower C/ });
    await row.getByText('3 floors').waitFor();
    await row.getByText('Floor 1, Floor 2, Cafeteria').waitFor();

    // Employees sit in Tower A: deleting it is refused, and the dialog says why.
    await page.getByRole('button', { name: 'Delete Tower A' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Delete?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm
      .getByTestId('confirm-error')
      .getByText(/is in use and cannot be deleted/)
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // The new, empty building can be switched off after a confirmation.
    await page.getByRole('button', { name: 'Deactivate Tower C' }).click();
    await page.getByRole('dialog', { name: 'Deactivate?' }).getByRole('button', { name: 'Deactivate' }).click();
    await row.getByText('Inactive').waitFor();
    await screenshot(page, 'buildings-desktop');

    await page.goto('/employee-directory');
    await page
      .getByText(/Tower [AB], (Ground Floor|Floor \d)/)
      .first()
      .waitFor();
    await context.close();
  });
});
