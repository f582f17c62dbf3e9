import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { TINY_PNG } from '../support/files.ts';
import { logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('quick links on the home page and the profile photo', () => {
  it('the HR director adds a quick link on the company information page; employees see it on the home page', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.goto('/edit-company-information');
    const admin = page.getByTestId('quick-links-admin');
    await admin.getByTestId('quick-links').waitFor();

    await admin.getByRole('button', { name: 'Add quick link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add quick link' });
    await dialog.getByLabel('Title').fill('Payroll Portal');
    await dialog.getByLabel('Link').fill('javascript:alert(document.cookie)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(EMPLOYEE_MESSAGES.invalidQuickLinkUrl).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel('Link').fill('https://payroll.example.com/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const rows = admin.getByTestId('quick-links').locator('tbody tr');
    await expect.poll(async () => (await rows.last().innerText()).includes('Payroll Portal')).toBe(true);
    const count = await rows.count();

    // One place up: it becomes the last but one, here and on the home page.
    await admin.getByRole('button', { name: 'Move Payroll Portal up' }).click();
    await expect.poll(async () => (await rows.nth(count - 2).innerText()).includes('Payroll Portal')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'quick-links-admin');
    await context.close();

    const employee = await newPage(browser);
    await logIn(employee.page, 'employee01');
    const card = employee.page.getByTestId('home-quick-links');
    const link = card.getByRole('link', { name: 'Payroll Portal (opens in a new tab)' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://payroll.example.com/');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const titles = await card.getByRole('link').allInnerTexts();
    expect(titles.indexOf('Payroll Portal')).toBe(titles.length - 2);
    await employee.context.close();
  });

  it('an employee uploads a profile photo and removes it again; the initials come back', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.goto('/my-profile');
    const header = page.locator('.mantine-Card-root').filter({ has: page.getByTestId('profile-name') });
    await header.getByRole('button', { name: 'Change photo' }).click();
    await page
      .getByRole('dialog')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
    await header.locator('img').waitFor();

    await header.getByRole('button', { name: 'Remove photo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove profile photo?' });
    // Checked once the dialog is there (axe then waits out its fade): mid-fade its button read as low contrast.
    await confirm.getByRole('button', { name: 'Remove photo' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Remove photo' }).click();
    await confirm.waitFor({ state: 'detached' });
    await header.locator('img').waitFor({ state: 'detached' });
    expect(await header.getByRole('button', { name: 'Remove photo' }).count()).toBe(0);
    expect(await header.getByText('EJ', { exact: true }).count()).toBe(1);
    await context.close();
  });
});
