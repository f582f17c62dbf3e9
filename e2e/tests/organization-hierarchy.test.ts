import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { settled } from '../support/settle.ts';
import { logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('organization hierarchy (SPEC §2, §3, §9)', () => {
  it('draws the business structure without locations and opens it with the mouse and the keyboard', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    await page.goto('/organization-hierarchy');
    const tree = page.getByRole('tree', { name: 'Business structure' });
    const holding = tree.getByRole('treeitem', { name: /Tenure Demo Corp/ });
    await holding.waitFor();
    expect(await holding.getAttribute('aria-expanded')).toBe('true');
    expect(await holding.getAttribute('aria-level')).toBe('1');
    // Locations are dropped from the hierarchy (SPEC §9).
    expect(await tree.getByText('Location', { exact: true }).count()).toBe(0);

    const usEntity = tree.getByRole('treeitem', { name: /Tenure Demo Inc\./ });
    expect(await usEntity.getAttribute('aria-expanded')).toBe('false');
    expect(await tree.getByRole('treeitem', { name: /Technology/ }).count()).toBe(0);

    // Keyboard: focus the tree, go to its last visible row (the US entity), open it with Right, step in, open again.
    await holding.focus();
    await page.keyboard.press('ArrowDown');
    expect(await holding.evaluate((el) => el === document.activeElement)).toBe(false);
    await page.keyboard.press('End');
    expect(await usEntity.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => usEntity.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-level'))).toBe('3');
    const technology = tree.getByRole('treeitem', { name: /Technology/ });
    expect(await technology.getAttribute('aria-expanded')).toBe('false');
    await technology.focus();
    await page.keyboard.press('Enter');
    await tree
      .getByRole('treeitem', { name: /Engineering/ })
      .first()
      .waitFor();

    // Mouse: collapse all, then expand all.
    await page.getByRole('button', { name: 'Collapse all' }).click();
    expect(await tree.getByRole('treeitem').count()).toBe(1);
    await page.getByRole('button', { name: 'Expand all' }).click();
    await tree.getByRole('treeitem', { name: /Platform/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'org-hierarchy-business');
    await context.close();
  });

  it('shows the people chart from a searched manager and opens reportees level by level', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrdirector');
    await page.goto('/organization-hierarchy');
    await page.getByRole('tab', { name: 'People' }).click();
    await page.waitForURL(/view=people/);
    const chart = page.getByTestId('people-chart');
    // Starts from the user: Priya Sharma (HR Director) with her reportees open.
    await chart.getByRole('treeitem', { name: /Priya Sharma/ }).waitFor();
    await chart.getByRole('treeitem', { name: /Rahul Verma/ }).waitFor();

    await page.getByRole('textbox', { name: 'Find a person' }).pressSequentially('Olivia', { delay: 20 });
    await page.getByRole('option', { name: /Olivia Carter/ }).click();
    const olivia = chart.getByRole('treeitem', { name: /Olivia Carter/ });
    await olivia.waitFor();
    const michael = chart.getByRole('treeitem', { name: /Michael Chen/ });
    await michael.waitFor();
    expect(await michael.getAttribute('aria-level')).toBe('2');
    expect(await michael.getAttribute('aria-expanded')).toBe('false');
    expect(await michael.innerText()).toMatch(/\d+ reportees/);

    await michael.focus();
    await page.keyboard.press('ArrowRight');
    const emily = chart.getByRole('treeitem', { name: /Emily Johnson/ });
    await emily.waitFor();
    expect(await emily.getAttribute('aria-level')).toBe('3');
    await page.keyboard.press('ArrowLeft');
    await emily.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Back to my team' }).click();
    await chart.getByRole('treeitem', { name: /Priya Sharma/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'org-hierarchy-people');
    await context.close();
  });

  it('employee01 opens the people chart from the Organization menu and climbs to Olivia Carter at the top', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.getByTestId('sidebar').getByRole('button', { name: 'Organization', exact: true }).click();
    await settled(page);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Organization Hierarchy' }).click();
    await page.getByRole('tab', { name: 'People' }).click();
    const chart = page.getByTestId('people-chart');
    await chart.getByRole('treeitem', { name: /Emily Johnson/ }).waitFor();

    const line = page.getByRole('navigation', { name: 'Reporting line of Emily Johnson' });
    await line.getByRole('button', { name: 'Olivia Carter' }).waitFor();
    expect(await line.getByRole('button').allInnerTexts()).toEqual(['Olivia Carter', 'Michael Chen']);
    await line.getByRole('button', { name: 'Olivia Carter' }).click();
    const olivia = chart.getByRole('treeitem', { name: /Olivia Carter/ });
    await olivia.waitFor();
    expect(await olivia.getAttribute('aria-level')).toBe('1');
    await chart.getByRole('treeitem', { name: /Michael Chen/ }).waitFor();
    // At the top there is no one above.
    await page.getByTestId('people-chart-reporting-line').waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await logIn(page, 'superadmin');
    await page.goto('/organization-hierarchy');
    await page.getByRole('button', { name: 'Expand all' }).click();
    await page.getByRole('treeitem', { name: /Platform/ }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'org-hierarchy-phone');
    await context.close();
  });
});
