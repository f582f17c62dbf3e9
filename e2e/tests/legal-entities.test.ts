import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_ENTITY_MESSAGES } from '@tenure/domain/org';
import { VALIDATION_MESSAGES } from '@tenure/domain/validation';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('legal entities (SPEC §1 country by code prefix, §5 postal codes, §6 Legal Entity tab)', () => {
  it('super admin adds a Singapore entity on the Legal Entity tab; its postal code follows Singapore', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    await page.goto('/organization-structure');
    await page.getByRole('tab', { name: 'Legal Entity' }).click();
    const register = page.getByTestId('legal-entities');
    await register.getByText('IN-KA-01').waitFor();

    await page.getByRole('button', { name: 'Register a legal entity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register a legal entity' });
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('in-ka-01');
    await dialog.getByRole('textbox', { name: 'Legal name' }).fill('Tenure Demo Asia Pte. Ltd.');
    await dialog.getByRole('textbox', { name: 'Address' }).fill('8 Marina View, #30-01');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Singapore');
    await dialog.getByRole('textbox', { name: 'Postal code' }).fill('560103');
    await dialog.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: /INR/ }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(LEGAL_ENTITY_MESSAGES.codeTaken).waitFor();

    // A Singapore code offers Singapore's currency and takes a 6-digit postal code, not 7.
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('SG-02');
    await dialog.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: /SGD/ }).click();
    await dialog.getByRole('textbox', { name: 'Postal code' }).fill('0189601');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(VALIDATION_MESSAGES.invalidZip).waitFor();
    await dialog.getByRole('textbox', { name: 'Postal code' }).fill('018960');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = register.getByRole('row', { name: /Tenure Demo Asia Pte\. Ltd\./ });
    await row.getByText('SG-02').waitFor();
    await row.getByText('SGD').waitFor();

    await page.getByRole('button', { name: 'Edit Tenure Demo Asia Pte. Ltd.' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit legal entity' });
    expect(await edit.getByRole('textbox', { name: 'Code', exact: true }).isDisabled()).toBe(true);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });
});
