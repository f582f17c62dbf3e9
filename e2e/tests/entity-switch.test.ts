import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('Switch Organization (SPEC §4)', () => {
  it('changes the header entity and the X-EntityID of the next calls', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    expect(await page.getByTestId('entity-name').innerText()).toBe('Tenure Demo Inc.');

    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Switch Organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch Organization' });
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);

    await dialog.getByLabel('Organization').click();
    await page.getByRole('option', { name: /Tenure Demo India/ }).click();
    expect(await continueButton.isDisabled()).toBe(false);

    const apiCalls: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(request);
    });
    // Department data is reloaded for the new entity (SPEC §4).
    const departments = page.waitForResponse((response) => response.url().includes('/api/hrms/hris/department'));
    await continueButton.click();
    await page.waitForURL('**/home');
    await page.getByTestId('entity-name').getByText('Tenure Demo India Pvt. Ltd.').waitFor();
    expect((await departments).request().headers()['x-entityid']).toBe('IN-KA-01');

    const entityHeaders = apiCalls.map((call) => call.headers()['x-entityid']).filter(Boolean);
    expect(entityHeaders.length).toBeGreaterThan(0);
    expect(new Set(entityHeaders)).toEqual(new Set(['IN-KA-01']));
    await context.close();
  });
});
