import type { Browser, Page, Route } from 'playwright-core';
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

/** The script chunk of the policy library page, fetched the first time someone opens it (issue 33). */
const POLICY_LIBRARY_CHUNK = /\/assets\/PolicyLibraryPage-[\w-]+\.js$/;

/**
 * Opens the Policy Library from the sidebar as a person does: the group open, then its entry. The
 * entry is clicked once the group shows it as open, and the page is taken as opened when the menu
 * marks the entry as the current page (its code may never come in these stories, so no load event).
 */
async function openPolicyLibrary(page: Page): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('button', { name: 'Organization', exact: true }).click();
  await sidebar.locator('[data-menu-group][aria-expanded="true"]', { hasText: 'Organization' }).waitFor();
  await sidebar.getByRole('link', { name: 'Policy Library' }).click();
  await sidebar.locator('a[aria-current="page"]', { hasText: 'Policy Library' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/policy-document');
}

describe("a page's code, fetched when the page is first opened (issue 33)", () => {
  it('shows a loader inside the layout while the page’s code comes', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    // Hold the chunk until the loader has been seen, then let it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(POLICY_LIBRARY_CHUNK, async (route: Route) => {
      await held;
      await route.continue();
    });
    await openPolicyLibrary(page);
    await page.locator('main').getByRole('status', { name: 'Loading…' }).waitFor();
    await expect(page.getByTestId('sidebar').isVisible()).resolves.toBe(true);
    release();
    await page.locator('main h1', { hasText: 'Policy Library' }).waitFor();
    await context.close();
  });

  it('offers a reload when the chunk cannot be fetched (SPEC §8 ChunkLoadError), and the reload brings the page', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.route(POLICY_LIBRARY_CHUNK, (route: Route) => route.abort('internetdisconnected'));
    await openPolicyLibrary(page);

    const failure = page.locator('main').getByRole('alert');
    await failure.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    await expect(failure.innerText()).resolves.toContain('ChunkLoadError');
    // Inside the layout: the header and the menu stay, so the user can go elsewhere.
    await expect(page.getByTestId('sidebar').isVisible()).resolves.toBe(true);

    await page.unroute(POLICY_LIBRARY_CHUNK);
    await failure.getByRole('button', { name: 'Reload' }).click();
    await page.locator('main h1', { hasText: 'Policy Library' }).waitFor();
    await context.close();
  });
});
