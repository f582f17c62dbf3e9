import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../apps/api/src/platform/sheets.ts';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { onOwnServer } from '../support/own-server.ts';
import type { TestServer } from '../support/server.ts';
import { logIn } from '../support/session.ts';

/** The story deactivates an account, so it runs on a server of its own. */
let browser: Browser;
let server: TestServer;
onOwnServer((b, s) => ([browser, server] = [b, s]));

describe('the audit log (issue 36, Setup › Audit Log)', () => {
  it('the super admin deactivates an account, finds the change by its action with their name, reads the diff and exports it', async () => {
    const { context, page } = await newPage(browser, { port: server.port });
    try {
      await logIn(page, 'superadmin');
      await page.goto('/user-role-assignment');
      await page.getByTestId('user-search').fill('approver01');
      await page.getByTestId('user-actions-approver01').click();
      await page.getByRole('menuitem', { name: 'Deactivate' }).click();
      await page
        .getByRole('dialog', { name: 'Deactivate approver01?' })
        .getByRole('button', { name: 'Deactivate' })
        .click();
      await page.getByText('approver01 is deactivated.').waitFor();

      // From the sidebar, as an admin finds it.
      const sidebar = page.getByTestId('sidebar');
      const link = sidebar.getByRole('link', { name: 'Audit Log' });
      if (!(await link.isVisible())) await sidebar.getByRole('button', { name: 'Setup' }).click();
      await link.click();
      await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
      await page.locator('tbody tr').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      const filtered = page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === '/api/audit-log' && url.searchParams.get('action') === 'user';
      });
      await page.getByTestId('audit-filter-action').click();
      await page.getByRole('option', { name: 'User accounts', exact: true }).click();
      await filtered;
      await expect.poll(() => page.locator('.mantine-LoadingOverlay-root').count()).toBe(0);
      const row = page.getByRole('row').filter({ hasText: 'user.deactivate' }).first();
      await row.waitFor();
      expect(await row.innerText()).toContain('superadmin');
      expect(await row.innerText()).toContain('Alex Morgan');
      const rows = await page.locator('tbody tr').allInnerTexts();
      expect(rows.every((text) => text.includes('user.'))).toBe(true);

      // The row's details, field by field, opened from the keyboard.
      await row.getByRole('button', { name: /Show details of user\.deactivate/ }).focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Change details' });
      const status = drawer
        .getByTestId('audit-diff')
        .getByRole('row')
        .filter({ hasText: 'Changed' })
        .filter({ hasText: 'status' });
      await status.waitFor();
      expect(await status.innerText()).toMatch(/Active[\s\S]*Deactivated/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });

      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/^audit-log-\d{8}-\d{6}\.csv$/);
      const [headings, ...lines] = parseCsv(await readFile(await csv.path(), 'utf8')).filter((l) => l.length > 1);
      expect(headings!.slice(0, 4)).toEqual(['When (UTC)', 'Who', 'Employee name', 'Action']);
      const deactivation = lines.find((l) => l[3] === 'user.deactivate');
      expect(deactivation?.slice(1, 3)).toEqual(['superadmin', 'Alex Morgan']);
      expect(lines.every((l) => l[3]!.startsWith('user.'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('is not in the menu of an HR executive, and its address says access denied', async () => {
    const { context, page } = await newPage(browser, { port: server.port });
    try {
      await logIn(page, 'hrexec01');
      await page.goto('/audit-log');
      await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
