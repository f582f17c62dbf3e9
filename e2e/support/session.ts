import type { Locator, Page } from 'playwright-core';
import { PASSWORD } from './browser.ts';

/** Fills the login form and presses Enter (SPEC §5: Enter submits). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

export async function logIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await submitLogin(page, username, password);
  await page.waitForURL('**/home');
  await page.getByTestId('profile-menu').waitFor();
  // A person starts clicking once the page has settled: the menus and permissions have loaded.
  await page.waitForLoadState('networkidle');
}

/**
 * The session token of the page's browser: in the HttpOnly cookie the page's script cannot read
 * (issue 36), read here through the browser context as a test harness may.
 */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'tenure-session' && c.value !== '');
  if (!cookie) throw new Error('no session cookie in the browser');
  return cookie.value;
}

/**
 * Walks the sidebar as the user sees it: hands over each top-level entry's label and its entries
 * (a plain link is a group of itself; a group with submenus is opened, accordion, to reach them).
 */
async function walkMenu(page: Page, visit: (label: string, entries: Locator) => Promise<void>): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const topLevel = sidebar.locator('[data-menu-top]');
  await topLevel.first().waitFor();
  for (const entry of await topLevel.all()) {
    const label = (await entry.innerText()).trim();
    const group = await entry.getAttribute('data-menu-group');
    if (group === null) {
      await visit(label, entry);
      continue;
    }
    if ((await entry.getAttribute('aria-expanded')) !== 'true') await entry.click();
    const children = sidebar.locator(`[data-menu-parent="${group}"]`);
    await children.first().waitFor({ state: 'visible' });
    await visit(label, children);
  }
}

/** The sidebar as { group: entries }. */
export async function readMenu(page: Page): Promise<Record<string, string[]>> {
  const menu: Record<string, string[]> = {};
  await walkMenu(page, async (label, entries) => {
    menu[label] = (await entries.allInnerTexts()).map((text) => text.trim());
  });
  return menu;
}

export interface MenuLink {
  /** The top-level entry it sits under (itself for a plain link). */
  group: string;
  label: string;
  /** Path and query, as in the link's href. */
  href: string;
}

/** Every link of the sidebar, group by group, as the user sees them. */
export async function readMenuLinks(page: Page): Promise<MenuLink[]> {
  const links: MenuLink[] = [];
  await walkMenu(page, async (group, entries) => {
    const found = await entries.evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        label: (anchor as HTMLElement).innerText.trim(),
        href: anchor.getAttribute('href') ?? '',
      })),
    );
    links.push(...found.map((link) => ({ group, ...link })));
  });
  return links;
}

/** A call to the API as the logged-in user of the demo tenant (for reading counts, or undoing what a story changed). */
export async function apiCall<T>(page: Page, method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-tenantid': 'demo' },
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}
