import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { contentReady, settled } from '../support/settle.ts';
import { logIn, readMenuLinks, type MenuLink } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The demo users (apps/api/src/db/seed/demo-data.ts): between them every sidebar page. */
const USERS = [
  'superadmin',
  'hrdirector',
  'hrexec01',
  'manager01',
  'employee01',
  'consult01',
  'projmgr01',
  'approver01',
];

const SIDEBAR = '[data-testid="sidebar"]';

/**
 * Opens a sidebar link as a person does: its group first when closed, then the link; then waits
 * for the page it leads to (or the sub-page or default tab it opens on: /policy on /policy/leave,
 * /leave-manager on its overview tab) to show its content.
 */
async function openFromSidebar(page: Page, link: MenuLink): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const anchor = sidebar.locator(`a[href="${link.href}"]`);
  if (!(await anchor.isVisible())) {
    await sidebar.getByRole('button', { name: link.group, exact: true }).click();
    await anchor.waitFor({ state: 'visible' });
    await settled(page);
  }
  const target = new URL(link.href, page.url());
  await anchor.click();
  await page.waitForURL(
    (url) =>
      (url.pathname === target.pathname || url.pathname.startsWith(`${target.pathname}/`)) &&
      (target.search === '' || url.search === target.search),
  );
  await contentReady(page);
}

/**
 * axe only sees the styles of the moment: the pages are checked with the pointer still on the
 * link just clicked (hovered and current); then the sidebar alone with the current page's group
 * closed (its label marked active) and hovered, and with another entry hovered and one focused.
 */
async function sidebarStateViolations(page: Page): Promise<Record<string, string[]>> {
  const sidebar = page.getByTestId('sidebar');
  const found: Record<string, string[]> = {};
  const record = async (state: string) => {
    const violations = await seriousViolations(page, SIDEBAR);
    if (violations.length > 0) found[state] = violations;
  };
  const openGroup = sidebar.locator('[data-menu-group][aria-expanded="true"]');
  if ((await openGroup.count()) > 0) {
    await openGroup.click();
    await sidebar.locator('[data-menu-group][data-active]').waitFor();
    await record('current group closed and hovered');
  }
  const topLevel = sidebar.locator('[data-menu-top]:not([data-active])');
  await topLevel.first().hover();
  await topLevel.last().focus();
  await record('an entry hovered, another focused');
  return found;
}

describe('accessibility of every sidebar page (axe, WCAG 2 A/AA)', () => {
  const timings: string[] = [];
  afterAll(() => {
    console.info(`axe over the sidebar pages:\n${timings.join('\n')}`);
  });

  for (const user of USERS) {
    it(`finds no serious or critical violation on ${user}'s sidebar pages nor on the hovered or current sidebar entries`, async () => {
      const started = performance.now();
      const { context, page } = await newPage(browser);
      await logIn(page, user);
      const links = await readMenuLinks(page);
      // One visit per page: a destination reachable from two groups is checked once.
      const pages = [...new Map(links.map((link) => [link.href, link])).values()];
      expect(pages.length).toBeGreaterThan(0);

      const found: Record<string, string[]> = {};
      for (const link of pages) {
        await openFromSidebar(page, link).catch((error: Error) => {
          throw new Error(`${link.group} › ${link.label} (${link.href}): ${error.message}`);
        });
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[link.href] = violations;
      }
      Object.assign(found, await sidebarStateViolations(page));
      await context.close();

      timings.push(`${user}: ${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      expect(found).toEqual({});
    }, 600_000);
  }
});
