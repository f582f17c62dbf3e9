import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function tabNames(page: Page): Promise<string[]> {
  const tabs = page.getByRole('tablist', { name: 'Component types' }).getByRole('tab');
  await tabs.first().waitFor();
  return (await tabs.allInnerTexts()).map((text) => text.trim());
}

describe('organization structure (SPEC §2, §6, §9)', () => {
  it('shows an HR executive the tabs without Legal Entity and Holding Company, read-only', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrexec01');
    await page.goto('/organization-structure');
    expect(await tabNames(page)).toEqual(['Business Unit', 'Department', 'Location']);
    await page.waitForURL(/selectedTab=/);
    await page.getByTestId('org-components').waitFor();
    expect(await page.getByRole('button', { name: /^Add / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('gives the super admin every tab, Location last, the tab in the URL, and component create and delete', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    await page.goto('/organization-structure');
    expect(await tabNames(page)).toEqual([
      'Holding Company',
      'Legal Entity',
      'Business Unit',
      'Department',
      'Location',
    ]);

    await page.getByRole('tab', { name: 'Legal Entity' }).click();
    const entities = page.getByTestId('org-components');
    await entities.getByText('Tenure Demo Singapore Pte. Ltd.').waitFor();
    expect(await entities.getByRole('columnheader').allInnerTexts()).toEqual(
      expect.arrayContaining(['Legal Entity Code', 'Country']),
    );
    const legalEntityUrl = page.url();
    expect(new URL(legalEntityUrl).searchParams.get('selectedTab')).toMatch(/^[0-9a-f-]{36}$/);
    await page.reload();
    await expect.poll(() => page.getByRole('tab', { name: 'Legal Entity' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('tab', { name: 'Business Unit' }).click();
    await page.getByRole('button', { name: 'Add Business Unit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Business Unit' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is Required!').waitFor();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Shared Services');
    await dialog.getByLabel('Cost Centre').fill('CC-900');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('org-components').getByRole('row', { name: /Shared Services/ });
    await row.getByText('CC-900').waitFor();

    await page.getByRole('button', { name: 'Delete Shared Services' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete?' });
    await confirm.getByText('Delete "Shared Services"? This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'org-structure-desktop');
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await logIn(page, 'superadmin');
    await page.goto('/organization-structure');
    await page.getByTestId('org-components').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'org-structure-phone');
    await context.close();
  });
});
