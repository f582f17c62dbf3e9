import type { Browser, Page } from 'playwright-core';
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

/** The public card of a colleague: name shown, no alert, no profile section or tab. */
async function expectPublicProfileOf(page: Page, name: string) {
  const card = page.getByTestId('public-profile');
  await card.getByTestId('profile-name').getByText(name, { exact: true }).waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await page.locator('[data-testid^="profile-section-"]').count()).toBe(0);
  expect(await page.getByRole('tab').count()).toBe(0);
  return card;
}

describe('colleague profiles (issue 13 item 1)', () => {
  it('employee01 opens a colleague from the header search: the public card, no alert, no private section', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.getByRole('textbox', { name: 'Search employees' }).pressSequentially('James', { delay: 20 });
    await page.getByRole('option', { name: /James Walker/ }).click();
    await page.waitForURL('**/employee-profile**');
    const card = await expectPublicProfileOf(page, 'James Walker');
    await card.getByText('Sales Director').first().waitFor();
    await card.getByRole('link', { name: /@/ }).first().waitFor();
    await card.getByText('Joining date').waitFor();
    await card.getByRole('heading', { name: 'Reporting manager' }).waitFor();
    await card.getByTestId('person-card').filter({ hasText: 'Olivia Carter' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-profile-desktop');
    await context.close();
  });

  it('employee01 opens a colleague from the directory, then their manager from the card', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.goto('/employee-directory');
    await page.getByTestId('person-card').first().waitFor();
    await page.getByTestId('directory-search').fill('Anan');
    await expect
      .poll(() => page.getByTestId('person-card').allInnerTexts())
      .toEqual([expect.stringContaining('Ananya Iyer')]);
    await page.getByRole('link', { name: 'Open the profile of Ananya Iyer' }).click();
    const card = await expectPublicProfileOf(page, 'Ananya Iyer');
    expect(await seriousViolations(page)).toEqual([]);

    // Michael Chen is above employee01, not below: his card is public too, and lists her as a reportee.
    await card.getByRole('link', { name: 'Open the profile of Michael Chen' }).click();
    const manager = await expectPublicProfileOf(page, 'Michael Chen');
    await manager.getByTestId('person-card').filter({ hasText: 'Emily Johnson' }).waitFor();
    await context.close();
  });

  it("a manager still opens a reportee's full profile", async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'manager01');
    await page.goto('/employee-profile?empNumber=EMP0006');
    await page.getByTestId('profile-name').getByText('Emily Johnson').waitFor();
    await page.getByRole('tab', { name: 'Work' }).waitFor();
    expect(await page.getByTestId('public-profile').count()).toBe(0);
    await context.close();
  });
});

describe('navigation (issue 13 item 2)', () => {
  it('an unknown path keeps the header and sidebar, and Back to home works', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByTestId('profile-menu').waitFor();
    await page.getByTestId('sidebar').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL('**/home');
    await page.getByTestId('home-greeting').waitFor();
    await context.close();
  });

  it('a visitor without a session sees the bare not-found page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await context.close();
  });

  it("My Actions lists employee01's pending leave for manager01 and leads to the decision", async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'manager01');
    await page.goto('/my-actions');
    const leave = page.getByTestId('waiting-leaveDecision');
    const emily = leave.getByTestId('waiting-item').filter({ hasText: 'Emily Johnson' }).first();
    await emily.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'my-actions-desktop');

    await emily.getByRole('link', { name: 'Review the request of Emily Johnson' }).click();
    await page.waitForURL('**/leave-manager?tab=pendingapprovals');
    const list = page.getByTestId('pending-approvals-leave');
    await list.getByRole('textbox', { name: 'Search' }).fill('Emily');
    await list
      .locator('tr', { hasText: 'Emily Johnson' })
      .first()
      .getByRole('button', { name: /^Approve/ })
      .waitFor();
    await context.close();
  });

  it('My Actions is an empty inbox for an employee with nothing to decide', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.goto('/my-actions');
    await page.getByText('Nothing is waiting for you.', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('/employee opens the directory for an employee and the employee list for HR', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.goto('/employee');
    await page.waitForURL('**/employee-directory');
    await page.getByTestId('person-card').first().waitFor();
    await context.close();

    const hr = await newPage(browser);
    await logIn(hr.page, 'hrexec01');
    await hr.page.goto('/employee');
    await hr.page.waitForURL('**/employees');
    await hr.page.getByRole('heading', { level: 1 }).waitFor();
    await hr.context.close();
  });
});
