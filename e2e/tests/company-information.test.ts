import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@tenure/domain/messages';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { TINY_PNG } from '../support/files.ts';
import { pickDate } from '../support/dates.ts';
import { logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('company information (SPEC §2, §5, §7)', () => {
  it('validates the profile with the shared messages; the date of incorporation is picked on a calendar in the tenant format', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.goto('/edit-company-information');
    const date = page.getByLabel('Date of incorporation');
    await date.waitFor();
    await pickDate(page, date, '2019-03-05');
    expect((await date.innerText()).trim()).toBe('05 Mar 2019');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MESSAGES.invalidEmail).waitFor();

    await page.getByLabel('Email').fill('hello@tenure.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/was saved/).waitFor();
    await page.reload();
    await expect
      .poll(async () => (await page.getByLabel('Date of incorporation').innerText()).trim())
      .toBe('05 Mar 2019');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('lets the company choose how dates read: pages and pickers follow at once', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.goto('/edit-company-information');
    const chooseFormat = async (label: RegExp) => {
      await page.getByTestId('company-date-format').click();
      await page.getByRole('option', { name: label }).click();
      const [saved] = await Promise.all([
        page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/hrms/hris/tenant/profile') && response.request().method() === 'PUT',
        ),
        page.getByRole('button', { name: 'Save' }).click(),
      ]);
      expect(saved.status()).toBe(200);
    };
    await chooseFormat(/^dd\/MM\/yyyy/);
    try {
      await expect
        .poll(async () => (await page.getByLabel('Date of incorporation').innerText()).trim())
        .toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      await page.goto('/leave-dashboard?tab=holiday-calendar');
      const firstDate = page.getByTestId('holiday-table').locator('tbody tr[data-date]').first();
      await firstDate.waitFor();
      const iso = (await firstDate.getAttribute('data-date'))!;
      expect((await firstDate.locator('td').first().innerText()).trim()).toBe(
        `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
      );
      await page.goto('/edit-company-information');
    } finally {
      await chooseFormat(/^dd MMM yyyy/);
    }
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
    // The new source may still be loading: wait until the picture is there (2 pixels wide).
    await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
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
