import type { Page } from 'playwright-core';
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

/** The token the app keeps in its persisted session store. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('tenure-session');
    return raw ? (JSON.parse(raw) as { state: { token: string | null } }).state.token : null;
  });
  if (!token) throw new Error('no session token in local storage');
  return token;
}

/**
 * The sidebar as { group: entries }: a plain link is a group of itself; a group with submenus is
 * opened (accordion) to read its entries.
 */
export async function readMenu(page: Page): Promise<Record<string, string[]>> {
  const sidebar = page.getByTestId('sidebar');
  const menu: Record<string, string[]> = {};
  const topLevel = sidebar.locator('[data-menu-top]');
  await topLevel.first().waitFor();
  for (const entry of await topLevel.all()) {
    const label = (await entry.innerText()).trim();
    const group = await entry.getAttribute('data-menu-group');
    if (group === null) {
      menu[label] = [label];
      continue;
    }
    if ((await entry.getAttribute('aria-expanded')) !== 'true') await entry.click();
    const children = sidebar.locator(`[data-menu-parent="${group}"]`);
    await children.first().waitFor({ state: 'visible' });
    menu[label] = (await children.allInnerTexts()).map((text) => text.trim());
  }
  return menu;
}

/** A call to the API as the logged-in user of the demo tenant (for reading counts, or undoing what a story changed). */
export async function apiCall<T>(page: Page, method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-tenantid': 'demo' } });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}
