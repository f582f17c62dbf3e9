import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const OVERVIEW_BY_LOCATION = '/employee-overview?groupBy=location&legalEntity=all';

/** The groups (first cells) of the report's table once it has rows. */
async function groupsShown(page: Page): Promise<string[]> {
  await page.locator('tbody tr').first().waitFor();
  return page.locator('tbody tr td:first-child').allInnerTexts();
}

/** The options of the report's legal entity filter, as its list shows them. */
async function entityChoices(page: Page): Promise<string[]> {
  await page.getByTestId('report-filter-legalEntity').click();
  const options = page.getByRole('listbox').getByRole('option');
  await options.first().waitFor();
  const names = await options.allInnerTexts();
  await page.keyboard.press('Escape');
  return names;
}

/** Issue 34 item 3: who sees which rows follows the viewer's access. */
describe('report scope (issue 34)', () => {
  it('an HR executive of two legal entities sees their people only, and cannot open a third entity’s rows', async () => {
    const director = await newPage(browser);
    let singapore: string;
    try {
      // The HR director holds the report in every entity: Singapore's people are counted.
      await logIn(director.page, 'hrdirector');
      await director.page.goto(OVERVIEW_BY_LOCATION);
      await expect.poll(() => groupsShown(director.page)).toContain('Singapore');
      await director.page.getByTestId('report-filter-legalEntity').click();
      await director.page.getByRole('option', { name: 'Tenure Demo Singapore Pte. Ltd.' }).click();
      await director.page.waitForURL(/legalEntity=(?!all)/);
      singapore = new URL(director.page.url()).searchParams.get('legalEntity')!;
    } finally {
      await director.context.close();
    }

    const { context, page } = await newPage(browser);
    try {
      await logIn(page, 'hrexec01');
      await page.goto(OVERVIEW_BY_LOCATION);
      const groups = await groupsShown(page);
      expect(groups).toEqual(expect.arrayContaining(['Bengaluru', 'New York']));
      expect(groups).not.toContain('Singapore');
      expect(await entityChoices(page)).toEqual([
        'All my legal entities',
        expect.stringMatching(/^Tenure Demo (Inc\.|India Pvt\. Ltd\.)$/),
        expect.stringMatching(/^Tenure Demo (Inc\.|India Pvt\. Ltd\.)$/),
      ]);
      expect(await seriousViolations(page)).toEqual([]);

      // A link to another entity's rows (from the director, say) shows why nothing is shown.
      await page.goto(`/employee-overview?groupBy=location&legalEntity=${singapore}`);
      await page.getByRole('alert').getByText('You do not have access to the selected organization.').waitFor();
      expect(await page.locator('tbody tr').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
