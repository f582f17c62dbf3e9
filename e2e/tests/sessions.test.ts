import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { onOwnServer } from '../support/own-server.ts';
import type { TestServer } from '../support/server.ts';
import { logIn } from '../support/session.ts';

/**
 * Issue 36 item 7: where a user is signed in. Signing out "everywhere else" would end other stories'
 * sessions of the same demo user, so it runs on a server of its own.
 */
let browser: Browser;
let server: TestServer;
onOwnServer((b, s) => ([browser, server] = [b, s]));

/** A signed-in page that opens home again: its session still works, or it is sent to the login page. */
async function signedOut(page: Page): Promise<boolean> {
  await page.goto('/home');
  const outcome = await Promise.race([
    page.waitForURL('**/login').then(() => 'login'),
    page
      .getByTestId('profile-menu')
      .waitFor()
      .then(() => 'home'),
  ]);
  return outcome === 'login';
}

describe('sessions (issue 36)', () => {
  it('an employee sees where they are signed in and signs out the other browser; an admin then signs them out everywhere', async () => {
    const laptop = await newPage(browser, { port: server.port });
    const phone = await newPage(browser, { port: server.port });
    const admin = await newPage(browser, { port: server.port });
    try {
      await logIn(phone.page, 'employee01');
      await logIn(laptop.page, 'employee01');
      await laptop.page.getByTestId('profile-menu').click();
      await laptop.page.getByRole('menuitem', { name: 'Sign-in security' }).click();
      const sessions = laptop.page.getByTestId('sessions');
      await sessions.getByText('This device').waitFor();
      expect(await sessions.getByRole('row').count()).toBe(3); // the heading row and two sessions
      expect(await seriousViolations(laptop.page)).toEqual([]);

      await laptop.page.getByRole('button', { name: 'Sign out everywhere else' }).click();
      const dialog = laptop.page.getByRole('dialog', { name: 'Sign out everywhere else?' });
      await dialog.getByRole('button', { name: 'Sign out' }).click();
      await laptop.page.getByText('Signed out.').waitFor();
      await expect.poll(() => sessions.getByRole('row').count()).toBe(2);
      expect(await signedOut(phone.page)).toBe(true);
      expect(await signedOut(laptop.page)).toBe(false);

      // The admin opens employee01's sessions from the users list and signs them out everywhere.
      await logIn(admin.page, 'superadmin');
      await admin.page.goto('/user-role-assignment');
      await admin.page.getByTestId('user-search').fill('employee01');
      await admin.page.getByTestId('user-actions-employee01').click();
      await admin.page.getByRole('menuitem', { name: 'Sessions' }).click();
      const drawer = admin.page.getByRole('dialog', { name: 'Sessions of employee01' });
      await drawer.getByTestId('sessions').waitFor();
      expect(await drawer.getByTestId('sessions').getByRole('row').count()).toBe(2);
      expect(await seriousViolations(admin.page)).toEqual([]);
      await drawer.getByRole('button', { name: 'Sign out everywhere' }).click();
      await admin.page
        .getByRole('dialog', { name: 'Sign out employee01 everywhere?' })
        .getByRole('button', { name: 'Sign out' })
        .click();
      await admin.page.getByText('Signed out.').waitFor();
      await drawer.getByText('No session is signed in.').waitFor();
      expect(await signedOut(laptop.page)).toBe(true);
    } finally {
      await Promise.all([laptop.context.close(), phone.context.close(), admin.context.close()]);
    }
  });
});
