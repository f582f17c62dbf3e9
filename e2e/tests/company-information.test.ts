import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@tenure/domain/messages';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { TINY_PNG } from '../support/files.ts';
import { logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('company information (SPEC §2, §5, §7)', () => {
  it('validates the profile with the shared messages and saves the date as dd Mon, yyyy', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.goto('/edit-company-information');
    const date = page.getByLabel('Date of incorporation');
    await date.waitFor();
    await date.fill('2019-03-05');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MESSAGES.invalidDate).waitFor();
    await page.getByText(MESSAGES.invalidEmail).waitFor();

    await date.fill('05 Mar, 2019');
    await page.getByLabel('Email').fill('hello@tenure.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/was saved/).waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Date of incorporation').inputValue()).toBe('05 Mar, 2019');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('checks the logo type in the browser, uploads a PNG with a preview, and shows it in the header and on the login page', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.goto('/edit-company-information');
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByTestId('logo-error').getByText('The logo must be a PNG or JPEG image.').waitFor();
    expect(await page.getByRole('button', { name: 'Upload logo' }).isDisabled()).toBe(true);

    await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByTestId('logo-file-name').getByText('logo.png').waitFor();
    expect(await page.getByTestId('logo-preview').getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await page.getByText('The new logo is in place.').waitFor();

    const headerLogo = page.getByRole('banner').locator('img');
    await expect.poll(() => headerLogo.getAttribute('src')).toMatch(/\/api\/hrms\/hris\/tenant\/logo\/demo\?v=/);
    expect(await headerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'company-information-desktop');

    const visitor = await newPage(browser);
    await visitor.page.goto('/login');
    const loginLogo = visitor.page.locator('img[src*="/api/hrms/hris/tenant/logo/demo"]');
    await loginLogo.waitFor();
    await visitor.context.close();
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await logIn(page, 'hrdirector');
    await page.goto('/edit-company-information');
    await page.getByLabel('Date of incorporation').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'company-information-phone');
    await context.close();
  });
});
